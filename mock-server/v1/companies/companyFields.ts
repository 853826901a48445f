// The company field table (GET /v1/companies/{id}:(…); docs/rest.md "Sources": SS company.json and
// CompanyTemplate's COMPANY_FIELDS, HX-VCR Company_API, NL's field list, LJ DOC-1259) and company lookup.
import type { CompanyRecord } from '../../store/network.js';
import type { RestCall } from '../pipeline/router.js';
import { plainTable, type FieldTable } from '../format/fieldTable.js';
import { BadRequest, Forbidden, NotFound } from '../../api/errors.js';
import { industryCode } from '../../vocabulary/industries.js';
import { numericId } from '../../store/numericId.js';
import { COMPANY_STATUSES, COMPANY_TYPES, EMPLOYEE_RANGES, STOCK_EXCHANGES, employeeRange } from '../../vocabulary/companyCodes.js';

/** Default fields of a company without a selector (HX-VCR: `{"id":1586,"name":"Amazon"}`). */
export const COMPANY_DEFAULT_FIELDS = ['id', 'name'];

const codeName = (type: string, note: string) => plainTable(type, { code: { type: 'string', note }, name: 'string' });

const addressTable = plainTable('Address', {
  street1: 'string', street2: 'string', city: 'string', state: 'string', postalCode: 'string', countryCode: 'string', regionCode: 'integer',
});
const locationTable = plainTable('CompanyLocation', {
  description: 'string',
  isHeadquarters: 'boolean',
  isActive: 'boolean',
  address: { sub: addressTable },
  contactInfo: { sub: plainTable('ContactInfo', { phone1: 'string', phone2: 'string', fax: 'string' }) },
}, 'SS company.json; LJ DOC-1259; HX-VCR');

const named = (table: Record<string, string>, code: string | undefined) => (code && table[code] ? { code, name: table[code] } : undefined);

export const companyTable: FieldTable<CompanyRecord> = {
  type: 'Company',
  source: 'SS company.json; HX-VCR Company_API.yml; NL; LJ DOC-1259',
  fields: {
    id: { type: 'integer', get: (c) => numericId(c.id), note: 'a number in JSON' },
    name: { type: 'string', get: (c) => c.name },
    universalName: { type: 'string', get: (c) => c.universalName },
    emailDomains: { item: 'email-domain', type: 'string', get: (c) => c.emailDomains ?? [] },
    companyType: { sub: codeName('CompanyType', Object.keys(COMPANY_TYPES).join(', ')), get: (c) => named(COMPANY_TYPES, c.companyType) },
    ticker: { type: 'string', get: (c) => c.ticker },
    websiteUrl: { type: 'string', get: (c) => c.websiteUrl || undefined },
    industry: { type: 'string', get: (c) => c.industry || undefined, note: 'the name (older answers); industries has the codes' },
    industries: {
      item: 'industry',
      sub: plainTable('Industry', { code: 'string', name: 'string' }),
      get: (c) => {
        if (!c.industry) return [];
        const code = industryCode(c.industry);
        return [{ code: code === undefined ? undefined : String(code), name: c.industry }];
      },
    },
    status: { sub: codeName('CompanyStatus', Object.keys(COMPANY_STATUSES).join(', ')), get: (c) => named(COMPANY_STATUSES, c.status ?? 'OPR') },
    logoUrl: { type: 'string', get: (c) => `https://media.licdn.com/mpr/mpr/p/company_${c.id}_logo.png` },
    squareLogoUrl: { type: 'string', get: (c) => `https://media.licdn.com/mpr/mpr/p/company_${c.id}_square.png` },
    blogRssUrl: { type: 'string', get: (c) => c.blogRssUrl },
    twitterId: { type: 'string', get: (c) => c.twitterId },
    employeeCountRange: { sub: codeName('EmployeeCountRange', EMPLOYEE_RANGES.map(([, code, name]) => `${code} ${name}`).join(', ')), get: (c) => employeeRange(c.employeeCount) },
    specialties: { item: 'specialty', type: 'string', get: (c) => c.specialties },
    locations: { item: 'location', sub: locationTable, get: (c) => c.locations },
    description: { type: 'string', get: (c) => c.description || undefined },
    stockExchange: { sub: codeName('StockExchange', Object.keys(STOCK_EXCHANGES).join(', ')), get: (c) => named(STOCK_EXCHANGES, c.stockExchange) },
    foundedYear: { type: 'integer', get: (c) => c.foundedYear },
    endYear: { type: 'integer', get: (c) => c.endYear },
    numFollowers: { type: 'integer', get: (c) => c.followers.length },
  },
};

/**
 * The company a path reference names: a numeric id, id={id} or universal-name={name}; 404 otherwise.
 * @example resolveCompany(call, 'universal-name=difference-works').id // '1001'
 */
export function resolveCompany(call: RestCall, ref: string): CompanyRecord {
  const companies = call.ctx.network.companies;
  let company: CompanyRecord | undefined;
  if (ref.startsWith('universal-name=')) {
    const name = ref.slice('universal-name='.length).toLowerCase();
    company = [...companies.values()].find((c) => c.universalName.toLowerCase() === name);
  } else if (ref.startsWith('id=') || /^\d+$/.test(ref)) {
    company = companies.get(ref.replace(/^id=/, ''));
  } else {
    throw new BadRequest(`'${ref}' is not a company reference; use the company id (1001), id=1001 or universal-name=difference-works.`);
  }
  if (!company) throw new NotFound(`Could not find company based on: ${ref}`);
  return company;
}

/** 403 unless the caller administers the company (rw_company_admin acts only on those). */
export function requireAdmin(call: RestCall, company: CompanyRecord, what: string): void {
  if (!company.admins.includes(call.caller.memberId)) {
    throw new Forbidden(`Access to ${what} of company ${company.id} is denied: the member is not an administrator of ${company.name}.`);
  }
}
