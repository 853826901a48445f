// LinkedIn's validation of a webhook (Webhook validation,
// https://learn.microsoft.com/en-us/linkedin/shared/api-guide/webhook-validation): a GET of the URL
// with `challengeCode` (a type-4 UUID) in its query; the webhook must answer 200 with the JSON
// {"challengeCode": …, "challengeResponse": hex HMAC-SHA256 of the code under the client secret}
// within 3 seconds. LinkedIn validates at registration and every 2 hours after; three failures in a
// row block the webhook (docs/webhooks.md "Validation"). `applicationId` is sent only to the
// parent-child applications of Apply Connect, which the mock does not have.
import type { MockContext } from '../context/context.js';
import type { ChallengeRecord, WebhookEndpoint } from '../store/webhooks.js';
import { WEBHOOK_BLOCKING_FAILURES, WEBHOOK_CHALLENGES_KEPT, WEBHOOK_RESPONSE_TIMEOUT_MS, WEBHOOK_REVALIDATION_SECONDS } from '../defaults.js';
import { challengeResponse } from './signatures.js';
import { sendRequest, answerExcerpt } from './sendRequest.js';
import { takeDeliveryFault } from './deliveryFaults.js';

/** What LinkedIn expects, for the sentences. */
const EXPECTED = 'LinkedIn expects 200 with the JSON {"challengeCode": the code, "challengeResponse": the hex HMAC-SHA256 of the code under the client secret}';

/** Why an answer fails the challenge, or null when it passes; `notes` gathers what passes but LinkedIn's docs advise against. */
async function answerProblem(secret: string, code: string, status: number | null, text: string | undefined, contentType: string | undefined, notes: string[]): Promise<string | null> {
  if (status !== 200) return `it answered ${status}; ${EXPECTED}.`;
  let data: unknown;
  try {
    data = JSON.parse(text ?? '');
  } catch {
    return `its answer is not JSON (${JSON.stringify(answerExcerpt(text) ?? '')}); ${EXPECTED}.`;
  }
  if (!/^application\/json\b/i.test(contentType ?? '')) notes.push(`It answered with Content-Type ${contentType ?? '(none)'}; LinkedIn's docs ask for application/json.`);
  const answer = (data ?? {}) as Record<string, unknown>;
  if (answer.challengeCode !== code) return `its challengeCode is ${JSON.stringify(answer.challengeCode)}, not the code sent, ${code}; ${EXPECTED}.`;
  const expected = await challengeResponse(secret, code);
  const given = answer.challengeResponse;
  if (typeof given === 'string' && given.toLowerCase() === expected) return null;
  const hints: string[] = [];
  if (typeof given === 'string' && given === hexToBase64(expected)) hints.push('it is the digest in base64; LinkedIn wants hex');
  return `its challengeResponse is ${JSON.stringify(given)}, not the hex HMAC-SHA256 of the code under the app's client secret (${expected})${hints.length ? `: ${hints.join('; ')}` : ''}.`;
}

/** A hex digest in base64 (to recognize the usual mistake), without Node's Buffer so it runs in a browser too. */
function hexToBase64(hex: string): string {
  let bytes = '';
  for (let i = 0; i < hex.length; i += 2) bytes += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return btoa(bytes);
}

/**
 * Sends one validation challenge to `endpoint` now (a receiver fault `down` or `slow` waiting for
 * its URL shapes it) and says how it went. Nothing is recorded: see `recordChallenge`.
 * @example const record = await sendChallenge(ctx, { apiKey: 'demo-api-key', url: 'http://127.0.0.1:3000/hook' });
 */
export async function sendChallenge(ctx: MockContext, endpoint: Pick<WebhookEndpoint, 'apiKey' | 'url'>): Promise<ChallengeRecord> {
  const at = ctx.clock.now();
  const challengeCode = crypto.randomUUID();
  const app = ctx.directory.apps.get(endpoint.apiKey);
  if (!app) return { at, challengeCode, passed: false, status: null, durationMs: 0, problem: `the app '${endpoint.apiKey}' is gone.` };
  const fault = takeDeliveryFault(ctx.webhooks, endpoint.url, ['down', 'slow']);
  if (fault?.fault === 'down') return { at, challengeCode, passed: false, status: null, durationMs: 0, problem: `the webhook could not be reached (receiver fault #${fault.id}: down).` };
  const url = new URL(endpoint.url);
  url.searchParams.set('challengeCode', challengeCode);
  const answer = await sendRequest({ method: 'GET', url: url.href, headers: {}, marker: challengeCode }, ctx.webhooks.cancel.signal);
  const base = { at, challengeCode, status: answer.status, durationMs: answer.durationMs };
  if (fault?.fault === 'slow') return { ...base, passed: false, problem: `no answer within ${WEBHOOK_RESPONSE_TIMEOUT_MS} ms, LinkedIn's deadline (receiver fault #${fault.id}: slow).` };
  if (answer.error) return { ...base, passed: false, problem: `${answer.error}.` };
  const notes: string[] = [];
  const problem = await answerProblem(app.secretKey, challengeCode, answer.status, answer.text, answer.contentType, notes);
  return { ...base, passed: problem === null, ...(problem ? { problem } : {}), ...(notes.length ? { notes } : {}) };
}

/**
 * Records a challenge on the endpoint: a pass makes it VALIDATED with no failures; a failure counts,
 * and the WEBHOOK_BLOCKING_FAILURES-th in a row blocks it. The next validation is 2 hours of mock time on.
 */
export function recordChallenge(ctx: MockContext, endpoint: WebhookEndpoint, record: ChallengeRecord): void {
  const now = ctx.clock.now();
  endpoint.challenges.push(record);
  if (endpoint.challenges.length > WEBHOOK_CHALLENGES_KEPT) endpoint.challenges.shift();
  endpoint.nextValidationAt = now + WEBHOOK_REVALIDATION_SECONDS * 1000;
  if (record.passed) {
    endpoint.consecutiveFailures = 0;
    endpoint.validatedAt = now;
    return;
  }
  endpoint.consecutiveFailures++;
  if (endpoint.consecutiveFailures >= WEBHOOK_BLOCKING_FAILURES && endpoint.status !== 'BLOCKED') {
    endpoint.status = 'BLOCKED';
    endpoint.blockedAt = now;
  }
}
