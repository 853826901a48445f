// The member as today's API shows it, from the same member record v1 serves (store/types.ts):
// the lite/basic profile of `GET /v2/me` (Profile API
// https://learn.microsoft.com/en-us/linkedin/shared/integrations/people/profile-api), its picture
// as a digital media asset with four sizes (CAP-ME in docs/v2.md), and the e-mail handle of
// `GET /v2/emailAddress`. The tables are what the handlers project and what docs/v2.md lists.
import type { MemberRecord } from '../../store/types.js';
import type { RecordTable } from '../../restli/recordTable.js';
import { plainRecord } from '../../restli/recordTable.js';
import { liUrn } from '../../restli/urn.js';
import { PICTURE_PATH } from '../../pictures/picture.js';
import { PROFILE_PICTURE_SIZES } from '../../defaults.js';
import { industryCode } from '../../vocabulary/industries.js';

const PROFILE_API = 'https://learn.microsoft.com/en-us/linkedin/shared/integrations/people/profile-api';
const DECORATION = 'https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/decoration';

/** The scopes that show the lite profile (name, photo) and the basic one (+ headline, vanity name). */
export const LITE_PROFILE_SCOPES = ['r_liteprofile', 'r_basicprofile', 'r_fullprofile'] as const;
export const BASIC_PROFILE_SCOPES = ['r_basicprofile', 'r_fullprofile'] as const;

/** The locale every member's names are given in (the data set is English). */
export const MEMBER_LOCALE = { country: 'US', language: 'en' } as const;

/** A member as the tables read them: the record and the API origin its picture URLs point at. */
export interface MemberSource {
  member: MemberRecord;
  apiOrigin: string;
}

/** A MultiLocaleString: `{localized: {en_US: text}, preferredLocale: {country, language}}`. */
export function multiLocale(text: unknown): Record<string, unknown> | undefined {
  if (typeof text !== 'string' || !text) return undefined;
  return { localized: { [`${MEMBER_LOCALE.language}_${MEMBER_LOCALE.country}`]: text }, preferredLocale: { ...MEMBER_LOCALE } };
}

/** The vanity name: the last part of the member's public profile URL. */
function vanityNameOf(member: MemberRecord): string | undefined {
  if (typeof member.publicProfileUrl !== 'string') return undefined;
  return member.publicProfileUrl.split('/').filter(Boolean).pop();
}

/** Prefix of the asset ids of member pictures (the real ones start like `C4E03AQ…`). */
const ASSET_PREFIX = 'C4E03AQ';

/**
 * The digital media asset URN of a member's picture.
 * @example pictureAssetUrn('aZ3kq9XbW1') // 'urn:li:digitalmediaAsset:C4E03AQaZ3kq9XbW1'
 */
export function pictureAssetUrn(memberId: string): string {
  return liUrn('digitalmediaAsset', ASSET_PREFIX + memberId);
}

/** The member id of a picture asset id, or undefined when it is not one. */
export function memberOfPictureAsset(assetId: string): string | undefined {
  return assetId.startsWith(ASSET_PREFIX) ? assetId.slice(ASSET_PREFIX.length) : undefined;
}

const locale = plainRecord('Locale', PROFILE_API, { country: { type: 'string' }, language: { type: 'string' } });
const multiLocaleString = plainRecord('MultiLocaleString', PROFILE_API, {
  localized: { type: 'record', note: 'text by locale key, e.g. `en_US`' },
  preferredLocale: { type: 'record', sub: locale },
});

const profilePicture: RecordTable<MemberSource> = {
  type: 'ProfilePicture',
  source: PROFILE_API,
  fields: {
    displayImage: { type: 'urn', urnType: 'digitalmediaAsset', get: (s) => pictureAssetUrn(s.member.id), note: 'decorate with `displayImage~:playableStreams` (or `~digitalmediaAsset:playableStreams`) for the four sizes' },
  },
};

