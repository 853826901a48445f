// The part of the REST pipeline every API era shares, between routing and the endpoint: who is
// calling (authenticate → 401), whether a browser origin may read the answer for the token's app
// (→ 403), and the rate limits (→ 429). /v1 (v1Handlers.ts) and today's /v2 and /rest
// (today/todayHandlers.ts) both call it, so a token and an origin count the same in both; what
// differs by era (which tokens are read, how a refusal is worded, today's endpoint counted on its
// own against the daily limits) it asks the call.
import type { MockContext } from '../context/context.js';
import type { AccessTokenRecord } from '../store/types.js';
import type { ApiCall } from '../api/era.js';
import { authenticateCall } from './authenticate.js';
import { Forbidden } from '../api/errors.js';
import { countCall } from './rateLimit.js';
import { allowOriginHeaders, crossOrigin } from './cors.js';
import { originAllowed } from '../apps/jsOrigins.js';

/** The CORS headers of the answer, which admitCall narrows once the caller's app is known. */
export interface CorsHolder {
  headers: Record<string, string>;
}

/**
 * The caller of `call`, admitted: authenticated, its origin allowed for its app, counted
 * against the rate limits. Throws the RestError of the first check that fails.
 * @example const caller = await admitCall(ctx, { era: 'v1', request }, cors);
 */
export function admitCall(ctx: MockContext, call: ApiCall, cors: CorsHolder): AccessTokenRecord | Promise<AccessTokenRecord> {
  const authenticated = authenticateCall(ctx, call);
  // Without a promise when the caller is known at once (a bearer token): this runs on every call.
  return authenticated instanceof Promise ? authenticated.then((caller) => admitted(ctx, call, cors, caller)) : admitted(ctx, call, cors, authenticated);
}

/** The checks after authentication: the browser origin for the caller's app, then the rate limits. */
function admitted(ctx: MockContext, call: ApiCall, cors: CorsHolder, caller: AccessTokenRecord): AccessTokenRecord {
  const { request } = call;
  const origin = crossOrigin(request);
  if (origin) {
    const app = ctx.directory.apps.get(caller.apiKey);
    if (!app || !originAllowed(app, origin)) {
      cors.headers = {};
      throw new Forbidden(`The origin ${origin} is not registered for the application ${caller.apiKey}; add it to the app's JavaScript API domains.`);
    }
    cors.headers = allowOriginHeaders(origin);
  }
  const app = ctx.directory.apps.get(caller.apiKey);
  const isDeveloper = !!app?.developers.includes(caller.memberId);
  countCall(ctx.traffic, { apiKey: caller.apiKey, memberId: caller.memberId, isDeveloper, ...(call.endpoint !== undefined && { endpoint: call.endpoint }) }, ctx.clock.now());
  return caller;
}
