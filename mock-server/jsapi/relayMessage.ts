// The one message a framework window (sign-in window, silent frame, share dialog) hands the page
// that opened it. The SDK reads it with the same marks (protocol/marks.ts); where it may go is
// returnUrlParam.ts's and views/relayPage.ts's.

/**
 * Encodes message fields as the page expects them: the mark, then URL-encoded pairs.
 * @example encodeRelayMessage({ state: 's', error: 'x' }, AUTH_MARK) // 'inauth=1&state=s&error=x'
 */
export function encodeRelayMessage(fields: Record<string, string | undefined>, mark: string): string {
  const pairs = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return [mark, ...pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)].join('&');
}
