// The Member Authorization Management API
// (https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/shared/member-authorization-management-api):
//   GET  /rest/memberAuthorizations?q=memberAndApplication → {elements: [{memberComplianceAuthorizationKey:
//        {developerApplication, member}, regulatedAt, memberComplianceScopes: ["DMA"]}]}
//   POST /rest/memberAuthorizations {} → 201: registers the member for the app's data generation
//        ("You will need to supply an empty JSON object, {}"); a body with fields is refused as
//        Rest.li refuses a field a record does not have (422 `unrecognized field found but not allowed`).
// A member is registered by their first call of the product's APIs, from their token's consent
// (portabilityAccess.ts), so the finder always finds them; the POST is the manual way LinkedIn keeps.
import type { TodayCall } from '../TodayRoute.js';
import { jsonBody } from '../jsonBody.js';
import { Unprocessable } from '../../api/errors.js';
import { developerApplicationUrn } from '../../apps/applicationId.js';
import { liUrn } from '../../restli/urn.js';
import { portabilityMember } from './portabilityAccess.js';

/** The key of the caller's authorization: the app and the member. */
function keyOf(call: TodayCall, memberId: string) {
  const app = call.ctx.directory.apps.get(call.caller.apiKey)!;
  return { developerApplication: developerApplicationUrn(app), member: liUrn('person', memberId) };
}

/** `GET /rest/memberAuthorizations?q=memberAndApplication`. */
export function listMemberAuthorizations(call: TodayCall) {
  const { member, regulatedAt } = portabilityMember(call, 'memberAuthorizations', 'FINDER-memberAndApplication');
  return { body: { elements: [{ memberComplianceAuthorizationKey: keyOf(call, member.id), regulatedAt, memberComplianceScopes: ['DMA'] }] } };
}

/** `POST /rest/memberAuthorizations` with `{}`. */
export async function createMemberAuthorization(call: TodayCall) {
  const body = await jsonBody(call.request);
  const field = Object.keys(body)[0];
  if (field !== undefined) throw new Unprocessable(`/${field}`, 'unrecognized field found but not allowed');
  const { member } = portabilityMember(call, 'memberAuthorizations', 'CREATE');
  const key = keyOf(call, member.id);
  const id = `(developerApplication:${encodeURIComponent(key.developerApplication)},member:${encodeURIComponent(key.member)})`;
  return { status: 201, headers: { 'x-restli-id': id } };
}
