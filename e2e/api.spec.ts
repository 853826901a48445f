// IN.API in real browsers over each transport: CORS XHR, the proxy iframe with postMessage (as
// IE 8/9 would use it), and a proxy frame per call answered in URL fragments (IE 6/7), forced by
// removing the features.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const MEMBER_ID = 'aZ3kq9XbW1';
const SCOPES = ['r_basicprofile', 'r_network', 'rw_nus', 'r_emailaddress'];

const page = (sdk: string) => `<!DOCTYPE html><html><head><title>api</title></head><body>
<script type="text/javascript" src="${sdk}/in.js">api_key: demo-api-key</script>
<script type="text/javascript">
  function call(c) { return new Promise(function (resolve) { c.result(function (r) { resolve(['result', r]); }).error(function (e) { resolve(['error', e]); }); }); }
</script></body></html>`;

/** What each transport needs removed from the page so that feature detection picks it. */
const FORCE: Record<string, string> = {
  cors: '',
  proxy: 'delete XMLHttpRequest.prototype.withCredentials;',
  fragment: 'delete XMLHttpRequest.prototype.withCredentials; window.postMessage = undefined;',
};

async function signedIn(browser: Page, mock: { url: string }, request: any) {
  const token = (await (await request.post(mock.url + '/__admin/tokens', { data: { memberId: MEMBER_ID, scopes: SCOPES } })).json()).access_token;
  await browser.evaluate((t) => {
    (window as any).IN.ENV.auth.oauth_token = t;
    (window as any).IN.ENV.auth.member_id = 'aZ3kq9XbW1';
  }, token);
}

const run = (browser: Page, code: string) => browser.evaluate(`call(${code})`) as Promise<[string, any]>;

for (const transport of ['cors', 'proxy', 'fragment']) {
  test(`IN.API over ${transport}: profile, paging, search, posting a share, errors, concurrent calls`, async ({ page: browser, mock, service, app, request }) => {
    if (FORCE[transport]) await browser.addInitScript(FORCE[transport]);
    const proxied: string[] = [];
    browser.on('request', (r) => {
      if (r.url().includes('/uas/js/xdrpc.html')) proxied.push(r.url());
    });
    await browser.goto(app.page('/api.html', page(service)));
    await signedIn(browser, mock, request);

    const [kind, profile] = await run(browser, "IN.API.Profile('me')");
    expect(kind).toBe('result');
    expect(profile).toMatchObject({ _total: 1, values: [{ id: MEMBER_ID, firstName: 'Ada', lastName: 'Lovelace' }] });

    const [, page2] = await run(browser, "IN.API.Connections('me').params({start: 10, count: 10})");
    expect(page2).toMatchObject({ _start: 10, _count: 10 });
    expect(page2.values).toHaveLength(10);
    // About 88,000 characters once encoded: dozens of pieces without postMessage, joined whole.
    const [, many] = await run(browser, "IN.API.Connections('me').params({count: 100})");
    expect(many.values).toHaveLength(100);
    expect(many.values[99].id).toMatch(/\w/);

    const [, found] = await run(browser, "IN.API.PeopleSearch().params({keywords: 'engineer', count: 3})");
    expect(found.people._count).toBe(3);
    expect(found.numResults).toBe(found.people._total);

    const comment = `Shared over ${transport}`;
    const [posted] = await run(browser, `IN.API.Raw('/people/~/shares').method('POST').body(JSON.stringify({comment: ${JSON.stringify(comment)}, visibility: {code: 'anyone'}}))`);
    expect(posted).toBe('result');
    const [, mine] = await run(browser, "IN.API.MemberUpdates('me')");
    expect(JSON.stringify(mine)).toContain(comment);

    const [errorKind, missing] = await run(browser, "IN.API.Raw('/no/such/resource')");
    expect(errorKind).toBe('error');
    expect(missing).toMatchObject({ status: 404, errorCode: 0 });
    expect(missing.requestId).toMatch(/^[A-Z0-9]{10}$/);

    const results = (await browser.evaluate(
      "Promise.all([call(IN.API.Raw('/people/~')), call(IN.API.Raw('/people/~/email-address')), call(IN.API.Connections('me').params({count: 2}))])",
    )) as [string, any][];
    expect(results.map((r) => r[0])).toEqual(['result', 'result', 'result']);
    expect(results[0][1].firstName).toBe('Ada');
    expect(results[2][1].values).toHaveLength(2);

    if (transport === 'cors') expect(proxied).toEqual([]);
    // One proxy frame serves every call; without postMessage each call has its own.
    if (transport === 'proxy') expect(proxied).toHaveLength(1);
    if (transport === 'fragment') expect(proxied.length).toBeGreaterThan(5);
    if (transport !== 'cors') expect(proxied[0]).toContain('origin=' + encodeURIComponent(app.url));
  });
}

test('the proxy serves only origins registered for the API key', async ({ page: browser, mock, service, request, consoleLines }) => {
  await browser.addInitScript(FORCE.proxy);
  const http = await import('node:http');
  const server = http.createServer((req, res) => res.end(page(service)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  try {
    await browser.goto(`http://127.0.0.2:${(server.address() as import('node:net').AddressInfo).port}/`);
    await signedIn(browser, mock, request);
    const [kind, error] = await run(browser, "IN.API.Profile('me')");
    expect(kind).toBe('error');
    expect(error.status).toBe(403);
    expect(error.message).toMatch(/^JavaScript API Domain is restricted to 127.0.0.1, localhost/);
    expect(consoleLines.join('\n')).toContain('JavaScript API Domain is restricted to');
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
