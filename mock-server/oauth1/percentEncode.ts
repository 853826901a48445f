/**
 * RFC 5849 3.6 percent-encoding: UTF-8, then every byte but the unreserved characters
 * `A-Z a-z 0-9 - . _ ~` as `%XX` with upper-case hex. Used for the signature base string, for
 * the form-encoded bodies of the token endpoints and for every value of a `WWW-Authenticate:
 * OAuth` challenge (which then holds no raw `,` `=` or `&`).
 * @example percentEncode("Ladies + Gentlemen") // 'Ladies%20%2B%20Gentlemen'
 */
export function percentEncode(value: string): string {
  // encodeURIComponent leaves ! ' ( ) * alone, which RFC 3986 reserves.
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Pairs as a form-encoded body, in order, each name and value percent-encoded (the token
 * endpoints' answers: `oauth_token=…&oauth_token_secret=…`).
 * @example formEncode([['oauth_problem', 'token_rejected']]) // 'oauth_problem=token_rejected'
 */
export function formEncode(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');
}
