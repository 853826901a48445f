/**
 * An id as v1 JSON writes it: a number where it is all digits (company, job and position ids:
 * `"id":1337`, SS company.json), the string otherwise.
 * @example numericId('1001') // 1001
 */
export function numericId(id: string | number): number | string {
  return typeof id === 'number' || !/^\d+$/.test(id) ? id : Number(id);
}
