// The page of a published post, /feed/update/{urn}/ (docs/social-actions.md "See what was
// published"): a post whose commentary little text cut, with two images, a comment and a reaction,
// shows each as the network would, with the mock's note where the cut was; it passes the same
// checks and accessibility scan as every page of the service (e2e/accessibility.ts).
import { test, expect, ADA } from './fixtures';
import { checkPage } from './accessibility';

// Two small PNGs a browser decodes (4×3, blue and amber).
const PNGS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGPgSjsERww4OQAPSg5Zk3q8YwAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGPYlMUARww4OQAMJg1R313OmAAAAABJRU5ErkJggg==',
];

test('a post with a cut commentary, two images, a comment and a reaction, as the network shows it', async ({ page, mock, request }) => {
  const token = mock.admin.issueToken({ memberId: ADA.id, scopes: ['w_member_social', 'w_member_social_feed', 'r_member_social_feed'] }).access_token;
  const now = new Date(mock.admin.clock().nowMs);
  const version = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const rest = { authorization: `Bearer ${token}`, 'linkedin-version': version, 'x-restli-protocol-version': '2.0.0', 'content-type': 'application/json' };
  const me = `urn:li:person:${ADA.id}`;

  const images: string[] = [];
  for (const png of PNGS) {
    const init = await request.post(`${mock.url}/rest/images?action=initializeUpload`, { headers: { ...rest, 'x-restli-method': 'action' }, data: { initializeUploadRequest: { owner: me } } });
    const { value } = await init.json();
    const put = await request.put(value.uploadUrl.replace(/^https?:\/\/[^/]+/, mock.url), { headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, data: Buffer.from(png, 'base64') });
    expect(put.status()).toBe(201);
    images.push(value.image);
  }
  const posted = await request.post(`${mock.url}/rest/posts`, {
    headers: rest,
    data: {
      author: me,
      commentary: 'Launch day for the engine (details in the first comment)',
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: 'PUBLISHED',
      content: { multiImage: { images: images.map((id, i) => ({ id, altText: `Picture ${i + 1}` })) } },
    },
  });
  expect(posted.status()).toBe(201);
  const urn = posted.headers()['x-restli-id']!;
  const comment = await request.post(`${mock.url}/v2/socialActions/${encodeURIComponent(urn)}/comments`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { actor: me, object: urn, message: { text: 'Details: https://example.com/engine \\(plain text keeps its backslashes\\)' } },
  });
  expect(comment.status()).toBe(201);
  const reaction = await request.post(`${mock.url}/rest/reactions?actor=${encodeURIComponent(me)}`, { headers: rest, data: { root: urn, reactionType: 'PRAISE' } });
  expect(reaction.status()).toBe(201);

  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto(`${mock.url}/feed/update/${encodeURIComponent(urn)}/`);
  await expect(page.locator('h1')).toHaveText('Post by Ada Lovelace');
  // The commentary as LinkedIn stored it: cut at the unescaped '(' — and the mock says so.
  await expect(page.locator('p.text')).toHaveText('Launch day for the engine ');
  await expect(page.locator('#commentary-cut')).toContainText('cut this commentary at character 26');
  await expect(page.locator('#commentary-cut code')).toHaveText('(details in the first comment)');
  await expect(page.locator('.imgs img')).toHaveCount(2);
  await expect(page.locator('.comment p')).toHaveText('Details: https://example.com/engine \\(plain text keeps its backslashes\\)');
  await expect(page.locator('#reactions')).toHaveText('Celebrate 1 · 1 comment');
  await checkPage(page, 'feed-update');

  // A post the service does not have: the page says so, 404.
  const missing = await page.goto(`${mock.url}/feed/update/urn:li:share:nope/`);
  expect(missing?.status()).toBe(404);
  await expect(page.locator('#no-post')).toContainText('urn:li:share:nope');
});
