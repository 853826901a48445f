// The page of a published post, /feed/update/{urn}/ (docs/social-actions.md "See what was
// published"): a post whose commentary little text cut, with two images, a comment and a reaction,
// shows each as the network would, with the mock's note where the cut was; it passes the same
// checks and accessibility scan as every page of the service (e2e/accessibility.ts).
import { test, expect, ADA } from './fixtures';
import { checkPage } from './accessibility';
import { FEED_POST, publishFeedPost } from './pages/feedPost.mjs';

test('a post with a cut commentary, two images, a comment and a reaction, as the network shows it', async ({ page, mock }) => {
  // Published as an integration's server publishes it (e2e/pages/feedPost.mjs, which the WebKit run shares).
  const urn = await publishFeedPost(mock, ADA.id);

  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto(`${mock.url}/feed/update/${encodeURIComponent(urn)}/`);
  await expect(page.locator('h1')).toHaveText('Post by Ada Lovelace');
  // The commentary as LinkedIn stored it: cut at the unescaped '(' — and the mock says so.
  await expect(page.locator('p.text')).toHaveText(FEED_POST.shownCommentary);
  await expect(page.locator('#commentary-cut')).toContainText('cut this commentary at character 26');
  await expect(page.locator('#commentary-cut code')).toHaveText('(details in the first comment)');
  await expect(page.locator('.imgs img')).toHaveCount(FEED_POST.images);
  await expect(page.locator('.comment p')).toHaveText(FEED_POST.comment);
  await expect(page.locator('#reactions')).toHaveText('Celebrate 1 · 1 comment');
  await checkPage(page, 'feed-update');

  // A post the service does not have: the page says so, 404.
  const missing = await page.goto(`${mock.url}/feed/update/urn:li:share:nope/`);
  expect(missing?.status()).toBe(404);
  await expect(page.locator('#no-post')).toContainText('urn:li:share:nope');
});
