// Event subscriptions (Organization Social Action Notifications, "Event Subscription API",
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-social-action-notifications):
//   PUT    /rest/eventSubscriptions/(developerApplication:{urn},user:{urn},entity:{urn},eventType:ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS)
//          {"webhook": "https://…"} → 204: the member subscribes the app to a page's notifications
//   GET    /rest/eventSubscriptions/{key}   → the subscription
//   DELETE /rest/eventSubscriptions/{key}   → 204
//   GET    /rest/eventSubscriptions?q=subscriberAndEventType&eventType=… → the caller's subscriptions
// The Community Management API opens them (rw_organization_admin to write, r_ or rw_ to read). "The
// subscription request will only succeed if the subscribing member is an administrator of the
// organization" (the page permission `subscribe`, today/organizations/pagePermissions.ts); the key names the
// caller's own app and the caller. Notifications go to the webhook only when the app registered and
// validated it (docs/webhooks.md); the journal says so when it did not.
import type { TodayCall, TodayEndpoint, TodayRoute } from '../TodayRoute.js';
import { rawSegments } from '../TodayRoute.js';
import { parseComplexValue } from '../../restli/complexValue.js';
import { parseUrn } from '../../restli/urn.js';
import { jsonBody } from '../jsonBody.js';
import { callerIsPerson } from '../callerIsPerson.js';
import { mayOnPage, memberMayOnPage } from '../organizations/pagePermissions.js';
import { developerApplicationUrn } from '../../apps/applicationId.js';
import { endpointKey, type EventSubscription } from '../../store/webhooks.js';
import type { MockContext } from '../../context/context.js';
import { noteRequest } from '../../http/requestNotes.js';
import { EVENT_SUBSCRIPTIONS_MAX } from '../../defaults.js';
import { RestError, BadRequest, AccessDenied, NotFound, Unprocessable, FIELD_REQUIRED } from '../../api/errors.js';

/** The event types the mock pushes. */
export const ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS = 'ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS';
const EVENT_TYPES = [ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS] as const;

const RESOURCE = 'eventSubscriptions';
const KEY_SHAPE = '(developerApplication:urn:li:developerApplication:{id},user:urn:li:person:{id},entity:urn:li:organization:{id},eventType:ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS), its URNs percent-encoded';

interface SubscriptionKey {
  developerApplication: string;
  user: string;
  entity: string;
  organizationId: string;
  eventType: string;
}

/** The key of the path, read from its raw text (a URN's colons may come encoded or not). */
function keyOf(call: TodayCall): SubscriptionKey {
  const raw = rawSegments(call.url.pathname)[2] ?? '';
  let value: unknown;
  try {
    value = parseComplexValue(raw, 'key');
  } catch {
    throw new BadRequest(`The key of an event subscription is ${KEY_SHAPE}; '${call.params.key}' cannot be read.`);
  }
  const fields = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
  const [developerApplication, user, entity, eventType] = ['developerApplication', 'user', 'entity', 'eventType'].map(text);
  if (!developerApplication || !user || !entity || !eventType) throw new BadRequest(`The key of an event subscription is ${KEY_SHAPE}; '${call.params.key}' lacks a part.`);
  const organization = parseUrn(entity);
  if (organization?.namespace !== 'li' || organization.entityType !== 'organization') throw new BadRequest(`The entity of an event subscription is a page, urn:li:organization:{id}; it is '${entity}'.`);
  if (!(EVENT_TYPES as readonly string[]).includes(eventType)) throw new BadRequest(`The eventType '${eventType}' is not one this mock pushes; it pushes ${EVENT_TYPES.join(', ')} (docs/webhooks.md).`);
  return { developerApplication, user, entity, organizationId: organization.id, eventType };
}

/** The text a subscription is kept under. */
function storeKey(apiKey: string, key: SubscriptionKey): string {
  return [apiKey, key.user, key.organizationId, key.eventType].join(' ');
}

/** The key names the caller's own app and the caller; 403 otherwise, with the reason in the journal. */
function checkCaller(call: TodayCall, key: SubscriptionKey, access: string): void {
  const app = call.ctx.directory.apps.get(call.caller.apiKey)!;
  const own = developerApplicationUrn(app);
  if (key.developerApplication !== own) {
    noteRequest(call.request, `The key names ${key.developerApplication}; the token's app '${app.apiKey}' is ${own} (its fixture's applicationId, or the id derived from its API key: docs/webhooks.md).`);
    throw new AccessDenied(RESOURCE, access, call.version);
  }
  const person = parseUrn(key.user);
  if (person?.namespace !== 'li' || person.entityType !== 'person' || !callerIsPerson(call, person.id)) {
    noteRequest(call.request, `The key names the member ${key.user}; a member subscribes only themself (urn:li:person:${call.caller.memberId}, or the subject the app knows them by).`);
    throw new AccessDenied(RESOURCE, access, call.version);
  }
}

/** What a subscription answers. */
function subscriptionView(subscription: EventSubscription): Record<string, unknown> {
  const { developerApplication, user, entity, eventType, webhook, expiresAt } = subscription;
  return { developerApplication, entity, eventType, expiresAt, user, webhook };
}

function found(call: TodayCall, key: SubscriptionKey): EventSubscription {
  const subscription = call.ctx.webhooks.subscriptions.get(storeKey(call.caller.apiKey, key));
  if (!subscription) throw new NotFound(`There is no event subscription ${call.params.key}.`);
  return subscription;
}

