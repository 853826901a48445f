// The validator the package's Node bundles load (ajv's standalone code, compiled at build time) is the
// validator shapeValidator.ts compiles on first use: the same answer and the same errors, which the
// fixture messages are made of (validateFixtures.ts reads their schema, parent schema and data).
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fc from 'fast-check';
import type { ValidateFunction } from 'ajv';
import { standaloneValidatorCode } from './shapeValidatorCode.mjs';
import { FIXTURES_SCHEMA } from '../../mock-server/fixtureSets/fixturesSchema.js';
import { SHAPE_VALIDATOR_OPTIONS, shapeValidator } from '../../mock-server/fixtureSets/shapeValidator.js';
import { DEFAULT_FIXTURES } from '../../mock-server/seed/defaultFixtures.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** The built validator, run as Node runs the file beside the bundles (CommonJS, requiring ajv's runtime helpers). */
function builtValidator(): ValidateFunction {
  const module = { exports: {} as ValidateFunction };
  new Function('module', 'exports', 'require', standaloneValidatorCode(FIXTURES_SCHEMA, SHAPE_VALIDATOR_OPTIONS))(module, module.exports, createRequire(join(ROOT, 'package.json')));
  return module.exports;
}

const app = (extra: Record<string, unknown> = {}) => ({ apiKey: 'k1', secretKey: 's1', name: 'App', redirectUrls: ['https://app.example/cb'], ...extra });
const member = (extra: Record<string, unknown> = {}) => ({ id: 'm1', email: 'm1@example.com', password: 'p', firstName: 'M', lastName: 'One', ...extra });

/** Sets that break the schema in each of its ways (every keyword the messages name), and valid ones. */
const CORPUS: unknown[] = [
  DEFAULT_FIXTURES,
  {},
  { settings: { tokenLength: 64, strictHttps: true } },
  { settings: { tokenLength: 3, codeLifetimeSeconds: -1, strictHttps: 'yes' } },
  { fixtures: {} },
  { apps: [app({ secret: 's' })] },
  { apps: [{ apiKey: 'k' }] },
  { apps: [app({ defaultScope: ['r_basicprofile', 'r_fulprofile'] })] },
  { apps: 'none' },
  { members: [member({ id: 7, email: 'not-an-address' })] },
  { members: [member({ firstName: ' ', skills: [{ skill: 3 }] })] },
  { connections: [['aZ3kq9XbW1'], ['aZ3kq9XbW1', 42], ['a', 'b', 'c']] },
  { connections: { aZ3kq9XbW1: 'Qm7Rt2VdN8' } },
  { companies: [{ id: 'c1' }, { id: 'c2', name: 'Co', admin: [] }, { id: 'c3', name: 'Co', employeeCount: -3 }] },
  { rateLimits: { perDay: 'many' }, replaceDefaults: 'yes' },
  { members: [member()], apps: [app({ developers: ['m1'] })], connections: [['m1', 'aZ3kq9XbW1']] },
];

/** What a validation gives: the answer and the errors, with everything the messages read. */
function outcome(validate: ValidateFunction, input: unknown) {
  const valid = validate(input);
  return { valid, errors: validate.errors ?? null };
}

describe('the fixture schema validator compiled at build time', () => {
  const built = builtValidator();

  it('answers every set of the corpus as the validator compiled on first use, errors included', () => {
    for (const input of CORPUS) expect(outcome(built, structuredClone(input)), JSON.stringify(input)).toEqual(outcome(shapeValidator(), structuredClone(input)));
  });

  it('answers any set made of the sections, with any values, as the validator compiled on first use', () => {
    const sections = Object.keys(FIXTURES_SCHEMA.properties);
    const sets = fc.dictionary(fc.constantFrom(...sections, 'extra'), fc.anything({ maxDepth: 3 }), { maxKeys: 4 });
    fc.assert(
      fc.property(sets, (input) => {
        expect(outcome(built, structuredClone(input))).toEqual(outcome(shapeValidator(), structuredClone(input)));
      }),
      { seed: 53, numRuns: 300 },
    );
  });

  it('requires nothing but ajv\'s runtime helpers, and compiles no code when it runs', () => {
    const code = standaloneValidatorCode(FIXTURES_SCHEMA, SHAPE_VALIDATOR_OPTIONS);
    expect([...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]).filter((path) => !path.startsWith('ajv/dist/runtime/'))).toEqual([]);
    expect(code).not.toMatch(/new Function|\beval\(/);
  });
});
