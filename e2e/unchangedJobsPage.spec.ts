// An unchanged job board page of the v1 era: it loads `//platform.linkedin.com/in.js` and carries the
// era's IN/FollowCompany, IN/Apply and IN/JYMBII tags, the application going to the board's own server
// (data-url). inMock.routeServiceHosts sends the browser's requests to the real host names to the test's
// mock service; nothing in the page changes. The tags' parts come from the same host as in.js.
import http from 'node:http';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { test, expect } from '../dist/mock-server/testing/playwright.js';

/** The job board: its page, and the applications LinkedIn POSTs to it. */
let board: http.Server;
let boardUrl = '';
const applications: { signature: unknown; body: string }[] = [];

const PAGE_OF_THAT_ERA = (applyUrl: string) => `<!DOCTYPE html>
<html><head><title>Engine Analyst | Difference Works careers</title>
<script type="text/javascript" src="//platform.linkedin.com/in.js">
  api_key: demo-api-key
</script>
<script type="text/javascript">var seen = []; function onApplied(r) { seen.push(r.event); }</script>
</head><body>
<h1>Engine Analyst</h1>
<div id="follow"><script type="IN/FollowCompany" data-id="1001" data-counter="right"></script></div>
<div id="apply"><script type="IN/Apply" data-companyid="1001" data-jobtitle="Engine Analyst" data-joblocation="London"
  data-jobid="EA-1" data-url="${applyUrl}" data-onsuccess="onApplied"></script></div>
<div id="jobs"><script type="IN/JYMBII" data-companyid="1001" data-format="inline"></script></div>
</body></html>`;

test.beforeAll(async () => {
  board = http.createServer((req, res) => {
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        applications.push({ signature: req.headers['content-signature'], body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGE_OF_THAT_ERA(`${boardUrl}/linkedin/applications`));
  });
  await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
  boardUrl = `http://localhost:${(board.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise((resolve) => board.close(resolve)));

test('a job page loading //platform.linkedin.com/in.js shows its follow button, jobs and apply button, and its application reaches the board signed', async ({ page, context, inMock, browserName }) => {
  // Debian's firefox-esr runs under WebDriver BiDi, where a route sees no request body
  // (e2e/unchangedPage.spec.ts): the windows' forms (POSTs) are sent in Chromium and Playwright's own Firefox build.
  const bodiesSeen = browserName !== 'firefox' || !!process.env.PLAYWRIGHT_FIREFOX_BUILD;
  await inMock.routeServiceHosts(context);
  await page.goto(`${boardUrl}/jobs/engine-analyst.html`);
  const company = inMock.context.network.companies.get('1001')!;
  // The parts came from platform.linkedin.com, as in.js did.
  await expect(page.frameLocator('#follow iframe').locator('#count')).toHaveText(String(company.followers.length));
  const jobs = page.frameLocator('#jobs iframe');
  await expect(jobs.locator('h1')).toHaveText('Jobs at Difference Works');
  await expect(jobs.locator('a.job').first()).toBeVisible();
  expect(await page.evaluate(() => [].slice.call(document.scripts).map((s: HTMLScriptElement) => s.src).filter((src: string) => src.indexOf('/in-parts/') > 0).sort())).toEqual([
    'http://platform.linkedin.com/in-parts/apply.js',
    'http://platform.linkedin.com/in-parts/followcompany.js',
    'http://platform.linkedin.com/in-parts/jymbii.js',
  ]);

  // The member is signed in on the network (the framework's sign-in, approved for the test).
  await inMock.signIn(page, () => page.evaluate(() => (window as unknown as { IN: { User: { authorize(): void } } }).IN.User.authorize()));
  const dialogPromise = page.waitForEvent('popup');
  await page.click('#apply button');
  const dialog = await dialogPromise;
  await expect(dialog.locator('#job-title')).toHaveText('Engine Analyst');
  await expect(dialog.locator('#applicant-name')).toHaveText('Ada Lovelace');
  if (!bodiesSeen) return;
  await dialog.fill('#coverLetter', 'I read the engines’ notes.');
  const closed = dialog.waitForEvent('close');
  await dialog.click('#apply', { noWaitAfter: true }).catch((error) => {
    if (!dialog.isClosed()) throw error;
  });
  await closed;
  await expect.poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['success']);
  await expect.poll(() => applications.length).toBe(1);
  const { signature, body } = applications[0]!;
  expect(signature).toBe(createHmac('sha1', 'demo-secret-key').update(body).digest('base64'));
  expect(JSON.parse(body)).toMatchObject({ coverLetter: 'I read the engines’ notes.', job: { id: 'EA-1', position: { title: 'Engine Analyst' } }, meta: 'Apply with LinkedIn' });
  // The service saw only its real host names.
  const hosts = new Set(inMock.admin.requests().map((entry) => new URL(entry.url).host));
  expect([...hosts]).toEqual(['platform.linkedin.com']);
});
