// People search (docs/rest.md "Sources"): /v1/people-search and /v1/people/~/people-search
// (r_network), over every member but the caller, as the caller sees them. Parameters: keywords
// (names, headline, positions' titles and companies, schools), first-name, last-name,
// company-name (current-company=true: current positions only), title (current-title),
// school-name (current-school), country-code, postal-code (with country-code) and distance (miles
// from the postal code), sort (relevance, connections, recommenders, distance), facets (which
// facets to count), facet (repeatable filter), start, count (at most 25).
// Without a selector: `{numResults, people:{…}}` with id, first-name and last-name per person
// (HX-VCR `people-search?keywords=github`).
import type { Route, RestCall } from '../pipeline/router.js';
import type { MemberRecord } from '../../store/types.js';
import { selectFields, type FieldRequest } from '../format/fieldSelector.js';
import { personTable, listOf } from './personFields.js';
import { personSource } from './resolvePerson.js';
import type { PersonSource } from './personSource.js';
import { checkSelection, project, type FieldTable } from '../format/fieldTable.js';
import { BadRequest } from '../../api/errors.js';
import { booleanParam, oneOfParam, textParam, wholeNumberParam } from '../input/queryParams.js';
import { ListValue } from '../format/serialize.js';
import { parsePaging, type Paging } from '../input/paging.js';
import { facetTable, facetValues, parseFacetFilters, passesFilters, requestedFacets, type FacetDef } from '../input/facets.js';
import { industryCode } from '../../vocabulary/industries.js';
import { areaNamed, milesBetween, LOCATION_AREAS } from '../../vocabulary/locations.js';
import { LIST_DEFAULT_COUNT, SEARCH_MAX_COUNT } from '../../defaults.js';

/** Fields of each person in a result when the selector names none (HX-VCR). */
const SEARCH_PERSON_FIELDS = ['id', 'firstName', 'lastName'];
export const SORTS = ['relevance', 'connections', 'recommenders', 'distance'] as const;

interface Position {
  isCurrent?: boolean;
  title?: string;
  company?: { id?: unknown; name?: string };
}

const positionsOf = (m: MemberRecord) => (listOf(m.positions) ?? []) as Position[];
const schoolsOf = (m: MemberRecord) => ((listOf(m.educations) ?? []) as { schoolName?: string; endDate?: { year?: number } }[]);
const has = (text: unknown, term: string) => typeof text === 'string' && text.toLowerCase().includes(term);

/** Language codes of the language facet (LJ DOC-1191 `en`). */
const LANGUAGE_CODES: Record<string, string> = {
  English: 'en', French: 'fr', German: 'de', Spanish: 'es', Italian: 'it', Japanese: 'ja', Swedish: 'sv', Hindi: 'hi', Yoruba: 'yo', Portuguese: 'pt',
};

/** Network facet: F 1st, S 2nd, A members of the caller's groups, O everyone else (docs/rest.md "Sources"). */
function networkBucket(source: PersonSource): { code: string; name: string } {
  if (source.distance === 1) return { code: 'F', name: '1st Connections' };
  if (source.distance === 2) return { code: 'S', name: '2nd Connections' };
  const shared = [...source.ctx.network.groups.values()].some((g) => g.members.includes(source.viewerId) && g.members.includes(source.member.id));
  return shared ? { code: 'A', name: 'Group Members' } : { code: 'O', name: '3rd + Everyone Else' };
}

const companyBucket = (p: Position) => ({ code: String(p.company?.id ?? p.company?.name), name: p.company?.name ?? '' });

