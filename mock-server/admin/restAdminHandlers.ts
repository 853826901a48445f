// The REST API's part of the admin API (JSON over HTTP, like the rest of /__admin/):
//   POST   /__admin/tokens  {memberId, apiKey?, scopes?} → {access_token, expires_in}: a token
//                           without the dialog, for curl and tests (apiKey defaults to the demo app,
//                           scopes to the app's default scope).
//   POST   /__admin/faults  {path, status?: 500|504, delayMs?, times?} → the path fails or answers
//                           late for its next `times` calls (default 1).
//   GET    /__admin/faults  the faults still waiting;  DELETE /__admin/faults  removes them all.
import { http, HttpResponse } from 'msw';
import type { MockContext } from '../context.js';
import { isScope, type Scope } from '../scopes.js';
import { faultFromBody } from './faults.js';
import { DEMO_APP } from '../seed/demoAccounts.js';

const NO_STORE = { 'cache-control': 'no-store' };

function problem(status: number, message: string) {
  return HttpResponse.json({ error: status === 404 ? 'not_found' : 'bad_request', message }, { status, headers: NO_STORE });
}

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text());
  } catch (error) {
    return new Error(`The body is not valid JSON: ${(error as Error).message}.`);
  }
}

/** A token for `memberId` and `apiKey`, or the reason why not (status and sentence). */
export function mintToken(ctx: MockContext, body: unknown): { access_token: string; expires_in: number } | { status: number; message: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { status: 400, message: 'Send {"memberId": "...", "apiKey": "...", "scopes": ["r_basicprofile"]}.' };
  const { memberId, apiKey = DEMO_APP.apiKey, scopes } = body as Record<string, unknown>;
  if (typeof memberId !== 'string') return { status: 400, message: "'memberId' is required: the id of the member the token acts for." };
  if (typeof apiKey !== 'string') return { status: 400, message: "'apiKey' must be a string." };
  if (!ctx.directory.members.has(memberId)) return { status: 404, message: `There is no member with the id '${memberId}'.` };
  const app = ctx.directory.apps.get(apiKey);
  if (!app) return { status: 404, message: `There is no app with the API key '${apiKey}'.` };
  let granted: Scope[] = app.defaultScope;
  if (scopes !== undefined) {
    if (!Array.isArray(scopes) || scopes.some((s) => typeof s !== 'string')) return { status: 400, message: "'scopes' must be a list of scope names." };
    const unknown = scopes.find((s) => !isScope(s as string));
    if (unknown !== undefined) return { status: 400, message: `'${unknown}' is not a scope the service knows.` };
    granted = scopes as Scope[];
  }
  const record = ctx.tokens.issue({ apiKey, memberId, scopes: granted });
  return { access_token: record.token, expires_in: Math.round((record.expiresAt - record.issuedAt) / 1000) };
}

export function restAdminHandlers(ctx: MockContext) {
  return [
    http.post('*/__admin/tokens', async ({ request }) => {
      const body = await jsonBody(request);
      if (body instanceof Error) return problem(400, body.message);
      const result = mintToken(ctx, body);
      if ('status' in result) return problem(result.status, result.message);
      return HttpResponse.json(result, { headers: NO_STORE });
    }),
    http.post('*/__admin/faults', async ({ request }) => {
      const body = await jsonBody(request);
      if (body instanceof Error) return problem(400, body.message);
      const fault = faultFromBody(body);
      if (typeof fault === 'string') return problem(400, fault);
      ctx.traffic.faults.push(fault);
      return HttpResponse.json({ ok: true, fault }, { headers: NO_STORE });
    }),
    http.get('*/__admin/faults', () => HttpResponse.json({ faults: ctx.traffic.faults }, { headers: NO_STORE })),
    http.delete('*/__admin/faults', () => {
      ctx.traffic.faults.length = 0;
      return HttpResponse.json({ ok: true }, { headers: NO_STORE });
    }),
  ];
}
