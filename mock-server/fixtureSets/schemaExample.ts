// A minimal valid example of a value of fixtures.schema.json, for the shape errors of a fixture set:
// "members[0].location: must be an object …; for example {"name":"Example","country":{…}}".
import { FIXTURES_SCHEMA } from './fixturesSchema.js';
import { PARTNER_PRODUCTS } from '../scopes.js';

/** The parts of a JSON schema the fixture schema uses. */
interface SchemaNode {
  $ref?: string;
  type?: string | readonly string[];
  enum?: readonly unknown[];
  properties?: Readonly<Record<string, SchemaNode>>;
  required?: readonly string[];
  items?: SchemaNode;
  minItems?: number;
  minimum?: number;
  pattern?: string;
}

/** Two ids of the default data set's members (seed/demoAccounts.ts), for lists of member ids. */
const MEMBER_IDS = ['aZ3kq9XbW1', 'Qm7Rt2VdN8'];

/** Strings by the field's name, so the example reads as real data and passes the section checks. */
const STRINGS: Record<string, string> = {
  email: 'ada@example.com',
  password: 'secret',
  firstName: 'Ada',
  lastName: 'Lovelace',
  apiKey: 'my-key',
  secretKey: 'my-secret',
  redirectUrls: 'http://localhost:3000/callback',
  jsOrigins: 'http://localhost:3000',
  code: 'gb',
};

/** An enum's value by the field's name where its first would mean nothing there (granting a self-serve product). */
const CHOICES: Record<string, unknown> = {
  grantedProducts: PARTNER_PRODUCTS[0],
};

function resolve(schema: SchemaNode): SchemaNode {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/definitions/', '');
  return (FIXTURES_SCHEMA.definitions as unknown as Record<string, SchemaNode>)[name] ?? {};
}

function stringFor(name: string, index: number, ref: string | undefined): string {
  if (ref === '#/definitions/memberId' || /^(memberId|authorId|creatorId)$/.test(name)) return MEMBER_IDS[index % 2]!;
  if (name in STRINGS) return STRINGS[name]!;
  if (/Url$/.test(name)) return 'https://example.com/';
  if (name === 'id') return 'x1';
  return 'Example';
}

/**
 * A small valid value of `schema` (a node of the fixture schema): an object's required fields, or
 * its first two when none is required; one item of a list (or as many as it needs); an enum's
 * first value; numbers at their minimum. `name` is the field's name (or the list's, for an item).
 * @example schemaExample({ type: 'object', properties: { name: { type: 'string' } } }) // { name: 'Example' }
 */
export function schemaExample(given: SchemaNode, name = '', depth = 0, index = 0): unknown {
  const schema = resolve(given);
  if (schema.enum?.length) return schema.enum.includes(CHOICES[name]) ? CHOICES[name] : schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      if (depth > 3) return {};
      const properties = Object.entries(schema.properties ?? {});
      const chosen = schema.required?.length ? properties.filter(([key]) => schema.required!.includes(key)) : properties.slice(0, 2);
      return Object.fromEntries(chosen.map(([key, inner]) => [key, schemaExample(inner, key, depth + 1)]));
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, (_, i) => schemaExample(schema.items ?? {}, name, depth + 1, i));
    case 'integer':
    case 'number':
      return schema.minimum ?? (/year/i.test(name) ? 2020 : 1);
    case 'boolean':
      return true;
    case 'string':
      return stringFor(name, index, given.$ref ?? schema.$ref);
    default:
      return null;
  }
}
