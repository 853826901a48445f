// IN.API from the built bundle in a window with IE 8's built-ins only and no JSON, calling a
// real standalone mock server over jsdom's XHR (CORS). The proxy and window.name transports need
// real frames and postMessage origins, which jsdom lacks: e2e/legacy-api.spec.ts runs those in
// real browsers stripped the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../mock-server/index';
import { loadPage } from '../support/browserWindow';

let mock: RunningServer;
beforeAll(async () => {
  mock = await startServer({ port: 0 });
});
afterAll(() => mock.close());

function call(w: any, code: string): Promise<[string, any]> {
  return new Promise((resolve) => {
    w.done = (kind: string, value: any) => resolve([kind, value]);
    w.eval(`${code}.result(function (r) { done('result', r); }).error(function (e) { done('error', e); })`);
  });
}

describe.each([
  ['current browser (dist/in.js)', false, 'dist/in.js'],
  ['IE 8 built-ins only, no JSON (dist/in.min.js)', true, 'dist/in.min.js'],
])('IN.API over CORS XHR in a %s', (_name, legacy, bundle) => {
  it('reads, pages, posts and reports errors', async () => {
    const page = loadPage(`<script src="${mock.url}/in.js">api_key: demo-api-key</script>`, { legacy, bundle, url: 'http://localhost:3000/app.html' });
    await page.settle();
    const w = page.window;
    expect(w.eval('typeof JSON')).toBe(legacy ? 'undefined' : 'object');
    w.IN.ENV.auth.oauth_token = mock.context.tokens.issue({ apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile', 'r_network', 'rw_nus'] }).token;

    const [, profile] = await call(w, "IN.API.Profile('me').fields('firstName', 'location:(name)')");
    expect(profile._total).toBe(1);
    expect(profile.values[0].firstName).toBe('Ada');
    expect(profile.values[0].location.name).toBeTruthy();

    const [, connections] = await call(w, "IN.API.Connections('me').params({start: 120, count: 10})");
    expect(connections._start).toBe(120);
    expect(connections.values.length).toBe(connections._total - 120);

    const [kind] = await call(w, `IN.API.Raw('/people/~/shares').method('POST').body('{"comment":"from an old browser","visibility":{"code":"anyone"}}')`);
    expect(kind).toBe('result');
    const [, mine] = await call(w, "IN.API.MemberUpdates('me')");
    expect(mine.values[0].updateContent.person.currentShare.comment).toBe('from an old browser');

    const [errorKind, error] = await call(w, "IN.API.Connections('me').params({start: -1})");
    expect(errorKind).toBe('error');
    expect(error).toMatchObject({ status: 400, errorCode: 0 });
    expect(page.console.filter((line) => line.startsWith('jsdomError'))).toEqual([]);
    page.close();
  });
});
