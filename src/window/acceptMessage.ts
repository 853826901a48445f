// Messages from the service's windows (sign-in, share dialog) to the page: URL-encoded fields
// after a mark such as "inauth=1", believed only from the expected origin, from the window the
// page opened, with the state the page sent.
import { markedFields } from '../compat/queryString';

/** The window the page opened, and what it expects back. */
export interface Expected {
  /** Origin of the service window, e.g. "http://127.0.0.1:8787". */
  origin: string;
  /** The popup or frame window the page opened. */
  source: any;
  /** The state the page put in the window's URL. */
  state: string;
}

/**
 * The message's fields when it has `mark`, comes from the expected origin and window and carries
 * the expected state; null for anything else (another frame, a forged postMessage, a replay).
 */
export function acceptMessage(mark: string, origin: string, source: any, data: unknown, expected: Expected): { [name: string]: string } | null {
  if (origin !== expected.origin || !source || source !== expected.source) return null;
  var fields = markedFields(mark, data);
  return fields && fields.state && fields.state === expected.state ? fields : null;
}
