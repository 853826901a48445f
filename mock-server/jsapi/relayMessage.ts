// The one message a framework window (sign-in window, silent frame, share dialog) hands the page
// that opened it, and where it may go. The SDK reads it with the same marks (protocol/marks.ts).

/**
 * Encodes message fields as the page expects them: the mark, then URL-encoded pairs.
 * @example encodeRelayMessage({ state: 's', error: 'x' }, AUTH_MARK) // 'inauth=1&state=s&error=x'
 */
export function encodeRelayMessage(fields: Record<string, string | undefined>, mark: string): string {
  const pairs = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return [mark, ...pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)].join('&');
}

/**
 * The `ret` parameter of a window for a page without postMessage: a URL on the page's own
 * origin. Undefined when none was given; null when it is on another origin (refused: the
 * message would be readable there).
 */
export function returnUrlParam(origin: string, ret: string | null): string | undefined | null {
  if (!ret) return undefined;
  try {
    const url = new URL(ret);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}
