// A v1 company as today's API shows it: the organization `urn:li:organization:{company id}`
// (Organization Lookup https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-lookup-api),
// its logo as a digital media asset with the `original~:playableStreams` decoration
// (Decoration https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/decoration),
// and a role assignment of organizationAcls. A member with an APPROVED role on the page sees every
// field; anyone else sees the fields of PUBLIC_ORGANIZATION_FIELDS (docs/organizations.md).
import type { CompanyRecord } from '../../store/network.js';
import type { RecordTable } from '../../restli/recordTable.js';
import type { PageAcl } from './pageRoles.js';
import { plainRecord } from '../../restli/recordTable.js';
import { liUrn } from '../../restli/urn.js';
import { numericId } from '../../store/numericId.js';
import { industryCode } from '../../vocabulary/industries.js';

export const ORGANIZATION_LOOKUP = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-lookup-api';
export const ORGANIZATION_ACCESS = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-access-control-by-role';
const DECORATION = 'https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/decoration';

/** The locale a company's texts are given in (the data set is English). */
const LOCALE = { country: 'US', language: 'en' } as const;

/**
 * The organization URN of a company.
 * @example organizationUrn('1001') // 'urn:li:organization:1001'
 */
export function organizationUrn(companyId: string): string {
  return liUrn('organization', companyId);
}

/** Prefix of the asset ids of company logos (real ones start like `C4D0BAQ…`). */
const LOGO_ASSET_PREFIX = 'C4D0BAQ';

/** The digital media asset URN of a company's logo. */
export function logoAssetUrn(companyId: string): string {
  return liUrn('digitalmediaAsset', LOGO_ASSET_PREFIX + companyId);
}

/** The company id of a logo asset id, or undefined when it is not one. */
export function companyOfLogoAsset(assetId: string): string | undefined {
  return assetId.startsWith(LOGO_ASSET_PREFIX) ? assetId.slice(LOGO_ASSET_PREFIX.length) : undefined;
}

function multiLocale(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  return { localized: { [`${LOCALE.language}_${LOCALE.country}`]: text }, preferredLocale: { ...LOCALE } };
}

/** v1 company type code → organizationType. */
const ORGANIZATION_TYPES: Record<string, string> = {
  C: 'PUBLIC_COMPANY', D: 'EDUCATIONAL', E: 'SELF_EMPLOYED', G: 'GOVERNMENT_AGENCY', N: 'NON_PROFIT', O: 'SELF_OWNED', P: 'PRIVATELY_HELD', S: 'PARTNERSHIP',
};
/** v1 company status code → organizationStatus. */
const ORGANIZATION_STATUSES: Record<string, string> = { OPR: 'OPERATING', OPS: 'OPERATING_SUBSIDIARY', RRG: 'REORGANIZING', OOB: 'OUT_OF_BUSINESS', ACQ: 'ACQUIRED' };
/** Head count upper bounds → staffCountRange. */
const STAFF_COUNT_RANGES: [number, string][] = [
  [1, 'SIZE_1'], [10, 'SIZE_2_TO_10'], [50, 'SIZE_11_TO_50'], [200, 'SIZE_51_TO_200'], [500, 'SIZE_201_TO_500'],
  [1000, 'SIZE_501_TO_1000'], [5000, 'SIZE_1001_TO_5000'], [10000, 'SIZE_5001_TO_10000'], [Infinity, 'SIZE_10001_OR_MORE'],
];
/** LinkedIn's staffCountRange values, smallest first. */
export const STAFF_COUNT_RANGE_NAMES: readonly string[] = STAFF_COUNT_RANGES.map(([, name]) => name);

/**
 * The staffCountRange of a head count.
 * @example staffCountRange(120) // 'SIZE_51_TO_200'
 */
export function staffCountRange(employeeCount: number): string {
  return STAFF_COUNT_RANGES.find(([max]) => employeeCount <= max)![1];
}

/** The sizes of a logo's `playableStreams`, smallest first. */
const LOGO_SIZES = [100, 200, 400] as const;