async function subscribe(call: TodayCall) {
  const key = keyOf(call);
  checkCaller(call, key, 'UPDATE');
  const company = call.ctx.network.companies.get(key.organizationId);
  if (!company || !mayOnPage(call, 'subscribe', company)) {
    noteRequest(call.request, `Only an ADMINISTRATOR of the page (APPROVED) may subscribe it; ${company ? `urn:li:person:${call.caller.memberId} is not one` : `there is no page ${key.entity}`}.`);
    throw new AccessDenied(RESOURCE, 'UPDATE', call.version);
  }
  const body = await jsonBody(call.request);
  const webhook = body.webhook;
  let url: URL | undefined;
  try {
    url = typeof webhook === 'string' ? new URL(webhook) : undefined;
  } catch {
    url = undefined;
  }
  if (!url) throw new Unprocessable('/webhook', FIELD_REQUIRED, 'the absolute URL of the webhook that receives the notifications');
  const kept = storeKey(call.caller.apiKey, key);
  const subscriptions = call.ctx.webhooks.subscriptions;
  if (!subscriptions.has(kept) && subscriptions.size >= EVENT_SUBSCRIPTIONS_MAX) throw new RestError(429, `The mock keeps at most ${EVENT_SUBSCRIPTIONS_MAX} event subscriptions; delete some first.`);
  subscriptions.set(kept, {
    apiKey: call.caller.apiKey,
    developerApplication: key.developerApplication,
    memberId: call.caller.memberId,
    user: key.user,
    organizationId: key.organizationId,
    entity: key.entity,
    eventType: key.eventType,
    webhook: webhook as string,
    createdAt: call.ctx.clock.now(),
    expiresAt: call.caller.expiresAt,
  });
  if (!call.ctx.webhooks.endpoints.has(endpointKey(call.caller.apiKey, webhook as string))) {
    noteRequest(call.request, `${webhook} is not a registered webhook of the app '${call.caller.apiKey}': LinkedIn sends notifications only to webhooks registered and validated in the developer portal (register it: fixtures apps[].webhooks, POST /__admin/webhooks).`);
  }
  call.ctx.webhooks.changed();
  return { status: 204 };
}

function read(call: TodayCall) {
  const key = keyOf(call);
  checkCaller(call, key, 'GET');
  return { body: subscriptionView(found(call, key)) };
}

function unsubscribe(call: TodayCall) {
  const key = keyOf(call);
  checkCaller(call, key, 'DELETE');
  found(call, key);
  call.ctx.webhooks.subscriptions.delete(storeKey(call.caller.apiKey, key));
  call.ctx.webhooks.changed();
  return { status: 204 };
}

/** The caller's subscriptions of one event type, through the caller's app (q=subscriberAndEventType: the pipeline checked it). */
function subscriberAndEventType(call: TodayCall) {
  const eventType = call.query.get('eventType');
  if (!eventType) throw new BadRequest("The query parameter 'eventType' is required, e.g. ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS.");
  const elements = [...call.ctx.webhooks.subscriptions.values()]
    .filter((s) => s.apiKey === call.caller.apiKey && s.memberId === call.caller.memberId && s.eventType === eventType)
    .map(subscriptionView);
  return { body: { elements, paging: { count: elements.length, links: [], start: 0, total: elements.length } } };
}

const READ = ['r_organization_admin', 'rw_organization_admin'] as const;
const WRITE = ['rw_organization_admin'] as const;
const endpoint = (access: string, scopes: readonly ('r_organization_admin' | 'rw_organization_admin')[], handle: TodayEndpoint['handle']): TodayEndpoint => ({ scopes, product: 'communityManagement', access, handle });

export const eventSubscriptionRoutes: TodayRoute[] = [
  { path: '/rest/eventSubscriptions', resource: RESOURCE, versioned: true, methods: { GET: { ...endpoint('FINDER-subscriberAndEventType', READ, subscriberAndEventType), finders: { names: ['subscriberAndEventType'] } } } },
  {
    path: '/rest/eventSubscriptions/:key',
    resource: RESOURCE,
    versioned: true,
    keyed: true,
    methods: { PUT: endpoint('UPDATE', WRITE, subscribe), GET: endpoint('GET', READ, read), DELETE: endpoint('DELETE', WRITE, unsubscribe) },
  },
];

/** Whether the member's authorization of the app still stands: a token of theirs for it is valid. */
function stillAuthorized(ctx: MockContext, subscription: EventSubscription): boolean {
  return ctx.tokens.all().some((record) => record.apiKey === subscription.apiKey && record.memberId === subscription.memberId && !record.tokenSecret && ctx.tokens.verify(record.token).status === 'valid');
}

/**
 * The subscriptions of a page's `eventType` that still stand. LinkedIn keeps a subscription only
 * as long as the member's authorization of the app and their ADMINISTRATOR role on the page last,
 * and checks both before it sends; one that lost either is removed silently, here when an event
 * comes (docs/webhooks.md "Subscriptions").
 */
export function liveSubscriptions(ctx: MockContext, organizationId: string, eventType: string): EventSubscription[] {
  const company = ctx.network.companies.get(organizationId);
  const live: EventSubscription[] = [];
  for (const [kept, subscription] of ctx.webhooks.subscriptions) {
    if (subscription.organizationId !== organizationId || subscription.eventType !== eventType) continue;
    if (memberMayOnPage(subscription.memberId, 'subscribe', company) && ctx.directory.apps.has(subscription.apiKey) && stillAuthorized(ctx, subscription)) live.push(subscription);
    else ctx.webhooks.subscriptions.delete(kept);
  }
  return live;
}
