// A member's verifications on LinkedIn as plain rules (docs/identity.md): what the member verified
// (IDENTITY with a government ID, WORKPLACE with a work e-mail or Microsoft Entra; the Verification
// Report API's categories), and when; whether a verification is as fresh as `verifiedWithinDays`
// asks; the change an admin (`POST /__admin/verifications`, the admin page) or the member (the
// verification page) makes. The state lives on the member record (`MemberRecord.verification`), so
// fixtures set it, `--state` keeps it and a reset takes it back to the fixtures'.
import type { MemberRecord, MemberVerification } from '../../store/types.js';
import { unknownKeyProblem } from '../../vocabulary/didYouMean.js';

/** The categories of the Verification Report API, in its order. */
export const VERIFICATION_CATEGORIES = ['IDENTITY', 'WORKPLACE'] as const;
export type VerificationCategory = (typeof VERIFICATION_CATEGORIES)[number];

/**
 * The `verificationMethod` the mock reports for a verification that names none (LinkedIn publishes
 * no list of its values; ours, docs/identity.md).
 */
export const DEFAULT_METHODS: Readonly<Record<VerificationCategory, string>> = { IDENTITY: 'GOVERNMENT_ID', WORKPLACE: 'WORK_EMAIL' };

const DAY_MS = 86_400_000;

/** The stored verification of a category. */
function stored(member: MemberRecord, category: VerificationCategory) {
  return category === 'IDENTITY' ? member.verification?.identity : member.verification?.workplace;
}

/**
 * The categories the member verified, in the API's order; with `withinDays`, only those verified in
 * the last that many days (the report's `verifiedWithinDays`).
 * @example verifiedCategories(ada, now) // ['IDENTITY', 'WORKPLACE']
 */
export function verifiedCategories(member: MemberRecord, now: number, withinDays?: number): VerificationCategory[] {
  return VERIFICATION_CATEGORIES.filter((category) => {
    const one = stored(member, category);
    return one !== undefined && (withinDays === undefined || now - one.verifiedAt <= withinDays * DAY_MS);
  });
}

/** A verification of one category as the Plus tier's `verifiedDetails` lists it, or undefined. */
export function verifiedDetail(member: MemberRecord, category: VerificationCategory): Record<string, unknown> | undefined {
  if (category === 'IDENTITY') {
    const identity = member.verification?.identity;
    if (!identity) return undefined;
    return { category, lastVerifiedAt: identity.verifiedAt, verifiedName: { firstName: member.firstName, lastName: member.lastName }, verificationMethod: identity.method ?? DEFAULT_METHODS.IDENTITY };
  }
  const workplace = member.verification?.workplace;
  if (!workplace) return undefined;
  return {
    category,
    lastVerifiedAt: workplace.verifiedAt,
    verificationMethod: workplace.method ?? DEFAULT_METHODS.WORKPLACE,
    organizationInfo: { name: workplace.organizationName, ...(workplace.organizationUrl && { url: workplace.organizationUrl }) },
  };
}

/**
 * The verification of a category as a text an app's view of it can be compared with: a later text
 * that differs means it changed (renewed, another workplace); undefined when there is none.
 */
export function verificationText(member: MemberRecord, category: VerificationCategory): string | undefined {
  const one = stored(member, category);
  return one === undefined ? undefined : JSON.stringify(one);
}

/** The organization a member's workplace verification names when the member verifies on the page: the current position's company. */
export function currentOrganization(member: MemberRecord): string | undefined {
  const positions = Array.isArray(member.positions) ? (member.positions as { isCurrent?: boolean; company?: { name?: string } }[]) : [];
  return (positions.find((p) => p.isCurrent) ?? positions[0])?.company?.name;
}

/**
 * Records that the member verified `categories` at `now`, as the verification page does: identity
 * with a government ID, workplace with a work e-mail at `organizationName`.
 */
export function verifyMember(member: MemberRecord, categories: readonly VerificationCategory[], now: number, organizationName?: string): void {
  const next: MemberVerification = { ...member.verification };
  if (categories.includes('IDENTITY')) next.identity = { verifiedAt: now, method: DEFAULT_METHODS.IDENTITY };
  if (categories.includes('WORKPLACE') && organizationName) next.workplace = { verifiedAt: now, method: DEFAULT_METHODS.WORKPLACE, organizationName };
  member.verification = next;
}

/** A member's verification state as the admin API lists it. */
export interface VerificationState {
  member: { id: string; name: string };
  identity?: MemberVerification['identity'];
  workplace?: MemberVerification['workplace'];
}

