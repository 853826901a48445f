// What the authorization window (popup or silent frame) sends the page, and the checks a
// message must pass before the page believes it.
import { parseQuery } from '../api/queryString';

/** Every sign-in message starts with this. */
export var AUTH_MARK = 'inauth=1';

/** A decoded sign-in message: a token, or an error. */
export interface AuthMessage {
  state: string;
  access_token?: string;
  member_id?: string;
  expires_in?: string;
  cookie?: string;
  error?: string;
  error_description?: string;
}

/** The window the page opened, and what it expects back. */
export interface Expected {
  /** Origin of the auth host, e.g. "http://127.0.0.1:8787". */
  origin: string;
  /** The popup or frame window the page opened. */
  source: any;
  /** The state the page put in the window's URL. */
  state: string;
}

/**
 * The message, when it comes from the auth origin, from the window the page opened, and
 * carries the state the page sent; null for anything else (another frame, a forged
 * postMessage, a replay of an older flow), which the page then ignores.
 */
export function acceptAuthMessage(origin: string, source: any, data: unknown, expected: Expected): AuthMessage | null {
  if (origin !== expected.origin || !source || source !== expected.source) return null;
  if (typeof data !== 'string' || data.substring(0, AUTH_MARK.length + 1) !== AUTH_MARK + '&') return null;
  var message = parseQuery(data.substring(AUTH_MARK.length + 1)) as any as AuthMessage;
  if (!message.state || message.state !== expected.state) return null;
  if (!message.error && !(message.access_token && message.member_id)) return null;
  return message;
}
