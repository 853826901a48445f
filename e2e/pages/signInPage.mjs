// The app page of the framework's sign-in flows: it loads in.js from the service and records
// what the framework does (onLoad, the authorize call and its callback, the auth, noAuth, logout
// and refresh events) in `window.calls`. Shared by e2e/signin.spec.ts (Playwright: Chromium,
// Firefox) and the WebKit sign-in and auto-login families (e2e/webkit/families/), so every
// browser runs the same page.

/**
 * The page, loading in.js from `sdk` (the service's address as the page reaches it), with
 * `settings`, more lines of the script tag's settings (`authorize: true`…).
 * @param {string} sdk
 * @param {string} [settings]
 * @returns {string}
 */
export const signInPage = (sdk, settings = '') => `<!DOCTYPE html><html><head><title>app</title><script type="text/javascript">
  var calls = [];
  function record(what) { calls.push(what); }
  function ready() { record('onLoad:' + IN.User.isAuthorized()); }
  function signIn() { record('authorize:' + IN.User.authorize(function () { record('callback:' + IN.User.getMemberId()); })); }
</script></head><body>
<button id="signin" onclick="signIn()">Sign in</button>
<script type="text/javascript" src="${sdk}/in.js">
  api_key: demo-api-key
  onLoad: ready
  ${settings}
</script>
<script type="text/javascript">
  IN.Event.on(IN, 'auth', function () { record('auth'); });
  IN.Event.on(IN, 'noAuth', function () { record('noAuth'); });
  IN.Event.on(IN, 'logout', function () { record('logout'); });
  IN.Event.on(IN, 'refresh', function () { record('refresh'); });
</script></body></html>`;
