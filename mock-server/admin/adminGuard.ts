// Who may use the admin API: a test runner, curl or Node on this machine, never a web
// page on another site. A cross-site page can send a no-cors POST with a text/plain body, and a
// DNS-rebinding page (its own name re-pointed at 127.0.0.1) can even read the answers; these
// rules stop both, and --admin-token / --no-admin lock the API down further.
import { connectionOf } from '../http/connection.js';
import { hostAllowed, misdirectedMessage } from '../http/serviceHosts.js';
import { constantEquals } from '../crypto/constantEquals.js';

/** How the admin API is offered (start-up options `adminApi`, `adminToken`, `publicUrl`). */
export interface AdminAccess {
  /** False: every /__admin/ path but health answers 404 (`--no-admin`). */
  enabled: boolean;
  /** When set, every admin request must carry `Authorization: Bearer <token>` (`--admin-token`). */
  token?: string;
  /** The address clients use (`--public-url`); its host may be named in the Host header. */
  publicUrl?: string;
}

interface AdminRefusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/**
 * Why this admin request is refused, or null when it may go on. In order: the API is on; the Host
 * names a loopback address, the public address or a service name (DNS rebinding; serviceHosts.ts); a browser's Origin, when sent,
 * is the service's own; the admin token, when one is set; a body-carrying method says
 * `Content-Type: application/json` (a cross-site form or no-cors fetch cannot, without a
 * preflight the service never grants).
 * @example const refusal = adminRefusal(request, { enabled: true });
 */
export function adminRefusal(request: Request, access: AdminAccess): AdminRefusal | null {
  if (!access.enabled) {
    return { status: 404, message: 'The admin API is turned off on this service (--no-admin); only /__admin/health answers. Start the service without --no-admin to use it.' };
  }
  const url = new URL(request.url);
  const connection = connectionOf(request);
  if (connection) {
    // The standalone server refuses such requests before any route (server/httpServer.ts); checked here too, as the admin API's own rule.
    const publicHosts = access.publicUrl ? [new URL(access.publicUrl).host] : [];
    if (!hostAllowed(connection.host, publicHosts)) return { status: 421, message: misdirectedMessage(connection.host, publicHosts) };
  }
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== url.origin) {
    return {
      status: 403,
      message: `The admin API refuses requests from web pages on other origins; this one came from ${origin}, and the service is ${url.origin}. Drive it from the test runner, curl or Node instead.`,
    };
  }
  if (access.token !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
    if (!match || !constantEquals(match[1]!, access.token)) {
      return {
        status: 401,
        message: 'This service requires the admin token on /__admin/: send Authorization: Bearer <token>, the token given with --admin-token (IN_MOCK_ADMIN_TOKEN).',
        headers: { 'www-authenticate': 'Bearer realm="in-mock-admin"' },
      };
    }
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') {
      return {
        status: 415,
        message: `Admin requests that change the service must be sent as Content-Type: application/json, not '${type || 'none'}' (curl: -H 'content-type: application/json').`,
      };
    }
  }
  return null;
}
