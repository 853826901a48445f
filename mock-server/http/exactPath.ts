/**
 * A resolver that answers only requests whose path is exactly `path` (case and all), as LinkedIn's
 * own endpoints do; any other path (`/x{path}`, `{PATH}`) is left to the next handler, whose
 * answer is the service's 404. MSW's `*{path}` patterns match any prefix and any case.
 * @example http.get(`*${JWKS_PATH}`, atExactPath(JWKS_PATH, () => json(keys)))
 */
export function atExactPath<I extends { request: Request }, R>(path: string, resolver: (input: I) => R): (input: I) => R | undefined {
  return (input) => (new URL(input.request.url).pathname === path ? resolver(input) : undefined);
}
