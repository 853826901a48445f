// Issue 25 item 1 in real browsers: a DNS-rebinding page (its own name, rebind.test, re-pointed at
// 127.0.0.1, so its requests are same-origin with the service and carry the Host it chose) tries to
// take a member's OAuth 1.0a token: it asks for a request token for the demo app (its secret is
// public; PLAINTEXT passes from loopback) with a callback on the attacker's page server (another
// loopback address, 127.0.0.2), to send the member, who granted the app, through authenticate and
// collect the verifier without a click. Each step ends with the attacker holding nothing: the
// service answers no route to the rebound name, and a request token with the attacker's callback
// (honoured, as LinkedIn honoured any) gets the consent page from authenticate, never a silent return.
import { test, expect, ADA } from './fixtures';

/** The Authorization header of a PLAINTEXT request token request for the demo app (no crypto needed). */
function plaintextHeader(callback: string): string {
  return `OAuth oauth_consumer_key="demo-api-key", oauth_signature_method="PLAINTEXT", oauth_signature="demo-secret-key%26", oauth_version="1.0", oauth_callback="${encodeURIComponent(callback)}"`;
}

test('a DNS-rebinding page gets no OAuth 1.0a request token, and no verifier reaches the attacker', async ({ mock, attacker, rebindingBrowser: browser }) => {
  const port = new URL(mock.url).port;
  const page = await browser.newPage();
  // Ada signs in and grants the demo app over OAuth 1.0a in this browser (the out-of-band flow: the PIN page).
  const granted = await fetch(`${mock.url}/uas/oauth/requestToken`, { method: 'POST', headers: { authorization: plaintextHeader('oob') } });
  const grantedToken = new URLSearchParams(await granted.text()).get('oauth_token');
  await page.goto(`${mock.url}/uas/oauth/authorize?oauth_token=${grantedToken}`);
  await page.fill('#session_key', ADA.email);
  await page.fill('#session_password', ADA.password);
  await page.click('#login');
  await page.click('#allow');
  await expect(page.locator('#verifier')).toHaveText(/^\d{5}$/);
  const tokensBefore = mock.context.requestTokens.all().length;

  // The rebound page: the service answers none of its requests.
  const stolen = `${attacker.url}/steal`;
  const landing = await page.goto(`http://rebind.test:${port}/demo/`);
  expect(landing!.status()).toBe(421);
  const outcome = await page.evaluate(async (header) => {
    const token = await fetch('/uas/oauth/requestToken', { method: 'POST', headers: { authorization: header } });
    const authenticate = await fetch('/uas/oauth/authenticate?oauth_token=anything', { redirect: 'manual' });
    return { token: [token.status, await token.text()], authenticate: authenticate.status };
  }, plaintextHeader(stolen));
  // Proof the page reached the service by its rebound name: the refusal is the service's, in the OAuth 1.0a format.
  expect(outcome.token[0]).toBe(421);
  expect(decodeURIComponent(String(outcome.token[1]))).toContain(`names 'rebind.test:${port}'`);
  expect(String(outcome.token[1])).not.toMatch(/oauth_token=/);
  expect(outcome.authenticate).toBe(421);
  expect(mock.context.requestTokens.all().length).toBe(tokensBefore);

  // The attacker's own page (127.0.0.2, another site) cannot sign a request token request: no-cors sends no Authorization.
  const fromAttacker = await page.goto(attacker.page('/attack.html', `<!DOCTYPE html><title>attacker</title><script>
    fetch(${JSON.stringify(mock.url + '/uas/oauth/requestToken')}, { method: 'POST', mode: 'no-cors', body: '' }).then(function () { document.title = 'sent'; });
  </script>`));
  expect(fromAttacker!.status()).toBe(200);
  await expect(page).toHaveTitle('sent');
  expect(mock.context.requestTokens.all().filter((record) => record.callback.startsWith(attacker.url))).toEqual([]);

  // Even without rebinding (a local process with the public secret), the request token its callback gets (honoured, as
  // LinkedIn honoured any oauth_callback) brings no verifier: authenticate shows Ada the consent page, never a redirect.
  const direct = await fetch(`${mock.url}/uas/oauth/requestToken`, { method: 'POST', headers: { authorization: plaintextHeader(stolen) } });
  expect(direct.status).toBe(200);
  const directToken = new URLSearchParams(await direct.text()).get('oauth_token');
  await page.goto(`${mock.url}/uas/oauth/authenticate?oauth_token=${directToken}`);
  await expect(page.locator('#allow')).toBeVisible();
  expect(page.url().startsWith(mock.url)).toBe(true);
  expect(mock.context.requestTokens.check(directToken!).status).toBe('pending');

  // The service answers normally, and Ada's own grant is intact.
  expect((await fetch(`${mock.url}/__admin/health`)).status).toBe(200);
  expect(mock.admin.grants().some((grant) => grant.apiKey === 'demo-api-key' && grant.memberId === ADA.id)).toBe(true);
});