/** The state of a member, for the admin API. */
export function verificationState(member: MemberRecord): VerificationState {
  return { member: { id: member.id, name: `${member.firstName} ${member.lastName}` }, ...member.verification };
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A time of the admin body: ms, an ISO text, or absent (now). */
function timeOf(value: unknown, now: number, field: string): number | string {
  if (value === undefined) return now;
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms) || ms < 0 || ms > now) return `${field} must be a time no later than the service's clock (ms or ISO 8601, e.g. "2026-01-15T09:00:00Z"), not ${JSON.stringify(value)}; leave it out for now.`;
  return ms;
}

/** A method of the admin body: a word of capitals and underscores, or absent. */
function methodProblem(value: unknown, field: string): string | undefined {
  return value === undefined || (typeof value === 'string' && /^[A-Z][A-Z_]{0,63}$/.test(value)) ? undefined : `${field} must be a word in capitals such as "GOVERNMENT_ID" or "WORK_EMAIL", not ${JSON.stringify(value)}.`;
}

/**
 * Applies an admin's change to a member's verifications: `{memberId, identity?, workplace?}`, where
 * `identity` is `{verifiedAt?, method?}` and `workplace` `{organizationName, organizationUrl?,
 * verifiedAt?, method?}` (verifiedAt defaults to now), or null to remove it. Returns the member's
 * state, or a sentence saying what is wrong (nothing is changed then).
 * @example changeVerification(ctx.directory.members, { memberId: 'Lk4Hs8PzC3', identity: {} }, now)
 */
export function changeVerification(members: ReadonlyMap<string, MemberRecord>, body: unknown, now: number): VerificationState | { problem: string; status: 400 | 404 } {
  const usage = 'Send {"memberId": "…", "identity": {"verifiedAt": …} or null, "workplace": {"organizationName": "…", "verifiedAt": …} or null}.';
  if (!isObject(body)) return { problem: usage, status: 400 };
  const unknown = unknownKeyProblem(body, ['memberId', 'identity', 'workplace'], { field: 'a verification change' });
  if (unknown) return { problem: unknown, status: 400 };
  if (typeof body.memberId !== 'string') return { problem: `'memberId' is required, the member's id. ${usage}`, status: 400 };
  const member = members.get(body.memberId);
  if (!member) return { problem: `There is no member with the id '${body.memberId}'.`, status: 404 };
  if (body.identity === undefined && body.workplace === undefined) return { problem: `Name 'identity', 'workplace' or both. ${usage}`, status: 400 };
  const next: MemberVerification = { ...member.verification };
  if (body.identity === null) delete next.identity;
  else if (body.identity !== undefined) {
    if (!isObject(body.identity)) return { problem: `'identity' must be an object or null. ${usage}`, status: 400 };
    const extra = unknownKeyProblem(body.identity, ['verifiedAt', 'method'], { field: 'an identity verification' });
    if (extra) return { problem: extra, status: 400 };
    const at = timeOf(body.identity.verifiedAt, now, 'identity.verifiedAt');
    if (typeof at === 'string') return { problem: at, status: 400 };
    const bad = methodProblem(body.identity.method, 'identity.method');
    if (bad) return { problem: bad, status: 400 };
    next.identity = { verifiedAt: at, ...(typeof body.identity.method === 'string' && { method: body.identity.method }) };
  }
  if (body.workplace === null) delete next.workplace;
  else if (body.workplace !== undefined) {
    const w = body.workplace;
    if (!isObject(w)) return { problem: `'workplace' must be an object or null. ${usage}`, status: 400 };
    const extra = unknownKeyProblem(w, ['organizationName', 'organizationUrl', 'verifiedAt', 'method'], { field: 'a workplace verification' });
    if (extra) return { problem: extra, status: 400 };
    if (typeof w.organizationName !== 'string' || !w.organizationName.trim()) return { problem: "'workplace.organizationName' is required: the organization whose work e-mail the member verified.", status: 400 };
    if (w.organizationUrl !== undefined && (typeof w.organizationUrl !== 'string' || !/^https?:\/\/\S+$/.test(w.organizationUrl))) return { problem: "'workplace.organizationUrl' must be an http(s) URL.", status: 400 };
    const at = timeOf(w.verifiedAt, now, 'workplace.verifiedAt');
    if (typeof at === 'string') return { problem: at, status: 400 };
    const bad = methodProblem(w.method, 'workplace.method');
    if (bad) return { problem: bad, status: 400 };
    next.workplace = {
      verifiedAt: at,
      organizationName: w.organizationName.trim(),
      ...(typeof w.organizationUrl === 'string' && { organizationUrl: w.organizationUrl }),
      ...(typeof w.method === 'string' && { method: w.method }),
    };
  }
  if (next.identity || next.workplace) member.verification = next;
  else delete member.verification;
  return verificationState(member);
}
