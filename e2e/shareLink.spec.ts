// The share links sites put on their pages in the v1 era, unchanged: `/shareArticle?mini=true&…`
// opened in a popup by the page's own onclick, and `/cws/share?url=…` followed in the same tab.
// The member signs in, the dialog is prefilled, Share posts a real share (in the member's updates
// and the share count), and the window closes itself (popup) or leads back to the article.
import { test, expect, logInAsAda, clickClosingPopup, ADA } from './fixtures';

const ARTICLE = { title: 'Notes on the Analytical Engine', summary: 'What the engine could compute, and how.', source: 'Example Press' };

test('an unchanged page with the /shareArticle link shares through the mock', async ({ page, mock, service, app, request }) => {
  const article = `${app.url}/articles/engine.html`;
  const link = `${service}/shareArticle?mini=true&url=${encodeURIComponent(article)}&title=${encodeURIComponent(ARTICLE.title)}&summary=${encodeURIComponent(ARTICLE.summary)}&source=${encodeURIComponent(ARTICLE.source)}`;
  // The snippet as sites pasted it: a link that opens a small window, or the link itself without script.
  app.page('/articles/engine.html', `<!DOCTYPE html><html><head><title>${ARTICLE.title}</title></head><body>
<h1>${ARTICLE.title}</h1>
<a id="share" href="${link.replace(/&/g, '&amp;')}" onclick="window.open(this.href, 'mywin', 'left=20,top=20,width=560,height=560,toolbar=1,resizable=0'); return false;">Share on the network</a>
</body></html>`);
  await page.goto(article);
  const popupOpened = page.waitForEvent('popup');
  await page.click('#share');
  const popup = await popupOpened;
  await expect(popup.locator('h1')).toHaveText('Sign in to share this link');
  await logInAsAda(popup);
  await expect(popup.locator('#share-title')).toHaveText(ARTICLE.title);
  await expect(popup.locator('#share-summary')).toHaveText(ARTICLE.summary);
  await expect(popup.locator('#share-source')).toHaveText(ARTICLE.source);
  await popup.fill('#comment', 'Worth a read');
  // The popup closes itself after saying so.
  await clickClosingPopup(popup, '#post');

  // The share count and the member's updates show it.
  const count = await request.get(`${mock.url}/countserv/count/share?url=${encodeURIComponent(article)}&callback=cb`);
  expect(await count.text()).toContain('"count":1');
  const token = mock.admin.issueToken({ memberId: ADA.id, scopes: ['r_basicprofile', 'rw_nus'] }).access_token;
  const updates = await request.get(`${mock.url}/v1/people/~/network/updates?scope=self&format=json`, { headers: { authorization: `Bearer ${token}` } });
  expect(updates.status()).toBe(200);
  const text = await updates.text();
  expect(text).toContain(article);
  expect(text).toContain(ARTICLE.title);
  expect(text).toContain('Worth a read');
});

test('/cws/share?url= without an origin, followed in the same tab: shares and leads back to the article', async ({ page, service, app }) => {
  const article = app.page('/post.html', '<!DOCTYPE html><html><head><title>A post</title></head><body><h1>A post</h1></body></html>');
  await page.goto(`${service}/cws/share?url=${encodeURIComponent(article)}`);
  await logInAsAda(page);
  await expect(page.locator('#share-url')).toContainText(article);
  await page.click('#post');
  await expect(page.locator('h1')).toHaveText('Shared');
  await page.click('#back');
  await expect(page).toHaveURL(article);
});

test('a share link with a link that cannot be shared says so, and Cancel shares nothing', async ({ page, mock, service }) => {
  await page.goto(`${service}/shareArticle?mini=true&url=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page.locator('#error')).toContainText('must be a complete web address');
  await page.goto(`${service}/shareArticle?mini=true&url=${encodeURIComponent('https://example.com/x')}`);
  await logInAsAda(page);
  await page.click('#cancel');
  await expect(page.locator('h1')).toHaveText('Not shared');
  expect(mock.admin.requests({ method: 'POST', path: '/cws/share' }).length).toBeGreaterThan(0);
});
