// The admin page (/__admin/) in Chromium (playwright.config.ts, ONE_ENGINE_SPECS; WebKit's admin family too), as a person watching a run uses it: the
// journal fills live and filters, a row opens its headers and bodies (an HTML body as a link),
// faults show matched/fired counts and near misses, the clock buttons move service time,
// auto-approve is set from the page, reset empties the journal; recent posts as published, each
// linking to its page /feed/update/{urn}/; company pages with their roles. Same guard as the admin API.
import { test, expect, ADA } from './fixtures';
import { checkPage } from './accessibility';

test('the admin page: live journal, details, faults and near misses, clock, auto-approve, reset', async ({ page, mock, request, consoleLines }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(`${mock.url}/__admin/`);
  await expect(page.locator('#clock-now')).toHaveText(/^\d{4}-\d\d-\d\dT/);

  // A fault and traffic: one call it answers, one that misses it by the method.
  expect((await request.post(`${mock.url}/__admin/faults`, { data: { method: 'GET', path: '/v1/people/~', status: 503, times: 5 } })).status()).toBe(200);
  const token = mock.admin.issueToken({ memberId: ADA.id }).access_token;
  expect((await request.get(`${mock.url}/v1/people/~?format=json`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(503);
  expect((await request.delete(`${mock.url}/v1/people/~`, { headers: { authorization: `Bearer ${token}` } })).status()).not.toBe(503);
  await request.get(`${mock.url}/oauth/v2/authorization?client_id=nope`);

  // Live: the rows arrive without a reload.
  await expect(page.locator('#journal-rows tr')).toHaveCount(3);
  // The fault: its rule, answer, matched 1, fired 1, 4 left.
  await expect(page.locator('#fault-rows tr td')).toHaveText(['#1', 'GET /v1/people/~', '503', '1', '1', '4']);
  await expect(page.locator('#miss-rows')).toContainText('method is DELETE, the fault wants GET');
  await expect(page.locator('#token-rows tr')).toHaveCount(1);

  // Filter by a status class, then by path.
  await page.fill('#f-status', '5xx');
  await page.click('#filters button');
  await expect(page.locator('#journal-rows tr')).toHaveCount(1);
  await page.fill('#f-status', '');
  await page.fill('#f-path', '/oauth/*');
  await page.click('#filters button');
  // The one row of the path filter, not the one row the status filter left until its answer came
  // (clicked, that row's details went away when the answer redrew the journal without it).
  await expect(page.locator('#journal-rows a')).toHaveText(['/oauth/v2/authorization?client_id=nope']);

  // A row opens its details; the HTML body is a link, not inline.
  await page.locator('#journal-rows a').first().click();
  await expect(page.locator('#details h3')).toContainText('/oauth/v2/authorization');
  await expect(page.locator('#details pre')).toHaveCount(0);
  const bodyLink = page.locator('#details a', { hasText: 'HTML page' });
  await expect(bodyLink).toBeVisible();
  const href = await bodyLink.getAttribute('href');
  const body = await request.get(mock.url + href!);
  expect(body.headers()['content-security-policy']).toMatch(/^sandbox;/);
  await checkPage(page, 'admin');

  // The clock: +1 day.
  const before = Date.parse((await page.locator('#clock-now').textContent())!);
  await page.click('#clock-day');
  await expect.poll(async () => Date.parse((await page.locator('#clock-now').textContent())!) - before).toBeGreaterThanOrEqual(86_400_000);

  // Auto-approve from the page.
  await page.fill('#auto-member', ADA.id);
  await page.click('#auto-form button');
  await expect(page.locator('#auto-state')).toContainText(ADA.id);
  expect(mock.admin.autoApprovals().member).toBe(ADA.id);

  // Reset: the journal empties.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.fill('#f-path', '');
  await page.click('#reset');
  await expect(page.locator('#message')).toHaveText('The service is reset.');
  await expect(page.locator('#journal-rows tr')).toHaveCount(0);
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});

test('the admin page lists recent posts as published, with their media, counts and a link to the post page; stored markup stays text', async ({ page, mock, request, context, consoleLines }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = mock.admin.issueToken({ memberId: ADA.id, scopes: ['w_member_social'] }).access_token;
  const rest = { authorization: `Bearer ${token}`, 'linkedin-version': mock.admin.linkedInVersion().version, 'x-restli-protocol-version': '2.0.0' };
  const publish = async (commentary: string, content?: unknown) => {
    const made = await request.post(`${mock.url}/rest/posts`, { headers: rest, data: { author: `urn:li:person:${ADA.id}`, commentary, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED', ...(content ? { content } : {}) } });
    expect(made.status()).toBe(201);
    return made.headers()['x-restli-id']!;
  };
  // Stored markup: cut by little text at its '<' (what it dropped is shown), and escaped so it is published.
  const xss = '<img src=x onerror=alert(1)>';
  const cut = await publish(xss);
  const init = await request.post(`${mock.url}/rest/images?action=initializeUpload`, { headers: rest, data: { initializeUploadRequest: { owner: `urn:li:person:${ADA.id}` } } });
  const { uploadUrl, image } = (await init.json()).value;
  expect((await request.put(uploadUrl, { headers: { authorization: `Bearer ${token}` }, data: Buffer.from([0x89, 0x50, 0x4e, 0x47]) })).status()).toBe(201);
  const post = await publish('Escaped \\<img src=x onerror=alert\\(1\\)\\>', { media: { id: image } });
  const social = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  expect((await request.post(`${mock.url}/v2/socialActions/${encodeURIComponent(post)}/comments`, { headers: social, data: { actor: `urn:li:person:${ADA.id}`, message: { text: 'First comment' } } })).status()).toBe(201);
  expect((await request.post(`${mock.url}/v2/socialActions/${encodeURIComponent(post)}/likes`, { headers: social, data: { actor: `urn:li:person:${ADA.id}`, object: post } })).status()).toBe(201);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => void (alerts.push(dialog.message()), dialog.dismiss()));

  await page.goto(`${mock.url}/__admin/`);
  const row = page.locator('#posts-rows tr', { hasText: post });
  await expect(row.locator('td')).toHaveText([post, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, `Ada Lovelaceurn:li:person:${ADA.id}`, `Escaped ${xss}`, `${image} AVAILABLE`, '1', '1']);
  // Newest first; the cut post shows what little text dropped, as text.
  await expect(page.locator('#posts-rows tr').first()).toContainText(post);
  await expect(page.locator('#posts-rows tr', { hasText: cut }).locator('.cut')).toHaveText(`Little text cut it at character 0; dropped: ${xss}`);
  await expect(page.locator('#posts-rows img')).toHaveCount(0);
  // The media item links to its post.
  await expect(page.locator('#media-rows tr', { hasText: image }).locator('a')).toHaveAttribute('href', `/feed/update/${post}/`);
  await checkPage(page, 'admin-posts');

  // The post's URN opens its page beside the admin page.
  const [opened] = await Promise.all([context.waitForEvent('page'), row.locator('a').first().click()]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe(`/feed/update/${post}/`);
  await expect(opened.locator('h1')).toHaveText('Post by Ada Lovelace');
  await expect(opened.getByText(`Escaped ${xss}`)).toBeVisible();
  await expect(opened.getByText('First comment')).toBeVisible();
  expect(alerts).toEqual([]);
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});

test('the admin page asks for the admin token when the service has one, and sends it', async ({ page }) => {
  const { startServer } = await import('../dist/mock-server/index.js');
  const locked = await startServer({ port: 0, adminToken: 'sesame-1234' });
  try {
    await page.goto(`${locked.url}/__admin/`);
    await expect(page.locator('#token-form')).toBeVisible();
    await page.fill('#admin-token', 'sesame-1234');
    await page.click('#token-form button');
    await expect(page.locator('#clock-now')).toHaveText(/^\d{4}-/);
    await expect(page.locator('#token-form')).toBeHidden();
  } finally {
    await locked.close();
  }
});

test('the admin page is refused when the Host is not a loopback name (DNS rebinding), like the API', async ({ mock, request }) => {
  const response = await request.get(`${mock.url}/__admin/`, { headers: { host: 'attacker.example' } });
  expect(response.status()).toBe(421);
});

test('the live refresh leaves a panel whose answer did not change as it is, so a click on its buttons is not lost; a changed answer redraws it', async ({ page, mock }) => {
  mock.admin.issueToken({ memberId: ADA.id });
  await page.goto(`${mock.url}/__admin/`);
  await expect(page.locator('#token-rows tr')).toHaveCount(1);
  const row = await page.locator('#token-rows tr').first().elementHandle();
  // Two live refreshes of the tokens panel, with the same answer.
  for (let i = 0; i < 2; i++) await page.waitForResponse((response) => response.url().endsWith('/__admin/tokens'));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(await row!.evaluate((element) => element.isConnected)).toBe(true);

  mock.admin.issueToken({ memberId: ADA.id });
  await expect(page.locator('#token-rows tr')).toHaveCount(2);
  expect(await row!.evaluate((element) => element.isConnected)).toBe(false);
});

test('a journal answer that comes back after a newer one is not drawn over it', async ({ page, mock, request }) => {
  await page.goto(`${mock.url}/__admin/`);
  const token = mock.admin.issueToken({ memberId: ADA.id }).access_token;
  await request.get(`${mock.url}/v1/people/~?format=json`, { headers: { authorization: `Bearer ${token}` } });
  await request.get(`${mock.url}/oauth/v2/authorization?client_id=nope`);
  await expect(page.locator('#journal-rows tr')).toHaveCount(2);

  // Unfiltered journal answers are held back; the filtered one, asked for later, comes first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/__admin\/requests$/, async (route) => {
    await held;
    await route.continue();
  });
  const late = page.waitForResponse((response) => /\/__admin\/requests$/.test(response.url()));
  await page.click('#filters button');
  await page.fill('#f-path', '/oauth/*');
  await page.click('#filters button');
  await expect(page.locator('#journal-rows tr')).toHaveCount(1);

  release();
  await (await late).finished();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  // Read once, not retried: the next live refresh (filtered) would hide a stale redraw.
  expect(await page.locator('#journal-rows tr').count()).toBe(1);
  await expect(page.locator('#journal-rows')).toContainText('/oauth/v2/authorization');
});

for (const [name, width, height] of [['1280 px', 1280, 800], ['a phone', 390, 844]] as const) {
  test(`the admin page is readable at ${name}: no header or id (posts, media and pages too) broken mid-word, nothing wider than the screen, a line on minted tokens`, async ({ page, mock, request }) => {
    await page.setViewportSize({ width, height });
    const token = mock.admin.issueToken({ memberId: ADA.id, scopes: ['r_liteprofile', 'r_emailaddress', 'w_member_social', 'openid', 'profile', 'email'] }).access_token;
    mock.admin.issueCode({ memberId: 'Qm7Rt2VdN8', scopes: ['r_basicprofile', 'r_emailaddress', 'r_network'] });
    // An uploaded image, so the Media section has a row (its URN and owner are ids too).
    const headers = { authorization: `Bearer ${token}`, 'linkedin-version': mock.admin.linkedInVersion().version, 'x-restli-protocol-version': '2.0.0' };
    const init = await request.post(`${mock.url}/rest/images?action=initializeUpload`, { headers, data: { initializeUploadRequest: { owner: `urn:li:person:${ADA.id}` } } });
    expect(init.status()).toBe(200);
    await page.goto(`${mock.url}/__admin/`);
    await expect(page.locator('#token-rows tr')).toHaveCount(1);
    await expect(page.locator('#media-rows td.id')).toHaveCount(2);
    await expect(page.locator('#grant-rows tr td').first()).toHaveText('Qm7Rt2VdN8');
    // The Posts section has rows (the seeded network's posts): their URNs and times are ids too.
    await expect(page.locator('#posts-rows td.id a').first()).toHaveAttribute('href', /^\/feed\/update\/urn:li:share:\d{19}\/$/);
    // The Pages section shows each company page with its roles (its URN and the roles are ids too).
    const { pages: [firstPage] } = mock.admin.pages();
    await expect(page.locator('#pages-rows tr', { hasText: firstPage!.urn }).locator('td')).toContainText([firstPage!.urn, firstPage!.name, String(firstPage!.followers), firstPage!.roles[0]!.name, firstPage!.roles[0]!.role, firstPage!.roles[0]!.state]);
    // Each header and each id cell on one line: its text makes one line box.
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('table.data th, table.data td.id')]
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((cell) => cell.textContent),
    );
    expect(broken).toEqual([]);
    expect(await page.locator('#token-rows td.id').count()).toBe(3);
    // The page itself never scrolls sideways; a wide table scrolls in its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(page.locator('#grants-note')).toContainText('Tokens minted by the admin API (issueToken, POST /__admin/tokens) record none');
    await expect(page.locator('#f-path')).toHaveAttribute('placeholder', '/v1/people/* or /rest/posts');
  });
}
