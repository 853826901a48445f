// docs/rest.md's field reference is the one the field tables write (fieldDocs.ts): every field the
// handlers know, no field they do not. Regenerate with UPDATE_REST_DOCS=1 npx vitest run mock-server/v1/fieldDocs.test.ts.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fieldReference } from './fieldDocs.js';
import { personTable } from './people/personFields.js';
import { toKebab } from './format/naming.js';

const DOC = fileURLToPath(new URL('../../docs/rest.md', import.meta.url));
const START = '<!-- field-reference:start -->';
const END = '<!-- field-reference:end -->';

describe('the field reference in docs/rest.md', () => {
  it('is what the field tables write', () => {
    const text = readFileSync(DOC, 'utf8');
    const from = text.indexOf(START);
    const to = text.indexOf(END);
    expect(from, 'docs/rest.md has the field-reference markers').toBeGreaterThan(-1);
    const generated = `${START}\n\n${fieldReference()}\n\n${END}`;
    if (process.env.UPDATE_REST_DOCS) writeFileSync(DOC, text.slice(0, from) + generated + text.slice(to + END.length));
    expect(readFileSync(DOC, 'utf8').slice(from, from + generated.length)).toBe(generated);
  });

  it('names every person field with its permission', () => {
    const reference = fieldReference();
    for (const [name, def] of Object.entries(personTable.fields)) {
      expect(reference).toContain(`| \`${toKebab(name)}\` | \`${name}\` |`);
      expect(def.scope).toMatch(/^r_|^rw_/);
    }
  });
});