/** The facets of people search (LJ XSD facet codes). */
const PEOPLE_FACETS: Record<string, FacetDef<PersonSource>> = {
  location: {
    name: 'Location',
    bucketsOf: (s) => {
      const location = s.member.location as { name?: string; country?: { code?: string } } | undefined;
      const area = areaNamed(location?.name);
      if (area) return [{ code: `${area.country}:${area.region}`, name: area.name }];
      return location?.country?.code ? [{ code: `${location.country.code}:0`, name: location.name ?? location.country.code }] : [];
    },
  },
  industry: {
    name: 'Industry',
    bucketsOf: (s) => {
      const code = industryCode(s.member.industry);
      return code === undefined ? [] : [{ code: String(code), name: String(s.member.industry) }];
    },
  },
  network: { name: 'Relationship', codes: ['F', 'S', 'A', 'O'], bucketsOf: (s) => [networkBucket(s)] },
  language: {
    name: 'Language',
    bucketsOf: (s) =>
      ((listOf(s.member.languages) ?? []) as { language?: { name?: string } }[])
        .map((l) => l.language?.name ?? '')
        .filter((name) => LANGUAGE_CODES[name])
        .map((name) => ({ code: LANGUAGE_CODES[name], name })),
  },
  'current-company': { name: 'Current Company', bucketsOf: (s) => positionsOf(s.member).filter((p) => p.isCurrent && p.company?.name).map(companyBucket) },
  'past-company': { name: 'Past Company', bucketsOf: (s) => positionsOf(s.member).filter((p) => !p.isCurrent && p.company?.name).map(companyBucket) },
  school: { name: 'School', bucketsOf: (s) => schoolsOf(s.member).filter((e) => e.schoolName).map((e) => ({ code: e.schoolName!, name: e.schoolName! })) },
};

interface Candidate {
  source: PersonSource;
  score: number;
}

/** `true`/`false` parameters of the search. */
function flag(params: URLSearchParams, name: string): boolean {
  return booleanParam(params, name) ?? false;
}

/** The place `postal-code` (with `country-code`) names, and how far `distance` reaches from it. */
function placeFilter(params: URLSearchParams): ((m: MemberRecord) => boolean) | undefined {
  const country = textParam(params, 'country-code')?.toLowerCase();
  const postal = textParam(params, 'postal-code') ?? null;
  const distance = wholeNumberParam(params, 'distance', 'miles') ?? null;
  if (postal !== null && !country) throw new BadRequest("'postal-code' needs 'country-code' too, e.g. country-code=us&postal-code=94105.");
  if (distance !== null && postal === null) throw new BadRequest("'distance' (miles) needs 'postal-code' and 'country-code' to measure from.");
  if (!country) return undefined;
  const centre = postal === null ? undefined : LOCATION_AREAS.find((a) => a.country === country && a.postalCode.replace(/\s/g, '').toLowerCase() === postal.replace(/\s/g, '').toLowerCase());
  return (m) => {
    const location = m.location as { name?: string; country?: { code?: string } } | undefined;
    if (location?.country?.code?.toLowerCase() !== country) return false;
    if (postal === null) return true;
    const area = areaNamed(location?.name);
    if (!centre || !area) return false;
    return area === centre || (distance !== null && milesBetween(area, centre) <= distance);
  };
}

