// Round five, item 1: no input reaches an object's prototype. The Rest.li dotted form
// `timeIntervals.__proto__.grantedProducts=…` once assigned Object.prototype.grantedProducts, and one
// process serves every tenant: a self-serve app then passed every partner gate, a member deleted
// another's post, REST answers carried headers the attacker named. This fuzz sends the prototype
// names (`__proto__`, `constructor`, `prototype`) through every query-value and body parser of the
// service — Rest.li complex values in both forms, lists, projections, reaction keys, v1 query
// parameters and field selectors, tunnelled queries, today's and v1's JSON and XML bodies, admin
// bodies and journal filters, OAuth forms and headers, cookies, header names — to the standalone
// server, in its own service and through a tenant, and after each request checks, in the main
// service AND in another tenant, that nothing changed: the built-in prototypes, a self-serve app's
// partner gate (appHasProduct), a delete of someone else's post, and the header names of an answer.
// The seed is fixed so the run is repeatable (FUZZ_SEED=<n> explores others).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import http from 'node:http';
import { startServer, type RunningServer } from '../../mock-server/index.js';
import { DEMO_PAGES_APP } from '../../mock-server/seed/demoAccounts.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const NOW = Date.UTC(2026, 10, 25, 12);
const VERSION = '202611';
const ADA = 'aZ3kq9XbW1';
const CHARLES = 'Qm7Rt2VdN8';
const SELF_SERVE_APP = 'second-api-key';
const TENANT_HEADER = 'x-in-mock-tenant';
/** The tenant whose state is checked beside the server's own service; the attacker's requests never name it. */
const OTHER = 'other-worker';
const NAMES = ['__proto__', 'constructor', 'prototype'] as const;
/** Properties a polluted prototype would lend every object: what the gates, the delete and the headers read. */
const LENT = ['grantedProducts', 'companyId', 'x-polluted', 'withheldProducts', 'polluted'];
const LENT_VALUES = ['communityManagement', '1001', 'yes', 'List(communityManagement)', '1'];
const ORG = encodeURIComponent('urn:li:organization:1001');

let running: RunningServer;
let port: number;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers: { ...(body !== undefined && { 'content-length': String(Buffer.byteLength(body)) }), ...headers }, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** What one target (the server's own service, or a tenant) is checked with. */
interface Target {
  name: string;
  /** The headers that route a request to it. */
  route: Record<string, string>;
  ada: string;
  selfServe: string;
  /** Charles's post, which Ada must not be able to delete. */
  charlesPost: string;
  /** The header names of Ada's GET /v2/me, as answered before any attack. */
  meHeaders: string[];
}

const targets: Target[] = [];

async function prepare(name: string, route: Record<string, string>): Promise<Target> {
  const service = route[TENANT_HEADER] ? (running.tenants.get(route[TENANT_HEADER]) as Exclude<ReturnType<RunningServer['tenants']['get']>, string>) : running;
  const token = (memberId: string, scopes: string[], apiKey?: string) => service.admin.issueToken({ memberId, scopes: scopes as never, ...(apiKey && { apiKey }) }).access_token;
  const charles = token(CHARLES, ['w_member_social']);
  const post = await send('POST', '/rest/posts', { ...route, authorization: `Bearer ${charles}`, 'linkedin-version': VERSION, 'content-type': 'application/json' }, JSON.stringify({ author: `urn:li:person:${CHARLES}`, commentary: 'Charles writes', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }));
  expect(post.status, post.body).toBe(201);
  const target: Target = {
    name,
    route,
    // The page scopes are the Community Management API's, which must be the only product on its app (issue 47,
    // row 14): Ada's token is the seeded page app's, with r_basicprofile for /v2/me (not r_liteprofile, a sign-in scope).
    ada: token(ADA, ['w_member_social', 'r_organization_admin', 'r_organization_social', 'w_organization_social', 'rw_organization_admin', 'r_basicprofile', 'r_network', 'rw_nus', 'rw_groups', 'w_messages', 'rw_company_admin'], DEMO_PAGES_APP.apiKey),
    selfServe: token(ADA, ['r_liteprofile', 'w_member_social'], SELF_SERVE_APP),
    charlesPost: String(post.headers['x-restli-id']),
    meHeaders: [],
  };
  target.meHeaders = headerNames(await me(target));
  return target;
}

const me = (target: Target) => send('GET', '/v2/me', { ...target.route, authorization: `Bearer ${target.ada}` });
const headerNames = (answer: Answer) => Object.keys(answer.headers).filter((name) => name !== 'date').sort();

/** The built-in prototypes' own properties, as they are before any attack. */
const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype];
const builtIns = () => PROTOTYPES.map((prototype) => Object.getOwnPropertyNames(prototype).sort().join(','));
let builtInsBefore: string[];
/** The tenant the attacker's requests go through when they do not go to the server's own service. */
let attacker: Target;