/** `GET /v2/me`: the lite profile (r_liteprofile) and the basic profile's extra fields (r_basicprofile). */
export const profileTable: RecordTable<MemberSource> = {
  type: 'Profile',
  source: PROFILE_API,
  fields: {
    id: { type: 'string', scopes: LITE_PROFILE_SCOPES, get: (s) => s.member.id, note: 'the member id of v1 (`/v1/people/~:(id)`); the Person URN is `urn:li:person:{id}`' },
    firstName: { type: 'MultiLocaleString', sub: multiLocaleString, scopes: LITE_PROFILE_SCOPES, get: (s) => multiLocale(s.member.firstName) },
    lastName: { type: 'MultiLocaleString', sub: multiLocaleString, scopes: LITE_PROFILE_SCOPES, get: (s) => multiLocale(s.member.lastName) },
    maidenName: { type: 'MultiLocaleString', sub: multiLocaleString, scopes: LITE_PROFILE_SCOPES, get: (s) => multiLocale(s.member.maidenName), note: 'when the member has one' },
    localizedFirstName: { type: 'string', scopes: LITE_PROFILE_SCOPES, get: (s) => s.member.firstName },
    localizedLastName: { type: 'string', scopes: LITE_PROFILE_SCOPES, get: (s) => s.member.lastName },
    headline: { type: 'MultiLocaleString', sub: multiLocaleString, scopes: BASIC_PROFILE_SCOPES, get: (s) => multiLocale(s.member.headline) },
    localizedHeadline: { type: 'string', scopes: BASIC_PROFILE_SCOPES, get: (s) => s.member.headline },
    vanityName: { type: 'string', scopes: BASIC_PROFILE_SCOPES, get: (s) => vanityNameOf(s.member), note: 'the last part of the v1 `public-profile-url`' },
    profilePicture: { type: 'record', sub: profilePicture, scopes: LITE_PROFILE_SCOPES, get: (s) => s },
    // The rest of the basic profile, which passport-linkedin-oauth2 2.0.0 projects when its scope
    // has r_basicprofile; only when a projection names them (the Profile API's default answer is the above).
    phoneticFirstName: { type: 'MultiLocaleString', sub: multiLocaleString, scopes: BASIC_PROFILE_SCOPES, byDefault: false, get: (s) => multiLocale(s.member.phoneticFirstName) },
    phoneticLastName: { type: 'MultiLocaleString', sub: multiLocaleString, scopes: BASIC_PROFILE_SCOPES, byDefault: false, get: (s) => multiLocale(s.member.phoneticLastName) },
    summary: { type: 'MultiLocaleString', sub: multiLocaleString, scopes: BASIC_PROFILE_SCOPES, byDefault: false, get: (s) => multiLocale(s.member.summary), note: 'v1 `summary`' },
    location: { type: 'record', scopes: BASIC_PROFILE_SCOPES, byDefault: false, get: (s) => locationOf(s.member), note: '`{countryCode}` from v1 `location.country.code`' },
    industryId: { type: 'urn', scopes: BASIC_PROFILE_SCOPES, byDefault: false, get: (s) => industryUrn(s.member), note: '`urn:li:industry:{code}`, the v1 industry code' },
    positions: { type: 'record', scopes: BASIC_PROFILE_SCOPES, byDefault: false, get: (s) => positionsOf(s.member), note: 'the current positions of v1: `{id, title, companyName, startMonthYear}` (this mock\'s shape; the Profile API names the field without documenting it for ordinary apps)' },
    lastModified: { type: 'long', scopes: BASIC_PROFILE_SCOPES, byDefault: false, get: (s) => (typeof s.member.lastModifiedTimestamp === 'number' ? s.member.lastModifiedTimestamp : undefined) },
  },
};

function locationOf(member: MemberRecord): Record<string, unknown> | undefined {
  const location = member.location as { country?: { code?: string } } | undefined;
  return location?.country?.code ? { countryCode: location.country.code } : undefined;
}

function industryUrn(member: MemberRecord): string | undefined {
  const code = industryCode(member.industry);
  return code === undefined ? undefined : liUrn('industry', String(code));
}

function positionsOf(member: MemberRecord): Record<string, unknown>[] | undefined {
  if (!Array.isArray(member.positions)) return undefined;
  return (member.positions as Record<string, any>[])
    .filter((p) => p.isCurrent)
    .map((p) => ({ id: p.id, title: multiLocale(p.title), companyName: multiLocale(p.company?.name), startMonthYear: p.startDate }));
}

// ---- The picture's decoration: `displayImage~:playableStreams` ----

interface Artifact {
  assetId: string;
  size: number;
  url: string;
  mediaType: string;
}

const stillImage = plainRecord('StillImage', DECORATION, {
  'com.linkedin.digitalmedia.mediaartifact.StillImage': { type: 'record', note: 'mediaType, rawCodecSpec, displaySize, storageSize, storageAspectRatio, displayAspectRatio' },
});

