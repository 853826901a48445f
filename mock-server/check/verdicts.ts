// What each finding of `in-mock-server check` means against this mock: a call served, served only
// to an app granted a partner product, not mocked though LinkedIn serves it, or unknown to both; a
// version pin active (until when), sunsetting soon or sunset; a scope issued, partner-gated or not.
import type { Found } from './findCalls.js';
import { mockServing } from './mockRoutes.js';
import { linkedInResource, scopeInCatalogue } from '../fidelity/catalogue.js';
import { PRODUCTS, isScope, productsOfScope, type Product } from '../scopes.js';
import { versionState, marketingDays, type VersionCalendar } from './versionSunset.js';

export type VerdictStatus = 'served' | 'partner-gated' | 'method-not-served' | 'not-mocked' | 'unknown' | 'built-at-run-time' | 'version-active' | 'version-sunsets-soon' | 'version-sunset' | 'version-not-released' | 'version-unpinned';

export interface Verdict {
  status: VerdictStatus;
  /** One line: what it means and what to do. */
  text: string;
  /** True when a CI run should fail on it. */
  fails: boolean;
  /** True when `--strict` makes a CI run fail on it (partner gates, versions that sunset soon). */
  strictFails: boolean;
}

export interface VerdictOptions {
  /** Today, 'YYYY-MM-DD' (UTC). */
  today: string;
  /** A version whose sunset is at most this many days away "sunsets soon". */
  soonDays: number;
  calendar?: VersionCalendar;
}

export { CHECK_SUNSET_SOON_DAYS as SUNSET_SOON_DAYS } from '../defaults.js';

const verdict = (status: VerdictStatus, text: string, fails = false, strictFails = fails): Verdict => ({ status, text, fails, strictFails });

function partnerGate(products: readonly Product[]): Verdict {
  const names = products.map((product) => PRODUCTS[product].name).join(' or ');
  return verdict('partner-gated', `partner-gated: ${names}; LinkedIn serves it only to approved apps, and the mock only to an app whose fixture grants it (grantedProducts: ["${products[0]}"])`, false, true);
}

/**
 * The verdict of one finding.
 * @example verdictOf({ kind: 'call', line: 1, method: 'GET', path: '/rest/adAccounts', via: 'url' }, { today: '2026-08-01', soonDays: 90 }).status // 'not-mocked'
 */
export function verdictOf(found: Found, options: VerdictOptions): Verdict {
  if (found.kind === 'call') {
    if (found.path === '/in.js') return verdict('served', 'served: the in.js framework script (the mock serves it at /in.js)');
    if (/^\/(v1|v2|rest)\/\{…\}/.test(found.path)) return verdict('built-at-run-time', 'the resource name is built at run time: read the code to see which resources it can name');
    const serving = mockServing(found.method, found.path);
    if (serving.kind === 'served') {
      if (serving.products?.length && serving.products.every((product) => PRODUCTS[product].access === 'partner')) return partnerGate(serving.products);
      return verdict('served', serving.versioned ? 'served (LinkedIn-Version required)' : 'served');
    }
    if (serving.kind === 'method') return verdict('method-not-served', `the mock serves this path with ${serving.methods!.join(', ')}, not ${found.method}: it answers 405`, true);
    const resource = linkedInResource(found.path);
    if (resource) return verdict('not-mocked', `not mocked: LinkedIn serves it (${resource.resource.product}: ${resource.resource.source}); the mock answers LinkedIn's 404 for a path it has no route for`, true);
    return verdict('unknown', "unknown: neither LinkedIn's documentation (the catalogue of docs/fidelity.md) nor the mock has this path; both answer 404", true);
  }
  if (found.kind === 'version') {
    if (!found.version) return verdict('version-unpinned', 'LinkedIn-Version from a variable: the value deployed decides (a /rest call needs a version in the active window)');
    const state = versionState(found.version, options.today, options.calendar ?? marketingDays);
    if (state.state === 'not-released') return verdict('version-not-released', `no LinkedIn-Version ${found.version} was released: LinkedIn refuses it`, true);
    if (state.state === 'not-yet') return verdict('version-not-released', `not released yet: first answers on ${state.days.release}`, true);
    if (state.state === 'sunset') return verdict('version-sunset', `sunset on ${state.days.sunset}: LinkedIn answers 426 NONEXISTENT_VERSION (and so does the mock on today's clock)`, true);
    if (state.days.unpublishedEnd) return verdict('version-sunsets-soon', `no published end: ${state.days.unpublishedEnd}; past its year of support, it may go without notice: move to a newer one`, false, true);
    if (state.daysLeft <= options.soonDays) return verdict('version-sunsets-soon', `version sunsets on ${state.days.sunset} (in ${state.daysLeft} days): move to a newer one`, false, true);
    return verdict('version-active', `active; version sunsets on ${state.days.sunset}`);
  }
  if (isScope(found.scope)) {
    // A scope several products bring (w_member_social: Share on LinkedIn and the Community Management
    // API) is served when a self-serve one brings it; partner-gated only when every one is a partner's.
    const products = productsOfScope(found.scope);
    const selfServe = products.find((product) => PRODUCTS[product].access !== 'partner');
    if (!selfServe && products.length) return partnerGate(products);
    return verdict('served', selfServe ? `served: ${PRODUCTS[selfServe].name}` : 'served');
  }
  const documented = scopeInCatalogue(found.scope);
  if (documented) return verdict('not-mocked', `not mocked: LinkedIn issues it with ${documented.product} (${documented.source}); the mock's dialog refuses it`, true);
  return verdict('unknown', "unknown scope: LinkedIn's documentation (as catalogued) and the mock have none by this name; the dialog refuses it", true);
}