/** A company's logo asset as the playableStreams view lists it. */
export interface LogoSource {
  companyId: string;
}

const paging = plainRecord('Paging', DECORATION, { count: { type: 'int' }, start: { type: 'int' }, links: { type: 'record' } });
const logoArtifact: RecordTable<{ companyId: string; size: number }> = {
  type: 'MediaArtifact',
  source: DECORATION,
  fields: {
    artifact: { type: 'urn', get: (a) => `urn:li:digitalmediaMediaArtifact:(${logoAssetUrn(a.companyId)},urn:li:digitalmediaMediaArtifactClass:company-logo_${a.size}_${a.size})` },
    authorizationMethod: { type: 'enum', get: () => 'PUBLIC' },
    data: {
      type: 'record',
      get: (a) => ({
        'com.linkedin.digitalmedia.mediaartifact.StillImage': {
          mediaType: 'image/png',
          displaySize: { width: a.size, uom: 'PX', height: a.size },
          storageSize: { width: a.size, height: a.size },
          storageAspectRatio: { widthAspect: 1, heightAspect: 1, formatted: '1.00:1.00' },
          displayAspectRatio: { widthAspect: 1, heightAspect: 1, formatted: '1.00:1.00' },
        },
      }),
    },
    identifiers: {
      type: 'record',
      list: true,
      note: 'the logo URL of v1 (`logo-url`)',
      get: (a) => [{ identifier: `https://media.licdn.com/mpr/mpr/p/company_${a.companyId}_logo.png`, index: 0, mediaType: 'image/png', file: logoAssetUrn(a.companyId), identifierType: 'EXTERNAL_URL', identifierExpiresInSeconds: 0 }],
    },
  },
};

/** The `playableStreams` view of a logo asset. */
export const logoStreamsTable: RecordTable<LogoSource> = {
  type: 'PlayableStreams',
  source: DECORATION,
  fields: {
    paging: { type: 'record', sub: paging, get: () => ({ count: 10, start: 0, links: [] }) },
    elements: { type: 'record', list: true, sub: logoArtifact, get: (s) => LOGO_SIZES.map((size) => ({ companyId: s.companyId, size })) },
  },
};

const logoV2 = plainRecord('LogoV2', ORGANIZATION_LOOKUP, {
  original: { type: 'urn', urnType: 'digitalmediaAsset', note: 'decorate with `original~:playableStreams`' },
  cropped: { type: 'urn', urnType: 'digitalmediaAsset' },
  cropInfo: { type: 'record' },
});

const address = plainRecord('Address', ORGANIZATION_LOOKUP, {
  line1: { type: 'string' }, line2: { type: 'string' }, city: { type: 'string' }, geographicArea: { type: 'string' }, postalCode: { type: 'string' }, country: { type: 'string' },
});
const location = plainRecord('OrganizationLocation', ORGANIZATION_LOOKUP, {
  locationType: { type: 'enum', note: 'HEADQUARTERS or OTHER (v1 `isHeadquarters`)' },
  address: { type: 'record', sub: address },
  description: { type: 'MultiLocaleString' },
  streetAddressFieldState: { type: 'enum' },
});

function locationsOf(company: CompanyRecord): Record<string, unknown>[] {
  return company.locations
    .filter((l) => l.isActive !== false)
    .map((l) => ({
      locationType: l.isHeadquarters ? 'HEADQUARTERS' : 'OTHER',
      address: { line1: l.address.street1, line2: l.address.street2, city: l.address.city, geographicArea: l.address.state, postalCode: l.address.postalCode, country: l.address.countryCode.toUpperCase() },
      description: multiLocale(l.description),
      streetAddressFieldState: l.address.street1 ? 'SET' : 'UNSET',
    }));
}

