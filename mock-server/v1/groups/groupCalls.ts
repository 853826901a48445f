// What the group endpoints (groups, posts, comments, memberships) share: their scope, reading an
// object, a text field or a true/false body, a checked selection, and the views of a group and a post.
import type { RestCall } from '../pipeline/router.js';
import type { GroupRecord, PostRecord } from '../../store/network.js';
import { checkSelection, project, type FieldTable } from '../format/fieldTable.js';
import { selectFields, type FieldRequest } from '../format/fieldSelector.js';
import { readBody, textOf, type ParsedBody } from '../input/body.js';
import { BadRequest } from '../../api/errors.js';
import { viewerOf } from '../people/resolvePerson.js';
import { groupTable, postTable } from './groupFields.js';
import { toKebab } from '../format/naming.js';

/** The scope every group endpoint asks. */
export const GROUP_SCOPES = ['rw_groups'] as const;

export function objectBody(body: ParsedBody, root: string): Record<string, unknown> {
  if (body.root !== undefined && body.root !== root) throw new BadRequest(`The XML body must be a <${toKebab(root)}> element, not <${toKebab(body.root)}>.`);
  if (!body.value || typeof body.value !== 'object' || Array.isArray(body.value)) throw new BadRequest('The body must be an object.');
  return body.value as Record<string, unknown>;
}

export function requiredText(object: Record<string, unknown>, name: string, max: number): string {
  const text = textOf(object[name])?.trim();
  if (!text) throw new BadRequest(`The field '${toKebab(name)}' is required and must not be empty.`);
  if (text.length > max) throw new BadRequest(`'${toKebab(name)}' is ${text.length} characters long; at most ${max} are allowed.`);
  return text;
}

/** A `true`/`false` body (JSON or `<is-liked>true</is-liked>`). */
export async function booleanBody(call: RestCall): Promise<boolean> {
  const { value } = await readBody(call.request);
  const text = typeof value === 'boolean' ? String(value) : textOf(value);
  if (text !== 'true' && text !== 'false') throw new BadRequest('The body must be true or false (JSON), or an element holding true or false (XML).');
  return text === 'true';
}

/** The selection of a list or record: the request's, checked, or the defaults. */
export function selection(call: RestCall, table: FieldTable<unknown>, defaults: string[]): FieldRequest[] {
  const fields = call.fields ?? selectFields(...defaults);
  checkSelection(table, fields);
  return fields;
}

export const groupView = (call: RestCall, group: GroupRecord, fields: FieldRequest[]) => project({ viewer: viewerOf(call), group }, groupTable, fields);
export const postView = (call: RestCall, post: PostRecord, fields: FieldRequest[]) => project({ viewer: viewerOf(call), post }, postTable, fields);
