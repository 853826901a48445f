// The company field table (GET /v1/companies/{id}:(…)) and company lookup.
import type { CompanyRecord } from '../../store/network.js';
import type { RestCall } from '../router.js';
import { plainTable, type FieldTable } from '../fieldTable.js';
import { forbidden, notFound } from '../restError.js';

/** Default fields of a company without a selector (the original's id and name). */
export const COMPANY_DEFAULT_FIELDS = ['id', 'name'];

const EMPLOYEE_RANGES: [number, string, string][] = [
  [1, 'A', 'myself only'], [10, 'B', '1-10'], [50, 'C', '11-50'], [200, 'D', '51-200'], [500, 'E', '201-500'],
  [1000, 'F', '501-1000'], [5000, 'G', '1001-5000'], [10000, 'H', '5001-10,000'], [Infinity, 'I', '10,001+'],
];

const address = plainTable('address', { city: {}, postalCode: {}, countryCode: {} });

export const companyTable: FieldTable<CompanyRecord> = {
  type: 'company',
  fields: {
    id: { get: (c) => c.id },
    name: { get: (c) => c.name },
    universalName: { get: (c) => c.universalName },
    description: { get: (c) => c.description },
    industry: { get: (c) => c.industry },
    websiteUrl: { get: (c) => c.websiteUrl },
    foundedYear: { get: (c) => c.foundedYear },
    employeeCountRange: {
      sub: plainTable('employee-count-range', { code: {}, name: {} }),
      get: (c) => {
        const [, code, name] = EMPLOYEE_RANGES.find(([max]) => c.employeeCount <= max)!;
        return { code, name };
      },
    },
    specialties: { item: 'specialty', get: (c) => c.specialties },
    locations: { item: 'location', sub: plainTable('location', { description: {}, address: { sub: address } }), get: (c) => c.locations },
    numFollowers: { get: (c) => c.followers.length },
    logoUrl: { get: (c) => `https://media.licdn.com/mpr/logo/company_${c.id}.png` },
  },
};

/** The company a path reference names: a numeric id or universal-name={name}; 404 otherwise. */
export function resolveCompany(call: RestCall, ref: string): CompanyRecord {
  const companies = call.ctx.network.companies;
  const company = ref.startsWith('universal-name=')
    ? [...companies.values()].find((c) => c.universalName === ref.slice('universal-name='.length))
    : companies.get(ref.startsWith('id=') ? ref.slice(3) : ref);
  if (!company) throw notFound(`Could not find company based on: ${ref}`);
  return company;
}

/** 403 unless the caller administers the company (rw_company_admin acts only on those). */
export function requireAdmin(call: RestCall, company: CompanyRecord, what: string): void {
  if (!company.admins.includes(call.caller.memberId)) {
    throw forbidden(`Access to ${what} of company ${company.id} is denied: the member is not an administrator of ${company.name}.`);
  }
}
