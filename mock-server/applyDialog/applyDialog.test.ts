// The apply dialog through its handlers (useServiceKit, on the public useMockService, a fake
// browser): what opens it, the page, the checks, the application sent through the delivery engine
// to the job board's data-url (an MSW handler of the test, as a team's own), the answers to the page.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { FakeBrowser, findForm } from '../../test/support/fakeBrowser.js';
import { DEMO_APP, DEMO_MEMBER } from '../seed/demoAccounts.js';

const BASE = 'https://www.linkedin.com';
const BOARD = 'https://jobs.example.test/linkedin/applications';
const kit = useServiceKit();

const received: { signature: string | null; type: string | null; body: string }[] = [];
// Each test: the kit puts the service’s own handlers back after every test.
beforeEach(() => {
  kit.server.use(
    http.post(BOARD, async ({ request }) => {
      received.push({ signature: request.headers.get('content-signature'), type: request.headers.get('content-type'), body: await request.text() });
      return new HttpResponse('ok', { status: 200 });
    }),
  );
});
afterEach(() => {
  received.length = 0;
});

const opened = (job: Record<string, string>, extra: Record<string, string> = {}) =>
  `${BASE}/cws/job/apply?${new URLSearchParams({ api_key: DEMO_APP.apiKey, origin: 'http://localhost:3000', state: 's1', ...job, ...extra })}`;
const JOB = { companyId: '1001', jobTitle: 'Engine <Analyst>', jobLocation: 'London', jobId: 'EA-1', url: BOARD };

async function signedIn(browser: FakeBrowser, url: string): Promise<string> {
  const login = await (await browser.get(url)).text();
  expect(login).toContain('<h1>Sign in to apply with your LinkedIn profile</h1>');
  expect(login).toContain('<strong id="app-name">in-js Demo</strong>');
  const response = await browser.submit(login, url, 'login', { session_key: DEMO_MEMBER.email, session_password: DEMO_MEMBER.password });
  return (await browser.get(new URL(response.headers.get('location')!, url).href)).text();
}

describe('the apply dialog (/cws/job/apply)', () => {
  it.each([
    [{ api_key: '' }, 'Apply with LinkedIn needs the page&#39;s API key'],
    [{ api_key: 'nope' }, 'Unknown API key &#39;nope&#39;'],
    [{ origin: 'http://localhost:3000/jobs' }, 'The apply dialog needs the page&#39;s origin'],
    [{ state: '' }, 'The apply dialog needs a state'],
    [{ origin: 'http://evil.example' }, 'restricted to'],
    [{ jobTitle: '' }, 'IN/Apply needs the job&#39;s title: data-jobtitle.'],
    [{ companyId: '9' }, 'No company page has the id 9'],
    [{ url: '' }, 'IN/Apply needs where the application goes'],
    [{ url: 'javascript:alert(1)' }, 'data-url must be a complete web address'],
    [{ urlFormat: 'yaml' }, 'data-urlformat is json (the default) or xml'],
  ])('%j: a 400 page saying what to fix, nothing sent [F-TAGS-004]', async (change, message) => {
    const answer = await new FakeBrowser().get(opened({ ...JOB, ...change }));
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(message);
  });

  it('shows the job (escaped) and the member, carries the job as job.* fields, and sends the signed application to data-url; the page hears success [F-TAGS-005] [F-WEBHOOKS-025]', async () => {
    const browser = new FakeBrowser();
    const url = opened({ ...JOB, themeColor: '#ff9900', logo: 'javascript:alert(1)' });
    const page = await signedIn(browser, url);
    expect(page).toContain('<h1 id="job-title">Engine &lt;Analyst&gt;</h1>');
    expect(page).toContain('<p id="job-company">Difference Works · London</p>');
    expect(page).toContain('border-top:4px solid #ff9900}button[value=apply]{background:#ff9900;border-color:#ff9900;color:#000}');
    expect(page).not.toContain('javascript:');
    expect(findForm(page, 'apply')!.fields).toMatchObject({ 'job.jobTitle': 'Engine <Analyst>', 'job.url': BOARD, 'job.themeColor': '#ff9900', state: 's1' });
    const sent = await browser.submit(page, url, 'apply', { phone: '+44 20 7946 0000', coverLetter: 'Dear Sirs,\r\nEngines.' });
    const relay = await sent.text();
    expect(relay).toMatch(/"inapply=1&state=s1&delivery=\d+"/);
    expect(sent.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:3000');
    await expect.poll(() => received.length).toBe(1);
    const { signature, type, body } = received[0]!;
    expect(signature).toBe(createHmac('sha1', DEMO_APP.secretKey).update(body).digest('base64'));
    expect(type).toContain('application/json');
    expect(JSON.parse(body)).toMatchObject({
      coverLetter: 'Dear Sirs,\nEngines.',
      person: { id: DEMO_MEMBER.id, firstName: 'Ada', phoneNumbers: { _total: 1, values: [{ phoneNumber: '+44 20 7946 0000', phoneType: 'mobile' }] } },
      questions: { _total: 0 },
      job: { id: 'EA-1', position: { title: 'Engine <Analyst>' }, company: { name: 'Difference Works' }, location: 'London' },
      meta: 'Apply with LinkedIn',
    });
    // Sent twice: the first answer again, one application.
    await browser.submit(page, url, 'apply', { phone: '+44 20 7946 0000', coverLetter: 'Dear Sirs,\r\nEngines.' });
    expect(kit.service.admin.deliveries({ event: 'APPLICATION' })).toHaveLength(1);
  });

  it('asks for the phone and the cover letter when the job requires them, keeps what was typed; notes data-email and data-urlformat=xml [F-TAGS-006] [F-TAGS-007]', async () => {
    const browser = new FakeBrowser();
    const url = opened({ ...JOB, phone: 'required', coverLetter: 'required', email: 'jobs@example.test', urlFormat: 'xml' });
    let html = await signedIn(browser, url);
    const tries: [Record<string, string>, string][] = [
      [{ phone: '', coverLetter: 'x' }, 'This job asks for your phone number'],
      [{ phone: 'call me', coverLetter: 'x' }, 'Give your phone number in digits'],
      [{ phone: '0123', coverLetter: ' ' }, 'This job asks for a cover letter'],
    ];
    for (const [fields, message] of tries) {
      const answer = await browser.submit(html, url, 'apply', fields);
      expect(answer.status).toBe(400);
      html = await answer.text();
      expect(html).toContain(message);
    }
    expect(html).toContain('id="phone" name="phone" value="0123"');
    await browser.submit(html, url, 'apply', { phone: '0123', coverLetter: 'Here I am.' });
    const notes = kit.service.admin.requests({ method: 'POST', path: '/cws/job/apply' }).at(-1)!.notes!;
    expect(notes).toEqual([expect.stringContaining('data-urlformat="xml": the application went to'), expect.stringContaining('data-email: LinkedIn e-mailed jobs@example.test')]);
  });

  it('Cancel answers the page user_cancelled and sends nothing [F-TAGS-008]', async () => {
    const browser = new FakeBrowser();
    const url = opened(JOB);
    const page = await signedIn(browser, url);
    const relay = await (await browser.submit(page, url, 'cancel')).text();
    expect(relay).toContain('"inapply=1&state=s1&error=user_cancelled&error_description=The%20member%20cancelled%20the%20application."');
    expect(kit.service.admin.deliveries({ event: 'APPLICATION' })).toHaveLength(0);
  });
});