/** Scores a member against the query; null when the member does not match. */
function score(m: MemberRecord, params: URLSearchParams): number | null {
  let total = 0;
  const keywords = (textParam(params, 'keywords') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  for (const term of keywords) {
    let hit = 0;
    if (has(m.firstName, term) || has(m.lastName, term)) hit += 3;
    if (has(m.headline, term)) hit += 2;
    if (positionsOf(m).some((p) => has(p.company?.name, term) || has(p.title, term))) hit += 1;
    if (schoolsOf(m).some((s) => has(s.schoolName, term))) hit += 1;
    if (!hit) return null;
    total += hit;
  }
  const current = (name: string) => flag(params, name);
  const exact: [string, (m: MemberRecord, v: string) => boolean][] = [
    ['first-name', (m, v) => has(m.firstName, v)],
    ['last-name', (m, v) => has(m.lastName, v)],
    ['company-name', (m, v) => positionsOf(m).some((p) => (current('current-company') ? p.isCurrent : true) && has(p.company?.name, v))],
    ['title', (m, v) => positionsOf(m).some((p) => (current('current-title') ? p.isCurrent : true) && has(p.title, v))],
    ['school-name', (m, v) => schoolsOf(m).some((s) => (current('current-school') ? !s.endDate : true) && has(s.schoolName, v))],
  ];
  for (const [name, test] of exact) {
    const value = textParam(params, name);
    if (value === undefined) continue;
    if (!test(m, value.toLowerCase())) return null;
    total += 1;
  }
  return total;
}

interface SearchSource {
  matches: Candidate[];
  paging: Paging;
  facetCodes: string[];
  filters: Map<string, Set<string>>;
}

/** The people-search result table: `:(people:(…),num-results,facets:(code,buckets:(name,count)))`. */
export const searchTable: FieldTable<SearchSource> = {
  type: 'PeopleSearch',
  source: 'SS search.json; HX-VCR people-search; LJ DOC-1191',
  fields: {
    people: {
      sub: personTable,
      item: 'person',
      defaults: SEARCH_PERSON_FIELDS,
      get: (s) => {
        const slice = s.matches.slice(s.paging.start, s.paging.start + s.paging.count).map((c) => c.source);
        return new ListValue(slice, 'person', s.matches.length, s.paging.start);
      },
    },
    numResults: { type: 'integer', get: (s) => s.matches.length },
    facets: {
      sub: facetTable,
      item: 'facet',
      get: (s) => facetValues(s.facetCodes, s.matches.map((c) => c.source), PEOPLE_FACETS, s.filters),
    },
  },
};

/** How many recommendations a member received. */
const recommenders = (m: MemberRecord) => (listOf(m.recommendationsReceived) ?? []).length;

function search(call: RestCall) {
  const params = call.url.searchParams;
  const paging = parsePaging(params, LIST_DEFAULT_COUNT, SEARCH_MAX_COUNT);
  const sort = oneOfParam(params, 'sort', SORTS) ?? 'relevance';
  const facetCodes = requestedFacets(params, PEOPLE_FACETS, Object.keys(PEOPLE_FACETS));
  const filters = parseFacetFilters(params, PEOPLE_FACETS);
  const place = placeFilter(params);
  const fields: FieldRequest[] = call.fields ?? [{ name: 'people', fields: selectFields(...SEARCH_PERSON_FIELDS) }, { name: 'numResults' }];
  checkSelection(searchTable, fields);

  const matches: Candidate[] = [];
  for (const member of call.ctx.directory.members.values()) {
    if (member.id === call.caller.memberId) continue;
    if (place && !place(member)) continue;
    const s = score(member, params);
    if (s === null) continue;
    const source = personSource(call, member);
    if (passesFilters(source, PEOPLE_FACETS, filters)) matches.push({ source, score: s });
  }
  const far = (d: number) => (d < 0 ? 99 : d);
  const connections = (c: Candidate) => call.ctx.network.connectionsOf(c.source.member.id).length;
  const byName = (a: Candidate, b: Candidate) =>
    a.source.member.lastName.localeCompare(b.source.member.lastName) || a.source.member.id.localeCompare(b.source.member.id);
  matches.sort((a, b) => {
    if (sort === 'distance') return far(a.source.distance) - far(b.source.distance) || b.score - a.score || byName(a, b);
    if (sort === 'connections') return connections(b) - connections(a) || byName(a, b);
    if (sort === 'recommenders') return recommenders(b.source.member) - recommenders(a.source.member) || byName(a, b);
    return b.score - a.score || far(a.source.distance) - far(b.source.distance) || byName(a, b);
  });
  return { root: 'people-search', body: project({ matches, paging, facetCodes, filters }, searchTable, fields) };
}

export const searchRoutes: Route[] = [
  { path: '/v1/people-search', methods: { GET: { scopes: ['r_network'], selector: true, handle: search } } },
  { path: '/v1/people/~/people-search', methods: { GET: { scopes: ['r_network'], selector: true, handle: search } } },
];
