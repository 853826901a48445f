import { http, HttpResponse } from 'msw';
import type { MockContext } from '../context/context.js';

/** `GET /__admin/health`: tells a test runner the service is up and what time it thinks it is. */
export function healthHandlers(ctx: MockContext) {
  // Matched exactly, like every admin route (adminHandlers.ts).
  return [http.get('*/__admin/health', ({ request }) => (new URL(request.url).pathname === '/__admin/health' ? HttpResponse.json({ status: 'ok', now: ctx.clock.now() }) : undefined))];
}