const identifier: RecordTable<Artifact> = {
  type: 'Identifier',
  source: DECORATION,
  fields: {
    identifier: { type: 'string', get: (a) => a.url, note: 'the picture at this size, served by the mock (`/media/picture/{id}_{w}x{h}`)' },
    index: { type: 'int', get: () => 0 },
    mediaType: { type: 'string', get: (a) => a.mediaType },
    file: { type: 'urn', get: (a) => `urn:li:digitalmediaFile:(${liUrn('digitalmediaAsset', a.assetId)},urn:li:digitalmediaArtifactClass:${artifactClass(a.size)},0)` },
    identifierType: { type: 'enum', get: () => 'EXTERNAL_URL' },
    identifierExpiresInSeconds: { type: 'long', get: () => 0, note: 'the mock\'s picture URLs do not expire; 0' },
  },
};

function artifactClass(size: number): string {
  return `profile-displayphoto-shrink_${size}_${size}`;
}

const artifact: RecordTable<Artifact> = {
  type: 'MediaArtifact',
  source: DECORATION,
  fields: {
    artifact: { type: 'urn', get: (a) => `urn:li:digitalmediaMediaArtifact:(${liUrn('digitalmediaAsset', a.assetId)},urn:li:digitalmediaMediaArtifactClass:${artifactClass(a.size)})` },
    authorizationMethod: { type: 'enum', get: () => 'PUBLIC', note: 'passport-linkedin-oauth2 keeps only PUBLIC elements' },
    data: {
      type: 'record',
      sub: stillImage,
      get: (a) => ({
        'com.linkedin.digitalmedia.mediaartifact.StillImage': {
          mediaType: a.mediaType,
          rawCodecSpec: { name: a.mediaType.split('/')[1].replace('+xml', ''), type: 'image' },
          displaySize: { width: a.size, uom: 'PX', height: a.size },
          storageSize: { width: a.size, height: a.size },
          storageAspectRatio: { widthAspect: 1, heightAspect: 1, formatted: '1.00:1.00' },
          displayAspectRatio: { widthAspect: 1, heightAspect: 1, formatted: '1.00:1.00' },
        },
      }),
    },
    identifiers: { type: 'record', list: true, sub: identifier, get: (a) => [a] },
  },
};

const paging = plainRecord('Paging', DECORATION, { count: { type: 'int' }, start: { type: 'int' }, links: { type: 'record' } });

/** The `playableStreams` view of a picture asset: its sizes, smallest first (CAP-ME). */
export const playableStreamsTable: RecordTable<{ artifacts: Artifact[] }> = {
  type: 'PlayableStreams',
  source: DECORATION,
  fields: {
    paging: { type: 'record', sub: paging, get: () => ({ count: 10, start: 0, links: [] }) },
    elements: { type: 'record', list: true, sub: artifact, get: (s) => s.artifacts },
  },
};

/** The picture sizes of a member, as the decoration lists them. */
export function pictureArtifacts(member: MemberRecord, apiOrigin: string): { artifacts: Artifact[] } {
  const own = typeof member.pictureUrl === 'string' && member.pictureUrl ? member.pictureUrl : undefined;
  const assetId = ASSET_PREFIX + member.id;
  return {
    artifacts: PROFILE_PICTURE_SIZES.map((size) => ({
      assetId,
      size,
      url: own ?? `${apiOrigin}${PICTURE_PATH}${encodeURIComponent(member.id)}_${size}x${size}`,
      mediaType: own ? 'image/jpeg' : 'image/svg+xml',
    })),
  };
}

// ---- E-mail: `GET /v2/emailAddress?q=members&projection=(elements*(handle~))` ----

/**
 * The e-mail handle URN of a member: `urn:li:emailAddress:{n}`, a number worked out from the id
 * (the real ones look like `urn:li:emailAddress:-1819124229`, CAP-ME).
 * @example emailHandleUrn('aZ3kq9XbW1') // 'urn:li:emailAddress:…'
 */
export function emailHandleUrn(memberId: string): string {
  let hash = 0;
  for (const ch of memberId) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return liUrn('emailAddress', String(hash));
}

/** The decorated handle: `{emailAddress}`. */
export const emailAddressTable = plainRecord('EmailAddress', PROFILE_API, { emailAddress: { type: 'string' } });

const emailElement: RecordTable<MemberSource> = {
  type: 'EmailHandle',
  source: PROFILE_API,
  fields: {
    handle: { type: 'urn', urnType: 'emailAddress', get: (s) => emailHandleUrn(s.member.id), note: 'decorate with `handle~` for `{emailAddress}`' },
  },
};

/** The finder's answer: one element, the member's primary address. */
export const emailElementsTable: RecordTable<MemberSource> = {
  type: 'EmailAddresses',
  source: PROFILE_API,
  fields: {
    elements: { type: 'record', list: true, sub: emailElement, get: (s) => [s] },
  },
};
