// The person field table (docs/rest.md "Sources"): every field a selector may name on a person, the
// permission it needs, its type and sub-fields, and where its value comes from. The same table
// serves /people/~, /people/id=…, batch lookups, connections, people-search results, the people
// inside updates, posts and shares, the docs (fieldDocs.ts) and the fixture schema of members.
//
// Permissions follow the real API (§2.1, §3.3): a field whose permission the token lacks is left
// out, never an error; and of members other than the caller only the r_basicprofile fields are
// shown ("For members other than the ones using your application, you may only retrieve the
// profile fields available with the r_basicprofile member permission", DOC-PF). With only
// r_basicprofile, and for other members, `positions` holds the current positions only (DOC-BP;
// SparkleNetworks/LinkedInNET issue 12).
import type { MemberRecord } from '../../store/types.js';
import type { Scope } from '../../scopes.js';
import { plainTable, type FieldDef, type FieldTable } from '../format/fieldTable.js';
import { BadRequest } from '../../api/errors.js';
import { ListValue } from '../format/serialize.js';
import { SITE_URL } from '../../defaults.js';
import { industryCode } from '../../vocabulary/industries.js';
import { numericId } from '../../store/numericId.js';
import { COMPANY_TYPES, employeeRange } from '../../vocabulary/companyCodes.js';
import { authTokenOf, personOf, personRef, pictureOf, type PersonRef, type PersonSource, type Viewer } from './personSource.js';
import { currentShareId, shareTable, shareView } from './shareFields.js';
import { membershipTable, type MembershipSource } from './membershipFields.js';
import {
  authorTable, certificationTable, courseTable, dateTable, educationTable, honorAwardTable, httpHeaderTable, imAccountTable, inventorTable,
  jobBookmarkTable, languageTable, locationTable, memberUrlTable, patentTable, phoneNumberTable, positionTable, publicationTable,
  recommendationTable, skillTable, twitterAccountTable, urlTable, volunteerTable,
} from './profileSections.js';

export type { PersonSource } from './personSource.js';

/** Default fields of GET /people/~ and /people/id=… without a selector (DOC-1002; PYL README). */
export const PROFILE_DEFAULT_FIELDS = ['firstName', 'lastName', 'headline', 'siteStandardProfileRequest'];
/** Default fields of a person in connections, people inside updates and batch lookups (SS connections.json; HX-XML). */
export const LIST_PERSON_FIELDS = [
  'id', 'firstName', 'lastName', 'headline', 'pictureUrl', 'location', 'industry', 'apiStandardProfileRequest', 'siteStandardProfileRequest',
];
/** Fields of `:public` (DOC-1002 "To return a public profile, simply add :public"; the list is this mock's choice). */
export const PUBLIC_PROFILE_FIELDS = [
  'id', 'firstName', 'lastName', 'formattedName', 'headline', 'location', 'industry', 'summary', 'specialties', 'positions', 'pictureUrl',
  'publicProfileUrl', 'numConnections', 'numConnectionsCapped',
];
/** Fields of a person named inside another record (an author, a related profile). */
const SHORT_PERSON_FIELDS = ['id', 'firstName', 'lastName'];
/** Fields of a recommender when the selector names none (SS: id and names; FP16 adds headline and picture). */
const RECOMMENDER_FIELDS = ['id', 'firstName', 'lastName', 'headline', 'pictureUrl'];

/**
 * The permission a field needs; `r_basicprofile` fields need nothing beyond the endpoint's own
 * check. Every other group is shown for the caller only (distance 0).
 */
type FieldScope = Extract<Scope, 'r_basicprofile' | 'r_fullprofile' | 'r_emailaddress' | 'r_contactinfo' | 'r_network' | 'rw_groups'>;

interface PersonField extends FieldDef<PersonSource> {
  scope: FieldScope;
  /** The value is kept in the member record under the field's name (a fixture sets it). */
  stored?: boolean;
}

