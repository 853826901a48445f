// GET /rest/verificationReport[?verificationCriteria=IDENTITY&verificationCriteria=WORKPLACE&verifiedWithinDays=N]
// (Verification Report API,
// https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/api-reference/verification-report):
//   {id, verifications: ["IDENTITY", "WORKPLACE"] (from 202510), verificationUrl?, verifiedDetails? (Plus, r_verify_details)}
// `verificationCriteria` (repeated, or Rest.li's List(…)) narrows the categories asked about;
// `verifiedWithinDays` counts only verifications that recent. `verificationUrl` is there when the
// member may complete a verification asked about (the verification URL guide: "returned only when
// the member is eligible to complete additional verifications"): one not done, or done too long ago.
// It opens the verification page (today/identity/verificationPage.ts), which brings the member back
// to the app's redirect URL.
import type { TodayCall } from '../TodayRoute.js';
import { grantsAnyOf } from '../../scopes.js';
import { listParam } from '../../restli/complexValue.js';
import { fieldInRelease, releaseOf } from '../../restli/productVersions.js';
import { InvalidParameter } from '../../api/errors.js';
import { VERIFIED_WITHIN_DAYS_MAX } from '../../defaults.js';
import { authOriginOf } from '../../oidc/addresses.js';
import { VERIFICATION_REPORT_CHANGES, VERIFICATION_REPORT_RELEASES } from './identityVersions.js';
import { tierAnswering } from './verifiedTier.js';
import { countVerifiedCall } from './verifiedLimits.js';
import { appScopedId } from './identityMe.js';
import { VERIFICATION_CATEGORIES, verifiedCategories, verifiedDetail, verificationText, type VerificationCategory } from './memberVerification.js';
import { verificationLink } from './verificationLink.js';

/** The categories the call asks about: `verificationCriteria`, or all. */
function criteriaOf(call: TodayCall): VerificationCategory[] {
  const asked = listParam(call.url, 'verificationCriteria', { max: VERIFICATION_CATEGORIES.length * 2, tooMany: () => new InvalidParameter('verificationCriteria') });
  if (asked === undefined) return [...VERIFICATION_CATEGORIES];
  const out: VerificationCategory[] = [];
  for (const value of asked) {
    if (typeof value !== 'string' || !(VERIFICATION_CATEGORIES as readonly string[]).includes(value)) throw new InvalidParameter('verificationCriteria');
    if (!out.includes(value as VerificationCategory)) out.push(value as VerificationCategory);
  }
  return VERIFICATION_CATEGORIES.filter((c) => out.includes(c));
}

/** `verifiedWithinDays`, a whole number of days from 1, or undefined. */
function withinDaysOf(call: TodayCall): number | undefined {
  const text = call.query.get('verifiedWithinDays');
  if (text === null) return undefined;
  if (!/^\d{1,4}$/.test(text) || Number(text) < 1 || Number(text) > VERIFIED_WITHIN_DAYS_MAX) throw new InvalidParameter('verifiedWithinDays');
  return Number(text);
}

/** `GET /rest/verificationReport`. */
export function verificationReport(call: TodayCall) {
  const tier = tierAnswering(call, 'verificationReport');
  const criteria = criteriaOf(call);
  const withinDays = withinDaysOf(call);
  countVerifiedCall(call, tier);
  const member = call.ctx.directory.members.get(call.caller.memberId)!;
  const now = call.ctx.clock.now();
  const verified = verifiedCategories(member, now, withinDays).filter((c) => criteria.includes(c));
  const body: Record<string, unknown> = { id: appScopedId(call) };
  if (fieldInRelease(VERIFICATION_REPORT_CHANGES, 'verifications', releaseOf(call.versionSent!, VERIFICATION_REPORT_RELEASES))) body.verifications = verified;
  const missing = criteria.filter((c) => !verified.includes(c));
  if (missing.length) body.verificationUrl = `${authOriginOf(call.url)}${verificationLink({ clientId: call.caller.apiKey, criteria: missing })}`;
  if (tier === 'PLUS' && grantsAnyOf(call.caller.scopes, ['r_verify_details'])) {
    body.verifiedDetails = verified.map((category) => verifiedDetail(member, category)!);
  }
  // What the app has now seen of each verification (validationStatus answers VALID until it changes).
  for (const category of criteria) {
    const text = verificationText(member, category);
    const key = `${call.caller.apiKey}|${member.id}|${category}`;
    if (text === undefined) call.ctx.verificationSeen.seen.delete(key);
    else call.ctx.verificationSeen.seen.set(key, text);
  }
  return { body };
}