/** Why the state is not as before the attack, in either target, or null. */
async function somethingChanged(): Promise<string | null> {
  if (builtIns().join('|') !== builtInsBefore.join('|')) return `a built-in prototype changed: ${PROTOTYPES.map((p) => Object.getOwnPropertyNames(p).filter((n) => !builtInsBefore.join(',').includes(n))).flat().join(', ')}`;
  const lent = LENT.filter((name) => name in {});
  if (lent.length) return `every object inherits ${lent.join(', ')}`;
  for (const target of targets) {
    const gate = await send('GET', `/rest/socialActions/${encodeURIComponent(target.charlesPost)}/comments`, { ...target.route, authorization: `Bearer ${target.selfServe}`, 'linkedin-version': VERSION });
    if (gate.status !== 403 || !gate.body.includes('partnerApiSocialActions')) return `${target.name}: a self-serve app passed the partner gate (${gate.status} ${gate.body.slice(0, 120)})`;
    const acls = await send('GET', '/rest/organizationAcls?q=roleAssignee', { ...target.route, authorization: `Bearer ${target.selfServe}`, 'linkedin-version': VERSION });
    if (acls.status !== 403) return `${target.name}: a self-serve app read organizationAcls (${acls.status})`;
    const removal = await send('DELETE', `/rest/posts/${encodeURIComponent(target.charlesPost)}`, { ...target.route, authorization: `Bearer ${target.ada}`, 'linkedin-version': VERSION });
    if (removal.status !== 403) return `${target.name}: Ada's delete of Charles's post answered ${removal.status}`;
    const names = headerNames(await me(target));
    if (names.join(',') !== target.meHeaders.join(',')) return `${target.name}: GET /v2/me answers other headers: ${names.join(', ')}`;
  }
  return null;
}

// ---- The poisoned requests, one generator per parser ----

interface Poison {
  parser: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The answer the era gives such a key, when the key is one the parser must refuse. */
  refused?: (answer: Answer) => boolean;
}

const name = fc.constantFrom(...NAMES);
const lentName = fc.constantFrom(...LENT);
const lentValue = fc.constantFrom(...LENT_VALUES);
const enc = encodeURIComponent;
const rest = (token: () => string, extra: Record<string, string> = {}) => () => ({ authorization: `Bearer ${token()}`, 'linkedin-version': VERSION, 'x-restli-protocol-version': '2.0.0', ...extra });
const restliInvalid = (parameter: string) => (answer: Answer) => answer.status === 400 && JSON.parse(answer.body).message === `Parameter '${parameter}' is invalid`;
const todayBadRequest = (answer: Answer) => answer.status === 400 && /never accepts|is invalid|cannot read|not a field/.test(JSON.parse(answer.body).message);
const STATISTICS = [
  `/rest/organizationalEntityFollowerStatistics?q=organizationalEntity&organizationalEntity=${ORG}`,
  `/rest/organizationPageStatistics?q=organization&organization=${ORG}`,
  `/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${ORG}`,
];
const statistics = fc.constantFrom(...STATISTICS);

