import { http, HttpResponse } from 'msw';
import type { MockContext } from '../context.js';
import { createAdmin, type AdminApi } from './adminApi.js';
import { AdminError } from './AdminError.js';
import { JournalHandler } from './JournalHandler.js';

type Resolver = (input: { request: Request }) => unknown | Promise<unknown>;

/** Runs an admin operation and answers JSON: its result, or `{error, message, problems?}` with the status. */
function json(run: Resolver) {
  return async ({ request }: { request: Request }) => {
    try {
      return HttpResponse.json((await run({ request })) ?? { ok: true }, { headers: { 'cache-control': 'no-store' } });
    } catch (error) {
      if (!(error instanceof AdminError)) throw error;
      const body: Record<string, unknown> = { error: error.status === 404 ? 'not_found' : 'bad_request', message: error.message };
      if (error.problems) body.problems = error.problems;
      return HttpResponse.json(body, { status: error.status });
    }
  };
}

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) throw new AdminError(400, 'The request has no body; send a JSON object.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new AdminError(400, `The body is not valid JSON: ${(error as Error).message}.`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new AdminError(400, 'The body must be a JSON object.');
  return data as Record<string, unknown>;
}

/**
 * The admin API under `/__admin/`: reset, clock, fixtures, requests (journal), revoke, tokens
 * (read-out and minting, OAuth 2.0 or 1.0a), faults, and read-outs of codes and grants. JSON in and out; every
 * refusal is `{error, message, problems?}` with its status. Each route calls one operation of
 * adminApi.ts, which is also `service.admin` in the Node API.
 */
export function adminHandlers(ctx: MockContext, admin: AdminApi = createAdmin(ctx)) {
  return [
    http.post('*/__admin/reset', json(() => (admin.reset(), { ok: true, ...admin.clock() }))),
    http.get('*/__admin/clock', json(() => admin.clock())),
    http.post('*/__admin/clock', json(async ({ request }) => admin.setClock(await bodyOf(request)))),
    http.post(
      '*/__admin/fixtures',
      json(async ({ request }) => {
        const mode = new URL(request.url).searchParams.get('mode') ?? 'merge';
        if (mode !== 'merge' && mode !== 'replace') throw new AdminError(400, `mode must be 'merge' or 'replace', not '${mode}'.`);
        return { ok: true, ...admin.loadFixtures(await bodyOf(request), mode) };
      }),
    ),
    http.get('*/__admin/requests', json(() => ({ requests: admin.requests() }))),
    http.post(
      '*/__admin/revoke',
      json(async ({ request }) => {
        const body = await bodyOf(request);
        return admin.revoke(body.memberId as string, body.apiKey as string);
      }),
    ),
    http.get('*/__admin/tokens', json(() => ({ tokens: admin.tokens() }))),
    http.post(
      '*/__admin/tokens',
      json(async ({ request }) => {
        const { protocol = 'oauth2', ...body } = await bodyOf(request);
        if (protocol === 'oauth1') return admin.issueOAuth1Token(body as { memberId: string });
        if (protocol !== 'oauth2') throw new AdminError(400, `protocol must be 'oauth2' (the default) or 'oauth1', not ${JSON.stringify(protocol)}.`);
        return admin.issueToken(body as { memberId: string });
      }),
    ),
    http.post('*/__admin/faults', json(async ({ request }) => ({ ok: true, fault: admin.addFault(await bodyOf(request)) }))),
    http.get('*/__admin/faults', json(() => ({ faults: admin.faults() }))),
    http.delete('*/__admin/faults', json(() => (admin.clearFaults(), { ok: true }))),
    http.get('*/__admin/codes', json(() => ({ codes: admin.codes() }))),
    http.get('*/__admin/grants', json(() => ({ grants: admin.grants() }))),
    http.post(
      '*/__admin/verify',
      json(async ({ request }) => {
        const body = await bodyOf(request);
        if (typeof body.token !== 'string') throw new AdminError(400, 'Send {"token": "..."} with the access token as a string.');
        return admin.verifyToken(body.token);
      }),
    ),
  ];
}

/** Records every request except admin ones in the journal, then lets the other handlers answer. */
export function journalHandler(ctx: MockContext): JournalHandler {
  return new JournalHandler(ctx.journal);
}
