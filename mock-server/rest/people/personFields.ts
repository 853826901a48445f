// The person field table (spec "Person record"; reference 5.1): every field a selector may name on
// a person, the permission it needs, and where its value comes from. The same table serves
// /people/~, /people/id=…, connections, people-search results and the people inside updates.
import { PICTURE_PATH } from '../../media/picture.js';
import type { MockContext } from '../../context.js';
import type { MemberRecord } from '../../store/types.js';
import type { Scope } from '../../scopes.js';
import { plainTable, type FieldDef, type FieldTable } from '../fieldTable.js';
import { RestError, badRequest } from '../restError.js';
import { toKebab } from '../naming.js';
import { ListValue } from '../serialize.js';
import { SITE_URL } from '../../defaults.js';
import type { FieldRequest } from '../fieldSelector.js';

/** A member as one caller sees it. */
export interface PersonSource {
  ctx: MockContext;
  member: MemberRecord;
  viewerId: string;
  /** Degrees from the viewer: 0 self, 1–3, -1 out of network. */
  distance: number;
  scopes: ReadonlySet<Scope>;
  /** Origin the request came to, for the API URLs inside a profile. */
  apiOrigin: string;
}

/** Which permission a field needs (spec "Scopes"). */
type FieldGroup = 'basic' | 'full' | 'contact' | 'email' | 'network';

const GROUP_SCOPES: Record<FieldGroup, Scope[]> = {
  // Basic fields need no field-level permission: the endpoints that return people already check theirs
  // (GET /people/~ needs r_basicprofile, connections r_network…), so a list of people is readable.
  basic: [],
  full: ['r_fullprofile'],
  contact: ['r_contactinfo'],
  email: ['r_emailaddress'],
  network: ['r_network'],
};

/** Default fields of GET /people/~ and /people/id=… without a selector. */
export const PROFILE_DEFAULT_FIELDS = ['firstName', 'lastName', 'headline', 'siteStandardProfileRequest'];
/** Default fields of a person in connections, people inside updates and batch lookups. */
export const LIST_PERSON_FIELDS = [
  'id', 'firstName', 'lastName', 'headline', 'pictureUrl', 'location', 'industry', 'apiStandardProfileRequest', 'siteStandardProfileRequest',
];

const date = plainTable('date', { year: {}, month: {}, day: {} });
const companyRef = plainTable('company', { id: {}, name: {}, type: {}, size: {}, industry: {}, ticker: {} });
const position = plainTable('position', {
  id: {}, title: {}, summary: {}, startDate: { sub: date }, endDate: { sub: date }, isCurrent: {}, company: { sub: companyRef },
});
const education = plainTable('education', {
  id: {}, schoolName: {}, fieldOfStudy: {}, startDate: { sub: date }, endDate: { sub: date }, degree: {}, activities: {}, notes: {},
});
const skill = plainTable('skill', { id: {}, skill: { sub: plainTable('skill', { name: {} }) }, proficiency: {}, years: {} });
const language = plainTable('language', { id: {}, language: { sub: plainTable('language', { name: {} }) }, proficiency: {} });
const location = plainTable('location', { name: {}, country: { sub: plainTable('country', { code: {} }) } });
const url = plainTable('url', { url: {} });
const header = plainTable('http-header', { name: {}, value: {} });
const phone = plainTable('phone-number', { phoneType: {}, phoneNumber: {} });
const twitter = plainTable('twitter-account', { providerAccountId: {}, providerAccountName: {} });
const im = plainTable('im-account', { imAccountType: {}, imAccountName: {} });
const memberUrl = plainTable('member-url', { url: {}, name: {} });
const recommendation = plainTable('recommendation', {
  id: {}, recommendationType: { sub: plainTable('recommendation-type', { code: {} }) }, recommendationText: {},
  recommender: { sub: plainTable('recommender', { id: {}, firstName: {}, lastName: {} }) },
});
/** A share inside a profile or an update (reference 5.4 currentShare). */
export const shareTable = plainTable('share', {
  id: {}, timestamp: {}, comment: {},
  content: { sub: plainTable('content', { title: {}, description: {}, submittedUrl: {}, shortenedUrl: {}, submittedImageUrl: {}, thumbnailUrl: {}, eyebrowUrl: {} }) },
  visibility: { sub: plainTable('visibility', { code: {} }) },
  source: { sub: plainTable('source', { serviceProvider: { sub: plainTable('service-provider', { name: {} }) } }) },
  author: { sub: plainTable('author', { id: {}, firstName: {}, lastName: {}, headline: {} }) },
  attribution: { sub: plainTable('attribution', { share: { sub: plainTable('share', { id: {} }) } }) },
});

/** Lists in member records may be plain arrays or v1-style `{values: [...]}`. */
function listOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object' && Array.isArray((value as { values?: unknown }).values)) return (value as { values: unknown[] }).values;
  return undefined;
}

