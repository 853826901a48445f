// The original's other tags, loaded as parts (src/parts/, docs/tags.md "Parts"), in real browsers
// against a fresh mock service per test, the page on another site than the service.
import { test, expect, logInAsAda, clickClosingPopup, ADA } from './fixtures';

const page = (sdk: string, body: string, config = 'api_key: demo-api-key') => `<!DOCTYPE html><html><head><title>v1 tags</title><link rel="icon" href="data:,">
<script type="text/javascript">var calls = []; function record(name) { return function (what) { calls.push(name + ':' + JSON.stringify(what)); }; }
var followed = record('followed'), applied = record('applied'), clicked = record('clicked'), recommended = record('recommended');</script></head><body>
${body}
<div id="later"></div>
<script type="text/javascript" src="${sdk}/in.js">${config}</script>
</body></html>`;

test.describe('IN/FollowCompany', () => {
  test('loads its part, shows the follower count in its frame, follows through the follow window, and calls data-onsuccess', async ({ page: browser, mock, service, app, consoleLines }) => {
    const company = mock.context.network.companies.get('1001')!;
    const before = company.followers.length;
    await browser.goto(app.page('/follow.html', page(service, '<span id="follow"><script type="IN/FollowCompany" data-id="1001" data-counter="right" data-onsuccess="followed"></script></span>')));
    const frame = browser.frameLocator('#follow iframe');
    await expect(frame.locator('#count')).toHaveText(String(before));
    await expect(frame.locator('#follow')).toHaveText('inFollow');
    // The part came from the service (dist/in-parts/, a static file beside in.js).
    expect(await browser.evaluate(() => [].slice.call(document.scripts).filter((s: HTMLScriptElement) => /\/in-parts\/followcompany\.js$/.test(s.src)).length)).toBe(1);

    const popupPromise = browser.waitForEvent('popup');
    await frame.locator('#follow').click();
    const popup = await popupPromise;
    await expect(popup.locator('h1')).toHaveText('Sign in to follow this company');
    await logInAsAda(popup, { closes: true });
    await expect(frame.locator('#follow')).toHaveText('inFollowing');
    await expect(frame.locator('#count')).toHaveText(String(before + 1));
    await expect.poll(() => browser.evaluate(() => (window as any).calls)).toEqual([`followed:{"id":"1001","following":true,"count":${before + 1}}`]);
    expect(company.followers).toContain(ADA.id);
    // The v1 follow data: the member follows it, with an MSFC update.
    const token = mock.admin.issueToken({ memberId: ADA.id, scopes: ['r_basicprofile'] }).access_token;
    const following = await (await fetch(`${mock.url}/v1/people/~/following/companies:(id)?format=json`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(following.values.map((c: { id: number }) => c.id)).toContain(1001);
    expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
  });

  test('renders after IN.parse() when the page adds it late (as React and jQuery pages do)', async ({ page: browser, service, app }) => {
    await browser.goto(app.page('/late.html', page(service, '')));
    await browser.waitForFunction(() => !!(window as any).IN?.parse);
    await browser.evaluate(() => {
      document.getElementById('later')!.innerHTML = '<script type="IN/FollowCompany" data-id="1002" data-counter="top"></script>';
      (window as any).IN.parse(document.getElementById('later'));
    });
    await expect(browser.frameLocator('#later iframe').locator('#count')).toBeVisible();
    await expect(browser.locator('#later iframe')).toHaveAttribute('height', '52');
  });
});
