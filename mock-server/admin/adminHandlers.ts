import { http, HttpResponse } from 'msw';
import type { MockContext } from '../context/context.js';
import { MAX_BODY_BYTES } from '../defaults.js';
import { bodyShapeProblem } from '../v1/input/bodyShapeProblem.js';
import { createAdmin, type AdminApi, type JournalFilter } from './adminApi.js';
import type { CodeRequest } from './mintCode.js';
import { AdminError } from './AdminError.js';
import { adminErrorResponse } from './adminErrorResponse.js';
import { adminRefusal, type AdminAccess } from './adminGuard.js';
import { adminPage, journalBody } from './adminPageHandlers.js';

type Resolver = (input: { request: Request }) => unknown | Promise<unknown>;

/** How this service offers its admin API, from its start-up options. */
function accessOf(ctx: MockContext): AdminAccess {
  const { adminApi, adminToken, publicUrl } = ctx.startup.options;
  return { enabled: adminApi !== false, token: adminToken, publicUrl };
}

/**
 * Runs an admin operation once the request passes the admin guard (adminGuard.ts), and answers
 * JSON: its result, or `{error, message, problems?}` with the status.
 */
function json(ctx: MockContext, run: Resolver) {
  return async ({ request }: { request: Request }) => {
    const refusal = adminRefusal(request, accessOf(ctx));
    if (refusal) return adminErrorResponse(refusal.status, refusal.message, undefined, refusal.headers);
    try {
      return HttpResponse.json((await run({ request })) ?? { ok: true }, { headers: { 'cache-control': 'no-store' } });
    } catch (error) {
      if (!(error instanceof AdminError)) throw error;
      return adminErrorResponse(error.status, error.message, error.problems);
    }
  };
}

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_BODY_BYTES) throw new AdminError(413, `The body is ${bytes.byteLength} bytes; at most ${MAX_BODY_BYTES} are accepted. Load larger fixture sets at start (--fixtures FILE).`);
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) throw new AdminError(400, 'The request has no body; send a JSON object.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new AdminError(400, `The body is not valid JSON: ${(error as Error).message}.`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new AdminError(400, 'The body must be a JSON object.');
  const shape = bodyShapeProblem(data);
  if (shape) throw new AdminError(400, shape);
  return data as Record<string, unknown>;
}

/** The journal filter in a query string: method, path, status. */
function filterOf(request: Request): JournalFilter {
  const params = new URL(request.url).searchParams;
  const filter: Record<string, unknown> = {};
  for (const name of ['method', 'path'] as const) if (params.has(name)) filter[name] = params.get(name);
  if (params.has('status')) {
    const status = params.get('status')!;
    filter.status = /^\d{3}$/.test(status) ? Number(status) : status;
  }
  return filter as JournalFilter;
}

/**
 * The admin API under `/__admin/`: reset, clock, fixtures, requests (journal, filters, count),
 * revoke, tokens (read-out and minting, OAuth 2.0 or 1.0a), codes (read-out and minting), the
 * dialog's auto-approval, faults, media processing (hold, release, fail), the read-outs of recent posts, company pages with their roles, and grants,
 * members' verifications on LinkedIn (read and set),
 * and webhooks (registration, event subscriptions, deliveries, receiver faults: docs/webhooks.md). JSON in and
 * out; every refusal is `{error, message, problems?}` with its status. Each route calls one
 * operation of adminApi.ts, which is also `service.admin` in the Node API. Every route first
 * passes the admin guard (adminGuard.ts): Host, Origin, token, JSON content type.
 */
/**
 * An admin route, matched exactly: MSW matches `*\/__admin/tokens` under any prefix
 * (`/x/__admin/tokens`) and in any case (`/__ADMIN/tokens`), which slips past a proxy's path rules;
 * anything but the exact path is left to the other routes.
 */
function at(method: 'get' | 'post' | 'delete', name: string, resolver: ReturnType<typeof json>) {
  const path = `/__admin/${name}`;
  return http[method](`*${path}`, (input) => (new URL(input.request.url).pathname === path ? resolver(input) : undefined));
}

/** The catch-all of the admin API: only paths that really begin with /__admin/. */
function underAdmin(resolver: ReturnType<typeof json>) {
  return (input: { request: Request }) => (new URL(input.request.url).pathname.startsWith('/__admin/') ? resolver(input) : undefined);
}

