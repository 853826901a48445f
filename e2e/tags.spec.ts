// Framework tags in real browsers, against a fresh mock service per test: what works without
// signing in (sign-in and the share dialog are tested with the UI objects).
import { test, expect } from './fixtures';
import type { RunningServer } from '../dist/mock-server/index.js';

const page = (sdk: string, body: string) => `<!DOCTYPE html><html><head><title>tags</title><link rel="icon" href="data:,">
<script type="text/javascript">var calls = [];</script></head><body>
${body}
<div id="later"></div>
<script type="text/javascript" src="${sdk}/in.js">api_key: demo-api-key</script>
</body></html>`;

/** Posts a share of `url` through the REST API, as the demo member. */
async function share(mock: RunningServer, url: string) {
  const token = mock.context.tokens.issue({ apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['rw_nus'] }).token;
  const response = await fetch(`${mock.url}/v1/people/~/shares`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-li-format': 'json' },
    body: JSON.stringify({ comment: 'worth reading', content: { title: 'An article', 'submitted-url': url }, visibility: { code: 'anyone' } }),
  });
  expect(response.status).toBe(201);
}

test('the share count bubble follows the shares the service holds', async ({ page: browser, mock, service, app, consoleLines }) => {
  const url = `${app.url}/article`;
  await share(mock, url);
  await share(mock, url + '#comments');
  await browser.goto(
    app.page(
      '/share.html',
      page(service, `<span id="right"><script type="IN/Share" data-url="${url}" data-counter="right"></script></span>
<span id="top"><script type="IN/Share" data-url="${app.url}/never" data-counter="top"></script></span>
<span id="hidden"><script type="IN/Share" data-url="${app.url}/never" data-counter="right"></script></span>`),
    ),
  );
  await expect(browser.locator('#right .IN-count')).toHaveText('2');
  await expect(browser.locator('#right button')).toHaveAccessibleName('Share on LinkedIn');
  await expect(browser.locator('#top .IN-count')).toHaveText('0');
  await expect(browser.locator('#hidden .IN-count')).toBeHidden();
  // The JSONP scripts are removed once answered.
  await expect(browser.locator('head script[src*="countserv"]')).toHaveCount(0);
  await share(mock, url);
  await browser.reload();
  await expect(browser.locator('#right .IN-count')).toHaveText('3');
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});

test('the Share button works from the keyboard (Enter and Space) and opens IN.UI.Share for its URL', async ({ page: browser, service, app }) => {
  await browser.goto(app.page('/keys.html', page(service, '<input id="before"><script type="IN/Share" data-url="http://x.example/" data-onsuccess="done"></script>')));
  await expect(browser.locator('.IN-widget button')).toBeVisible();
  // Replace the share dialog with a recorder: this test is about the button.
  await browser.evaluate(() => {
    const w = window as any;
    w.done = (what: unknown) => w.calls.push('done:' + JSON.stringify(what));
    w.IN.UI.Share = () => {
      const api: any = {
        params: (p: any) => (w.calls.push('params:' + p.url), api),
        place: () => (w.calls.push('place'), api),
        success: (fn: Function) => ((w.succeed = fn), api),
        error: () => api,
        remove: () => {},
      };
      return api;
    };
  });
  await browser.locator('#before').focus();
  await browser.keyboard.press('Tab');
  await expect(browser.locator('.IN-widget button')).toBeFocused();
  await browser.keyboard.press('Enter');
  await browser.keyboard.press('Space');
  await browser.evaluate(() => (window as any).succeed({ url: 'http://x.example/' }));
  expect(await browser.evaluate(() => (window as any).calls)).toEqual([
    'params:http://x.example/',
    'place',
    'params:http://x.example/',
    'place',
    'done:{"url":"http://x.example/"}',
  ]);
});

