/** A JSONP callback name: a dotted path of identifiers, nothing that could run other code. */
const CALLBACK = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){0,4}$/;

/**
 * A JSONP answer `callback(data);`, or a 400 saying what a callback must look like.
 * @example return jsonpResponse(url.searchParams.get('callback'), { expires_in: 1800 })
 */
export function jsonpResponse(callback: string | null, data: unknown): Response {
  if (!callback || !CALLBACK.test(callback)) {
    return new Response(`/* The callback parameter must be a JavaScript name such as IN_jsonp.c1, not '${String(callback).replace(/\*\//g, '')}'. */\n`, {
      status: 400,
      headers: { 'content-type': 'application/javascript; charset=utf-8' },
    });
  }
  const body = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return new Response(`${callback}(${body});\n`, {
    headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });
}
