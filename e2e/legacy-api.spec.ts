// IN.API in real browsers stripped to IE 8's built-ins (no ES5 array methods, Object.keys, bind,
// trim, JSON, Promise, fetch, addEventListener, querySelector), over the transports old browsers
// get: the proxy iframe with postMessage (IE 8/9: no CORS XHR) and a proxy frame per call answered
// in URL fragments on the page's origin (IE 6/7: no postMessage either). The page's own script is ES3 and writes what it saw into
// the page, which the test reads from Playwright's isolated world (untouched by the stripping).
// The strip applies to the page's own window, the transport's forcing to its frames too (ie8PageInit).
import { test, expect } from './fixtures';
import { ie8PageInit } from '../test/support/ie8Strip.mjs';
import { FORCE, LEGACY_API_LINES, legacyApiPage as page } from './pages/legacyApi.mjs';

for (const transport of ['proxy', 'fragment']) {
  test(`IN.API with IE 8 built-ins only, over ${transport}`, async ({ page: browser, mock, service, app, request, consoleLines }) => {
    await browser.addInitScript(ie8PageInit(FORCE[transport as keyof typeof FORCE]));
    const token = (await (await request.post(mock.url + '/__admin/tokens', { data: { memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile', 'r_network', 'rw_nus'] } })).json()).access_token;
    await browser.goto(app.page('/legacy.html', page(service, token)));
    const out = browser.locator('#out');
    await expect(out).toContainText('done', { timeout: 20_000 });
    expect((await out.textContent())!.trim().split('\n')).toEqual(LEGACY_API_LINES);
    expect(consoleLines.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
}