test('profile tags show the cards the service renders, inline and as a hover card', async ({ page: browser, service, app }) => {
  await browser.goto(
    app.page(
      '/profiles.html',
      page(service, `<div id="member"><script type="IN/MemberProfile" data-id="https://www.linkedin.com/in/ada-lovelace" data-format="inline"></script></div>
<div id="company"><script type="IN/CompanyProfile" data-id="Difference Works" data-format="inline" data-width="360"></script></div>
<p id="elsewhere">elsewhere</p>
<div id="hover"><script type="IN/CompanyProfile" data-id="1001" data-text="Difference Works"></script></div>`),
    ),
  );
  const member = browser.frameLocator('#member iframe');
  await expect(member.locator('a.name')).toHaveText('Ada Lovelace');
  await expect(member.locator('body')).toContainText('Analyst of engines at Difference Works');
  await expect(browser.locator('#company iframe')).toHaveAttribute('width', '360');
  // The frames' height comes from the widget stylesheet.
  expect((await browser.locator('#company iframe').boundingBox())!.height).toBe(170);
  await expect(browser.frameLocator('#company iframe').locator('a.name')).toHaveText('Difference Works');

  const link = browser.getByRole('button', { name: 'Difference Works: LinkedIn company profile' });
  await expect(link).toHaveAttribute('aria-expanded', 'false');
  await link.hover();
  await expect(link).toHaveAttribute('aria-expanded', 'true');
  await expect(browser.frameLocator('#hover .IN-card iframe').locator('a.name')).toHaveText('Difference Works');
  await browser.locator('#elsewhere').click();
  await expect(browser.locator('#hover .IN-card')).toHaveCount(0);
});

test('IN.parse(node) renders content added after load, once', async ({ page: browser, service, app }) => {
  await browser.goto(app.page('/later.html', page(service, '<script type="IN/Share"></script>')));
  await expect(browser.locator('.IN-widget')).toHaveCount(1);
  await browser.evaluate(() => {
    const later = document.getElementById('later')!;
    later.innerHTML = '<script type="IN/Share" data-counter="top" data-url="http://added.example/"></script><in:tag name="MemberProfile" data-id="aZ3kq9XbW1" data-format="inline"></in:tag>';
    (window as any).IN.parse(later);
    (window as any).IN.parse(later);
    (window as any).IN.parse();
  });
  await expect(browser.locator('.IN-widget')).toHaveCount(3);
  await expect(browser.locator('#later .IN-count')).toHaveText('0');
  await expect(browser.frameLocator('#later iframe').locator('a.name')).toHaveText('Ada Lovelace');
});

test('the widgets demo page renders every widget; screenshot saved for a person to look at', async ({ page: browser, mock, consoleLines }, testInfo) => {
  await browser.setViewportSize({ width: 1100, height: 1000 });
  await browser.goto(mock.url + '/demo/widgets.html');
  await expect(browser.getByRole('button', { name: 'Sign in with LinkedIn' })).toHaveCount(3);
  await expect(browser.getByRole('button', { name: 'Share on LinkedIn' })).toHaveCount(6);
  await expect(browser.locator('.IN-count')).toHaveText(['37', '38', '36', '31', '0']);
  await expect(browser.locator('.IN-widget iframe')).toHaveCount(2);
  for (const frame of [browser.frameLocator('iframe').first(), browser.frameLocator('iframe').nth(1)]) await expect(frame.locator('a.name')).toBeVisible();
  await browser.getByRole('button', { name: 'Ada Lovelace: LinkedIn member profile' }).hover();
  await expect(browser.frameLocator('.IN-card iframe').locator('a.name')).toHaveText('Ada Lovelace');
  await browser.screenshot({ path: `test-results/widgets-${testInfo.project.name}.png`, fullPage: true });
  // A hover card closes when the pointer leaves it.
  await browser.locator('h1').hover();
  await expect(browser.locator('.IN-card')).toHaveCount(0);
  await browser.locator('#add').click();
  await expect(browser.locator('#later .IN-count')).toHaveText('36');
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});
