// @vitest-environment jsdom
// IN.API against the real mock service handlers, through jsdom's XMLHttpRequest (CORS), with
// MSW's setupServer intercepting the calls.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createMockService } from '../../mock-server/index';
import { DEMO_MEMBER } from '../../mock-server/seed/demoAccounts';
import { createEvents } from '../events/Event';
import { createEnv } from '../env/env';
import { installUser } from '../auth/User';
import { createSignIn } from '../auth/signIn';
import { apiSession } from '../auth/session';
import { installApi } from './install';

const BASE = 'http://127.0.0.1:8787';
let service: ReturnType<typeof createMockService>;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let IN: any;
beforeEach(() => {
  service = createMockService();
  server.resetHandlers(...service.handlers);
  IN = { ENV: {}, UI: {} };
  IN.Event = createEvents(IN);
  installUser(IN, createSignIn(IN));
  installApi(IN, apiSession(IN));
  IN.ENV = createEnv({ api_key: 'demo-api-key' }, BASE);
});
afterEach(() => server.resetHandlers());

function signIn(scopes: string[] = ['r_basicprofile', 'r_network', 'rw_nus', 'r_emailaddress']) {
  const token = service.context.tokens.issue({ apiKey: 'demo-api-key', memberId: DEMO_MEMBER.id, scopes: scopes as any });
  IN.ENV.auth.oauth_token = token.token;
  IN.ENV.auth.member_id = DEMO_MEMBER.id;
  return token;
}

/** Runs a call and resolves with ['result', value] or ['error', payload]. */
function run(call: any): Promise<[string, any]> {
  return new Promise((resolve) => call.result((r: any) => resolve(['result', r])).error((e: any) => resolve(['error', e])));
}

describe('IN.API against the mock service', () => {
  it('Profile("me") gives {_total, values} with the default fields', async () => {
    signIn();
    const [kind, result] = await run(IN.API.Profile('me'));
    expect(kind).toBe('result');
    expect(result._total).toBe(1);
    expect(result.values[0]).toMatchObject({ id: DEMO_MEMBER.id, firstName: 'Ada', lastName: 'Lovelace' });
    expect(Object.keys(result.values[0]).sort()).toEqual(expect.arrayContaining(['firstName', 'headline', 'id', 'lastName']));
  });

  it('Profile takes several ids and camelCase or dashed fields with sub-selectors', async () => {
    signIn();
    const [, conn] = await run(IN.API.Connections('me').params({ count: 1 }));
    const other = conn.values[0].id;
    const [kind, result] = await run(IN.API.Profile().ids('me', other).fields(['firstName', 'last-name', 'location:(name)']));
    expect(kind).toBe('result');
    expect(result._total).toBe(2);
    expect(result.values.map((p: any) => p.firstName)).toEqual(['Ada', conn.values[0].firstName]);
    expect(result.values[0]).toHaveProperty('lastName');
    expect(result.values[0].location).toHaveProperty('name');
  });

  it('Connections pages with params({start, count})', async () => {
    signIn();
    const [, first] = await run(IN.API.Connections('me').params({ start: 0, count: 10 }));
    const [, second] = await run(IN.API.Connections('me').params({ start: 10, count: 10 }));
    expect(first).toMatchObject({ _count: 10, _start: 0 });
    expect(first._total).toBeGreaterThanOrEqual(120);
    expect(second._start).toBe(10);
    expect(second.values[0].id).not.toBe(first.values[0].id);
  });

  it('NetworkUpdates and MemberUpdates give {_total, values}', async () => {
    signIn();
    const [kind, network] = await run(IN.API.NetworkUpdates('me').params({ count: 5 }));
    expect(kind).toBe('result');
    expect(network.values.length).toBeLessThanOrEqual(5);
    expect(network._total).toBeGreaterThan(0);
    expect(network.values[0]).toHaveProperty('updateKey');
    const [kind2, own] = await run(IN.API.MemberUpdates('me'));
    expect(kind2).toBe('result');
    expect(own).toHaveProperty('_total');
  });

  it('PeopleSearch gives {people: {_count, _start, _total, values}, numResults}', async () => {
    signIn();
    const [kind, found] = await run(IN.API.PeopleSearch().params({ keywords: 'engineer', count: 5 }));
    expect(kind).toBe('result');
    expect(found.people).toMatchObject({ _count: 5, _start: 0 });
    expect(found.numResults).toBe(found.people._total);
    expect(found.people.values.length).toBeLessThanOrEqual(5);
  });

  it('Raw returns the REST JSON as it is and posts JSON bodies', async () => {
    signIn();
    const [, me] = await run(IN.API.Raw('/people/~'));
    expect(me).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(me.siteStandardProfileRequest.url).toMatch(/^https?:\/\//);
    const [kind, posted] = await run(
      IN.API.Raw('/people/~/shares').method('POST').body(JSON.stringify({ comment: 'Hello from IN.API', visibility: { code: 'anyone' } })),
    );
    expect(kind).toBe('result');
    expect(posted).toHaveProperty('updateKey');
    const [, mine] = await run(IN.API.MemberUpdates('me'));
    expect(JSON.stringify(mine)).toContain('Hello from IN.API');
  });

  it("passes the service's error payload: 403 for a missing scope, 404 for a bad path", async () => {
    signIn(['r_basicprofile']);
    const [kind, denied] = await run(IN.API.Connections('me'));
    expect(kind).toBe('error');
    expect(denied).toMatchObject({ status: 403, errorCode: 0 });
    expect(denied.message).toContain('r_network');
    expect(denied.requestId).toMatch(/^[A-Z0-9]{10}$/);
    const [, missing] = await run(IN.API.Raw('/no/such/thing'));
    expect(missing).toMatchObject({ status: 404 });
  });

  it('a revoked token gets the 401 payload and ends the page session', async () => {
    signIn();
    service.context.tokens.invalidate('demo-api-key', DEMO_MEMBER.id, 'revoked');
    const events: string[] = [];
    IN.Event.on(IN, 'noAuth', () => events.push('noAuth'));
    const [kind, error] = await run(IN.API.Profile('me'));
    expect(kind).toBe('error');
    expect(error.status).toBe(401);
    expect(IN.User.isAuthorized()).toBe(false);
    expect(events).toEqual(['noAuth']);
  });

  it('runs concurrent calls and gives each its own answer', async () => {
    signIn();
    const results = await Promise.all([run(IN.API.Raw('/people/~')), run(IN.API.Connections('me').params({ count: 3 })), run(IN.API.Raw('/people/~/email-address'))]);
    expect(results.map((r) => r[0])).toEqual(['result', 'result', 'result']);
    expect(results[0][1].firstName).toBe('Ada');
    expect(results[1][1].values).toHaveLength(3);
  });
});
