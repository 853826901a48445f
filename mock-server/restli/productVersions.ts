// What an answer of a product that changes by release looks like at the version a call names. Which
// versions a route answers at all is the version calendar's (versionCalendar.ts, through the route's
// `versionCalendar`); a product declares as data its releases and what each added or removed
// (today/identity/identityVersions.ts: Verified on LinkedIn's identityMe is at 202510.03, "What changed
// vs. 202507.03", https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/release-notes),
// and this one rule reads them: a version answers as the newest release at or before it, ordered by
// month, then revision (`YYYYMM.RR`; none is revision 00).

/** A release of a product's API, and where it is recorded. */
export interface Release {
  /** `YYYYMM` or `YYYYMM.RR`. */
  version: string;
  source: string;
}

/** What a release changed in an answer: fields (dotted paths) it added and removed, and where that is recorded. */
export interface FieldChange {
  version: string;
  added?: readonly string[];
  removed?: readonly string[];
  source: string;
}

/** The order of a version: YYYYMM × 100 + its revision. */
function rank(version: string): number {
  const [month, revision] = version.split('.');
  return Number(month) * 100 + Number(revision ?? 0);
}

/**
 * The release that answers a call of `version` (as sent, YYYYMM or YYYYMM.RR): the newest at or
 * before it; the first for a version before every release (the calendar let it in).
 * @example releaseOf('202511', IDENTITY_ME_RELEASES) // '202510.03'
 * @example releaseOf('202510', IDENTITY_ME_RELEASES) // '202507.03': 202510 comes before 202510.03
 */
export function releaseOf(version: string, releases: readonly Release[]): string {
  let release = releases[0]!;
  for (const r of releases) if (rank(r.version) <= rank(version)) release = r;
  return release.version;
}

/**
 * Whether `field` is in an answer served as `release`, by the changes between releases: a field a
 * release added is there from that release on, one it removed only before it; any other always.
 * @example fieldInRelease(IDENTITY_ME_CHANGES, 'basicInfo.headline', '202507.03') // true
 */
export function fieldInRelease(changes: readonly FieldChange[], field: string, release: string): boolean {
  for (const change of changes) {
    if (change.added?.includes(field)) return rank(release) >= rank(change.version);
    if (change.removed?.includes(field)) return rank(release) < rank(change.version);
  }
  return true;
}
