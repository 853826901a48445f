// People search (reference 5.3): /v1/people-search and /v1/people/~/people-search (r_network),
// over every member as the caller sees them. Parameters: keywords (names, headline, company and
// school names), first-name, last-name, company-name, school-name, title, sort (relevance,
// distance, connections), facets (which facets to count), facet (code,value,… filters),
// start/count. Each result carries its distance from the caller.
import type { Route, RestCall } from '../router.js';
import type { MemberRecord } from '../../store/types.js';
import { selectFields, type FieldRequest } from '../fieldSelector.js';
import { personTable, type PersonSource } from './personFields.js';
import { personSource } from './resolvePerson.js';
import { checkSelection, plainTable, project, type FieldTable } from '../fieldTable.js';
import { badRequest } from '../restError.js';
import { ListValue } from '../serialize.js';
import { parsePaging } from '../paging.js';
import { LIST_DEFAULT_COUNT, SEARCH_MAX_COUNT } from '../../defaults.js';

/** Fields of each person in a result when the selector names none. */
export const SEARCH_PERSON_FIELDS = ['id', 'firstName', 'lastName', 'headline', 'distance', 'siteStandardProfileRequest'];
export const SORTS = ['relevance', 'distance', 'connections'] as const;
export const FACETS = ['network', 'location', 'industry', 'current-company', 'school'] as const;
type FacetCode = (typeof FACETS)[number];

const NETWORK_BUCKETS: Record<string, { name: string; test: (d: number) => boolean }> = {
  F: { name: '1st Connections', test: (d) => d === 1 },
  S: { name: '2nd Connections', test: (d) => d === 2 },
  A: { name: '3rd Connections', test: (d) => d === 3 },
  O: { name: 'Out of Network', test: (d) => d === -1 },
};

interface Candidate {
  source: PersonSource;
  score: number;
}

interface Position {
  isCurrent?: boolean;
  title?: string;
  company?: { id?: string; name?: string };
}

const positionsOf = (m: MemberRecord) => (Array.isArray(m.positions) ? (m.positions as Position[]) : []);
const schoolsOf = (m: MemberRecord) => (Array.isArray(m.educations) ? (m.educations as { schoolName?: string }[]).map((e) => e.schoolName ?? '') : []);
const has = (text: unknown, term: string) => typeof text === 'string' && text.toLowerCase().includes(term);

/** The bucket code and name a member falls in for one facet. */
function bucketsOf(code: FacetCode, source: PersonSource): { code: string; name: string }[] {
  const m = source.member;
  switch (code) {
    case 'network':
      return Object.entries(NETWORK_BUCKETS).filter(([, b]) => b.test(source.distance)).map(([c, b]) => ({ code: c, name: b.name }));
    case 'location': {
      const location = m.location as { name?: string; country?: { code?: string } } | undefined;
      return location?.name ? [{ code: `${location.country?.code ?? 'xx'}:${location.name}`, name: location.name }] : [];
    }
    case 'industry':
      return typeof m.industry === 'string' ? [{ code: m.industry, name: m.industry }] : [];
    case 'current-company':
      return positionsOf(m).filter((p) => p.isCurrent && p.company?.name).map((p) => ({ code: p.company!.id ?? p.company!.name!, name: p.company!.name! }));
    case 'school':
      return schoolsOf(m).filter(Boolean).map((name) => ({ code: name, name }));
  }
}

function parseFacetFilters(params: URLSearchParams): Map<FacetCode, Set<string>> {
  const filters = new Map<FacetCode, Set<string>>();
  for (const value of params.getAll('facet')) {
    const [code, ...values] = value.split(',');
    if (!(FACETS as readonly string[]).includes(code)) throw badRequest(`'${code}' is not a search facet; the facets are ${FACETS.join(', ')}.`);
    if (!values.length || values.some((v) => !v)) throw badRequest(`The facet filter '${value}' needs values after its code, e.g. facet=network,F,S.`);
    if (code === 'network') {
      const bad = values.find((v) => !(v in NETWORK_BUCKETS));
      if (bad) throw badRequest(`'${bad}' is not a network facet value; use F (1st), S (2nd), A (3rd) or O (out of network).`);
    }
    filters.set(code as FacetCode, new Set(values));
  }
  return filters;
}

