// The legacy IN.API page, shared by e2e/legacy-api.spec.ts (Playwright: Chromium, Firefox) and
// e2e/webkit/run.mjs (WebKit through WebDriver).

/** What each old-browser transport needs removed from a page so that feature detection picks it. */
export const FORCE = {
  proxy: 'delete XMLHttpRequest.prototype.withCredentials;',
  fragment: 'delete XMLHttpRequest.prototype.withCredentials; window.postMessage = undefined;',
};

/**
 * An ES3 page that runs IN.API calls one after another and writes what it saw into #out;
 * `head` goes first in <head> (e.g. a script that strips the window to IE 8's built-ins). With
 * `report`, the page also sends its lines there (an image request) when done, for drivers that
 * cannot read a page whose Promise is gone (WebDriver's execute needs it).
 */
export const legacyApiPage = (sdk, token, head = '', report = '') => `<!DOCTYPE html><html><head><title>legacy</title>${head}</head><body>
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
    (function next() { if (i < steps.length) steps[i++](next); else { log('done'); if ('${report}') new Image().src = '${report}?lines=' + encodeURIComponent(out.innerHTML); } })();
  });
</script></body></html>`;

/** What the page writes when every call went right. */
export const LEGACY_API_LINES = [
  'builtins undefined undefined undefined undefined',
  'profile 1 Ada',
  'connections 10 10 10',
  'search 3 true',
  'shared',
  'updates true',
  'error 404 0',
  'concurrent 2',
  'done',
];
