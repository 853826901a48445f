import { ParameterRejected } from './errors.js';

const SCHEME = /^OAuth(?:\s+|$)/i;
/** One `name="value"` (or, leniently, an unquoted value), then a comma or the end. */
const PAIR = /\s*([^\s=,"]+)\s*=\s*(?:"([^"]*)"|([^\s,"]*))\s*(?:,|$)/y;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new ParameterRejected(
      ['Authorization'],
      `The Authorization: OAuth header has a bad percent-escape in '${text}'; encode every value as RFC 5849 3.6 says ('%' followed by two hex digits).`,
    );
  }
}

/** True when an Authorization header value uses the OAuth scheme (any case). */
export function isOAuthHeader(value: string | null): value is string {
  return value !== null && SCHEME.test(value.trim());
}

/**
 * The parameters of an `Authorization: OAuth …` header (RFC 5849 3.5.1): `name="value"` pairs
 * separated by commas with optional spaces (node-oauth writes none, Ruby's gem one), each
 * percent-decoded, `realm` left out as the signature ignores it.
 * @example oauthHeaderParams('OAuth realm="x", oauth_nonce="a%20b"') // [['oauth_nonce', 'a b']]
 */
export function oauthHeaderParams(value: string): [string, string][] {
  const text = value.trim().replace(SCHEME, '');
  const pairs: [string, string][] = [];
  PAIR.lastIndex = 0;
  while (PAIR.lastIndex < text.length) {
    const at = PAIR.lastIndex;
    const match = PAIR.exec(text);
    if (!match || match[0].length === 0) {
      throw new ParameterRejected(
        ['Authorization'],
        `The Authorization: OAuth header cannot be read from '${text.slice(at, at + 40)}': it must be name="value" pairs separated by commas (RFC 5849 3.5.1). An OAuth 2.0 token goes in 'Authorization: Bearer <token>' instead.`,
      );
    }
    const name = decode(match[1]!);
    if (name !== 'realm') pairs.push([name, decode(match[2] ?? match[3] ?? '')]);
  }
  return pairs;
}
