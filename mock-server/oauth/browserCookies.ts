// The auth host's cookies: the browser id (binds dialog requests and CSRF tokens to one browser)
// and the member's login session. All HttpOnly. The browser id and `li_at` are SameSite=Lax: sent
// on the top-level navigation from the app to a dialog, not on cross-site posts; Secure over https.
// The session also goes in `li_at_cross_site` (SameSite=None; Secure) where browsers accept a
// Secure cookie, so a browser that allows third-party cookies sends it to the silent auto-login
// frame of a page on another site. Two cookies rather than one: browsers that predate
// SameSite=None (or mistake it for Strict) still keep `li_at`, and browsers that do not count
// loopback http as secure (IE 6-8, Firefox 3, Safari 5) keep `li_at` but never send a Secure one.
import { parse, serialize, type SerializeOptions } from 'cookie';
import type { MockContext } from '../context/context.js';
import type { LoginSession } from '../store/sessions.js';
import type { MemberRecord } from '../store/types.js';
import { BROWSER_COOKIE, CROSS_SITE_SESSION_COOKIE, LOGIN_SESSION_LIFETIME_SECONDS, SESSION_COOKIE } from '../defaults.js';
import { randomString } from '../store/randomString.js';
import { isLoopbackHost } from './rules/httpsProblem.js';

const BROWSER_ID_LENGTH = 24;
/** The browser id cookie lasts a year; the session cookie lives as long as the browser session. */
const BROWSER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Set-Cookie headers, as `[name, value]` pairs a response appends. */
type CookieHeaders = [string, string][];

function cookieOf(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  return header ? parse(header)[name] : undefined;
}

function attributes(request: Request): SerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: new URL(request.url).protocol === 'https:' };
}

/**
 * Where current browsers accept a Secure cookie, which SameSite=None needs: https, and plain http
 * on a loopback host (Chromium and Firefox count http://127.0.0.1 and http://localhost as secure).
 */
function acceptsSecure(request: Request): boolean {
  const url = new URL(request.url);
  return url.protocol === 'https:' || isLoopbackHost(url.hostname);
}

/** The session cookies holding `value` (an empty value with Max-Age=0 clears them). */
function sessionCookies(request: Request, value: string, clear: boolean): CookieHeaders {
  const ending = clear ? { maxAge: 0 } : {};
  const headers: CookieHeaders = [['set-cookie', serialize(SESSION_COOKIE, value, { ...attributes(request), ...ending })]];
  if (acceptsSecure(request)) {
    headers.push(['set-cookie', serialize(CROSS_SITE_SESSION_COOKIE, value, { ...attributes(request), sameSite: 'none', secure: true, ...ending })]);
  }
  return headers;
}

/** The browser's id, and the Set-Cookie header that gives it one when it had none yet (else no header). */
export function browserIdOf(request: Request): { id: string; cookies: CookieHeaders } {
  const id = cookieOf(request, BROWSER_COOKIE);
  if (id) return { id, cookies: [] };
  const fresh = randomString(BROWSER_ID_LENGTH);
  return { id: fresh, cookies: [['set-cookie', serialize(BROWSER_COOKIE, fresh, { ...attributes(request), maxAge: BROWSER_COOKIE_MAX_AGE })]] };
}

/** The browser id cookie the request carries, if any (POSTs must carry one). */
export function existingBrowserId(request: Request): string | undefined {
  return cookieOf(request, BROWSER_COOKIE);
}

/**
 * The signed-in member and their session, when the request carries a live login session: in
 * `li_at`, or, from a page on another site (a third-party frame), only in `li_at_cross_site`.
 */
export function signedInMember(ctx: MockContext, request: Request): { session: LoginSession; member: MemberRecord } | undefined {
  const session = ctx.sessions.get(cookieOf(request, SESSION_COOKIE) ?? cookieOf(request, CROSS_SITE_SESSION_COOKIE));
  const member = session && ctx.directory.members.get(session.memberId);
  return session && member ? { session, member } : undefined;
}

/** Starts a login session for `member`; returns the Set-Cookie headers. */
export function startSession(ctx: MockContext, request: Request, member: MemberRecord): CookieHeaders {
  const session = ctx.sessions.create(member.id, LOGIN_SESSION_LIFETIME_SECONDS);
  return sessionCookies(request, session.id, false);
}

/**
 * Ends the request's login session; returns the Set-Cookie headers that clear the session cookies
 * it carried. Only those: a request from a page on another site carries no `li_at`, and a
 * Set-Cookie for a SameSite=Lax cookie in that context is refused (Firefox logs it as an error).
 */
export function endSession(ctx: MockContext, request: Request): CookieHeaders {
  const carried = [SESSION_COOKIE, CROSS_SITE_SESSION_COOKIE].filter((name) => cookieOf(request, name) !== undefined);
  for (const name of carried) ctx.sessions.end(cookieOf(request, name)!);
  return sessionCookies(request, '', true).filter(([, value]) => carried.some((name) => value.startsWith(name + '=')));
}

/**
 * Ends every login session of `memberId` on the auth host, whatever cookies the request carried:
 * a logout from a page on another site reaches the auth host without them (SameSite, blocked
 * third-party cookies), and its answer's Set-Cookie is refused there too.
 */
export function endSessionsOf(ctx: MockContext, memberId: string): void {
  for (const session of ctx.sessions.all()) if (session.memberId === memberId) ctx.sessions.end(session.id);
}