/** Rest.li complex values: the 2.0 record form, the 1.0 dotted form, wholly encoded parentheses, lists of records, tunnelled. */
const complexValues: fc.Arbitrary<Poison> = fc.oneof(
  fc.tuple(statistics, name, lentName, lentValue).map(([path, key, lent, value]) => ({ parser: 'dotted timeIntervals', method: 'GET', path: `${path}&timeIntervals.${key}.${enc(lent)}=${enc(value)}`, refused: restliInvalid('timeIntervals') })),
  fc.tuple(statistics, name, lentName, lentValue).map(([path, key, lent, value]) => ({ parser: 'dotted timeIntervals (nested)', method: 'GET', path: `${path}&timeIntervals.timeRange.${key}.${enc(lent)}=${enc(value)}&timeIntervals.timeRange.start=1700000000000`, refused: restliInvalid('timeIntervals') })),
  fc.tuple(statistics, name, lentName, lentValue).map(([path, key, lent, value]) => ({ parser: 'record timeIntervals', method: 'GET', path: `${path}&timeIntervals=(timeRange:(start:1700000000000,end:1700086400000),${key}:(${lent}:${enc(value)}))`, refused: restliInvalid('timeIntervals') })),
  fc.tuple(statistics, name, lentName, lentValue).map(([path, key, lent, value]) => ({ parser: 'encoded record timeIntervals', method: 'GET', path: `${path}&timeIntervals=${enc(`(${key}:(${lent}:${value}),timeRange:(start:1,end:2))`)}`, refused: restliInvalid('timeIntervals') })),
  fc.tuple(name, lentName).map(([key, lent]) => ({ parser: 'list of records ids', method: 'GET', path: `/rest/organizations?ids=List((${key}:(${lent}:1)))`, refused: restliInvalid('ids') })),
  fc.tuple(name, lentValue).map(([key, value]) => ({ parser: 'list values', method: 'GET', path: `/rest/organizations?ids=List(${key},${enc(value)})` })),
  fc.tuple(statistics, name).map(([path, key]) => ({ parser: 'list shares', method: 'GET', path: `${path}&shares=List(${key})` })),
  fc.tuple(name, lentName, lentValue).map(([key, lent, value]) => ({
    parser: 'tunnelled dotted timeIntervals',
    method: 'POST',
    path: '/rest/organizationalEntityShareStatistics',
    headers: { 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
    body: `q=organizationalEntity&organizationalEntity=${ORG}&timeIntervals.${key}.${enc(lent)}=${enc(value)}`,
    refused: restliInvalid('timeIntervals'),
  })),
);

/** Projections, `fields=`, reaction keys and the simple values of today's API. */
const todayQueries: fc.Arbitrary<Poison> = fc.oneof(
  name.map((key) => ({ parser: 'projection', method: 'GET', path: `/v2/me?projection=(id,${key})` })),
  name.map((key) => ({ parser: 'projection decoration', method: 'GET', path: `/rest/organizationAcls?q=roleAssignee&projection=(elements*(${key}~(${key})))` })),
  fc.tuple(statistics, name).map(([path, key]) => ({ parser: 'statistics projection', method: 'GET', path: `${path}&projection=(${key})`, refused: (answer: Answer) => answer.status === 400 })),
  name.map((key) => ({ parser: 'fields', method: 'GET', path: `/v2/me?fields=${key}` })),
  fc.tuple(name, name).map(([a, b]) => ({ parser: 'reaction key', method: 'GET', path: `/rest/reactions/(${a}:${enc('urn:li:person:x')},entity:${b})` })),
  name.map((key) => ({ parser: 'reaction key name', method: 'DELETE', path: `/rest/reactions/(actor:${enc(`urn:li:person:${ADA}`)},${key}:${enc('urn:li:share:1')})` })),
  fc.tuple(name, lentValue).map(([key, value]) => ({ parser: 'query names', method: 'GET', path: `/rest/posts?q=author&author=${enc(`urn:li:person:${ADA}`)}&${key}=${enc(value)}&${key}.${LENT[0]}=${enc(value)}` })),
  name.map((key) => ({ parser: 'finder names', method: 'GET', path: `/rest/organizations?q=${key}&vanityName=${key}` })),
  name.map((key) => ({ parser: 'networkSizes edge', method: 'GET', path: `/rest/networkSizes/${ORG}?edgeType=${key}` })),
);

const post = (key: string, inner: string, value: string) => JSON.stringify({ author: `urn:li:person:${ADA}`, commentary: 'A post', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }).replace(/}$/, `,"${key}":{"${inner}":${JSON.stringify(value)}}}`);
const JSON_TYPE = { 'content-type': 'application/json' };

