// GET /rest/identityMe (Verified on LinkedIn's Profile Details API,
// https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/api-reference/identity-me):
// the member who signed in, from the same member record v1 and /v2/me serve:
//   {id, lastRefreshedAt, basicInfo: {firstName, lastName, headline (before 202510.03),
//    primaryEmailAddress (from 202510.03), profileUrl, profilePicture},
//    mostRecentEducation (Plus, r_most_recent_education), primaryCurrentPosition (Plus, r_primary_current_experience)}
// `id` is the app-scoped member id (the app's pairwise subject, the `sub` of its sign-in), the same
// the report answers and validationStatus takes. Which basicInfo fields a version has is
// identityVersions.ts's data; names are MultiLocaleStrings as /v2/me's.
import type { MemberRecord } from '../../store/types.js';
import type { TodayCall } from '../TodayRoute.js';
import { grantsAnyOf } from '../../scopes.js';
import { fieldInRelease, releaseOf } from '../../restli/productVersions.js';
import { multiLocale } from '../members/memberRecords.js';
import { pictureOfMember } from '../../oidc/memberClaims.js';
import { IDENTITY_ME_CHANGES, IDENTITY_ME_RELEASES } from './identityVersions.js';
import { tierAnswering } from './verifiedTier.js';
import { countVerifiedCall } from './verifiedLimits.js';
import { IDENTITY_PICTURE_LIFETIME_MS, SITE_URL } from '../../defaults.js';

type Json = Record<string, unknown>;
interface DateParts {
  year?: number;
  month?: number;
}
interface Education {
  schoolName?: string;
  degree?: string;
  fieldOfStudy?: string;
  startDate?: DateParts;
  endDate?: DateParts;
}
interface Position {
  title?: string;
  isCurrent?: boolean;
  startDate?: DateParts;
  company?: { id?: number | string; name?: string };
}

/** The app-scoped id of the caller: the pairwise subject its app knows the member by. */
export function appScopedId(call: Pick<TodayCall, 'ctx' | 'caller'>): string {
  return call.ctx.subjects.subjectOf(call.caller.apiKey, call.caller.memberId);
}

const when = (d: DateParts | undefined) => (d?.year ?? 0) * 100 + (d?.month ?? 0);

/** The member's most recent education (latest end, then start), as identityMe shows it. */
function mostRecentEducation(member: MemberRecord): Json | undefined {
  const educations = Array.isArray(member.educations) ? (member.educations as Education[]) : [];
  const latest = [...educations].sort((a, b) => when(b.endDate ?? b.startDate) - when(a.endDate ?? a.startDate))[0];
  if (!latest?.schoolName) return undefined;
  const degree = [latest.degree, latest.fieldOfStudy].filter(Boolean).join(', ');
  return { schoolName: multiLocale(latest.schoolName), ...(degree && { degreeName: multiLocale(degree) }) };
}

/** The member's primary current position (the first current one), as identityMe shows it. */
function primaryCurrentPosition(call: TodayCall, member: MemberRecord): Json | undefined {
  const positions = Array.isArray(member.positions) ? (member.positions as Position[]) : [];
  const current = positions.find((p) => p.isCurrent);
  if (!current?.title) return undefined;
  const company = current.company?.id !== undefined ? call.ctx.network.companies.get(String(current.company.id)) : undefined;
  return {
    title: multiLocale(current.title),
    ...(current.company?.name && { companyName: multiLocale(current.company.name) }),
    ...(company && { companyPageUrl: `${SITE_URL}/company/${company.universalName}` }),
    ...(current.startDate?.year && { startedOn: { ...(current.startDate.month && { month: current.startDate.month }), year: current.startDate.year } }),
  };
}

/** The answer of identityMe for the caller at the release the call is served as. */
function identityOf(call: TodayCall, member: MemberRecord, plus: boolean): Json {
  const release = releaseOf(call.versionSent!, IDENTITY_ME_RELEASES);
  const now = call.ctx.clock.now();
  const has = (field: string) => fieldInRelease(IDENTITY_ME_CHANGES, field, release);
  const basicInfo: Json = { firstName: multiLocale(member.firstName), lastName: multiLocale(member.lastName) };
  if (has('basicInfo.headline') && member.headline) basicInfo.headline = multiLocale(member.headline);
  if (has('basicInfo.primaryEmailAddress')) basicInfo.primaryEmailAddress = member.email;
  basicInfo.profileUrl = typeof member.publicProfileUrl === 'string' && member.publicProfileUrl ? member.publicProfileUrl : `${SITE_URL}/in/${member.id}`;
  basicInfo.profilePicture = { url: pictureOfMember(member, call.apiOrigin), expiresAt: now + IDENTITY_PICTURE_LIFETIME_MS };
  const answer: Json = { id: appScopedId(call), lastRefreshedAt: typeof member.lastModifiedTimestamp === 'number' ? member.lastModifiedTimestamp : now, basicInfo };
  if (plus && grantsAnyOf(call.caller.scopes, ['r_most_recent_education'])) {
    const education = mostRecentEducation(member);
    if (education) answer.mostRecentEducation = education;
  }
  if (plus && grantsAnyOf(call.caller.scopes, ['r_primary_current_experience'])) {
    const position = primaryCurrentPosition(call, member);
    if (position) answer.primaryCurrentPosition = position;
  }
  return answer;
}

/** `GET /rest/identityMe`. */
export function identityMe(call: TodayCall) {
  const tier = tierAnswering(call, 'identityMe');
  countVerifiedCall(call, tier);
  const member = call.ctx.directory.members.get(call.caller.memberId)!;
  return { body: identityOf(call, member, tier === 'PLUS') };
}
