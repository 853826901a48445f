// What the authorization window (popup or silent frame) sends the page, and the checks a
// message must pass before the page believes it.
import { Expected, acceptMessage } from '../ui/windowMessage';

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

/**
 * The message, when it comes from the auth origin, from the window the page opened, carries the
 * state the page sent, and holds a token with a member id or an error; null for anything else.
 */
export function acceptAuthMessage(origin: string, source: any, data: unknown, expected: Expected): AuthMessage | null {
  var message = acceptMessage(AUTH_MARK, origin, source, data, expected) as AuthMessage | null;
  if (!message || (!message.error && !(message.access_token && message.member_id))) return null;
  return message;
}