/** Today's JSON bodies: posts, partial updates, uploads, comments, reactions, likes. */
const todayBodies: fc.Arbitrary<Poison> = fc.oneof(
  fc.tuple(name, lentName, lentValue).map(([key, lent, value]) => ({ parser: 'posts body', method: 'POST', path: '/rest/posts', headers: JSON_TYPE, body: post(key, lent, value), refused: todayBadRequest })),
  fc.tuple(name, lentName, lentValue).map(([key, lent, value]) => ({ parser: 'ugcPosts body', method: 'POST', path: '/v2/ugcPosts', headers: JSON_TYPE, body: `{"author":"urn:li:person:${ADA}","lifecycleState":"PUBLISHED","specificContent":{"${key}":{"${lent}":${JSON.stringify(value)}}},"visibility":{}}`, refused: todayBadRequest })),
  fc.tuple(name, lentName, lentValue).map(([key, lent, value]) => ({ parser: 'partial update', method: 'POST', path: '/rest/posts/{POST}', headers: { ...JSON_TYPE, 'x-restli-method': 'PARTIAL_UPDATE' }, body: `{"patch":{"$set":{"${key}":{"${lent}":${JSON.stringify(value)}}}}}`, refused: todayBadRequest })),
  fc.tuple(name, lentName).map(([key, lent]) => ({ parser: 'images body', method: 'POST', path: '/rest/images?action=initializeUpload', headers: JSON_TYPE, body: `{"initializeUploadRequest":{"owner":"urn:li:person:${ADA}","${key}":{"${lent}":1}}}`, refused: todayBadRequest })),
  fc.tuple(name, lentName).map(([key, lent]) => ({ parser: 'documents body', method: 'POST', path: '/rest/documents?action=initializeUpload', headers: JSON_TYPE, body: `{"${key}":{"${lent}":1},"initializeUploadRequest":{"owner":"urn:li:person:${ADA}"}}`, refused: todayBadRequest })),
  fc.tuple(name, lentName).map(([key, lent]) => ({ parser: 'videos body', method: 'POST', path: '/rest/videos?action=initializeUpload', headers: JSON_TYPE, body: `{"initializeUploadRequest":{"owner":"urn:li:person:${ADA}","fileSizeBytes":10,"${key}":{"${lent}":1}}}`, refused: todayBadRequest })),
  fc.tuple(name, lentName).map(([key, lent]) => ({ parser: 'assets body', method: 'POST', path: '/v2/assets?action=registerUpload', headers: JSON_TYPE, body: `{"registerUploadRequest":{"owner":"urn:li:person:${ADA}","${key}":{"${lent}":1}}}`, refused: todayBadRequest })),
  fc.tuple(name, lentName).map(([key, lent]) => ({ parser: 'comments body', method: 'POST', path: '/v2/socialActions/{POST}/comments', headers: JSON_TYPE, body: `{"actor":"urn:li:person:${ADA}","message":{"text":"hi","${key}":{"${lent}":1}}}`, refused: todayBadRequest })),
  fc.tuple(name, lentName).map(([key, lent]) => ({ parser: 'reactions body', method: 'POST', path: `/rest/reactions?actor=${enc(`urn:li:person:${ADA}`)}`, headers: JSON_TYPE, body: `{"root":"{ROOT}","reactionType":"LIKE","${key}":{"${lent}":1}}`, refused: todayBadRequest })),
  fc.tuple(name, lentName).map(([key, lent]) => ({ parser: 'likes body', method: 'POST', path: '/v2/socialActions/{POST}/likes', headers: JSON_TYPE, body: `[{"${key}":{"${lent}":1}}]` })),
);