/** The share record as the API shows it (the author is resolved from the directory). */
export function shareView(ctx: MockContext, shareId: string | undefined): Record<string, unknown> | undefined {
  const share = shareId ? ctx.network.shares.get(shareId) : undefined;
  if (!share) return undefined;
  const author = share.authorId ? ctx.directory.members.get(share.authorId) : undefined;
  return {
    id: share.id,
    timestamp: share.timestamp,
    comment: share.comment,
    content: share.content,
    visibility: { code: share.visibility },
    source: { serviceProvider: { name: 'LINKEDIN' } },
    author: author && { id: author.id, firstName: author.firstName, lastName: author.lastName, headline: author.headline },
    attribution: share.attributionShareId ? { share: { id: share.attributionShareId } } : undefined,
  };
}

/** The member's newest share, if any. */
export function currentShareId(ctx: MockContext, memberId: string): string | undefined {
  let best: { id: string; timestamp: number } | undefined;
  for (const share of ctx.network.shares.values()) {
    if (share.authorId === memberId && (!best || share.timestamp >= best.timestamp)) best = share;
  }
  return best?.id;
}

function fromMember(name: string, group: FieldGroup, extra: Partial<FieldDef<PersonSource>> = {}): FieldDef<PersonSource> {
  const def: FieldDef<PersonSource> & { group: FieldGroup } = {
    group,
    get: (s) => (extra.item ? listOf(s.member[name]) : s.member[name]),
    ...extra,
  };
  return def;
}

const PICTURE_KEY = /^(original|\d+x\d+)$/;

/** The member's picture URL: every member has one, drawn by the mock service (media/picture.ts). */
function pictureOf(s: PersonSource): string {
  const own = s.member.pictureUrl as string | undefined;
  return own ?? `${s.apiOrigin}${PICTURE_PATH}${encodeURIComponent(s.member.id)}`;
}

/** Fields only the member (or, for contact fields, a first-degree connection) may see of a profile. */
function visibleTo(group: FieldGroup, source: PersonSource): boolean {
  if (group === 'email') return source.distance === 0;
  if (group === 'contact') return source.distance === 0 || source.distance === 1;
  if (group === 'network') return source.distance === 0;
  return true;
}

