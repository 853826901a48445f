// Attacks on the tenants of a standalone server from a page on another site (http://127.0.0.2:…),
// in real browsers. Browsers send every *.localhost name to this machine, so any page can load
// `<img src="http://w1.localhost:PORT/…">`; that used to make a tenant per name (64 of them, each
// with its own budget, then 503 for every test worker). Now only a request carrying the
// X-In-Mock-Tenant header makes a tenant, and a page on another site cannot send it: a no-cors
// request drops the header, a CORS one needs a preflight the service never grants for it.
import { test, expect } from './fixtures';

/** The attacker's page: images on tenant host names, then fetches with the tenant header. */
function attackPage(port: string) {
  return `<!DOCTYPE html><html><head><title>attacker</title><script type="text/javascript">
  function load(src) {
    return new Promise(function (done) { var img = new Image(); img.onload = img.onerror = function () { done(src); }; img.src = src; });
  }
  async function attack() {
    var out = {};
    var loads = [];
    for (var i = 1; i <= 70; i++) {
      var origin = 'http://w' + i + '.localhost:${port}';
      loads.push(load(origin + '/__admin/health?' + i));
      loads.push(load(origin + '/oauth/v2/authorization?response_type=code&client_id=demo-api-key&redirect_uri=http%3A%2F%2Flocalhost%3A8787%2Fdemo%2Fcallback&state=' + i));
    }
    // The test workers' tenant, which exists: the page may reach it (it is loopback), never break it.
    loads.push(load('http://worker-1.localhost:${port}/oauth/v2/authorization?response_type=code&client_id=demo-api-key&redirect_uri=http%3A%2F%2Flocalhost%3A8787%2Fdemo%2Fcallback&state=x'));
    await Promise.all(loads);
    out.images = loads.length;
    // The header itself: no-cors drops it; a CORS request needs a preflight the service refuses.
    try {
      await fetch('http://127.0.0.1:${port}/__admin/health', { mode: 'no-cors', headers: { 'x-in-mock-tenant': 'evil-1' } });
      out.noCors = 'sent';
    } catch (e) { out.noCors = 'failed'; }
    try {
      var r = await fetch('http://127.0.0.1:${port}/v2/me', { headers: { 'x-in-mock-tenant': 'evil-2' } });
      out.cors = r.status;
    } catch (e) { out.cors = 'blocked'; }
    try {
      var h = await fetch('http://evil-3.localhost:${port}/v2/me', { headers: { 'x-in-mock-tenant': 'evil-3' } });
      out.corsHost = h.status;
    } catch (e) { out.corsHost = 'blocked'; }
    return out;
  }
</script></head><body>attacker</body></html>`;
}

test('a page on another site makes no tenant with <img src=http://wN.localhost:PORT/…>, nor with the header, and the workers\' tenant keeps answering', async ({ page, mock, attacker }) => {
  const port = new URL(mock.url).port;
  // A test worker makes its tenant the documented way (docs/testing.md): a Node request with the header.
  const worker = (path: string, init: RequestInit = {}) =>
    fetch(`${mock.url}${path}`, { ...init, headers: { 'x-in-mock-tenant': 'worker-1', 'content-type': 'application/json', ...(init.headers as Record<string, string>) } });
  expect((await worker('/__admin/reset', { method: 'POST', body: '{}' })).status).toBe(200);

  await page.goto(attacker.page('/attack.html', attackPage(port)));
  const outcome = await page.evaluate(() => (window as any).attack());
  expect(outcome.images).toBe(141);
  expect(outcome.noCors).toBe('sent');
  expect(outcome.cors).toBe('blocked');
  expect(outcome.corsHost).toBe('blocked');

  // No tenant appeared but the worker's; the worker's tenant still answers its worker.
  expect(mock.tenants.names()).toEqual(['worker-1']);
  expect((await worker('/__admin/clock')).status).toBe(200);
  // A host name that names no live tenant gets a clear refusal, not a service.
  const refused = await page.goto(`http://w1.localhost:${port}/v1/people/~?format=json`);
  expect(refused!.status()).toBe(421);
  expect(await refused!.text()).toContain("No tenant 'w1' lives on this server");
  expect(mock.tenants.names()).toEqual(['worker-1']);
});
