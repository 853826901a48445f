// The v1 era's Apply with LinkedIn POST (docs/webhooks.md "Apply with LinkedIn"), as the IN/Apply
// dialog will send it: the application JSON to the job's data-url, Content-Signature base64 HMAC-SHA1
// of the raw body under the app's secret, re-sent 6 times after a non-200 (mock clock).
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { APP, useWebhookKit } from '../../test/support/webhookKit.js';
import { deliverApplication } from './deliverApplication.js';
import { applicantProfile } from '../v1/people/applicantProfile.js';

const kit = useWebhookKit();
/** python-apply-linkedin's check (django/decorators.py), in Node: base64 HMAC-SHA1 of the raw body under the API secret. */
const verify = (body: string, header: string | undefined) => createHmac('sha1', APP.secretKey).update(body).digest('base64') === header;
const JOB = { id: '1100', title: 'CEO for manufacturing and supply sector', companyName: 'Nokia', location: 'Espoo' };

function apply(url: string, memberId = 'aZ3kq9XbW1') {
  const person = applicantProfile(kit.mock.context, memberId)!;
  return deliverApplication(kit.mock.context, {
    apiKey: APP.apiKey,
    url,
    application: { person, job: JOB, coverLetter: 'To whom it may concern — I am très interested.', questions: [{ question: 'Have you passed the Series 7 Exam?', answer: 'true' }] },
  });
}

describe('deliverApplication (Apply with LinkedIn, v1)', () => {
  it("POSTs the application JSON to the data-url, signed as python-apply-linkedin checks it [F-WEBHOOKS-025]", async () => {
    kit.receiver().handle((request) => ({ status: verify(request.body, request.headers['content-signature'] as string) ? 200 : 404 }));
    const queued = apply(kit.hookUrl('/apply_linkedin/'));
    expect(queued).toMatchObject({ kind: 'application', event: 'APPLICATION', status: 'PENDING' });
    const delivery = await kit.mock.waitForDelivery({ event: 'APPLICATION' });
    expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: [{ status: 200 }], headers: { 'Content-Type': 'application/json', 'Content-Signature': delivery.signature } });
    const [received] = kit.receiver().requests;
    expect(received).toMatchObject({ method: 'POST', path: '/apply_linkedin/' });
    expect(received!.headers['x-li-signature']).toBeUndefined();
    const application = JSON.parse(received!.body);
    expect(Object.keys(application)).toEqual(['coverLetter', 'person', 'questions', 'job', 'meta']);
    expect(application).toMatchObject({
      coverLetter: 'To whom it may concern — I am très interested.',
      questions: { _total: 1, values: [{ answer: 'true', question: 'Have you passed the Series 7 Exam?' }] },
      job: { id: '1100', position: { title: JOB.title }, company: { name: 'Nokia' }, location: 'Espoo' },
      meta: 'Apply with LinkedIn',
    });
    // The applicant's own full profile in v1 JSON: e-mail, positions as {_total, values}.
    expect(application.person).toMatchObject({ id: 'aZ3kq9XbW1', firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada.lovelace@example.com', positions: { _total: expect.any(Number) } });
  });

  it('a non-200 (a 201 too) is re-sent 6 times on the mock clock, then given up [F-WEBHOOKS-026]', async () => {
    kit.receiver().handle(() => ({ status: 201 }));
    apply(kit.hookUrl('/apply'));
    await kit.mock.waitForDelivery({ event: 'APPLICATION' });
    for (let resend = 1; resend <= 6; resend++) {
      kit.mock.admin.setClock({ advanceSeconds: 300 });
      await kit.mock.waitForDelivery({ event: 'APPLICATION', attempts: resend + 1 });
    }
    const [failed] = kit.mock.admin.deliveries({ event: 'APPLICATION' });
    expect(failed).toMatchObject({ status: 'FAILED', reason: 'no 200 after the first POST and 6 re-sends.', nextAttemptAt: null });
    expect(failed!.attempts.map((a) => a.status)).toEqual(Array(7).fill(201));
    kit.mock.admin.setClock({ advanceSeconds: 3600 });
    await kit.settled();
    expect(kit.receiver().requests).toHaveLength(7);
  });

  it('an unknown app or a data-url that is not absolute http(s) is an error saying so', () => {
    const application = { person: {}, job: { id: '1' } };
    expect(() => deliverApplication(kit.mock.context, { apiKey: 'nope', url: 'https://jobs.example/apply', application })).toThrow("There is no app with the API key 'nope'");
    expect(() => deliverApplication(kit.mock.context, { apiKey: APP.apiKey, url: '/apply', application })).toThrow("The data-url '/apply' is not an absolute URL");
    expect(() => deliverApplication(kit.mock.context, { apiKey: APP.apiKey, url: 'ftp://jobs.example/apply', application })).toThrow('is not http(s)');
    expect(applicantProfile(kit.mock.context, 'nobody')).toBeUndefined();
  });
});
