// The admin page (GET /__admin/) and the journaled bodies it links to
// (GET /__admin/requests/SEQ/request-body | response-body). The page passes the admin guard's
// Host and Origin checks; it holds no data, so it is served without the admin token, and its
// script sends the token (asked on the page, kept for the tab) with every API call. A body is
// data: it passes the whole guard, and an HTML body is served with scripts off (CSP sandbox).
import type { AdminApi } from './adminApi.js';
import { adminRefusal, type AdminAccess } from './adminGuard.js';
import { adminErrorResponse } from './adminErrorResponse.js';
import { renderAdminPage, ADMIN_PAGE_CSP } from '../views/adminPage.js';
import { pageResponse } from '../views/pageResponse.js';
import { mockFidelityScores } from '../check/mockScores.js';

/** The headers of a journaled body shown on its own: its type, no script, no framing, no sniffing. */
const BODY_HEADERS = {
  'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

/** `GET /__admin/`: the page, once Host and Origin pass the admin guard (the token is the script's to send). */
export function adminPage(request: Request, access: AdminAccess): Response {
  const refusal = adminRefusal(request, { ...access, token: undefined });
  if (refusal) return adminErrorResponse(refusal.status, refusal.message, undefined, refusal.headers);
  return pageResponse(renderAdminPage(mockFidelityScores()), 200, [], { 'content-security-policy': ADMIN_PAGE_CSP });
}

/** `GET /__admin/requests/SEQ/PART` (request-body or response-body): that journaled body, as it was typed, scripts off. */
export function journalBody(admin: AdminApi, access: AdminAccess, request: Request, seq: string, part: string): Response {
  const refusal = adminRefusal(request, access);
  if (refusal) return adminErrorResponse(refusal.status, refusal.message, undefined, refusal.headers);
  if (part !== 'request-body' && part !== 'response-body') {
    return adminErrorResponse(404, `There is no admin operation GET /__admin/requests/${seq}/${part}; ask for request-body or response-body.`);
  }
  const entry = admin.requests().find((candidate) => String(candidate.seq) === seq);
  if (!entry) return adminErrorResponse(404, `The journal holds no request #${seq} (it keeps the most recent ones, from 1 after each reset).`);
  const body = part === 'request-body' ? entry.requestBody : entry.responseBody;
  const headers = part === 'request-body' ? entry.requestHeaders : entry.responseHeaders;
  if (body === undefined) return adminErrorResponse(404, `Request #${seq} has no ${part.replace('-', ' ')}.`);
  return new Response(body, { status: 200, headers: { 'content-type': headers['content-type'] ?? 'text/plain; charset=utf-8', ...BODY_HEADERS } });
}
