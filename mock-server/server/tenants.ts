// Tenants: one standalone server, many services. A CI job that runs one in-mock-server for many
// parallel test workers gives each worker a service of its own (its own store, clock, faults,
// journal, auto-approvals and reset) without a port per worker, as mock-oauth2-server gives each
// issuer its own path. A request names its tenant by the `X-In-Mock-Tenant` header (Node-side
// clients, the admin API) or by its host name, `<tenant>.localhost` (browsers resolve every
// *.localhost name to this machine, and links, redirects and cookies stay on that name). A request
// that names none reaches the server's own service, as before.
// Only the header makes a tenant: a page on another site can send it only after a CORS preflight,
// which the service never grants for it, while any page can load `<img src=http://x.localhost:…>`.
// So a host name reaches only a tenant that exists (421 otherwise), and what anyone can store
// without signing in is budgeted once for the whole server (context/serverBudget.ts).
import type { MockService } from '../createMockService.js';
import { MAX_TENANTS, TENANT_IDLE_SECONDS } from '../defaults.js';

export const TENANT_HEADER = 'x-in-mock-tenant';
const NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The tenant a request names, null for none, or a sentence when the name it gives is not one.
 * @example tenantOf('w3.localhost:8787', undefined) // 'w3'
 * @example tenantOf('127.0.0.1:8787', 'worker-1') // 'worker-1'
 */
export function tenantOf(host: string | undefined, header: string | string[] | undefined): string | null | { problem: string } {
  if (header !== undefined) {
    const name = String(header).trim().toLowerCase();
    return NAME.test(name) ? name : { problem: `The ${TENANT_HEADER} header '${String(header).slice(0, 80)}' is not a tenant name: 1 to 63 letters, digits and inner hyphens, such as worker-3.` };
  }
  const match = /^([^.:[\]]+)\.localhost\.?(?::\d+)?$/i.exec(host ?? '');
  if (!match) return null;
  const name = match[1]!.toLowerCase();
  return NAME.test(name) ? name : { problem: `The host name '${host}' does not name a tenant: use <tenant>.localhost with 1 to 63 letters, digits and inner hyphens.` };
}

/**
 * Why a request carrying the tenant header is refused, or undefined: it also carries an Origin,
 * so a web page sent it (fetch or XMLHttpRequest; test code in Node sends none). A page on another
 * site cannot send the header without a preflight the service never grants, but a browser that
 * got that wrong, or a page the service's CORS lets through, still makes no tenant.
 * @example tenantFromPage('evil', 'http://127.0.0.2:4000') // "The x-in-mock-tenant header …"
 */
export function tenantFromPage(header: string | string[] | undefined, origin: string | string[] | undefined): string | undefined {
  if (header === undefined || origin === undefined) return undefined;
  return `The ${TENANT_HEADER} header comes from test code, not from a web page: this request also carries Origin ${String(origin).slice(0, 80)}, so it makes and reaches no tenant. Make the tenant from your test (a Node request with the header), then let the page use <tenant>.localhost.`;
}

/** Why a `<tenant>.localhost` host reaches nothing: the tenant does not exist (yet, or any more). */
export function noSuchTenant(name: string): string {
  return `No tenant '${name}' lives on this server: a host name <tenant>.localhost reaches only a tenant that exists. Make it first with a request carrying the header ${TENANT_HEADER}: ${name} (for example POST /__admin/reset from your test, which no web page can send); an idle tenant is dropped after ${TENANT_IDLE_SECONDS} s.`;
}

export interface Tenants {
  /** The service of the tenant, made on first use; a sentence when MAX_TENANTS are live. */
  get(name: string): MockService | string;
  /** The service of a live tenant, or undefined: what a `<tenant>.localhost` host reaches (it makes none). */
  find(name: string): MockService | undefined;
  /** The live tenants' names. */
  names(): string[];
}

/**
 * A registry of tenant services, each made by `make` (a fresh service from the server's start-up
 * options) on first use and dropped after `idleSeconds` without a request (`drop` is told, to give
 * back what it held of the server's budget).
 * @example const tenants = createTenants(() => createService(options)); tenants.get('w3')
 */
export function createTenants(make: () => MockService, idleSeconds = TENANT_IDLE_SECONDS, max = MAX_TENANTS, now = Date.now, drop: (service: MockService) => void = () => {}): Tenants {
  const live = new Map<string, { service: MockService; usedAt: number }>();
  const sweep = () => {
    for (const [name, tenant] of live) {
      if (now() - tenant.usedAt < idleSeconds * 1000) continue;
      live.delete(name);
      drop(tenant.service);
    }
  };
  return {
    get(name) {
      sweep();
      let tenant = live.get(name);
      if (!tenant) {
        if (live.size >= max) return `${max} tenants are live already, the most one server keeps; an idle one is dropped after ${idleSeconds} s without a request.`;
        tenant = { service: make(), usedAt: now() };
        live.set(name, tenant);
      }
      tenant.usedAt = now();
      return tenant.service;
    },
    find(name) {
      sweep();
      const tenant = live.get(name);
      if (!tenant) return undefined;
      tenant.usedAt = now();
      return tenant.service;
    },
    names: () => (sweep(), [...live.keys()]),
  };
}