/** v1: query parameters, field selectors and JSON and XML bodies. */
const v1: fc.Arbitrary<Poison> = fc.oneof(
  name.map((key) => ({ parser: 'v1 update types', method: 'GET', path: `/v1/people/~/network/updates?type=${key}`, refused: (answer: Answer) => answer.status === 400 })),
  name.map((key) => ({ parser: 'v1 facets', method: 'GET', path: `/v1/people-search?facets=${key}&facet=${key},1` })),
  name.map((key) => ({ parser: 'v1 sort and names', method: 'GET', path: `/v1/people-search?sort=${key}&${key}=1` })),
  name.map((key) => ({ parser: 'v1 field selector', method: 'GET', path: `/v1/people/~:(id,${key})` })),
  name.map((key) => ({ parser: 'v1 field parameter', method: 'GET', path: `/v1/people/~:(id,picture-url;${key}=true)`, refused: (answer: Answer) => answer.status === 400 })),
  fc.tuple(name, lentName).map(([key, lent]) => ({ parser: 'v1 JSON body', method: 'POST', path: '/v1/people/~/shares', headers: { ...JSON_TYPE, 'x-li-format': 'json' }, body: `{"comment":"hi","visibility":{"code":"anyone","${key}":{"${lent}":1}}}`, refused: (answer: Answer) => answer.status === 400 })),
  name.map((key) => ({ parser: 'v1 XML body', method: 'POST', path: '/v1/people/~/shares', headers: { 'content-type': 'text/xml' }, body: `<share><comment>hi</comment><${key}><a>1</a></${key}><visibility><code>anyone</code></visibility></share>`, refused: (answer: Answer) => answer.status === 400 })),
  name.map((key) => ({ parser: 'v1 XML attribute', method: 'POST', path: '/v1/people/~/shares', headers: { 'content-type': 'text/xml' }, body: `<share ${key.replace(/^_/, '')}="1"><comment>hi</comment><visibility><code>anyone</code></visibility></share>` })),
).map((poison) => ({ ...poison, headers: poison.body === undefined ? { 'x-li-format': 'json' } : { ...poison.headers } }));

