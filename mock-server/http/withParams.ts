/**
 * `uri` with `params` added to its query string, leaving what the app gave untouched (no
 * re-encoding of its own query), so the app gets back exactly its redirect_uri plus our
 * parameters.
 * @example withParams('https://app.example/cb?x=a%20b', [['code', 'c1'], ['state', 's']])
 * // 'https://app.example/cb?x=a%20b&code=c1&state=s'
 */
export function withParams(uri: string, params: [string, string][]): string {
  const query = params.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  if (!uri.includes('?')) return `${uri}?${query}`;
  return uri.endsWith('?') || uri.endsWith('&') ? uri + query : `${uri}&${query}`;
}
