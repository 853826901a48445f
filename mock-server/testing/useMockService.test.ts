import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import nodeHttp, { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { useMockService, type TestHooks } from './useMockService.js';
import { loopbackOrFail } from './unhandledRequests.js';
import { createMockService, startServer } from '../index.js';
import { settingsOf } from '../context/context.js';

const API = 'https://api.linkedin.com';
const mock = useMockService({ hooks: { beforeAll, afterEach, afterAll }, now: Date.UTC(2026, 0, 1) });

describe('useMockService', () => {
  it('listens for the tests: a token from token() reads the profile on any host', async () => {
    const me = await fetch(`${API}/v1/people/~?format=json`, { headers: { authorization: `Bearer ${mock.token()}` } });
    expect((await me.json()).firstName).toBe('Ada');
    const other = mock.token({ memberId: 'Qm7Rt2VdN8', scopes: ['r_basicprofile'] });
    expect(mock.admin.verifyToken(other).record).toMatchObject({ memberId: 'Qm7Rt2VdN8', apiKey: 'demo-api-key', scopes: ['r_basicprofile'] });
    // Changes that the next test must not see:
    mock.admin.setClock({ advanceSeconds: 3600 });
    mock.admin.addFault({ path: '/v1/people/*', status: 503, times: 5 });
    mock.server.use(http.get('*/v1/companies/*', () => HttpResponse.json({ mine: true })));
  });

  it('after each test: the start-up state, no faults, an empty journal, the test\'s handlers gone', async () => {
    expect(mock.admin.clock().nowMs).toBe(Date.UTC(2026, 0, 1));
    expect(mock.admin.faults()).toEqual([]);
    expect(mock.admin.requests()).toEqual([]);
    expect(mock.admin.tokens()).toEqual([]);
    const company = await fetch(`${API}/v1/companies/1337?format=json`, { headers: { authorization: `Bearer ${mock.token()}` } });
    expect(await company.json()).not.toEqual({ mine: true });
  });

  it('an unhandled request to another host is refused before any network (the default): fetch rejects, node:http errs, a sentence names the host and the option', async () => {
    const printed: string[] = [];
    const original = console.error;
    console.error = (...parts: unknown[]) => void printed.push(parts.join(' '));
    try {
      // Without the refusal the call goes out: real DNS answers ENOTFOUND (issue 38, row 3).
      const failure = await fetch('https://elsewhere.example/api?x=1').then(() => null, (error: Error & { cause?: { code?: string; type?: string } }) => error);
      expect(failure).toBeInstanceOf(TypeError);
      expect(failure?.cause?.code).toBeUndefined();
      expect(failure?.cause?.type).toBe('error');
      const viaHttp = await new Promise<Error>((done) => nodeHttp.get('http://elsewhere.example/page', () => done(new Error('answered'))).on('error', done));
      expect(viaHttp.message).not.toMatch(/ENOTFOUND|answered/);
    } finally {
      console.error = original;
    }
    const refusals = printed.filter((line) => line.startsWith('in-js useMockService: refused'));
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toContain("refused GET https://elsewhere.example/api: 'elsewhere.example' is neither this machine nor answered by the mock service");
    expect(refusals[0]).toContain("useMockService({ onUnhandledRequest: 'bypass' })");
    expect(refusals[1]).toContain("'elsewhere.example'");
  });

  it("a path nothing serves on the service's own host names: the standalone server's 404, naming the nearest route", async () => {
    const guess = await fetch('https://www.linkedin.com/.well-known/openid-configuration');
    expect([guess.status, await guess.text()]).toEqual([404, 'Nothing is served at GET /.well-known/openid-configuration. Did you mean /oauth/.well-known/openid-configuration?\n']);
    const page = await fetch('https://www.linkedin.com/nowhere', { headers: { accept: 'text/html' } });
    expect([page.status, (await page.text()).includes('This page does not exist')]).toEqual([404, true]);
  });

  it("onUnhandledRequest: 'bypass' lets a call to another host out (it reaches real DNS)", async () => {
    const hooksRun: { beforeAll: (() => unknown)[]; afterAll: (() => unknown)[] } = { beforeAll: [], afterAll: [] };
    // Another file's service would share this process's interceptor: close this file's first.
    mock.server.close();
    const open = useMockService({ hooks: { beforeAll: (run) => hooksRun.beforeAll.push(run), afterEach: () => undefined, afterAll: (run) => hooksRun.afterAll.push(run) }, onUnhandledRequest: 'bypass' });
    hooksRun.beforeAll.forEach((run) => run());
    try {
      const failure = await fetch('https://elsewhere.example/').then(() => null, (error: Error & { cause?: { code?: string } }) => error);
      expect(failure?.cause?.code).toMatch(/ENOTFOUND|EAI_AGAIN/);
      expect(open.server.listHandlers().length).toBe(open.handlers.length);
    } finally {
      hooksRun.afterAll.forEach((run) => run());
      mock.server.listen({ onUnhandledRequest: loopbackOrFail });
    }
  });

  it("the project's own servers on this machine are reached: a node:http server on 127.0.0.1:0, and an Express callback route through supertest", async () => {
    const own: Server = createServer((_req, res) => res.end('mine'));
    await new Promise<void>((done) => own.listen(0, '127.0.0.1', done));
    try {
      const { port } = own.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('mine');
      expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('mine');
    } finally {
      own.close();
    }
    // A callback route of the user's app: it exchanges the code at the (mocked) token endpoint.
    const app = express();
    app.get('/auth/callback', async (req, res) => {
      const token = await fetch('https://www.linkedin.com/oauth/v2/accessToken', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: String(req.query.code), redirect_uri: 'http://localhost:8787/demo/callback', client_id: 'demo-api-key', client_secret: 'demo-secret-key' }),
      });
      res.status(token.ok ? 200 : 502).json(await token.json());
    });
    const { code } = mock.admin.issueCode({ memberId: 'aZ3kq9XbW1', redirectUri: 'http://localhost:8787/demo/callback' });
    const answer = await request(app).get(`/auth/callback?code=${code}`);
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toEqual(expect.any(String));
  });

  it('refuses a misspelled option, saying which one was meant, before it changes anything', async () => {
    expect(() => useMockService({ hooks: { beforeAll, afterEach, afterAll }, fixture: {} } as never)).toThrow(/Unknown option 'fixture' of useMockService; did you mean 'fixtures'\?/);
    expect(() => useMockService({ hooks: { beforeAll, afterEach, afterAll }, onUnhandled: 'bypass' } as never)).toThrow(/did you mean 'onUnhandledRequest'/);
    expect(() => createMockService({ startTime: 1 } as never)).toThrow(/Unknown option 'startTime' of createMockService\. Its options are now, fixtures/);
    expect(() => createMockService({ tokenlength: 40 } as never)).toThrow(/did you mean 'tokenLength'/);
    await expect(startServer({ prot: 0 } as never)).rejects.toThrow(/Unknown option 'prot' of startServer; did you mean 'port'\?/);
    expect(() => mock.admin.issueToken({ memberId: 'aZ3kq9XbW1', scope: ['r_basicprofile'] } as never)).toThrow(/Unknown field 'scope' in a token request; did you mean 'scopes'\?/);
    expect(() => mock.admin.issueCode({ memberId: 'aZ3kq9XbW1', redirect_uri: 'x' } as never)).toThrow(/did you mean 'redirectUri'/);
    expect(() => mock.token({ scope: ['r_basicprofile'] } as never)).toThrow(/did you mean 'scopes'/);
    expect(mock.admin.tokens()).toEqual([]);
  });

  it('after each test, says which faults it added matched no request', async () => {
    const warnings: string[] = [];
    const hooks = { beforeAll: () => undefined, afterEach: (run: () => unknown) => void hooksRun.push(run), afterAll: () => undefined };
    const hooksRun: (() => unknown)[] = [];
    const quiet = useMockService({ hooks });
    quiet.admin.addFault({ path: '/v1/people/~', status: 503 });
    const original = console.warn;
    console.warn = (message: string) => void warnings.push(message);
    try {
      hooksRun.forEach((run) => run());
    } finally {
      console.warn = original;
    }
    expect(warnings.join('\n')).toMatch(/a fault added in this test matched no request:\n  #1 any method \/v1\/people\/~/);
  });

  it('takes the media processing options as createMockService does (docs/media.md "Processing"); a bad one is refused in the same words', () => {
    const hooks = { beforeAll: () => undefined, afterEach: () => undefined, afterAll: () => undefined };
    const held = useMockService({ hooks, holdMedia: true, mediaProcessingSeconds: { video: 60 } });
    expect(settingsOf(held.context)).toMatchObject({ holdMedia: true, mediaProcessingSeconds: { image: 0, document: 5, video: 60 } });
    expect(() => useMockService({ hooks, mediaProcessingSeconds: { video: -5 } })).toThrow('The processing time of video must be a number of seconds from 0 to 86400, not -5.');
  });

  it('without hooks and without global ones, says what to pass', () => {
    expect(() => useMockService()).toThrow(/useMockService needs the test runner's hooks: pass them, e.g. useMockService\(\{ hooks: \{ beforeAll, afterEach, afterAll \} \}\)/);
  });

  it('takes global hooks when the runner has them (Jest, Vitest globals)', () => {
    const calls: string[] = [];
    const hooks: TestHooks = { beforeAll: () => calls.push('beforeAll'), afterEach: () => calls.push('afterEach'), afterAll: () => calls.push('afterAll') };
    Object.assign(globalThis, hooks);
    try {
      useMockService();
      expect(calls).toEqual(['beforeAll', 'afterEach', 'afterAll']);
    } finally {
      for (const name of Object.keys(hooks)) delete (globalThis as Record<string, unknown>)[name];
    }
  });
});