export function adminHandlers(ctx: MockContext, admin: AdminApi = createAdmin(ctx)) {
  const route = (run: Resolver) => json(ctx, run);
  return [
    at('post', 'reset', route(() => (admin.reset(), { ok: true, ...admin.clock() }))),
    at('get', 'clock', route(() => admin.clock())),
    at('get', 'linkedin-version', route(() => admin.linkedInVersion())),
    at('get', 'versions', route(() => admin.versions())),
    at('get', 'as-of', route(() => admin.asOf())),
    at('post', 'as-of',
      route(async ({ request }) => {
        const { asOf, ...rest } = await bodyOf(request);
        const unknown = Object.keys(rest)[0];
        if (unknown !== undefined || asOf === undefined) throw new AdminError(400, `Send {"asOf": "2019-06-01"}, or {"asOf": null} for today's platform${unknown ? `; '${unknown}' is not a field` : ''}.`);
        return admin.setAsOf(asOf as string | number | null);
      }),
    ),
    at('post', 'clock', route(async ({ request }) => admin.setClock(await bodyOf(request)))),
    at('post', 'fixtures',
      route(async ({ request }) => {
        const mode = new URL(request.url).searchParams.get('mode') ?? 'merge';
        if (mode !== 'merge' && mode !== 'replace') throw new AdminError(400, `mode must be 'merge' or 'replace', not '${mode}'.`);
        return { ok: true, ...admin.loadFixtures(await bodyOf(request), mode) };
      }),
    ),
    at('get', 'requests', route(({ request }) => ({ requests: admin.requests(filterOf(request)) }))),
    at('post', 'requests/count', route(async ({ request }) => admin.countRequests((await bodyOf(request)) as JournalFilter))),
    at('post', 'revoke',
      route(async ({ request }) => {
        const body = await bodyOf(request);
        return admin.revoke(body.memberId as string, body.apiKey as string);
      }),
    ),
    at('get', 'tokens', route(() => ({ tokens: admin.tokens() }))),
    at('post', 'tokens',
      route(async ({ request }) => {
        const { protocol = 'oauth2', ...body } = await bodyOf(request);
        if (protocol === 'oauth1') return admin.issueOAuth1Token(body as { memberId: string });
        if (protocol !== 'oauth2') throw new AdminError(400, `protocol must be 'oauth2' (the default) or 'oauth1', not ${JSON.stringify(protocol)}.`);
        return admin.issueToken(body as { memberId: string });
      }),
    ),
    at('post', 'faults', route(async ({ request }) => ({ ok: true, fault: admin.addFault(await bodyOf(request)) }))),
    at('get', 'faults', route(() => ({ faults: admin.faults() }))),
    at('delete', 'faults', route(() => (admin.clearFaults(), { ok: true }))),
    at('get', 'media', route(() => ({ media: admin.media() }))),
    at('post', 'media', route(async ({ request }) => ({ ok: true, media: admin.mediaProcessing((await bodyOf(request)) as never) }))),
    at('get', 'posts', route(() => admin.posts())),
    at('get', 'pages', route(() => admin.pages())),
    at('get', 'profile-additions', route(() => ({ profileAdditions: admin.profileAdditions() }))),
    at('get', 'verifications', route(() => ({ verifications: admin.verifications() }))),
    at('post', 'verifications', route(async ({ request }) => ({ ok: true, verification: admin.setVerification(await bodyOf(request)) }))),
    at('get', 'codes', route(() => ({ codes: admin.codes() }))),
    at('post', 'codes', route(async ({ request }) => admin.issueCode((await bodyOf(request)) as unknown as CodeRequest))),
    at('get', 'auto-approve', route(() => admin.autoApprovals())),
    at('post', 'auto-approve',
      route(async ({ request }) => {
        const { memberId, once, ...rest } = await bodyOf(request);
        const unknown = Object.keys(rest)[0];
        if (unknown !== undefined || memberId === undefined) throw new AdminError(400, `Send {"memberId": "aZ3kq9XbW1"} (add "once": true for the next sign-in only) or {"memberId": null}${unknown ? `; '${unknown}' is not a field` : ''}.`);
        return admin.autoApprove(memberId as string | null, { once: once as boolean | undefined });
      }),
    ),
    at('get', 'grants', route(() => ({ grants: admin.grants() }))),
    at('get', 'webhooks', route(() => ({ webhooks: admin.webhooks() }))),
    at('post', 'webhooks', route(async ({ request }) => ({ ok: true, webhook: await admin.registerWebhook((await bodyOf(request)) as { url: string }) }))),
    at('get', 'event-subscriptions', route(() => ({ subscriptions: admin.subscriptions() }))),
    at('get', 'deliveries', route(({ request }) => ({ deliveries: admin.deliveries(Object.fromEntries(new URL(request.url).searchParams)) }))),
    at('post', 'delivery-faults', route(async ({ request }) => ({ ok: true, fault: admin.addDeliveryFault(await bodyOf(request)) }))),
    at('get', 'delivery-faults', route(() => ({ faults: admin.deliveryFaults() }))),
    at('delete', 'delivery-faults', route(() => (admin.clearDeliveryFaults(), { ok: true }))),
    at('post', 'verify',
      route(async ({ request }) => {
        const body = await bodyOf(request);
        if (typeof body.token !== 'string') throw new AdminError(400, 'Send {"token": "..."} with the access token as a string.');
        return admin.verifyToken(body.token);
      }),
    ),
    http.get('*/__admin/near-misses', route(() => ({ nearMisses: admin.nearMisses() }))),
    http.get('*/__admin/requests/:seq/:part', ({ request, params }) => journalBody(admin, accessOf(ctx), request, String(params.seq), String(params.part))),
    http.get('*/__admin/', ({ request }) => adminPage(request, accessOf(ctx))),
    http.get('*/__admin', ({ request }) => adminPage(request, accessOf(ctx))),
    // Anything else under /__admin/ (but health): the admin format, never the REST 404 or a static file.
    http.all('*/__admin/*', underAdmin(route(({ request }) => {
      const path = new URL(request.url).pathname;
      throw new AdminError(404, `There is no admin operation ${request.method} ${path}; see docs/node-api.md for the list.`);
    }))),
  ];
}
