// The JSON Schema of a fixture member, made from the person field table (v1/people/personFields.ts):
// every field the table reads from the member record, with the type and sub-fields the API shows,
// so a fixture sets any part of a profile exactly as the v1 JSON writes it, and a wrong name or
// type is refused with the entry and the rule.
import type { FieldDef, FieldTable, LeafType } from '../v1/format/fieldTable.js';
import { personTable, storedPersonFields } from '../v1/people/personFields.js';

type Schema = Record<string, unknown>;

const LEAF_SCHEMAS: Record<LeafType, Schema> = {
  string: { type: 'string' },
  integer: { type: 'integer' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  timestamp: { type: 'integer', minimum: 0, description: 'Milliseconds since 1970.' },
};

/** A person named inside a record (a recommender, an author): a member's id, or the name of someone who is not one. */
const PERSON_REF: Schema = {
  type: 'object',
  additionalProperties: false,
  description: 'A member ({"id": …}), or the name of someone who is not a member.',
  properties: { id: { type: 'string', minLength: 1 }, firstName: { type: 'string' }, lastName: { type: 'string' }, headline: { type: 'string' } },
};

function objectSchema(table: FieldTable<unknown>): Schema {
  const properties: Record<string, Schema> = {};
  for (const [name, def] of Object.entries(table.fields)) properties[name] = fieldSchema(def);
  return { type: 'object', additionalProperties: false, properties };
}

function fieldSchema(def: FieldDef<unknown>): Schema {
  const one: Schema = def.sub === personTable ? PERSON_REF : def.sub ? objectSchema(def.sub) : def.type ? { ...LEAF_SCHEMAS[def.type] } : {};
  if (def.note && !def.sub) one.description = def.note;
  return def.item ? { type: 'array', items: one } : one;
}

const time = { type: 'integer', minimum: 0, description: 'When, in milliseconds since 1970.' };
const method = { type: 'string', pattern: '^[A-Z][A-Z_]{0,63}$', description: 'How, as verificationMethod says it (default GOVERNMENT_ID for identity, WORK_EMAIL for workplace).' };

/** What the member verified on LinkedIn: not a v1 field (Verified on LinkedIn's reports and pages read it; docs/identity.md). */
const VERIFICATION_SCHEMA: Schema = {
  type: 'object',
  additionalProperties: false,
  description: "What the member verified on LinkedIn (docs/identity.md): identity with a government ID, workplace with a work e-mail at an organization, and when. Absent: nothing.",
  properties: {
    identity: { type: 'object', additionalProperties: false, required: ['verifiedAt'], properties: { verifiedAt: time, method } },
    workplace: {
      type: 'object',
      additionalProperties: false,
      required: ['verifiedAt', 'organizationName'],
      properties: { verifiedAt: time, method, organizationName: { type: 'string', minLength: 1 }, organizationUrl: { type: 'string', pattern: '^https?://\\S+$' } },
    },
  },
};

/**
 * The schema of a member: sign-in credentials plus every stored person field.
 * @example memberSchema().properties.positions // { type: 'array', items: { type: 'object', … } }
 */
export function memberSchema(): { type: 'object'; required: string[]; additionalProperties: false; description: string; properties: Record<string, Schema> } {
  const properties: Record<string, Schema> = {
    id: { type: 'string', minLength: 1 },
    email: { type: 'string', minLength: 1, pattern: '^[^@\\s]+@[^@\\s]+$', description: "Sign-in address; also the member's email-address field." },
    password: { type: 'string', minLength: 1 },
  };
  for (const [name, def] of storedPersonFields()) {
    if (name === 'id') continue;
    properties[name] = fieldSchema(def);
  }
  properties.verification = VERIFICATION_SCHEMA;
  return {
    type: 'object',
    required: ['id', 'email', 'password', 'firstName', 'lastName'],
    additionalProperties: false,
    description:
      'Sign-in credentials plus profile fields under their v1 JSON (camelCase) names, shaped as the API shows them, lists as plain arrays (docs/rest.md, "Person fields"); and what the member verified on LinkedIn (verification, docs/identity.md).',
    properties,
  };
}
