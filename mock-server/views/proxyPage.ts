// The API proxy page (the original's /uas/js/xdrpc.html), served on the API host. A page whose
// browser cannot make CORS calls loads it in a hidden iframe; it makes the calls same-origin and
// answers over postMessage (or, without postMessage, through window.name). Its script is plain
// ES3, like everything the service sends to a browser, and speaks the message format of
// src/transport/proxyMessage.ts.
import { scriptLiteral } from './scriptLiteral.js';
import { PROXY_MARK } from '../../protocol/marks.js';

export interface ProxySettings {
  /** The page origin the proxy serves; every message must come from it and goes only to it. */
  origin: string;
  /** Empty when the origin may use the key; else the message that refuses it. */
  refusal: string;
  /** "message" (postMessage) or "name" (window.name round trip). */
  mode: 'message' | 'name';
}

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
  // Only paths on this host: the proxy is not an open relay.
  function perform(m, done) {
    if (!m.url || m.url.charAt(0) !== '/' || m.url.charAt(1) === '/') return done(400, '');
    var x = xhr();
    x.open(m.method || 'GET', m.url, true);
    for (var k in m) if (m.hasOwnProperty(k) && k.substring(0, 2) === 'h_') x.setRequestHeader(k.substring(2), m[k]);
    x.onreadystatechange = function () {
      if (x.readyState !== 4) return;
      x.onreadystatechange = function () {};
      done(x.status === 1223 ? 204 : x.status, x.responseText || '');
    };
    x.send(m.body || null);
  }
  if (MODE === 'name') {
    var m = dec(location.hash.substring(1));
    if (!m || !m.ret || m.ret.substring(0, ORIGIN.length + 1) !== ORIGIN + '/') return;
    var back = function (reply) { window.name = enc(reply); location.replace(m.ret); };
    if (REFUSAL) return back({ error: REFUSAL });
    perform(m, function (status, body) { back({ id: m.id, status: status, body: body }); });
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
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>in.js API proxy</title></head><body>
<script type="text/javascript">
var MARK = ${scriptLiteral(PROXY_MARK)}, ORIGIN = ${scriptLiteral(settings.origin)}, REFUSAL = ${scriptLiteral(settings.refusal)}, MODE = ${scriptLiteral(settings.mode)};
${SCRIPT}
</script>
</body></html>`;
}
