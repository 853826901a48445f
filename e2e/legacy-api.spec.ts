// IN.API in real browsers stripped to IE 8's built-ins (no ES5 array methods, Object.keys, bind,
// trim, JSON, Promise, fetch, addEventListener, querySelector), over the transports old browsers
// get: the proxy iframe with postMessage (IE 8/9: no CORS XHR) and the window.name round trip
// (IE 6/7: no postMessage either). The page's own script is ES3 and writes what it saw into
// the page, which the test reads from Playwright's isolated world (untouched by the stripping).
import { test, expect } from './fixtures';
import { STRIP_TO_IE8 } from '../test/helpers/ie8Strip';

const FORCE: Record<string, string> = {
  proxy: 'delete XMLHttpRequest.prototype.withCredentials;',
  name: 'delete XMLHttpRequest.prototype.withCredentials; window.postMessage = undefined;',
};

const page = (sdk: string, token: string) => `<!DOCTYPE html><html><head><title>legacy</title></head><body>
<pre id="out"></pre>
<script type="text/javascript" src="${sdk}/in.js">api_key: demo-api-key</script>
<script type="text/javascript">
  var out = document.getElementById('out');
  function log(line) { out.appendChild(document.createTextNode(line + '\\n')); }
  function contains(value, text) {
    if (typeof value === 'string') return value.indexOf(text) >= 0;
    if (value && typeof value === 'object') for (var k in value) if (contains(value[k], text)) return true;
    return false;
  }
  function failed(next) { return function (e) { log('failed ' + e.status + ' ' + e.message); next(); }; }
  var steps = [
    function (next) { IN.API.Profile('me').result(function (r) { log('profile ' + r._total + ' ' + r.values[0].firstName); next(); }).error(failed(next)); },
    function (next) { IN.API.Connections('me').params({ start: 10, count: 10 }).result(function (r) { log('connections ' + r._start + ' ' + r._count + ' ' + r.values.length); next(); }).error(failed(next)); },
    function (next) { IN.API.PeopleSearch().params({ keywords: 'engineer', count: 3 }).result(function (r) { log('search ' + r.people._count + ' ' + (r.numResults === r.people._total)); next(); }).error(failed(next)); },
    function (next) { IN.API.Raw('/people/~/shares').method('POST').body('{"comment":"legacy share","visibility":{"code":"anyone"}}').result(function () { log('shared'); next(); }).error(failed(next)); },
    function (next) { IN.API.MemberUpdates('me').result(function (r) { log('updates ' + contains(r, 'legacy share')); next(); }).error(failed(next)); },
    function (next) { IN.API.Raw('/no/such/resource').result(function () { log('unexpected result'); next(); }).error(function (e) { log('error ' + e.status + ' ' + e.errorCode); next(); }); },
    function (next) {
      var left = 2, names = [];
      function one(r) { names.push(r.firstName || r.values.length); if (--left === 0) { log('concurrent ' + names.length); next(); } }
      IN.API.Raw('/people/~').result(one).error(failed(next));
      IN.API.Connections('me').params({ count: 2 }).result(one).error(failed(next));
    }
  ];
  IN.Event.on(IN, 'systemReady', function () {
    log('builtins ' + typeof JSON + ' ' + typeof [].forEach + ' ' + typeof Object.keys + ' ' + typeof window.addEventListener);
    IN.ENV.auth.oauth_token = '${token}';
    IN.ENV.auth.member_id = 'aZ3kq9XbW1';
    var i = 0;
    (function next() { if (i < steps.length) steps[i++](next); else log('done'); })();
  });
</script></body></html>`;

for (const transport of ['proxy', 'name']) {
  test(`IN.API with IE 8 built-ins only, over ${transport}`, async ({ page: browser, mock, app, request, consoleLines }) => {
    await browser.addInitScript(STRIP_TO_IE8 + FORCE[transport]);
    const token = (await (await request.post(mock.url + '/__admin/tokens', { data: { memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile', 'r_network', 'rw_nus'] } })).json()).access_token;
    await browser.goto(app.page('/legacy.html', page(mock.url, token)));
    const out = browser.locator('#out');
    await expect(out).toContainText('done', { timeout: 20_000 });
    expect((await out.textContent())!.trim().split('\n')).toEqual([
      'builtins undefined undefined undefined undefined',
      'profile 1 Ada',
      'connections 10 10 10',
      'search 3 true',
      'shared',
      'updates true',
      'error 404 0',
      'concurrent 2',
      'done',
    ]);
    expect(consoleLines.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
}
