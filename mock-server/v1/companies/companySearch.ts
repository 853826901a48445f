// Company search: GET /v1/company-search (docs/rest.md "Sources", HX-VCR
// `company-search?keywords=apple` and `…&facets=industry`). Parameters: keywords (name, universal
// name, industry, specialties, description), facets (default: location; also industry and
// company-size), facet (repeatable filter), sort (relevance, followers, company-size), start, count
// (at most 25). Without a selector: `{companies:{…}, facets:{location}, numResults}`, each company
// with id and name.
import type { Route, RestCall } from '../pipeline/router.js';
import type { CompanyRecord } from '../../store/network.js';
import { checkSelection, project, type FieldTable } from '../format/fieldTable.js';
import { selectFields, type FieldRequest } from '../format/fieldSelector.js';
import { parsePaging, type Paging } from '../input/paging.js';
import { oneOfParam, textParam } from '../input/queryParams.js';
import { ListValue } from '../format/serialize.js';
import { facetTable, facetValues, parseFacetFilters, passesFilters, requestedFacets, type FacetDef } from '../input/facets.js';
import { COMPANY_DEFAULT_FIELDS, companyTable } from './companyFields.js';
import { employeeRange } from '../../vocabulary/companyCodes.js';
import { industryCode } from '../../vocabulary/industries.js';
import { LOCATION_AREAS } from '../../vocabulary/locations.js';
import { LIST_DEFAULT_COUNT, SEARCH_MAX_COUNT } from '../../defaults.js';

const SORTS = ['relevance', 'followers', 'company-size'] as const;

/** Facets of company search (LJ: location, industry, company-size). */
const COMPANY_FACETS: Record<string, FacetDef<CompanyRecord>> = {
  location: {
    name: 'Location',
    bucketsOf: (c) =>
      c.locations.slice(0, 1).map((l) => {
        const area = LOCATION_AREAS.find((a) => a.region === l.address.regionCode && a.country === l.address.countryCode);
        return area ? { code: `${area.country}:${area.region}`, name: area.name } : { code: `${l.address.countryCode}:0`, name: l.address.city };
      }),
  },
  industry: {
    name: 'Industry',
    bucketsOf: (c) => {
      const code = industryCode(c.industry);
      return code === undefined ? [] : [{ code: String(code), name: c.industry }];
    },
  },
  'company-size': { name: 'Company Size', bucketsOf: (c) => [employeeRange(c.employeeCount)] },
};

interface CompanySearchSource {
  matches: CompanyRecord[];
  paging: Paging;
  facetCodes: string[];
  filters: Map<string, Set<string>>;
}

export const companySearchTable: FieldTable<CompanySearchSource> = {
  type: 'CompanySearch',
  source: 'HX-VCR company search',
  fields: {
    companies: {
      sub: companyTable,
      item: 'company',
      defaults: COMPANY_DEFAULT_FIELDS,
      get: (s) => new ListValue(s.matches.slice(s.paging.start, s.paging.start + s.paging.count), 'company', s.matches.length, s.paging.start),
    },
    numResults: { type: 'integer', get: (s) => s.matches.length },
    facets: { sub: facetTable, item: 'facet', get: (s) => facetValues(s.facetCodes, s.matches, COMPANY_FACETS, s.filters) },
  },
};

function relevance(company: CompanyRecord, terms: string[]): number | null {
  let total = 0;
  for (const term of terms) {
    const inName = company.name.toLowerCase().includes(term) || company.universalName.includes(term);
    const elsewhere = [company.industry, company.description, ...company.specialties].some((text) => text.toLowerCase().includes(term));
    if (!inName && !elsewhere) return null;
    total += inName ? 3 : 1;
  }
  return total;
}

function companySearch(call: RestCall) {
  const params = call.url.searchParams;
  const paging = parsePaging(params, LIST_DEFAULT_COUNT, SEARCH_MAX_COUNT);
  const sort = oneOfParam(params, 'sort', SORTS) ?? 'relevance';
  const facetCodes = requestedFacets(params, COMPANY_FACETS, ['location']);
  const filters = parseFacetFilters(params, COMPANY_FACETS);
  const fields: FieldRequest[] = call.fields ?? [{ name: 'companies', fields: selectFields(...COMPANY_DEFAULT_FIELDS) }, { name: 'facets' }, { name: 'numResults' }];
  checkSelection(companySearchTable, fields);
  const terms = (textParam(params, 'keywords') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const scored = [...call.ctx.network.companies.values()]
    .map((company) => ({ company, score: relevance(company, terms) }))
    .filter((entry): entry is { company: CompanyRecord; score: number } => entry.score !== null && passesFilters(entry.company, COMPANY_FACETS, filters));
  scored.sort((a, b) => {
    if (sort === 'followers') return b.company.followers.length - a.company.followers.length || a.company.id.localeCompare(b.company.id);
    if (sort === 'company-size') return b.company.employeeCount - a.company.employeeCount || a.company.id.localeCompare(b.company.id);
    return b.score - a.score || a.company.id.localeCompare(b.company.id, 'en', { numeric: true });
  });
  return { root: 'company-search', body: project({ matches: scored.map((s) => s.company), paging, facetCodes, filters }, companySearchTable, fields) };
}

export const companySearchRoutes: Route[] = [{ path: '/v1/company-search', methods: { GET: { scopes: [], selector: true, handle: companySearch } } }];
