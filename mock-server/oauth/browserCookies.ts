// The auth host's two cookies: the browser id (binds dialog requests and CSRF tokens to one
// browser) and the member's login session. Both HttpOnly and SameSite=Lax (sent on the
// top-level navigation from the app to the dialog, not on cross-site posts); Secure over https.
import { parse, serialize } from 'cookie';
import type { MockContext } from '../context.js';
import type { LoginSession } from '../store/sessions.js';
import type { MemberRecord } from '../store/types.js';
import { BROWSER_COOKIE, LOGIN_SESSION_LIFETIME_SECONDS, SESSION_COOKIE } from '../defaults.js';
import { randomString } from '../store/randomString.js';

const BROWSER_ID_LENGTH = 24;
/** The browser id cookie lasts a year; the session cookie lives as long as the browser session. */
const BROWSER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function cookieOf(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  return header ? parse(header)[name] : undefined;
}

function attributes(request: Request) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: new URL(request.url).protocol === 'https:' };
}

/** The browser's id, and a Set-Cookie header value when it had none yet. */
export function browserIdOf(request: Request): { id: string; setCookie?: string } {
  const id = cookieOf(request, BROWSER_COOKIE);
  if (id) return { id };
  const fresh = randomString(BROWSER_ID_LENGTH);
  return { id: fresh, setCookie: serialize(BROWSER_COOKIE, fresh, { ...attributes(request), maxAge: BROWSER_COOKIE_MAX_AGE }) };
}

/** The browser id cookie the request carries, if any (POSTs must carry one). */
export function existingBrowserId(request: Request): string | undefined {
  return cookieOf(request, BROWSER_COOKIE);
}

/** The signed-in member and their session, when the request carries a live login session. */
export function signedInMember(ctx: MockContext, request: Request): { session: LoginSession; member: MemberRecord } | undefined {
  const session = ctx.sessions.get(cookieOf(request, SESSION_COOKIE));
  const member = session && ctx.directory.members.get(session.memberId);
  return session && member ? { session, member } : undefined;
}

/** Starts a login session for `member`; returns the Set-Cookie header value. */
export function startSession(ctx: MockContext, request: Request, member: MemberRecord): string {
  const session = ctx.sessions.create(member.id, LOGIN_SESSION_LIFETIME_SECONDS);
  return serialize(SESSION_COOKIE, session.id, attributes(request));
}

/** Ends the request's login session; returns the Set-Cookie header value that clears the cookie. */
export function endSession(ctx: MockContext, request: Request): string {
  const id = cookieOf(request, SESSION_COOKIE);
  if (id) ctx.sessions.end(id);
  return serialize(SESSION_COOKIE, '', { ...attributes(request), maxAge: 0 });
}
