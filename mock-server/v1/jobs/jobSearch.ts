// Job search: GET /v1/job-search (docs/rest.md "Jobs"). Parameters as the era's clients sent them
// (mpiccirilli/Rlinkedin R/searchJobs.R): keywords (title, description, company, skills), company-name,
// job-title, country-code, postal-code (with country-code) and distance (miles from it), facets
// (which to count: company, location, job-function, industry), facet (repeatable filter), sort (R
// relationship, the default; DA and DD by posting date, ascending and descending), start, count (at
// most JOB_SEARCH_MAX_COUNT). The answer: `{jobs:{_count,_start,_total,values}, numResults}` (the
// `<job-search><jobs total=…>` of Rlinkedin's XPath), each job with the default job fields unless
// the selector names others (`:(jobs:(id,customer-job-code,posting-date))`, ozgur/python-linkedin README).
import type { Route, RestCall } from '../pipeline/router.js';
import type { JobRecord } from '../../store/network.js';
import { checkSelection, project, type FieldTable } from '../format/fieldTable.js';
import { selectFields, type FieldRequest } from '../format/fieldSelector.js';
import { parsePaging, type Paging } from '../input/paging.js';
import { textParam, wholeNumberParam } from '../input/queryParams.js';
import { ListValue } from '../format/serialize.js';
import { facetTable, facetValues, parseFacetFilters, passesFilters, requestedFacets, type FacetDef } from '../input/facets.js';
import { BadRequest } from '../../api/errors.js';
import { JOB_DEFAULT_FIELDS, jobTable, jobView } from './jobFields.js';
import { industryCode } from '../../vocabulary/industries.js';
import { JOB_FUNCTIONS, jobFunctionsOf } from '../../vocabulary/jobCodes.js';
import { LOCATION_AREAS, milesBetween } from '../../vocabulary/locations.js';
import type { MockContext } from '../../context/context.js';
import { JOB_SEARCH_MAX_COUNT, LIST_DEFAULT_COUNT } from '../../defaults.js';

/** The sort orders: R relationship (companies where the caller knows people first), DA/DD by posting date. */
const SORTS = ['R', 'DA', 'DD'];

/** A job with what search needs of it. */
interface Candidate {
  job: JobRecord;
  view: Record<string, unknown>;
  score: number;
  /** Connections of the caller working at the job's company. */
  known: number;
}

/** The area a job's company is in (its headquarters), if it is one of the data set's places. */
function areaOf(ctx: MockContext, job: JobRecord) {
  const company = ctx.network.companies.get(job.companyId);
  const hq = company?.locations.find((l) => l.isHeadquarters) ?? company?.locations[0];
  return hq && LOCATION_AREAS.find((a) => a.region === hq.address.regionCode && a.country === hq.address.countryCode);
}

function facetsOf(ctx: MockContext): Record<string, FacetDef<Candidate>> {
  return {
    company: {
      name: 'Company',
      bucketsOf: (c) => {
        const company = ctx.network.companies.get(c.job.companyId);
        return company ? [{ code: company.id, name: company.name }] : [];
      },
    },
    location: {
      name: 'Location',
      bucketsOf: (c) => {
        const area = areaOf(ctx, c.job);
        return area ? [{ code: `${area.country}:${area.region}`, name: area.name }] : [];
      },
    },
    'job-function': { name: 'Job Function', bucketsOf: (c) => jobFunctionsOf(c.job.title).map((code) => ({ code, name: JOB_FUNCTIONS[code] })) },
    industry: {
      name: 'Industry',
      bucketsOf: (c) => {
        const industry = ctx.network.companies.get(c.job.companyId)?.industry;
        const code = industryCode(industry);
        return code === undefined ? [] : [{ code: String(code), name: industry! }];
      },
    },
  };
}

interface JobSearchSource {
  matches: Candidate[];
  paging: Paging;
  facetCodes: string[];
  filters: Map<string, Set<string>>;
  facets: Record<string, FacetDef<Candidate>>;
}

export const jobSearchTable: FieldTable<JobSearchSource> = {
  type: 'JobSearch',
  source: 'mpiccirilli/Rlinkedin searchJobs; ozgur/python-linkedin README',
  fields: {
    jobs: {
      sub: jobTable,
      item: 'job',
      defaults: JOB_DEFAULT_FIELDS,
      get: (s) => new ListValue(s.matches.slice(s.paging.start, s.paging.start + s.paging.count).map((c) => c.view), 'job', s.matches.length, s.paging.start),
    },
    numResults: { type: 'integer', get: (s) => s.matches.length },
    facets: { sub: facetTable, item: 'facet', get: (s) => facetValues(s.facetCodes, s.matches, s.facets, s.filters) },
  },
};

