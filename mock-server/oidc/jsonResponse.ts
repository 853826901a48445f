/**
 * A JSON response with its Content-Length, as the real API sends it. Without one, axios (the http
 * adapter, as linkedin-api-client's RestliClient uses it with `Connection: Keep-Alive`) never sees
 * the end of an answer MSW gives it in-process.
 * @example jsonResponse({ sub: 'x' }, 200)
 */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  return new Response(text, {
    status,
    headers: { 'content-type': 'application/json', 'content-length': String(new TextEncoder().encode(text).length), ...headers },
  });
}