const fields: Record<string, FieldDef<PersonSource> & { group?: FieldGroup }> = {
  id: fromMember('id', 'basic'),
  firstName: fromMember('firstName', 'basic'),
  lastName: fromMember('lastName', 'basic'),
  maidenName: fromMember('maidenName', 'basic'),
  formattedName: { ...fromMember('formattedName', 'basic'), get: (s) => `${s.member.firstName} ${s.member.lastName}`.trim() },
  headline: fromMember('headline', 'basic'),
  location: fromMember('location', 'basic', { sub: location }),
  industry: fromMember('industry', 'basic'),
  distance: { ...fromMember('distance', 'basic'), get: (s) => s.distance },
  relationToViewer: {
    ...fromMember('relationToViewer', 'basic'),
    sub: plainTable('relation-to-viewer', { distance: {}, numRelatedConnections: {} }),
    get: (s) => {
      const mine = new Set(s.ctx.network.connectionsOf(s.viewerId));
      const shared = s.ctx.network.connectionsOf(s.member.id).filter((id) => mine.has(id));
      return { distance: s.distance, numRelatedConnections: s.distance === 0 ? 0 : shared.length };
    },
  },
  currentShare: { ...fromMember('currentShare', 'basic'), sub: shareTable, get: (s) => shareView(s.ctx, currentShareId(s.ctx, s.member.id)) },
  currentStatus: { ...fromMember('currentStatus', 'basic'), get: (s) => s.ctx.network.statuses.get(s.member.id) },
  numConnections: { ...fromMember('numConnections', 'basic'), get: (s) => Math.min(s.ctx.network.connectionsOf(s.member.id).length, 500) },
  numConnectionsCapped: { ...fromMember('numConnectionsCapped', 'basic'), get: (s) => s.ctx.network.connectionsOf(s.member.id).length > 500 },
  summary: fromMember('summary', 'basic'),
  specialties: fromMember('specialties', 'basic'),
  positions: fromMember('positions', 'basic', { sub: position, item: 'position' }),
  pictureUrl: { ...fromMember('pictureUrl', 'basic'), get: (s) => pictureOf(s) },
  pictureUrls: {
    ...fromMember('pictureUrls', 'basic'),
    item: 'picture-url',
    keyed: true,
    get: (s, request) => {
      const base = pictureOf(s);
      const keys = request.keys ?? ['original'];
      for (const key of keys) {
        if (!PICTURE_KEY.test(key)) throw badRequest(`'${key}' is not a picture size; use ::(original) or ::(WIDTHxHEIGHT), e.g. ::(100x100).`);
      }
      return base ? keys.map((key) => `${base}_${key}`) : [];
    },
  },
  siteStandardProfileRequest: {
    ...fromMember('siteStandardProfileRequest', 'basic'),
    sub: url,
    get: (s) => ({ url: `${SITE_URL}/profile/view?id=${encodeURIComponent(s.member.id)}&authType=name&trk=api*a0*`.replace(/\*/g, '%2A') }),
  },
  apiStandardProfileRequest: {
    ...fromMember('apiStandardProfileRequest', 'basic'),
    sub: plainTable('api-standard-profile-request', { url: {}, headers: { sub: header, item: 'http-header' } }),
    get: (s) => ({ url: `${s.apiOrigin}/v1/people/id=${encodeURIComponent(s.member.id)}`, headers: [{ name: 'x-li-auth-token', value: `name:${s.member.id.slice(0, 4)}` }] }),
  },
  publicProfileUrl: fromMember('publicProfileUrl', 'basic'),
  // r_fullprofile
  lastModifiedTimestamp: fromMember('lastModifiedTimestamp', 'full'),
  interests: fromMember('interests', 'full'),
  languages: fromMember('languages', 'full', { sub: language, item: 'language' }),
  skills: fromMember('skills', 'full', { sub: skill, item: 'skill' }),
  educations: fromMember('educations', 'full', { sub: education, item: 'education' }),
  threeCurrentPositions: {
    ...fromMember('threeCurrentPositions', 'full'), sub: position, item: 'position',
    get: (s) => (listOf(s.member.positions) ?? []).filter((p) => (p as { isCurrent?: boolean }).isCurrent).slice(0, 3),
  },
  threePastPositions: {
    ...fromMember('threePastPositions', 'full'), sub: position, item: 'position',
    get: (s) => (listOf(s.member.positions) ?? []).filter((p) => !(p as { isCurrent?: boolean }).isCurrent).slice(0, 3),
  },
  numRecommenders: { ...fromMember('numRecommenders', 'full'), get: (s) => listOf(s.member.recommendationsReceived)?.length ?? 0 },
  recommendationsReceived: fromMember('recommendationsReceived', 'full', { sub: recommendation, item: 'recommendation' }),
  dateOfBirth: fromMember('dateOfBirth', 'full', { sub: date }),
  memberUrlResources: fromMember('memberUrlResources', 'full', { sub: memberUrl, item: 'member-url' }),
  // r_contactinfo
  phoneNumbers: fromMember('phoneNumbers', 'contact', { sub: phone, item: 'phone-number' }),
  imAccounts: fromMember('imAccounts', 'contact', { sub: im, item: 'im-account' }),
  twitterAccounts: fromMember('twitterAccounts', 'contact', { sub: twitter, item: 'twitter-account' }),
  primaryTwitterAccount: {
    ...fromMember('primaryTwitterAccount', 'contact'), sub: twitter,
    get: (s) => listOf(s.member.twitterAccounts)?.[0],
  },
  mainAddress: fromMember('mainAddress', 'contact'),
  boundAccountTypes: { ...fromMember('boundAccountTypes', 'contact'), get: () => undefined },
  // r_emailaddress
  emailAddress: { ...fromMember('emailAddress', 'email'), get: (s) => s.member.email },
};

// connections as a profile field (reference 5.1 "connections":{"_total":243}): r_network, own profile only.
fields.connections = {
  group: 'network',
  item: 'person',
  defaults: LIST_PERSON_FIELDS,
  get: (s) =>
    s.ctx.network
      .connectionsOf(s.member.id)
      .map((id) => s.ctx.directory.members.get(id))
      .filter((m): m is MemberRecord => !!m)
      .map((member) => ({ ...s, member, distance: 1 }) satisfies PersonSource),
};

/** The person table; `allow` enforces scopes (403 naming the scope) and who may see what. */
export const personTable: FieldTable<PersonSource> = { type: 'person', fields };

for (const [name, def] of Object.entries(fields)) {
  const group = def.group ?? 'basic';
  def.allow = (source: PersonSource, request: FieldRequest) => {
    const needed = GROUP_SCOPES[group];
    if (needed.length && !needed.some((scope) => source.scopes.has(scope))) {
      throw new RestError(
        403,
        `Access to the field '${toKebab(name)}' needs the ${needed.join(' or ')} permission, which the token was not granted. ` +
          'Ask for it in the scope of the authorization request.',
        { 'www-authenticate': `Bearer realm="api", error="insufficient_scope", scope="${needed[0]}"` },
      );
    }
    void request;
    return visibleTo(group, source);
  };
}
fields.connections.sub = personTable;

/** A fresh ListValue of people, for lists built outside the table. */
export function personList(items: unknown[], total = items.length, paging?: { start: number; count: number }): ListValue {
  return new ListValue(items, 'person', total, paging);
}
