// Registering an app's webhook, as the developer portal's Webhooks tab does: LinkedIn "validates
// the ownership of a webhook URL before it can be registered" (Webhook validation), so the
// challenge must pass; registering a blocked webhook again is how it is unblocked. A webhook of a
// fixture set counts as registered and validated when the set is loaded, as one registered in the
// portal before the test began (its first challenge comes 2 hours of mock time later).
import type { MockContext } from '../context/context.js';
import { endpointKey, type WebhookEndpoint } from '../store/webhooks.js';
import { WEBHOOKS_PER_APP, WEBHOOK_REVALIDATION_SECONDS } from '../defaults.js';
import { webhookUrlProblem } from '../apps/webhookUrls.js';
import { recordChallenge, sendChallenge } from './challengeEndpoint.js';

/** The answer of a registration: the endpoint, or why it was refused (400: the request; 404: no such app; 409: too many; 422: the challenge failed). */
export type Registration = { endpoint: WebhookEndpoint } | { status: 400 | 404 | 409 | 422; problem: string; endpoint?: WebhookEndpoint };

function newEndpoint(apiKey: string, url: string, source: WebhookEndpoint['source'], now: number): WebhookEndpoint {
  return { apiKey, url, source, status: 'VALIDATED', registeredAt: now, validatedAt: now, nextValidationAt: now + WEBHOOK_REVALIDATION_SECONDS * 1000, consecutiveFailures: 0, challenges: [] };
}

/**
 * Registers `url` for the app after a validation challenge it passes (await it). A webhook already
 * registered is validated again: passing unblocks it.
 * @example const registration = await registerWebhook(ctx, { apiKey: 'demo-api-key', url: 'http://127.0.0.1:3000/linkedin' });
 */
export async function registerWebhook(ctx: MockContext, request: { apiKey: string; url: string }): Promise<Registration> {
  const { apiKey, url } = request;
  if (!ctx.directory.apps.has(apiKey)) return { status: 404, problem: `There is no app with the API key '${apiKey}'.` };
  const problem = webhookUrlProblem(url);
  if (problem) return { status: 400, problem };
  const key = endpointKey(apiKey, url);
  const existing = ctx.webhooks.endpoints.get(key);
  if (!existing && [...ctx.webhooks.endpoints.values()].filter((endpoint) => endpoint.apiKey === apiKey).length >= WEBHOOKS_PER_APP) {
    return { status: 409, problem: `The app '${apiKey}' has ${WEBHOOKS_PER_APP} webhooks already; that is as many as the mock keeps for one app.` };
  }
  const generation = ctx.webhooks.generation;
  const record = await sendChallenge(ctx, { apiKey, url });
  if (generation !== ctx.webhooks.generation) return { status: 409, problem: 'The service was reset while the challenge was in flight; register the webhook again.' };
  const now = ctx.clock.now();
  const endpoint = ctx.webhooks.endpoints.get(key) ?? newEndpoint(apiKey, url, 'admin', now);
  if (!record.passed) {
    if (ctx.webhooks.endpoints.has(key)) recordChallenge(ctx, endpoint, record);
    ctx.webhooks.changed();
    return { status: 422, problem: `This URL did not pass the security challenge check: ${record.problem}`, ...(ctx.webhooks.endpoints.has(key) ? { endpoint } : {}) };
  }
  endpoint.status = 'VALIDATED';
  endpoint.registeredAt = now;
  delete endpoint.blockedAt;
  recordChallenge(ctx, endpoint, record);
  ctx.webhooks.endpoints.set(key, endpoint);
  ctx.webhooks.changed();
  return { endpoint };
}

/**
 * The webhooks a fixture set gives an app: each registered as validated now unless the app has it
 * already (its state stays); the app's other webhooks from fixture sets go (the entry replaces the
 * app), those registered through the admin API stay.
 */
export function registerFixtureWebhooks(ctx: MockContext, apiKey: string, urls: readonly string[]): void {
  for (const [key, endpoint] of ctx.webhooks.endpoints) if (endpoint.apiKey === apiKey && endpoint.source === 'fixture' && !urls.includes(endpoint.url)) ctx.webhooks.endpoints.delete(key);
  for (const url of urls) {
    const key = endpointKey(apiKey, url);
    if (!ctx.webhooks.endpoints.has(key)) ctx.webhooks.endpoints.set(key, newEndpoint(apiKey, url, 'fixture', ctx.clock.now()));
  }
}

/** Forgets the webhooks of apps the service no longer has (a fixture set that starts over). */
export function forgetWebhooksOfGoneApps(ctx: MockContext): void {
  for (const [key, endpoint] of ctx.webhooks.endpoints) if (!ctx.directory.apps.has(endpoint.apiKey)) ctx.webhooks.endpoints.delete(key);
}