const has = (text: unknown, term: string) => typeof text === 'string' && text.toLowerCase().includes(term);

/** How well a job matches the keywords (title 3, company 2, description or skills 1 per word); null when a word is nowhere. */
function keywordScore(candidate: Candidate, terms: string[]): number | null {
  let total = 0;
  const view = candidate.view as { company?: { name?: string }; skillsAndExperience?: string };
  for (const term of terms) {
    let hit = 0;
    if (has(candidate.job.title, term)) hit += 3;
    if (has(view.company?.name, term)) hit += 2;
    if (has(candidate.job.description, term) || has(view.skillsAndExperience, term)) hit += 1;
    if (!hit) return null;
    total += hit;
  }
  return total;
}

/** The place `postal-code` (with `country-code`) names, and how far `distance` reaches from it (as in people search). */
function placeFilter(ctx: MockContext, params: URLSearchParams): ((c: Candidate) => boolean) | undefined {
  const country = textParam(params, 'country-code')?.toLowerCase();
  const postal = textParam(params, 'postal-code') ?? null;
  const distance = wholeNumberParam(params, 'distance', 'miles') ?? null;
  if (postal !== null && !country) throw new BadRequest("'postal-code' needs 'country-code' too, e.g. country-code=us&postal-code=94105.");
  if (distance !== null && postal === null) throw new BadRequest("'distance' (miles) needs 'postal-code' and 'country-code' to measure from.");
  if (!country) return undefined;
  const squeeze = (code: string) => code.replace(/\s/g, '').toLowerCase();
  const centre = postal === null ? undefined : LOCATION_AREAS.find((a) => a.country === country && squeeze(a.postalCode) === squeeze(postal));
  return (c) => {
    const area = areaOf(ctx, c.job);
    if (area?.country !== country) return false;
    if (postal === null) return true;
    return !!centre && (area === centre || (distance !== null && milesBetween(area, centre) <= distance));
  };
}

function jobSearch(call: RestCall) {
  const { ctx } = call;
  const params = call.url.searchParams;
  const paging = parsePaging(params, LIST_DEFAULT_COUNT, JOB_SEARCH_MAX_COUNT);
  const facets = facetsOf(ctx);
  const facetCodes = requestedFacets(params, facets, []);
  const filters = parseFacetFilters(params, facets);
  const fields: FieldRequest[] = call.fields ?? [{ name: 'jobs', fields: selectFields(...JOB_DEFAULT_FIELDS) }, { name: 'numResults' }];
  checkSelection(jobSearchTable, fields);
  // An unknown sort is not refused (no source lists every value): the default order answers.
  const sortText = textParam(params, 'sort');
  const sort = sortText && SORTS.includes(sortText) ? sortText : 'R';
  const terms = (textParam(params, 'keywords') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const companyName = textParam(params, 'company-name')?.toLowerCase();
  const jobTitle = textParam(params, 'job-title')?.toLowerCase();
  const inPlace = placeFilter(ctx, params);
  const mine = new Set(ctx.network.connectionsOf(call.caller.memberId));
  const knownAt = (companyId: string) =>
    [...mine].filter((id) => {
      const positions = ctx.directory.members.get(id)?.positions;
      return Array.isArray(positions) && positions.some((p: { isCurrent?: boolean; company?: { id?: unknown } }) => p.isCurrent && String(p.company?.id) === companyId);
    }).length;
  const matches: Candidate[] = [];
  for (const job of ctx.network.jobs.values()) {
    const view = jobView(ctx, job);
    const candidate: Candidate = { job, view, score: 0, known: 0 };
    const score = keywordScore(candidate, terms);
    if (score === null) continue;
    if (companyName && !has((view.company as { name?: string } | undefined)?.name, companyName)) continue;
    if (jobTitle && !has(job.title, jobTitle)) continue;
    if (inPlace && !inPlace(candidate)) continue;
    if (!passesFilters(candidate, facets, filters)) continue;
    candidate.score = score;
    candidate.known = knownAt(job.companyId);
    matches.push(candidate);
  }
  const byId = (a: Candidate, b: Candidate) => a.job.id.localeCompare(b.job.id, 'en', { numeric: true });
  matches.sort((a, b) => {
    if (sort === 'DA') return a.job.timestamp - b.job.timestamp || byId(a, b);
    if (sort === 'DD') return b.job.timestamp - a.job.timestamp || byId(a, b);
    return b.score - a.score || b.known - a.known || b.job.timestamp - a.job.timestamp || byId(a, b);
  });
  return { root: 'job-search', body: project({ matches, paging, facetCodes, filters, facets }, jobSearchTable, fields) };
}

export const jobSearchRoutes: Route[] = [{ path: '/v1/job-search', methods: { GET: { scopes: [], selector: true, handle: jobSearch } } }];
