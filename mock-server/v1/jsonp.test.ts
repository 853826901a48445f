import { describe, expect, it } from 'vitest';
import { JSDOM, requestInterceptor } from 'jsdom';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { es3Problem } from '../../scripts/legacy/checkEs3.mjs';

const kit = useServiceKit();

/** A GET with the token in the query, as hello.js and a script tag send it (no Authorization header). */
const get = (path: string, init: RequestInit = {}) => fetch(`https://api.mock.test${path}`, init);

/** Runs a JSONP body as a page would, with `names` defined; returns what each received. */
function run(body: string, names: string[]): Record<string, unknown[]> {
  const got: Record<string, unknown[]> = {};
  const scope: Record<string, (value: unknown) => void> = {};
  for (const name of names) scope[name] = (value) => (got[name] ??= []).push(value);
  new Function(...names, body)(...names.map((name) => scope[name]));
  return got;
}

describe('format=jsonp on v1 REST', () => {
  it('wraps the answer as LinkedIn did, /**/callback({…}), as a 200 script that may not be sniffed', async () => {
    const token = kit.token(['r_basicprofile']);
    const answer = await get(`/v1/people/~:(first-name,last-name)?format=jsonp&callback=_hellojs_5lecqnf&error-callback=_hellojs_err1&oauth2_access_token=${token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/javascript;charset=UTF-8');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await answer.text();
    expect(body).toBe('/**/_hellojs_5lecqnf({"firstName":"Ada","lastName":"Lovelace"})');
    expect(es3Problem(body, 'jsonp')).toBeNull();
    expect(run(body, ['_hellojs_5lecqnf'])).toEqual({ _hellojs_5lecqnf: [{ firstName: 'Ada', lastName: 'Lovelace' }] });
  });

  it('sends an error to error-callback, or to callback without one, with its status inside (the script is a 200, so it runs)', async () => {
    const token = kit.token(['r_basicprofile']);
    const denied = await get(`/v1/people/~/connections?format=jsonp&callback=ok&error-callback=MyApp.failed&oauth2_access_token=${token}`);
    expect(denied.status).toBe(200);
    const body = await denied.text();
    expect(body.startsWith('/**/MyApp.failed({')).toBe(true);
    const failed: unknown[] = [];
    new Function('MyApp', body)({ failed: (error: unknown) => failed.push(error) });
    expect(failed[0]).toMatchObject({ errorCode: 0, status: 403, message: expect.any(String), requestId: expect.any(String), timestamp: expect.any(Number) });
    // No error-callback: the error comes to callback, as LinkedIn's 410 did in MrSwitch/hello.js#585.
    const unauthorized = await (await get('/v1/people/~?format=jsonp&callback=cb&oauth2_access_token=nope')).text();
    expect(run(unauthorized, ['cb']).cb![0]).toMatchObject({ status: 401 });
    // A path no route has is wrapped too.
    const missing = await (await get(`/v1/nothing-here?format=jsonp&callback=cb&oauth2_access_token=${token}`)).text();
    expect(run(missing, ['cb']).cb![0]).toMatchObject({ status: 404 });
  });

  it('refuses a callback name that is not a JavaScript name or dotted path, in v1’s JSON error body, which is no script', async () => {
    const token = kit.token(['r_basicprofile']);
    for (const name of ['alert(document.domain)//', 'a;b', '1abc', '</script><script>alert(1)</script>', 'a..b', 'x'.repeat(129), ' cb', 'cb\u2028']) {
      for (const parameter of ['callback', 'error-callback']) {
        const query = parameter === 'callback' ? `callback=${encodeURIComponent(name)}` : `callback=ok&error-callback=${encodeURIComponent(name)}`;
        const answer = await get(`/v1/people/~?format=jsonp&${query}&oauth2_access_token=${token}`);
        expect(answer.status, name).toBe(400);
        expect(answer.headers.get('content-type')).toBe('application/json;charset=UTF-8');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        const error = await answer.json();
        expect(error).toMatchObject({ errorCode: 0, status: 400 });
        expect(error.message).toContain(`The ${parameter} parameter must be a JavaScript name or dotted path`);
      }
    }
    const none = await get(`/v1/people/~?format=jsonp&oauth2_access_token=${token}`);
    expect([none.status, (await none.json()).message]).toEqual([400, expect.stringContaining('format=jsonp needs callback=')]);
  });

  it('keeps what the page sent from breaking out of the JSON: < > and U+2028 are escaped', async () => {
    const token = kit.token(['r_basicprofile']);
    const sent = encodeURIComponent('</script><!--\u2028');
    const body = await (await get(`/v1/companies/1001/updates?count=${sent}&format=jsonp&callback=cb&oauth2_access_token=${token}`)).text();
    expect(body).not.toMatch(/[<>\u2028]/);
    expect(String((run(body, ['cb']).cb![0] as { message: string }).message)).toContain('</script><!--\u2028');
  });

  it('answers plain JSON to another method asking for JSONP (a script tag only GETs)', async () => {
    const token = kit.token(['rw_nus']);
    const answer = await get(`/v1/people/~/shares?format=jsonp&callback=cb&oauth2_access_token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-li-format': 'json' },
      body: JSON.stringify({ comment: 'JSONP is for GETs', visibility: { code: 'anyone' } }),
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('application/json;charset=UTF-8');
    expect(Object.keys(await answer.json())).toEqual(['updateKey', 'updateUrl']);
  });

  it('never authenticates by the service’s cookies: a JSONP call with the member’s session and no token gets a 401, no member data', async () => {
    const ctx = kit.service.context;
    const session = ctx.sessions.create('aZ3kq9XbW1', 3600);
    const body = await (await get('/v1/people/~:(first-name,email-address)?format=jsonp&callback=cb', { headers: { cookie: `li_at=${session.id}; li_at_cross_site=${session.id}` } })).text();
    const [answer] = run(body, ['cb']).cb!;
    expect(answer).toMatchObject({ status: 401 });
    expect(JSON.stringify(answer)).not.toContain('Ada');
  });

  it('works with jQuery’s JSONP, unchanged: its generated callback name (digits, underscores) and cache-buster', async () => {
    const token = kit.token(['r_basicprofile']);
    const jquery = readFileSync(createRequire(import.meta.url).resolve('jquery/dist/jquery.js'), 'utf8');
    // jsdom loads through undici, which MSW does not see: an interceptor (jsdom's extension point) hands each load to fetch, which MSW answers.
    const resources = { interceptors: [requestInterceptor((request: Request) => fetch(request.url))] };
    const dom = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>', { url: 'http://app.example.test/', runScripts: 'dangerously', resources });
    const window = dom.window as unknown as { eval(code: string): unknown; jQuery: any };
    window.eval(jquery);
    try {
      const profile = await new Promise((resolve, reject) =>
        window.jQuery.ajax({
          url: 'https://api.mock.test/v1/people/~:(id,first-name)',
          dataType: 'jsonp',
          data: { format: 'jsonp', oauth2_access_token: token },
          timeout: 5000,
          success: resolve,
          error: (_xhr: unknown, status: string) => reject(new Error(status)),
        }),
      );
      expect(profile).toEqual({ id: 'aZ3kq9XbW1', firstName: 'Ada' });
      const sent = kit.service.admin.requests({ path: '/v1/people/~' }).at(-1)!;
      expect(new URL(sent.url).searchParams.get('callback')).toMatch(/^jQuery\d+_\d+$/);
    } finally {
      dom.window.close();
    }
  });
});
