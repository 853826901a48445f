// After a test: the faults it armed that no request matched. A fault that never matched usually
// means a pattern that names another path than the client calls, and a test asserting "no call was
// made" would pass for the wrong reason.
import type { Fault } from '../store/traffic.js';

/**
 * The warning for the faults still waiting that matched nothing, or null when there are none.
 * @example unfiredFaultsWarning(service.admin.faults())
 */
export function unfiredFaultsWarning(faults: readonly Fault[]): string | null {
  const unfired = faults.filter((fault) => fault.matched === 0);
  if (!unfired.length) return null;
  const lines = unfired.map((fault) => `  #${fault.id} ${fault.method ?? 'any method'} ${fault.path}${fault.query ? ' ' + JSON.stringify(fault.query) : ''}${fault.headers ? ' ' + JSON.stringify(fault.headers) : ''}`);
  return [
    `in-js: ${unfired.length === 1 ? 'a fault' : `${unfired.length} faults`} added in this test matched no request:`,
    ...lines,
    '  A pattern names the path a client calls, without its field selector (/v1/people/~ matches /v1/people/~:(id,…)); see the request journal (admin.requests()) for the paths called. useMockService({ warnUnfiredFaults: false }) turns this off.',
  ].join('\n');
}
