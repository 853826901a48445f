// Ledger entries of Rest.li and versions of today's API: LinkedIn-Version, projections, tunnelling, the error body, the 404, the limits (docs/fidelity.md; the shape: mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

const RESTLI_PROJ = 'https://linkedin.github.io/rest.li/Projections';
const VERSIONING = 'https://learn.microsoft.com/en-us/linkedin/marketing/versioning';
const DECO = 'https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/decoration';
const PROTO = 'https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/protocol-version';
const RATE = 'https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/rate-limits';
const JS_CLIENT = 'https://github.com/linkedin-developers/linkedin-api-js-client';
const N8N_426 = 'https://github.com/n8n-io/n8n/issues/14737';
const AUTH = 'https://learn.microsoft.com/en-us/linkedin/shared/authentication/authentication';
const MIGRATIONS = 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations';
const TALENT = 'https://learn.microsoft.com/en-us/linkedin/talent/versioning';
const EMPTY_TOKEN = 'https://github.com/oauth-io/sdk-node/issues/27';
const THROTTLE = 'https://github.com/Automattic/wp-calypso/issues/32007';

export const RESTLI_ENTRIES: readonly LedgerEntry[] = [
  { id: 'F-RESTLI-001', resource: 'any /rest call', rule: 'LinkedIn-Version is required on every /rest call: without it 400 VERSION_MISSING "A version must be present…" with X-Restli-Gateway-Error', source: 'doc', address: VERSIONING },
  { id: 'F-RESTLI-002', resource: 'any /rest call', rule: 'a version sunset (or never released) is 426 NONEXISTENT_VERSION "Requested version YYYYMM01 is not active", the month echoed as YYYYMM01', source: 'live', address: N8N_426 },
  { id: 'F-RESTLI-003', resource: 'any /rest call', rule: 'a Marketing version answers through the sunset day the Migrations page publishes for it (202407: 2025-07-22; 202511: 2026-11-16), on the mock clock', source: 'doc', address: MIGRATIONS },
  { id: 'F-RESTLI-004', resource: 'any /rest call', rule: 'LinkedIn-Version and Linkedin-Version are one header (LinkedIn\'s pages write both)', source: 'doc', address: VERSIONING },
  { id: 'F-RESTLI-005', resource: 'any /v2 or /rest call', rule: 'projection= reads nested fields, * and every decoration form clients send (displayImage~:playableStreams, ~digitalmediaAsset:…)', source: 'doc', address: DECO },
  { id: 'F-RESTLI-006', resource: 'any /v2 or /rest call', rule: 'passport\'s and linkedin-api-client\'s encodings of one projection read the same (the query decoded once)', source: 'code', address: JS_CLIENT },
  { id: 'F-RESTLI-007', resource: 'any /v2 or /rest call', rule: 'fields=a,b is protocol 1.0\'s flat list', source: 'code', address: JS_CLIENT },
  { id: 'F-RESTLI-008', resource: 'any /v2 or /rest call', rule: 'a malformed projection is 400 ILLEGAL_ARGUMENT saying at which character', source: 'choice' },
  { id: 'F-RESTLI-009', resource: 'any /v2 or /rest call', rule: 'prototype names in a projection ((__proto__), (constructor)) are unknown fields like any other, never a 500', source: 'choice' },
  { id: 'F-RESTLI-010', resource: 'any /v2 or /rest call', rule: 'query tunnelling: POST with X-HTTP-Method-Override: GET and a form body is the GET it stands for; other overrides are a 400', source: 'code', address: JS_CLIENT },
  { id: 'F-RESTLI-011', resource: 'any /v2 or /rest call', rule: 'complex query values List(…) and (key:value) are read from the raw query as the official client encodes them; raw URN colons and 1.0 dotted forms too', source: 'doc', address: PROTO },
  { id: 'F-RESTLI-012', resource: 'any /v2 or /rest call', rule: 'a complex value that cannot be read is LinkedIn\'s 400 with only message and status', source: 'choice' },
  { id: 'F-RESTLI-013', resource: 'any /v2 or /rest call', rule: 'a path no route has is 404 {"status":404,"code":"RESOURCE_NOT_FOUND","message":"No virtual resource found"} with its Content-Length, answered at once', source: 'code', address: 'https://github.com/PostHog/posthog' },
  { id: 'F-RESTLI-014', resource: 'any /v2 or /rest call', rule: 'a resource LinkedIn serves and the mock does not answers that same 404 byte for byte; only the journal says LinkedIn serves it', source: 'choice' },
  { id: 'F-RESTLI-015', resource: 'any /v2 or /rest call', rule: 'past a daily limit: LinkedIn\'s 429 {"serviceErrorCode":101,"message":"Resource level throttle limit…","status":429}, no Retry-After', source: 'live', address: THROTTLE },
  { id: 'F-RESTLI-016', resource: 'any /v2 or /rest call', rule: 'OAuth 1.0a is not part of today\'s platform: a signed call to /v2 or /rest is answered as a call without a token', source: 'doc', address: AUTH },
  { id: 'F-RESTLI-017', resource: 'any /rest call', rule: 'preflights of /rest allow its headers only for a registered origin', source: 'choice' },
  { id: 'F-RESTLI-018', resource: 'any /v2 or /rest call', rule: 'faults match today\'s paths and answer in today\'s body; the journal records the calls with tokens redacted', source: 'choice' },
  { id: 'F-RESTLI-019', resource: 'any /rest call', rule: 'a Marketing version answers from the day its month of a year before is sunset, not from the 1st of its month (202611 from 2026-11-16); the day LinkedIn switches on is not published', source: 'choice' },
  { id: 'F-RESTLI-020', resource: 'any /rest call', rule: 'no December version after 2022 is released (the Migrations table goes 202511 → 202601): 202512 answers the 426 of a sunset version', source: 'choice' },
  { id: 'F-RESTLI-021', resource: 'any /rest call', rule: '202306 and 202307, which LinkedIn left out of a sunset notice and gave no published end, keep answering, with a journal note', source: 'choice' },
  { id: 'F-RESTLI-022', resource: 'any /rest call', rule: 'Talent versions live at least two years and the Talent calendar lists its own revisions (202508.02)', source: 'doc', address: TALENT },
  { id: 'F-RESTLI-023', resource: 'any /v2 or /rest call', rule: 'daily limits of today\'s API count per endpoint (the app\'s and the member\'s through the app), as the Rate Limits page says they vary by endpoint; v1 calls count together', source: 'doc', address: RATE },
  { id: 'F-RESTLI-024', resource: 'any /v2 or /rest call', rule: 'a call of today\'s API without a token (or an empty Bearer) is 401 {"serviceErrorCode":401,"message":"Empty oauth2 access token","status":401} word for word, with WWW-Authenticate; the advice goes to the journal', source: 'live', address: EMPTY_TOKEN },
  { id: 'F-RESTLI-025', resource: 'any /v2 or /rest call', rule: 'a 429 fault on /v2 or /rest answers LinkedIn\'s throttle body; that it was injected is in the journal only', source: 'live', address: THROTTLE },
  { id: 'F-RESTLI-026', resource: 'any /v2 or /rest call', rule: 'a List() query value is read without X-Restli-Protocol-Version, or with 1.0.0', source: 'choice' },
  { id: 'F-RESTLI-027', resource: 'any /v2 or /rest call', rule: 'a partial update (POST with a patch body) without X-RestLi-Method: PARTIAL_UPDATE is the partial update it is', source: 'choice' },
  { id: 'F-RESTLI-028', resource: 'any /rest call', rule: 'a malformed LinkedIn-Version (2026-11, latest) is a 400 saying the format YYYYMM or YYYYMM.RR; a well-formed one not active is the 426', source: 'choice' },
  { id: 'F-RESTLI-029', resource: 'any /v2 or /rest call', rule: 'Rest.li\'s wildcard * in place of a field name is every field of the record, alone or beside others: /v2/me?projection=(*), elements*(*,organization~(localizedName))', source: 'doc', address: RESTLI_PROJ },
  { id: 'F-RESTLI-030', resource: 'GET /rest/organizations?ids=List(…) (every batch get that projects)', rule: 'a batch get\'s projection names its entities under results: (results*(id,localizedName)) as public code writes it, (results(*(…))) as the decoration guide does; *(…) is the projection of every value the wildcard stands for', source: 'doc', address: DECO },
];
