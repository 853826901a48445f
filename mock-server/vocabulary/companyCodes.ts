// The code lists of the company record: company types, statuses, stock exchanges and employee
// count ranges (docs/rest.md "Sources"). Positions show the type's name and the range's name of
// their company (FP14: "type":"Public Company", FP16: "size":"1001-5000").

/** Company type codes (C and P: SS company.json, following.json; the others: LinkedIn's code list, unverified). */
export const COMPANY_TYPES: Record<string, string> = {
  C: 'Public Company', D: 'Educational', E: 'Self Employed', G: 'Government Agency', N: 'Non Profit', O: 'Self Owned', P: 'Privately Held', S: 'Partnership',
};
/** Company status codes (OPR: SS company.json; the others unverified). */
export const COMPANY_STATUSES: Record<string, string> = {
  OPR: 'Operating', OPS: 'Operating Subsidiary', RRG: 'Reorganizing', OOB: 'Out of Business', ACQ: 'Acquired',
};
/** Stock exchanges (NYS: SS company.json). */
export const STOCK_EXCHANGES: Record<string, string> = {
  NYS: 'New York Stock Exchange', NMS: 'NASDAQ', LON: 'London Stock Exchange', FRA: 'Frankfurt Stock Exchange', TYO: 'Tokyo Stock Exchange',
};
/** Employee count ranges: the upper bound, the code and its name (G "1001-5000", I "10001+": HX-VCR; the others unverified). */
export const EMPLOYEE_RANGES: [number, string, string][] = [
  [1, 'A', '1'], [10, 'B', '2-10'], [50, 'C', '11-50'], [200, 'D', '51-200'], [500, 'E', '201-500'],
  [1000, 'F', '501-1000'], [5000, 'G', '1001-5000'], [10000, 'H', '5001-10000'], [Infinity, 'I', '10001+'],
];

/** The employee count range of a head count. */
export function employeeRange(count: number): { code: string; name: string } {
  const [, code, name] = EMPLOYEE_RANGES.find(([max]) => count <= max)!;
  return { code, name };
}
