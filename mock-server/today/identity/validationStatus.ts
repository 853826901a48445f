// POST /rest/validationStatus?action=retrieve (Verified on LinkedIn Plus's Validation Status API,
// https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/api-reference/validation-status):
// 2-legged (an application token of a Plus app, r_validation_status), "up to 500 members per request":
//   {validationQueries: [{id}, …]} → {value: [{id, verificationStatus: {identity, workplace}, profileInformationStatus}, …]}
// `id` is the app-scoped member id identityMe and the report answer. A verification is VALID when it
// is as the app last saw it (a report or an earlier validation), VALID_WITH_UPDATES when it changed
// since (renewed, another workplace) or the app never saw it, INVALID when the member has none;
// profileInformationStatus is VALID for a member of the app, INVALID for an id the app does not know
// (docs/identity.md says which parts are the mock's reading).
import type { TodayCall } from '../TodayRoute.js';
import { jsonBody } from '../jsonBody.js';
import { BadRequest, Unprocessable } from '../../api/errors.js';
import { VALIDATION_STATUS_MAX_IDS } from '../../defaults.js';
import { verificationText, type VerificationCategory } from './memberVerification.js';

type Status = 'VALID' | 'INVALID' | 'VALID_WITH_UPDATES';

/** The ids of the body, or the 422 of a body that is not `{validationQueries: [{id}, …]}` of at most VALIDATION_STATUS_MAX_IDS. */
function idsOf(body: Record<string, unknown>): string[] {
  const queries = body.validationQueries;
  if (!Array.isArray(queries) || !queries.length) throw new Unprocessable('/validationQueries', 'is required: a list of {"id": "…"}, the member ids identityMe answers');
  if (queries.length > VALIDATION_STATUS_MAX_IDS) throw new Unprocessable('/validationQueries', `has ${queries.length} queries; at most ${VALIDATION_STATUS_MAX_IDS} are allowed`);
  return queries.map((query, i) => {
    const id = (query as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || !id) throw new Unprocessable(`/validationQueries/${i}/id`, 'is required: a member id');
    return id;
  });
}

/** `POST /rest/validationStatus?action=retrieve`. */
export async function validationStatus(call: TodayCall) {
  if (call.query.get('action') !== 'retrieve') throw new BadRequest(`The validationStatus resource has the action retrieve, not ${call.query.has('action') ? `'${call.query.get('action')}'` : 'none'}: POST /rest/validationStatus?action=retrieve.`);
  const ids = idsOf(await jsonBody(call.request));
  const { apiKey } = call.caller;
  const value = ids.map((id) => {
    const memberId = call.ctx.subjects.memberOf(apiKey, id);
    const member = memberId ? call.ctx.directory.members.get(memberId) : undefined;
    if (!member) return { id, verificationStatus: { identity: 'INVALID', workplace: 'INVALID' }, profileInformationStatus: 'INVALID' };
    const statusOf = (category: VerificationCategory): Status => {
      const now = verificationText(member, category);
      const key = `${apiKey}|${member.id}|${category}`;
      const seen = call.ctx.verificationSeen.seen.get(key);
      if (now === undefined) {
        call.ctx.verificationSeen.seen.delete(key);
        return 'INVALID';
      }
      call.ctx.verificationSeen.seen.set(key, now);
      return seen === now ? 'VALID' : 'VALID_WITH_UPDATES';
    };
    return { id, verificationStatus: { identity: statusOf('IDENTITY'), workplace: statusOf('WORKPLACE') }, profileInformationStatus: 'VALID' };
  });
  return { body: { value } };
}