/** The admin API's bodies and journal filters, OAuth forms and headers, cookies, header names. */
const others: fc.Arbitrary<Poison> = fc.oneof(
  fc.tuple(name, lentName).map(([key, lent]) => ({ parser: 'admin fixtures body', method: 'POST', path: '/__admin/fixtures', headers: JSON_TYPE, body: `{"apps":[{"apiKey":"x-app","secretKey":"s","name":"X","redirectUrls":["https://x.example/cb"],"${key}":{"${lent}":["communityManagement"]}}]}`, refused: (answer: Answer) => answer.status === 400 })),
  fc.tuple(name, lentValue).map(([key, value]) => ({ parser: 'admin faults body', method: 'POST', path: '/__admin/faults', headers: JSON_TYPE, body: `{"match":{"path":"/never","query":{"${key}":${JSON.stringify(value)}},"headers":{"${key}":"1"}},"respond":{"status":503}}`, refused: (answer: Answer) => answer.status === 400 })),
  fc.tuple(name, lentValue).map(([key, value]) => ({ parser: 'admin journal filter', method: 'GET', path: `/__admin/requests?${key}=${enc(value)}&path=/${key}` })),
  fc.tuple(name, lentValue).map(([key, value]) => ({ parser: 'OAuth token form', method: 'POST', path: '/oauth/v2/accessToken', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `grant_type=authorization_code&${key}=${enc(value)}&code=x&client_id=demo-api-key` })),
  fc.tuple(name, lentValue).map(([key, value]) => ({ parser: 'OAuth authorization query', method: 'GET', path: `/oauth/v2/authorization?response_type=code&client_id=demo-api-key&${key}=${enc(value)}&redirect_uri=${enc('http://127.0.0.1:8787/demo/callback')}` })),
  fc.tuple(name, lentValue).map(([key, value]) => ({ parser: 'OAuth 1.0a header', method: 'POST', path: '/uas/oauth/requestToken', headers: { authorization: `OAuth oauth_consumer_key="demo-api-key", ${key}="${enc(value)}"` } })),
  name.map((key) => ({ parser: 'credentials cookie', method: 'GET', path: '/uas/js/userspace?v=0.0.2000-RC8.52051-1429&apiKey=demo-api-key', headers: { cookie: `linkedin_oauth_demo-api-key=${enc(JSON.stringify({ signature_version: 1, signature_method: 'HMAC-SHA1', signature_order: ['access_token', 'member_id', key], signature: 'x', access_token: 't', member_id: ADA }))}` } })),
  fc.tuple(name, lentValue).map(([key, value]) => ({ parser: 'header names', method: 'GET', path: '/v2/me', headers: { [key]: value } })),
);

const poison: fc.Arbitrary<Poison & { viaTenant: boolean }> = fc.tuple(fc.oneof(complexValues, todayQueries, todayBodies, v1, others), fc.boolean()).map(([p, viaTenant]) => ({ ...p, viaTenant }));

beforeAll(async () => {
  running = await startServer({ port: 0, now: NOW });
  port = (running.server.address() as { port: number }).port;
  targets.push(await prepare('main', {}));
  targets.push(await prepare(`tenant ${OTHER}`, { [TENANT_HEADER]: OTHER }));
  attacker = await prepare('attacker', { [TENANT_HEADER]: 'attacker' });
  builtInsBefore = builtIns();
});

afterAll(async () => {
  agent.destroy();
  await running?.close();
});

describe('the prototype names through every parser', () => {
  it('nothing changes in the main service or another tenant, and no answer is a 5xx', async () => {
    expect(await somethingChanged()).toBeNull();
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(poison, async (p) => {
        seen.add(p.parser);
        const at = p.viaTenant ? attacker : targets[0]!;
        const auth = p.path.startsWith('/__admin/') || p.path.startsWith('/oauth') || p.path.startsWith('/uas') ? {} : rest(() => at.ada)();
        const fill = (text: string) => text.replaceAll('{POST}', enc(at.charlesPost)).replaceAll('{ROOT}', at.charlesPost);
        p = { ...p, path: fill(p.path), ...(p.body !== undefined && { body: fill(p.body) }) };
        const answer = await send(p.method, p.path, { ...auth, ...at.route, ...p.headers }, p.body);
        expect(answer.status, `${p.parser}: ${p.method} ${p.path} ${p.body ?? ''} → ${answer.status} ${answer.body.slice(0, 300)}`).toBeLessThan(500);
        if (p.refused) expect(p.refused(answer), `${p.parser} must refuse the key: ${p.method} ${p.path} ${p.body ?? ''} → ${answer.status} ${answer.body.slice(0, 300)}`).toBe(true);
        const changed = await somethingChanged();
        expect(changed, `after ${p.parser}: ${p.method} ${p.path} ${p.body ?? ''}`).toBeNull();
      }),
      { seed: SEED, numRuns: Number(process.env.FUZZ_RUNS ?? 400), endOnFailure: true },
    );
    // Every parser was reached.
    expect(seen.size).toBeGreaterThanOrEqual(40);
  }, 120_000);
});
