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

/** A job board's server: the URL data-url names, keeping each application POSTed to it. */
async function applicationReceiver() {
  const http = await import('node:http');
  const received: { headers: Record<string, unknown>; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return { url: `http://127.0.0.1:${port}/applications`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

test.describe('IN/Apply', () => {
  test('calls data-onclick, opens the apply dialog with the member’s profile, POSTs the signed application to data-url and calls data-onsuccess', async ({ page: browser, mock, service, app, consoleLines }) => {
    const receiver = await applicationReceiver();
    try {
      const tag = `<span id="apply"><script type="IN/Apply" data-companyid="1001" data-jobtitle="Engine Analyst" data-joblocation="London" data-jobid="JB-7"
        data-url="${receiver.url}" data-phone="required" data-themecolor="#ff9900" data-onclick="clicked" data-onsuccess="applied"></script></span>`;
      await browser.goto(app.page('/apply.html', page(service, tag)));
      const button = browser.locator('#apply button');
      await expect(button).toHaveAccessibleName('Apply with LinkedIn');
      const popupPromise = browser.waitForEvent('popup');
      await button.click();
      const popup = await popupPromise;
      await expect(popup.locator('h1')).toHaveText('Sign in to apply with your LinkedIn profile');
      await expect(popup.locator('#app-name')).toHaveText('in-js Demo');
      await logInAsAda(popup);
      await expect(popup.locator('#job-title')).toHaveText('Engine Analyst');
      await expect(popup.locator('#job-company')).toHaveText('Difference Works · London');
      await expect(popup.locator('#applicant-name')).toHaveText('Ada Lovelace');
      // The phone is required: without it the form comes back, the cover letter kept.
      await popup.fill('#phone', '');
      await popup.fill('#coverLetter', 'I would like to analyse your engines.');
      await popup.click('#apply');
      await expect(popup.locator('#error')).toHaveText('This job asks for your phone number: add it and submit again.');
      await expect(popup.locator('#coverLetter')).toHaveValue('I would like to analyse your engines.');
      await popup.fill('#phone', '+44 20 7946 0000');
      await clickClosingPopup(popup, '#apply');
      const job = { companyId: '1001', jobTitle: 'Engine Analyst', jobLocation: 'London', jobId: 'JB-7', url: receiver.url, phone: 'required', themeColor: '#ff9900' };
      await expect.poll(() => browser.evaluate(() => (window as any).calls)).toEqual([`clicked:${JSON.stringify({ event: 'click', job })}`, `applied:${JSON.stringify({ event: 'success', job })}`]);
      // The job board's server got the application, signed with the app's secret (python-apply-linkedin's check).
      await expect.poll(() => receiver.received.length).toBe(1);
      const { headers, body } = receiver.received[0]!;
      const { createHmac } = await import('node:crypto');
      expect(headers['content-signature']).toBe(createHmac('sha1', 'demo-secret-key').update(body).digest('base64'));
      const application = JSON.parse(body);
      expect(application).toMatchObject({
        coverLetter: 'I would like to analyse your engines.',
        person: { firstName: 'Ada', lastName: 'Lovelace', phoneNumbers: { _total: 1, values: [{ phoneNumber: '+44 20 7946 0000' }] } },
        job: { id: 'JB-7', position: { title: 'Engine Analyst' }, company: { name: 'Difference Works' } },
        meta: 'Apply with LinkedIn',
      });
      expect(mock.admin.deliveries({ event: 'APPLICATION' })[0]).toMatchObject({ status: 'DELIVERED', url: receiver.url });
      expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});

test.describe('IN/JYMBII and IN/CompanyInsider', () => {
  test('IN/JYMBII lists the company’s open jobs in its frame, each linking to its page; IN/CompanyInsider shows its modules', async ({ page: browser, mock, service, app, consoleLines }) => {
    const jobs = [...mock.context.network.jobs.values()].filter((job) => job.companyId === '1001').sort((a, b) => b.timestamp - a.timestamp);
    await browser.goto(
      app.page(
        '/jobs.html',
        page(service, `<div id="jobs"><script type="IN/JYMBII" data-companyid="1001" data-format="inline" data-max="5"></script></div>
<div id="insider"><script type="IN/CompanyInsider" data-id="1001" data-modules="innetwork,newhires"></script></div>`),
      ),
    );
    const jobsFrame = browser.frameLocator('#jobs iframe');
    await expect(jobsFrame.locator('h1')).toHaveText('Jobs at Difference Works');
    await expect(jobsFrame.locator('a.job')).toHaveText(jobs.slice(0, 5).map((job) => job.title));
    await expect(jobsFrame.locator('a.job').first()).toHaveAttribute('href', `https://www.linkedin.com/jobs?viewJob=&jobId=${jobs[0]!.id}`);
    const insider = browser.frameLocator('#insider iframe');
    await expect(insider.locator('h1')).toHaveText('Difference Works');
    await expect(insider.locator('#innetwork')).toContainText('Sign in on LinkedIn to see who you know at Difference Works.');
    await expect(insider.locator('#newhires li').first()).toBeVisible();
    await expect(insider.locator('#jobchanges')).toHaveCount(0);
    expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
  });
});

test.describe('IN/RecommendProduct', () => {
  test('shows the count, recommends through its window and calls data-onsuccess with the new count', async ({ page: browser, mock, service, app }) => {
    const company = mock.context.network.companies.get('1001')!;
    const product = company.products![0]!;
    await browser.goto(app.page('/recommend.html', page(service, `<span id="rec"><script type="IN/RecommendProduct" data-company="1001" data-product="${product.id}" data-counter="right" data-onsuccess="recommended"></script></span>`)));
    await expect(browser.locator('#rec .IN-count')).toHaveText('0');
    const popupPromise = browser.waitForEvent('popup');
    await browser.locator('#rec button').click();
    const popup = await popupPromise;
    await logInAsAda(popup);
    await expect(popup.locator('h1')).toHaveText(`Recommend ${product.name}`);
    await clickClosingPopup(popup, '#recommend');
    await expect.poll(() => browser.evaluate(() => (window as any).calls)).toEqual([`recommended:{"company":"1001","product":"${product.id}","count":1}`]);
    await expect(browser.locator('#rec .IN-count')).toHaveText('1');
    expect(product.recommenders).toEqual([ADA.id]);
  });
});

test('a page on an origin the app does not list opens the apply dialog for its key: refused, no application sent, no answer to the page', async ({ page: browser, mock, service, attacker }) => {
  const board = await applicationReceiver();
  try {
    await browser.goto(attacker.page('/steal.html', page(service, `<span id="apply"><script type="IN/Apply" data-companyid="1001" data-jobtitle="Engine Analyst" data-url="${board.url}" data-onsuccess="applied"></script></span>`)));
    const popupPromise = browser.waitForEvent('popup');
    await browser.locator('#apply button').click();
    const popup = await popupPromise;
    await expect(popup.locator('#error')).toContainText('JavaScript API Domain is restricted to');
    await expect(popup.locator('#session_key')).toHaveCount(0);
    await popup.close();
    expect(await browser.evaluate(() => (window as any).calls)).toEqual([]);
    expect(mock.admin.deliveries({ event: 'APPLICATION' })).toEqual([]);
    expect(board.received).toEqual([]);
  } finally {
    await board.close();
  }
});
