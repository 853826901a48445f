// The post the feed-page flows open, /feed/update/{urn}/ (docs/social-actions.md "See what was
// published"), published the way an integration's server publishes it: two images uploaded through
// /rest/images, a post whose commentary has an unescaped '(' (LinkedIn cuts it there), a comment and
// a reaction. Shared by e2e/feedUpdate.spec.ts (Playwright: Chromium, Firefox) and
// e2e/webkit/families/feed.mjs (WebKit through WebDriver), so both browser runs open the same post.

/** Two small PNGs a browser decodes (4×3, blue and amber). */
const PNGS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGPgSjsERww4OQAPSg5Zk3q8YwAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGPYlMUARww4OQAMJg1R313OmAAAAABJRU5ErkJggg==',
];

/** What the post says, for the checks of the page that shows it. */
export const FEED_POST = {
  commentary: 'Launch day for the engine (details in the first comment)',
  /** What LinkedIn keeps of the commentary: the text before the unescaped '('. */
  shownCommentary: 'Launch day for the engine ',
  comment: 'Details: https://example.com/engine \\(plain text keeps its backslashes\\)',
  reactionType: 'PRAISE',
  images: PNGS.length,
};

/** A call to the service from the integration's server; fails with the service's answer unless it answers `status`. */
async function call(url, init, status) {
  const response = await fetch(url, init);
  if (response.status !== status) throw new Error(`${init.method ?? 'GET'} ${url}: expected ${status}, got ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Publishes FEED_POST as `member` (an id of the data set) on the service at `mock` (a running
 * mock: its `url` and `admin`); resolves with the post's URN.
 * @param {{ url: string, admin: { issueToken(request: object): { access_token: string }, linkedInVersion(): { version: string } } }} mock
 * @param {string} member
 * @returns {Promise<string>}
 */
export async function publishFeedPost(mock, member) {
  // The seeded page app's token: comments and reactions on /rest are the Community Management API's, which is alone on its app (docs/organizations.md).
  const token = mock.admin.issueToken({ memberId: member, apiKey: 'demo-pages-api-key', scopes: ['w_member_social', 'w_member_social_feed', 'r_member_social_feed'] }).access_token;
  const rest = { authorization: `Bearer ${token}`, 'linkedin-version': mock.admin.linkedInVersion().version, 'x-restli-protocol-version': '2.0.0', 'content-type': 'application/json' };
  const me = `urn:li:person:${member}`;
  const images = [];
  for (const png of PNGS) {
    const init = await call(`${mock.url}/rest/images?action=initializeUpload`, { method: 'POST', headers: { ...rest, 'x-restli-method': 'action' }, body: JSON.stringify({ initializeUploadRequest: { owner: me } }) }, 200);
    const { value } = await init.json();
    // The upload URL names the service's public host; the bytes go to this server.
    await call(value.uploadUrl.replace(/^https?:\/\/[^/]+/, mock.url), { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, body: Buffer.from(png, 'base64') }, 201);
    images.push(value.image);
  }
  const posted = await call(`${mock.url}/rest/posts`, {
    method: 'POST',
    headers: rest,
    body: JSON.stringify({
      author: me,
      commentary: FEED_POST.commentary,
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: 'PUBLISHED',
      content: { multiImage: { images: images.map((id, i) => ({ id, altText: `Picture ${i + 1}` })) } },
    }),
  }, 201);
  const urn = posted.headers.get('x-restli-id');
  await call(`${mock.url}/v2/socialActions/${encodeURIComponent(urn)}/comments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ actor: me, object: urn, message: { text: FEED_POST.comment } }),
  }, 201);
  await call(`${mock.url}/rest/reactions?actor=${encodeURIComponent(me)}`, { method: 'POST', headers: rest, body: JSON.stringify({ root: urn, reactionType: FEED_POST.reactionType }) }, 201);
  return urn;
}
