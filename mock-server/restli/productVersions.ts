// The products of today's API that version on their own terms instead of the Marketing window
// (restli/apiVersion.ts): each declares its releases as data (today/identity/identityVersions.ts,
// today/portability/portabilityVersions.ts) and this one rule reads a call's `LinkedIn-Version`
// against them. A version is `YYYYMM` or `YYYYMM.RR` (a revision: Verified on LinkedIn's
// identityMe is at 202510.03, https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/release-notes),
// ordered by month, then revision (none is revision 00). What a release added or removed is data
// too (FieldChange), asked with fieldInRelease.
import { currentMonth, readVersionHeader, versionNotActive } from './apiVersion.js';

/** A release of a product's API, and where it is recorded. */
export interface Release {
  /** `YYYYMM` or `YYYYMM.RR`. */
  version: string;
  source: string;
}

/** How a product's API versions. */
export interface ProductVersions {
  /** The releases LinkedIn published, oldest first. */
  releases: readonly Release[];
  /**
   * `only`: a release answers, any other version is refused as sunset (Member Data Portability:
   * "LinkedIn-Version: 202312"). `asOf`: any version up to the mock clock's month answers, as the
   * newest release at or before it (as the first release before the first; a later month is not
   * released yet and refused).
   */
  accepts: 'only' | 'asOf';
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
 * The version a call names, checked against the product's releases: the version as LinkedIn's
 * permission messages name it (YYYYMM01) and the release that answers it. Throws the 400s of a
 * missing or malformed header and the 426 NONEXISTENT_VERSION of a version the product does not serve.
 * @example checkProductVersion('202510.03', now, IDENTITY_ME_VERSIONS) // { version: '20251001', release: '202510.03' }
 * @example checkProductVersion('202401', now, PORTABILITY_VERSIONS) // throws 426 'Requested version 20240101 is not active'
 */
export function checkProductVersion(header: string | null, now: number, versions: ProductVersions): { version: string; release: string } {
  const read = readVersionHeader(header, now);
  const asked = rank(read.value);
  const { releases } = versions;
  if (versions.accepts === 'only') {
    const release = releases.find((r) => rank(r.version) === asked);
    if (!release) throw versionNotActive(read.month);
    return { version: `${read.month}01`, release: release.version };
  }
  if (read.month > currentMonth(now)) throw versionNotActive(read.month);
  let release = releases[0]!;
  for (const r of releases) if (rank(r.version) <= asked) release = r;
  return { version: `${read.month}01`, release: release.version };
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