/** A list kept in a member record (fixtures give plain arrays), or undefined when there is none. */
export function listOf(value: unknown): unknown[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

/** A field read from the member record under its own name. */
function stored(scope: FieldScope): (name: string) => PersonField {
  return (name) => ({ scope, stored: true, get: (s) => s.member[name] });
}

/** A field the service works out. */
function computed(scope: FieldScope, get: PersonField['get'], extra: Partial<PersonField> = {}): PersonField {
  return { scope, get, ...extra };
}

interface Position {
  isCurrent?: boolean;
  [field: string]: unknown;
}

const positionsOf = (member: MemberRecord) => (listOf(member.positions) ?? []) as Position[];

/**
 * Positions as the API shows them: the company's type, size and ticker come from the company
 * record when the position names a company of the service (FP14 `"type":"Public Company"`).
 */
function positionsView(s: PersonSource, positions: Position[]): Position[] {
  return positions.map((position) => {
    const given = position.company as { id?: unknown; [field: string]: unknown } | undefined;
    const company = given?.id !== undefined ? s.ctx.network.companies.get(String(given.id)) : undefined;
    if (!company) return position;
    return {
      ...position,
      company: {
        id: numericId(company.id),
        name: company.name,
        type: company.companyType ? COMPANY_TYPES[company.companyType] : undefined,
        size: employeeRange(company.employeeCount).name,
        industry: company.industry || undefined,
        ticker: company.ticker,
        ...given,
      },
    };
  });
}

/** True when the viewer may see the member's whole profile (the member, with r_fullprofile). */
const fullView = (s: PersonSource) => s.distance === 0 && s.scopes.has('r_fullprofile');

/** Last names of members out of the viewer's network come abbreviated (SS group_posts.json: "K."). */
function lastNameOf(s: PersonSource): string | undefined {
  const last = s.member.lastName;
  if (typeof last !== 'string') return undefined;
  return s.distance === -1 && last.length > 1 && s.member.id !== 'private' ? `${last.charAt(0)}.` : last;
}

/** The people a record names, as the viewer sees them. */
function peopleOf(s: Viewer, ids: string[]): PersonSource[] {
  return ids.map((id) => s.ctx.directory.members.get(id)).filter((m): m is MemberRecord => !!m).map((m) => personOf(s, m));
}

/** Items of a stored list with one person-valued key resolved (`recommender`, `person`). */
function withPerson(s: PersonSource, list: unknown, key: string): unknown[] | undefined {
  return listOf(list)?.map((item) => {
    const record = item as Record<string, unknown>;
    return record[key] ? { ...record, [key]: personRef(s, record[key] as PersonRef) } : record;
  });
}

const relationToViewerTable = plainTable('RelationToViewer', {
  distance: 'integer',
  numRelatedConnections: 'integer',
  relatedConnections: { item: 'person', note: 'members both the viewer and the member are connected with' },
  connections: {
    item: 'connection',
    sub: plainTable('Connection', { person: {} }),
    note: "the 2009 form of related-connections, asked by passport-linkedin-oauth2's default selector",
  },
}, 'LJ XSD (related-connections, num-related-connections); XML 2009 relation-to-viewer/connections/connection/person; SS');

const idName = (type: string, idType: 'integer' | 'string' = 'integer') => plainTable(type, { id: idType, name: 'string' });

const followingTable = plainTable('Following', {
  people: { item: 'person' },
  companies: { item: 'company', sub: idName('FollowedCompany') },
  industries: { item: 'industry', sub: plainTable('FollowedIndustry', { id: 'integer' }) },
  specialEditions: { item: 'special-edition', sub: idName('SpecialEdition', 'string') },
}, 'FP14');

const toFollowTable = plainTable('ToFollow', {
  companies: { item: 'company', sub: idName('SuggestedCompany') },
  industries: { item: 'industry', sub: plainTable('SuggestedIndustry', { id: 'integer' }) },
  newsSources: { item: 'news-source', sub: idName('NewsSource') },
  people: { item: 'person' },
});
const suggestionsTable = plainTable('Suggestions', { toFollow: { sub: toFollowTable } }, 'FP14');

const networkTable = plainTable('Network', {
  networkStats: { item: 'property', type: 'integer', note: 'first- and second-degree counts, as GET /people/~/network/network-stats' },
}, 'LJ DOC-1006; SS statistics.json');

/** News sources members are offered (FP14 `suggestions.toFollow.newsSources`: ids and site names; these sites are fictional). */
const NEWS_SOURCES = [
  { id: 10000101, name: 'engine-news.example' }, { id: 10000102, name: 'calculating-review.example' }, { id: 10000103, name: 'loom-weekly.example' },
  { id: 10000104, name: 'punchcard-times.example' }, { id: 10000105, name: 'gearwheel-journal.example' },
];
/** How many companies `suggestions.toFollow.companies` offers (FP14: `_count` 10). */
const SUGGESTED_COMPANIES = 10;
/** How many members `related-profile-views` lists. */
const RELATED_PROFILE_VIEWS = 5;

function followedCompanies(s: PersonSource) {
  return [...s.ctx.network.companies.values()].filter((c) => c.followers.includes(s.member.id));
}

/** Sizes of the share of the viewer's and the member's connections. */
function sharedConnections(s: PersonSource): string[] {
  if (s.distance === 0) return [];
  const mine = new Set(s.ctx.network.connectionsOf(s.viewerId));
  return s.ctx.network.connectionsOf(s.member.id).filter((id) => mine.has(id));
}

const field = {
  basic: stored('r_basicprofile'),
  full: stored('r_fullprofile'),
  contact: stored('r_contactinfo'),
};

const fields: Record<string, PersonField> = {
  id: field.basic('id'),
  firstName: field.basic('firstName'),
  lastName: { ...field.basic('lastName'), get: lastNameOf, note: 'members out of the viewer\'s network: the initial and a full stop ("K.")' },
  maidenName: field.basic('maidenName'),
  formattedName: {
    ...field.basic('formattedName'),
    get: (s) => (typeof s.member.formattedName === 'string' ? s.member.formattedName : `${s.member.firstName} ${lastNameOf(s) ?? ''}`.trim()),
    note: 'first and last name unless the record sets it',
  },
  phoneticFirstName: field.basic('phoneticFirstName'),
  phoneticLastName: field.basic('phoneticLastName'),
  formattedPhoneticName: computed('r_basicprofile', (s) => {
    const parts = [s.member.phoneticFirstName, s.member.phoneticLastName].filter((p) => typeof p === 'string' && p);
    return parts.length ? parts.join(' ') : undefined;
  }, { type: 'string', note: 'the phonetic first and last name' }),
  headline: field.basic('headline'),
  location: { ...field.basic('location'), sub: locationTable },
  industry: field.basic('industry'),
  distance: computed('r_basicprofile', (s) => s.distance, { type: 'integer', note: '0 the caller, 1–3 degrees, -1 out of network' }),
  relationToViewer: computed(
    'r_basicprofile',
    (s) => {
      const shared = sharedConnections(s);
      const people = peopleOf(s, shared);
      return {
        distance: s.distance,
        numRelatedConnections: s.distance === 0 ? undefined : shared.length,
        relatedConnections: people,
        connections: people.map((person) => ({ person })),
      };
    },
    { sub: relationToViewerTable, defaults: ['distance', 'numRelatedConnections'] },
  ),
  currentShare: computed('r_basicprofile', (s) => shareView(s, currentShareId(s, s.member.id)), { sub: shareTable, note: "the member's newest share" }),
  currentStatus: computed('r_basicprofile', (s) => s.ctx.network.statuses.get(s.member.id), { type: 'string', note: 'deprecated by shares; set with PUT /people/~/current-status' }),
  currentStatusTimestamp: computed('r_basicprofile', (s) => {
    if (!s.ctx.network.statuses.has(s.member.id)) return undefined;
    const updates = s.ctx.network.updates.filter((u) => u.type === 'STAT' && u.memberId === s.member.id);
    return updates.length ? Math.max(...updates.map((u) => u.timestamp)) : undefined;
  }, { type: 'timestamp' }),
  numConnections: computed('r_basicprofile', (s) => Math.min(s.ctx.network.connectionsOf(s.member.id).length, 500), { type: 'integer', note: 'capped at 500' }),
  numConnectionsCapped: computed('r_basicprofile', (s) => s.ctx.network.connectionsOf(s.member.id).length > 500, { type: 'boolean' }),
  summary: field.basic('summary'),
  specialties: field.basic('specialties'),
  positions: {
    ...field.basic('positions'),
    sub: positionTable,
    item: 'position',
    get: (s) => positionsView(s, fullView(s) ? positionsOf(s.member) : positionsOf(s.member).filter((p) => p.isCurrent)),
    note: 'current positions only, unless the caller reads their own profile with r_fullprofile',
  },
  pictureUrl: computed('r_basicprofile', (s) => pictureOf(s), {
    stored: true,
    type: 'string',
    params: ['secure'],
    note: "the member's own, or a picture the mock draws; `;secure=true` is accepted (the URL is on the service's own origin)",
  }),
  pictureUrls: computed(
    'r_basicprofile',
    (s, request) => {
      const keys = request.keys ?? ['original'];
      const bad = keys.find((key) => !/^(original|\d+x\d+)$/.test(key));
      if (bad) throw new BadRequest(`'${bad}' is not a picture size; use ::(original) or ::(WIDTHxHEIGHT), e.g. ::(100x100).`);
      return keys.map((key) => `${pictureOf(s)}_${key}`);
    },
    { item: 'picture-url', keyed: true, type: 'string', note: '::(original) or ::(WIDTHxHEIGHT)' },
  ),
  siteStandardProfileRequest: computed('r_basicprofile', (s) => ({
    url: `${SITE_URL}/profile/view?id=${encodeURIComponent(s.member.id)}&authType=name&authToken=${authTokenOf(s.member.id).slice(5)}&trk=api%2Aa0%2As0%2A`,
  }), { sub: urlTable }),
  apiStandardProfileRequest: computed('r_basicprofile', (s) => ({
    url: `${s.apiOrigin}/v1/people/${encodeURIComponent(s.member.id)}`,
    headers: [{ name: 'x-li-auth-token', value: authTokenOf(s.member.id) }],
  }), {
    sub: plainTable('ApiStandardProfileRequest', { url: 'string', headers: { sub: httpHeaderTable, item: 'http-header' } }),
    note: 'the x-li-auth-token header value is the authorization a connection invitation by id needs',
  }),
  sitePublicProfileRequest: computed('r_basicprofile', (s) => (typeof s.member.publicProfileUrl === 'string' ? { url: s.member.publicProfileUrl } : undefined), { sub: urlTable }),
  apiPublicProfileRequest: computed('r_basicprofile', (s) =>
    typeof s.member.publicProfileUrl === 'string' ? { url: `${s.apiOrigin}/v1/people/url=${encodeURIComponent(s.member.publicProfileUrl)}:public` } : undefined,
  { sub: urlTable }),
  publicProfileUrl: field.basic('publicProfileUrl'),

  emailAddress: computed('r_emailaddress', (s) => s.member.email, { type: 'string', note: "the member's sign-in address" }),

  lastModifiedTimestamp: field.full('lastModifiedTimestamp'),
  proposalComments: field.full('proposalComments'),
  associations: field.full('associations'),
  honors: field.full('honors'),
  honorsAwards: { ...field.full('honorsAwards'), sub: honorAwardTable, item: 'honor-award' },
  interests: field.full('interests'),
  publications: {
    ...field.full('publications'),
    sub: publicationTable,
    item: 'publication',
    get: (s) => listOf(s.member.publications)?.map((p) => ({ ...(p as object), authors: withPerson(s, (p as { authors?: unknown }).authors, 'person') })),
  },
  patents: {
    ...field.full('patents'),
    sub: patentTable,
    item: 'patent',
    get: (s) => listOf(s.member.patents)?.map((p) => ({ ...(p as object), inventors: withPerson(s, (p as { inventors?: unknown }).inventors, 'person') })),
  },
  languages: { ...field.full('languages'), sub: languageTable, item: 'language' },
  skills: { ...field.full('skills'), sub: skillTable, item: 'skill' },
  certifications: { ...field.full('certifications'), sub: certificationTable, item: 'certification' },
  educations: { ...field.full('educations'), sub: educationTable, item: 'education' },
  courses: { ...field.full('courses'), sub: courseTable, item: 'course' },
  volunteer: { ...field.full('volunteer'), sub: volunteerTable },
  threeCurrentPositions: computed('r_fullprofile', (s) => positionsView(s, positionsOf(s.member).filter((p) => p.isCurrent).slice(0, 3)), { sub: positionTable, item: 'position' }),
  threePastPositions: computed('r_fullprofile', (s) => positionsView(s, positionsOf(s.member).filter((p) => !p.isCurrent).slice(0, 3)), { sub: positionTable, item: 'position' }),
  numRecommenders: computed('r_fullprofile', (s) => {
    const ids = (listOf(s.member.recommendationsReceived) ?? []).map((r) => (r as { recommender?: PersonRef }).recommender?.id ?? '');
    return new Set(ids).size;
  }, { type: 'integer' }),
  recommendationsReceived: {
    ...field.full('recommendationsReceived'),
    sub: recommendationTable,
    item: 'recommendation',
    get: (s) => withPerson(s, s.member.recommendationsReceived, 'recommender'),
  },
  mfeedRssUrl: computed('r_fullprofile', (s) => `${SITE_URL}/rss/mefeed?key=${encodeURIComponent(authTokenOf(s.member.id).slice(5))}${encodeURIComponent(s.member.id)}`, {
    type: 'string',
    note: "the member's network-update RSS feed",
  }),
  following: computed('r_fullprofile', (s) => {
    const companies = followedCompanies(s);
    const industries = [...new Set(companies.map((c) => industryCode(c.industry)).filter((code): code is number => code !== undefined))];
    return {
      people: [],
      companies: companies.map((c) => ({ id: numericId(c.id), name: c.name })),
      industries: industries.map((id) => ({ id })),
      specialEditions: [],
    };
  }, { sub: followingTable, note: 'the companies the member follows (and their industries)' }),
  jobBookmarks: { ...field.full('jobBookmarks'), sub: jobBookmarkTable, item: 'job-bookmark' },
  suggestions: computed('r_fullprofile', (s) => {
    const followed = new Set(followedCompanies(s).map((c) => c.id));
    const own = industryCode(s.member.industry);
    const companies = [...s.ctx.network.companies.values()]
      .filter((c) => !followed.has(c.id))
      .sort((a, b) => Number(industryCode(b.industry) === own) - Number(industryCode(a.industry) === own) || a.id.localeCompare(b.id, 'en', { numeric: true }));
    return {
      toFollow: {
        companies: new ListValue(companies.slice(0, SUGGESTED_COMPANIES).map((c) => ({ id: numericId(c.id), name: c.name })), 'company', companies.length, 0, 'window'),
        industries: own === undefined ? [] : [{ id: own }],
        newsSources: NEWS_SOURCES,
        people: [],
      },
    };
  }, { sub: suggestionsTable, note: 'companies the member does not follow yet (their own industry first), news channels' }),
  dateOfBirth: { ...field.full('dateOfBirth'), sub: dateTable },
  memberUrlResources: { ...field.full('memberUrlResources'), sub: memberUrlTable, item: 'member-url' },
  relatedProfileViews: computed('r_fullprofile', (s) => {
    const mine = new Set([s.member.id, ...s.ctx.network.connectionsOf(s.member.id)]);
    const others = [...s.ctx.directory.members.values()].filter((m) => !mine.has(m.id) && m.industry === s.member.industry);
    return others.slice(0, RELATED_PROFILE_VIEWS).map((m) => personOf(s, m));
  }, { item: 'person', defaults: SHORT_PERSON_FIELDS, note: 'members of the same industry outside the member\'s connections' }),

  phoneNumbers: { ...field.contact('phoneNumbers'), sub: phoneNumberTable, item: 'phone-number' },
  boundAccountTypes: computed('r_contactinfo', (s) => ((listOf(s.member.twitterAccounts) ?? []).length ? ['twitter'] : []), {
    item: 'bound-account-type',
    type: 'string',
    note: 'the kinds of accounts bound to the profile (shape not documented; this mock lists "twitter")',
  }),
  imAccounts: { ...field.contact('imAccounts'), sub: imAccountTable, item: 'im-account' },
  mainAddress: field.contact('mainAddress'),
  twitterAccounts: { ...field.contact('twitterAccounts'), sub: twitterAccountTable, item: 'twitter-account' },
  primaryTwitterAccount: computed('r_contactinfo', (s) => listOf(s.member.twitterAccounts)?.[0], { sub: twitterAccountTable, note: 'the first of twitter-accounts' }),

  connections: computed(
    'r_network',
    (s) => peopleOf(s, s.ctx.network.connectionsOf(s.member.id)).map((p) => ({ ...p, distance: 1 })),
    { item: 'person', defaults: LIST_PERSON_FIELDS, note: 'as GET /people/~/connections, all of them' },
  ),
  network: computed('r_network', (s) => {
    const distances = s.ctx.network.distances(s.member.id);
    const count = (degree: number) => [...distances.values()].filter((d) => d === degree).length;
    return { networkStats: [count(1), count(2)] };
  }, { sub: networkTable }),
  groupMemberships: computed(
    'rw_groups',
    (s) => [...s.ctx.network.groups.values()].filter((g) => g.members.includes(s.member.id)).map((group): MembershipSource => ({ group, memberId: s.member.id })),
    { sub: membershipTable, item: 'group-membership', defaults: ['group', 'membershipState'] },
  ),
};

// The leaf types of stored fields.
for (const name of ['id', 'firstName', 'lastName', 'maidenName', 'formattedName', 'phoneticFirstName', 'phoneticLastName', 'headline', 'industry',
  'summary', 'specialties', 'publicProfileUrl', 'proposalComments', 'associations', 'honors', 'interests', 'mainAddress']) fields[name].type = 'string';
fields.lastModifiedTimestamp.type = 'timestamp';
fields.specialties.note = 'a string (a company\'s specialties are a list)';
fields.honors.note = 'the 2011 text field; later profiles have honors-awards';

/** The person table. */
export const personTable: FieldTable<PersonSource> = { type: 'Person', fields, source: 'DOC-PF, DOC-BP; SS profile_full.json; FP14; FP16' };

// Person-valued sub-fields point back at the person table.
recommendationTable.fields.recommender.defaults = RECOMMENDER_FIELDS;
for (const def of [
  recommendationTable.fields.recommender, shareTable.fields.author, authorTable.fields.person, inventorTable.fields.person,
  relationToViewerTable.fields.relatedConnections, (relationToViewerTable.fields.connections.sub as FieldTable<unknown>).fields.person,
  followingTable.fields.people, toFollowTable.fields.people,
]) {
  def.sub = personTable;
  def.defaults ??= SHORT_PERSON_FIELDS;
}
fields.connections.sub = personTable;
fields.relatedProfileViews.sub = personTable;

/** The permission each group of fields needs, and who may see it. */
function allowed(def: PersonField, s: PersonSource): boolean {
  if (def.scope === 'r_basicprofile') return true;
  return s.distance === 0 && s.scopes.has(def.scope);
}
for (const def of Object.values(fields)) def.allow = (s: PersonSource) => allowed(def, s);

/** The names of the stored person fields and their definitions, for the fixture schema. */
export function storedPersonFields(): [string, FieldDef<PersonSource>][] {
  return Object.entries(fields).filter(([, def]) => def.stored);
}
