// The API proxy page (the original's /uas/js/xdrpc.html), served on the API host. A page whose
// browser cannot make CORS calls loads it in a hidden iframe; it makes the calls same-origin and
// answers over postMessage, or, for a page without postMessage, in the URL fragments of hidden
// frames on the page's origin (fragmentHandoff.ts). It calls only the REST API, which knows the
// caller by the token the request carries, never by the member's cookies on this host: whoever
// opens the proxy gets only what their own token may read. Its script is plain ES3, like
// everything the service sends to a browser, and speaks the message format of
// src/transport/proxyMessage.ts.
import { scriptLiteral } from './scriptLiteral.js';
import { framesOn, TO_PAGE_SCRIPT } from './fragmentHandoff.js';
import { PROXY_MARK } from '../../protocol/marks.js';

export interface ProxySettings {
  /** The page origin the proxy serves; every message must come from it and goes only to it. */
  origin: string;
  /** Empty when the origin may use the key; else the message that refuses it (message mode only). */
  refusal: string;
  /** "message" (postMessage), or "fragment" (a page without postMessage: one call per load, the request in the URL fragment). */
  mode: 'message' | 'fragment';
  /** Fragment mode: the static file on `origin` whose frames carry the answer (jsapi/returnUrlParam.ts). */
  ret?: string;
}

/**
 * The paths the proxy calls: the REST API's (/v1/…, /v2/…), in plain URL characters. Anything
 * else, the auth host's cookie-authenticated pages above all, is refused.
 */
const PROXY_CALLS = /^\/v[12]\/[\w\-.~!$&'()*+,;=:@%\/]*$/;
/** A dot segment, as written or escaped, which the browser would resolve out of /v1/. */
const DOT_SEGMENT = /\/\.|%2e/i;
/** The methods the proxy makes calls with. */
const PROXY_METHODS = /^(GET|POST|PUT|DELETE)$/;

/** The JSON error body of a call the proxy refuses, in the REST API's JSON error shape. */
export const PROXY_REFUSED_BODY = JSON.stringify({
  errorCode: 0,
  message: 'The API proxy calls only the REST API: GET, POST, PUT or DELETE on a path under /v1/ or /v2/, without dot segments.',
  status: 400,
});

const SCRIPT = `(function () {
  function enc(o) {
    var parts = [MARK];
    for (var k in o) if (o.hasOwnProperty(k) && o[k] != null) parts.push(encodeURIComponent(k) + '=' + encodeURIComponent(o[k]));
    return parts.join('&');
  }
  function dec(s) {
    var out = {}, pairs = String(s).split('&');
    if (pairs[0] !== MARK) return null;
    for (var i = 1; i < pairs.length; i++) {
      var at = pairs[i].indexOf('=');
      if (at > 0) out[decodeURIComponent(pairs[i].substring(0, at))] = decodeURIComponent(pairs[i].substring(at + 1));
    }
    return out;
  }
  function xhr() {
    if (window.XMLHttpRequest) return new XMLHttpRequest();
    return new ActiveXObject('Microsoft.XMLHTTP');
  }
  // Only the REST API on this host: the proxy is neither an open relay nor a way into the pages
  // the member's cookies open.
  function perform(m, done) {
    var method = m.method || 'GET', path = String(m.url).split('?')[0];
    if (!CALLS.test(path) || DOTS.test(path) || !METHODS.test(method)) return done(400, REFUSED);
    var x = xhr();
    x.open(method, m.url, true);
    for (var k in m) if (m.hasOwnProperty(k) && k.substring(0, 2) === 'h_') x.setRequestHeader(k.substring(2), m[k]);
    x.onreadystatechange = function () {
      if (x.readyState !== 4) return;
      x.onreadystatechange = function () {};
      done(x.status === 1223 ? 204 : x.status, x.responseText || '');
    };
    x.send(m.body || null);
  }
  if (MODE === 'fragment') {
    // The request is in this page's fragment (read from href: old Firefox decodes location.hash).
    var href = location.href, m = dec(href.substring(href.indexOf('#') + 1));
    if (m && m.id) perform(m, function (status, body) { toPage(RET, enc({ id: m.id, status: status, body: body })); });
    return;
  }
  if (REFUSAL) { parent.postMessage(enc({ error: REFUSAL }), ORIGIN); return; }
  function onMessage(e) {
    e = e || window.event;
    if (e.origin !== ORIGIN || e.source !== parent) return;
    var m = dec(e.data);
    if (!m || !m.id) return;
    perform(m, function (status, body) { parent.postMessage(enc({ id: m.id, status: status, body: body }), ORIGIN); });
  }
  if (window.addEventListener) window.addEventListener('message', onMessage, false);
  else window.attachEvent('onmessage', onMessage);
  parent.postMessage(enc({ ready: 1 }), ORIGIN);
})();`;

/** The proxy page for one page origin. */
export function proxyPage(settings: ProxySettings): string {
  const constants = {
    MARK: scriptLiteral(PROXY_MARK),
    ORIGIN: scriptLiteral(settings.origin),
    REFUSAL: scriptLiteral(settings.refusal),
    MODE: scriptLiteral(settings.mode),
    RET: scriptLiteral(settings.ret ?? ''),
    CALLS: String(PROXY_CALLS),
    DOTS: String(DOT_SEGMENT),
    METHODS: String(PROXY_METHODS),
    REFUSED: scriptLiteral(PROXY_REFUSED_BODY),
  };
  const declarations = Object.entries(constants).map(([name, value]) => `${name} = ${value}`).join(', ');
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>in.js API proxy</title></head><body>
<script type="text/javascript">
var ${declarations};
${settings.mode === 'fragment' ? TO_PAGE_SCRIPT : ''}
${SCRIPT}
</script>
</body></html>`;
}

/** The proxy page's headers: framed only by `origin`, calls only to this host, frames only on `origin`. */
export function proxyHeaders(origin: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; script-src 'unsafe-inline'; connect-src 'self'; ${framesOn(origin)}; frame-ancestors ${origin}; base-uri 'none'`,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}
