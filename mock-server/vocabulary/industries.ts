// The v1 industry codes of the industries the data set uses. Codes are LinkedIn's own, from the
// "Industry Codes" page (http://developer.linkedin.com/documents/industry-codes), as copied in
// r0hitsharma/linkedin_industries @ 6c4c9d14ae09e51477cbdba6fdd8f0533f0e3f6d, linkedin_industries.csv.
// Person records carry the industry's name; search facets (bucket codes), `following.industries`
// and company `industries` carry its code.

import { own } from '../records/safeKey.js';

const INDUSTRY_CODES: Record<string, number> = {
  'Computer Software': 4,
  Internet: 6,
  Telecommunications: 8,
  'Financial Services': 43,
  'Higher Education': 68,
  Research: 70,
  'Marketing and Advertising': 80,
  'Information Technology and Services': 96,
  Design: 99,
  'Mechanical or Industrial Engineering': 135,
};

/**
 * The code of an industry name, or undefined for a name outside the list (a fixture may use any name).
 * @example industryCode('Computer Software') // 4
 */
export function industryCode(name: unknown): number | undefined {
  return typeof name === 'string' ? own(INDUSTRY_CODES, name) : undefined;
}
