// The types of the package's public API, shared by the Node entry (index.ts) and the browser
// entry (browser.ts).
export type { MockContext, MockContextOptions, ServiceSettings } from './context/context.js';
export type { AdminApi, ClockState, JournalFilter, LinkedInVersionState, VersionUseState, VersionsState, AsOfState, WebhookState, DeliveryState } from './admin/adminApi.js';
export type { Delivery, DeliveryAttempt, DeliveryFault, DeliveryFaultKind, DeliveryStatus, EventSubscription, ChallengeRecord, WebhookEndpoint } from './store/webhooks.js';
export type { DeliveryFilter } from './webhooks/deliveryFilter.js';
export type { ApplicationInput } from './webhooks/deliverApplication.js';
export type { PageSummary, PageRoleSummary } from './today/readOuts/pageSummaries.js';
export type { CodeRequest, IssuedCode } from './admin/mintCode.js';
export type { AutoApprovals } from './store/autoApprovals.js';
export type { Fixtures, AppFixture, FixtureSettings } from './fixtureFormat/types.js';
export type { CompanyFixture, GroupFixture, NetworkFixtures } from './fixtureFormat/networkFixtures.js';
export type { ActivityFixtures, JobFixture, PostFixture, ShareFixture, UpdateFixture } from './fixtureFormat/activityFixtures.js';
export type { FixtureMode } from './fixtureSets/fixtureLanding.js';
export type { FixtureProblem } from './fixtureSets/FixtureError.js';
export type { JournalEntry } from './store/journal.js';
export type { RateLimits, Fault, FaultFailure, UnauthorizedType } from './store/traffic.js';
export type { AppRecord, MemberRecord, AccessTokenRecord } from './store/types.js';
export type { TokenState } from './oauth/verifyToken.js';
export type { CredentialsCookie } from './jsapi/credentialsCookie.js';