/** Every field of an organization, as a member with a role on the page sees it. */
export const organizationTable: RecordTable<CompanyRecord> = {
  type: 'Organization',
  source: ORGANIZATION_LOOKUP,
  fields: {
    id: { type: 'long', get: (c) => numericId(c.id), note: 'the v1 company id' },
    $URN: { type: 'urn', get: (c) => organizationUrn(c.id), byDefault: false },
    name: { type: 'MultiLocaleString', get: (c) => multiLocale(c.name) },
    localizedName: { type: 'string', get: (c) => c.name, note: 'v1 `name`' },
    vanityName: { type: 'string', get: (c) => c.universalName, note: 'v1 `universal-name`' },
    website: { type: 'MultiLocaleString', get: (c) => multiLocale(c.websiteUrl) },
    localizedWebsite: { type: 'string', get: (c) => c.websiteUrl || undefined, note: 'v1 `website-url`' },
    description: { type: 'MultiLocaleString', get: (c) => multiLocale(c.description) },
    localizedDescription: { type: 'string', get: (c) => c.description || undefined },
    specialties: { type: 'record', get: (c) => (c.specialties.length ? c.specialties.map((s) => multiLocale(s)) : undefined) },
    localizedSpecialties: { type: 'string', get: (c) => (c.specialties.length ? c.specialties : undefined), note: 'a list' },
    industries: { type: 'urn', get: (c) => { const code = industryCode(c.industry); return code === undefined ? undefined : [liUrn('industry', String(code))]; }, note: '`urn:li:industry:{v1 industry code}`, a list' },
    staffCountRange: { type: 'enum', get: (c) => staffCountRange(c.employeeCount), note: 'from v1 `employee-count-range`' },
    foundedOn: { type: 'record', get: (c) => ({ year: c.foundedYear }) },
    organizationType: { type: 'enum', get: (c) => (c.companyType ? ORGANIZATION_TYPES[c.companyType] : undefined), note: 'from v1 `company-type`' },
    organizationStatus: { type: 'enum', get: (c) => ORGANIZATION_STATUSES[c.status ?? 'OPR'], note: 'from v1 `status`' },
    primaryOrganizationType: { type: 'enum', get: () => 'COMPANY' },
    locations: { type: 'record', list: true, sub: location, get: locationsOf },
    logoV2: { type: 'record', sub: logoV2, get: (c) => ({ original: logoAssetUrn(c.id), cropped: logoAssetUrn(c.id), cropInfo: { x: 0, y: 0, width: 0, height: 0 } }) },
    defaultLocale: { type: 'Locale', get: () => ({ ...LOCALE }) },
    versionTag: { type: 'string', get: () => '1' },
  },
};

/** The fields a member without a role on the page sees (Organization Lookup: "non-administrators"). */
export const PUBLIC_ORGANIZATION_FIELDS = ['id', '$URN', 'name', 'localizedName', 'vanityName', 'localizedWebsite', 'logoV2', 'locations', 'primaryOrganizationType'] as const;

/** The organization as a member without a role on the page sees it. */
export const publicOrganizationTable: RecordTable<CompanyRecord> = {
  type: 'Organization',
  source: ORGANIZATION_LOOKUP,
  fields: Object.fromEntries(PUBLIC_ORGANIZATION_FIELDS.map((name) => [name, organizationTable.fields[name]])),
};

/** A role assignment of `/rest/organizationAcls` (`organization`) or the legacy `/v2/organizationalEntityAcls` (`organizationalTarget`). */
export function aclTable(organizationKey: 'organization' | 'organizationalTarget'): RecordTable<PageAcl> {
  return {
    type: organizationKey === 'organization' ? 'OrganizationAcl' : 'OrganizationalEntityAcl',
    source: ORGANIZATION_ACCESS,
    fields: {
      roleAssignee: { type: 'urn', urnType: 'person', get: (a) => liUrn('person', a.memberId), note: 'the member, `urn:li:person:{id}`' },
      role: { type: 'enum', get: (a) => a.role },
      state: { type: 'enum', get: (a) => a.state },
      [organizationKey]: { type: 'urn', urnType: 'organization', get: (a) => organizationUrn(a.companyId), note: 'decorate with `~` for the organization' },
    },
  };
}