/** Scores a member against the query; null when the member does not match. */
function score(m: MemberRecord, params: URLSearchParams): number | null {
  let total = 0;
  const keywords = (params.get('keywords') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  for (const term of keywords) {
    let hit = 0;
    if (has(m.firstName, term) || has(m.lastName, term)) hit += 3;
    if (has(m.headline, term)) hit += 2;
    if (positionsOf(m).some((p) => has(p.company?.name, term) || has(p.title, term))) hit += 1;
    if (schoolsOf(m).some((s) => has(s, term))) hit += 1;
    if (!hit) return null;
    total += hit;
  }
  const exact: [string, (m: MemberRecord, v: string) => boolean][] = [
    ['first-name', (m, v) => has(m.firstName, v)],
    ['last-name', (m, v) => has(m.lastName, v)],
    ['company-name', (m, v) =>
      positionsOf(m).some((p) => (params.get('current-company') === 'true' ? p.isCurrent : true) && has(p.company?.name, v))],
    ['title', (m, v) => positionsOf(m).some((p) => (params.get('current-title') === 'true' ? p.isCurrent : true) && has(p.title, v))],
    ['school-name', (m, v) => schoolsOf(m).some((s) => has(s, v))],
  ];
  for (const [name, test] of exact) {
    const value = params.get(name);
    if (value === null) continue;
    if (!test(m, value.toLowerCase())) return null;
    total += 1;
  }
  return total;
}

interface SearchSource {
  call: RestCall;
  matches: Candidate[];
  paging: ReturnType<typeof parsePaging>;
  facetCodes: FacetCode[];
  filters: Map<FacetCode, Set<string>>;
}

const bucketTable = plainTable('bucket', { code: {}, name: {}, count: {}, selected: {} });
const facetTable = plainTable('facet', { code: {}, name: {}, buckets: { sub: bucketTable, item: 'bucket' } });

/** The people-search result table: `:(people:(…),num-results,facets:(code,buckets:(name,count)))`. */
export const searchTable: FieldTable<SearchSource> = {
  type: 'people-search',
  fields: {
    people: {
      sub: personTable,
      item: 'person',
      defaults: SEARCH_PERSON_FIELDS,
      get: (s) => {
        const slice = s.matches.slice(s.paging.start, s.paging.start + s.paging.count).map((c) => c.source);
        return new ListValue(slice, 'person', s.matches.length, { start: s.paging.start, count: s.paging.count });
      },
    },
    numResults: { get: (s) => s.matches.length },
    facets: {
      sub: facetTable,
      item: 'facet',
      get: (s) =>
        s.facetCodes.map((code) => {
          const counts = new Map<string, { code: string; name: string; count: number }>();
          for (const c of s.matches) {
            for (const bucket of bucketsOf(code, c.source)) {
              const entry = counts.get(bucket.code) ?? { ...bucket, count: 0 };
              entry.count++;
              counts.set(bucket.code, entry);
            }
          }
          const selected = s.filters.get(code);
          const buckets = [...counts.values()]
            .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
            .map((b) => ({ ...b, selected: selected?.has(b.code) ?? false }));
          return { code, name: code.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()), buckets };
        }),
    },
  },
};

function search(call: RestCall) {
  const params = call.url.searchParams;
  const paging = parsePaging(params, LIST_DEFAULT_COUNT, SEARCH_MAX_COUNT);
  const sort = params.get('sort') ?? 'relevance';
  if (!(SORTS as readonly string[]).includes(sort)) throw badRequest(`'${sort}' is not a sort order; use ${SORTS.join(', ')}.`);
  const facetParam = params.get('facets');
  const facetCodes = (facetParam ? facetParam.split(',') : [...FACETS]) as FacetCode[];
  const badFacet = facetCodes.find((code) => !(FACETS as readonly string[]).includes(code));
  if (badFacet) throw badRequest(`'${badFacet}' is not a search facet; the facets are ${FACETS.join(', ')}.`);
  const filters = parseFacetFilters(params);
  const fields: FieldRequest[] = call.fields ?? [{ name: 'people', fields: selectFields(...SEARCH_PERSON_FIELDS) }];
  checkSelection(searchTable, fields);

  const matches: Candidate[] = [];
  for (const member of call.ctx.directory.members.values()) {
    if (member.id === call.caller.memberId) continue;
    const s = score(member, params);
    if (s === null) continue;
    const source = personSource(call, member);
    let kept = true;
    for (const [code, values] of filters) {
      if (!bucketsOf(code, source).some((b) => values.has(b.code))) kept = false;
    }
    if (kept) matches.push({ source, score: s });
  }
  const far = (d: number) => (d < 0 ? 99 : d);
  const connections = (c: Candidate) => call.ctx.network.connectionsOf(c.source.member.id).length;
  const byName = (a: Candidate, b: Candidate) =>
    a.source.member.lastName.localeCompare(b.source.member.lastName) || a.source.member.id.localeCompare(b.source.member.id);
  matches.sort((a, b) => {
    if (sort === 'distance') return far(a.source.distance) - far(b.source.distance) || b.score - a.score || byName(a, b);
    if (sort === 'connections') return connections(b) - connections(a) || byName(a, b);
    return b.score - a.score || far(a.source.distance) - far(b.source.distance) || byName(a, b);
  });
  return { root: 'people-search', body: project({ call, matches, paging, facetCodes, filters }, searchTable, fields) };
}

export const searchRoutes: Route[] = [
  { path: '/v1/people-search', methods: { GET: { scopes: ['r_network'], selector: true, handle: search } } },
  { path: '/v1/people/~/people-search', methods: { GET: { scopes: ['r_network'], selector: true, handle: search } } },
];
