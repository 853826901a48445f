// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callFactory } from './ApiCall';
import type { ApiRequest, Reply } from '../transport/types';

let sent: Array<{ request: ApiRequest; reply: Reply }>;
let IN: any;
let refused: string[];
// The page's token, as auth/session.ts's apiSession gives it.
const session = { _token: () => IN.ENV.auth.oauth_token, _refused: (token: string) => refused.push(token) };

beforeEach(() => {
  sent = [];
  refused = [];
  IN = { ENV: { auth: { api_key: 'k', oauth_token: 'T' }, url: { base: 'http://api.test' }, api: { timeout: 1000 } } };
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const make = (kind: string, ...args: any[]) =>
  callFactory(kind, { _IN: IN, _transport: () => (request, reply) => sent.push({ request, reply }), ...session })(...args);

describe('ApiCall', () => {
  it('fires once, after the chain, even when result and error are both chained', () => {
    const result = vi.fn();
    const call = make('Profile', 'me').fields('id').result(result).error(() => {});
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    call.result(result);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0].request).toEqual({
      _method: 'GET',
      _url: 'http://api.test/v1/people/~:(id)',
      _path: '/v1/people/~:(id)',
      _headers: { Authorization: 'Bearer T', 'x-li-format': 'json' },
      _body: undefined,
    });
    sent[0].reply(200, '{"id":"a"}');
    expect(result).toHaveBeenCalledTimes(1);
    expect(result).toHaveBeenCalledWith({ _total: 1, values: [{ id: 'a' }] });
  });

  it('calls the result callback with the given scope (window by default)', () => {
    const scope = { s: 1 };
    let seen: unknown;
    make('Raw', '/people/~').result(function (this: unknown) {
      seen = this;
    }, scope);
    vi.runOnlyPendingTimers();
    sent[0].reply(200, '{}');
    expect(seen).toBe(scope);
  });

  it('sends JSON bodies as JSON and other bodies as a form', () => {
    make('Raw', '/people/~/shares').method('post').body(JSON.stringify({ comment: 'hi' })).result();
    make('Raw').url('/people/~/mailbox').method('POST').body('subject=a&body=b').result();
    make('Raw', '/people/~/current-status').method('PUT').body('"Reading"').result();
    vi.runOnlyPendingTimers();
    expect(sent.map((s) => [s.request._method, s.request._headers['Content-Type'], s.request._body])).toEqual([
      ['POST', 'application/json', '{"comment":"hi"}'],
      ['POST', 'application/x-www-form-urlencoded', 'subject=a&body=b'],
      ['PUT', 'application/json', '"Reading"'],
    ]);
  });

  it("passes the service's error payload to the error callback", () => {
    const error = vi.fn();
    make('Connections', 'me').result(() => {}).error(error);
    vi.runOnlyPendingTimers();
    const body = { errorCode: 0, message: 'Access to connections denied.', requestId: 'R', status: 403, timestamp: 1 };
    sent[0].reply(403, JSON.stringify(body));
    expect(error).toHaveBeenCalledWith(body);
  });

  it('reports misuse to the error callback without calling the service', () => {
    const error = vi.fn();
    make('Connections', 'abc').error(error);
    make('Raw', '/x').method('PATCH').error(error);
    make('Profile', 'me').method('POST').error(error);
    make('Profile', 'me', ' ').error(error);
    make('PeopleSearch').params({ facet: 'industry,4' }).error(error);
    make('Raw', 'https://api.example/v1/people/~').error(error);
    vi.runOnlyPendingTimers();
    expect(sent).toHaveLength(0);
    // resources.ts says what is wrong; the call names itself in front, once.
    expect(error.mock.calls.map((c) => [c[0].status, c[0].message])).toEqual([
      [400, 'IN.API.Connections takes only "me", not "abc".'],
      [400, 'IN.API.Raw takes GET, POST, PUT or DELETE, not "PATCH".'],
      [400, 'IN.API.Profile only reads: use IN.API.Raw.'],
      [400, 'IN.API.Profile got an empty member id: use "me", an id or "url=…".'],
      [400, 'IN.API.PeopleSearch takes no facets: use IN.API.Raw.'],
      [400, 'IN.API.Raw takes a path, not a URL.'],
    ]);
  });

  it('reports a bad method or a write on a read-only resource before asking for a session', () => {
    const error = vi.fn();
    IN.ENV.auth.oauth_token = '';
    make('Raw', '/x').method('TRACE').error(error);
    make('Connections').method('PATCH').error(error);
    vi.runOnlyPendingTimers();
    expect(error.mock.calls.map((c) => [c[0].status, c[0].message])).toEqual([
      [400, 'IN.API.Raw takes GET, POST, PUT or DELETE, not "TRACE".'],
      [400, 'IN.API.Connections only reads: use IN.API.Raw.'],
    ]);
  });

  it('logs a failure nobody listens for', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    make('Connections', 'x').result(() => {});
    vi.runOnlyPendingTimers();
    expect(log).toHaveBeenCalledWith('in.js: IN.API.Connections failed (400): IN.API.Connections takes only "me", not "x".');
  });

  it('fails at once with a 401 payload when the session has no token (not signed in, or expired)', () => {
    const error = vi.fn();
    IN.ENV.auth.oauth_token = '';
    make('Profile', 'me').error(error);
    vi.runOnlyPendingTimers();
    expect(sent).toHaveLength(0);
    expect(error.mock.calls.map((c) => c[0].status)).toEqual([401]);
    expect(error.mock.calls[0][0]).toMatchObject({ errorCode: 0, requestId: '', message: expect.stringContaining('IN.User.authorize()') });
  });

  it('fails with a clear message when the page has no api_key (widget-only mode)', () => {
    const error = vi.fn();
    IN.ENV.auth.api_key = '';
    make('Profile', 'me').error(error);
    vi.runOnlyPendingTimers();
    expect(error.mock.calls[0][0].message).toMatch(/needs an API key: add "api_key: YOUR_KEY"/);
  });

  it('turns a network failure and a timeout into error payloads, never silence', () => {
    const error = vi.fn();
    make('Raw', '/people/~').error(error);
    make('Raw', '/people/~/connections').error(error);
    vi.runOnlyPendingTimers();
    sent[0].reply(0, '');
    vi.advanceTimersByTime(1000);
    sent[1].reply(200, '{}'); // too late: ignored
    expect(error.mock.calls.map((c) => [c[0].status, c[0].message])).toEqual([
      [0, 'Network error or blocked request (GET /v1/people/~).'],
      [0, 'No answer from the API in 1 s (GET /v1/people/~/connections).'],
    ]);
  });

  it('reads no text that comes with status 0 (no answer): a stray error body is not taken for the service\'s', () => {
    const error = vi.fn();
    make('Raw', '/people/~').error(error);
    vi.runOnlyPendingTimers();
    sent[0].reply(0, '{"status":500,"message":"forged"}');
    expect(error.mock.calls.map((c) => [c[0].status, c[0].message])).toEqual([[0, 'Network error or blocked request (GET /v1/people/~).']]);
  });

  it('matches concurrent replies to their calls, in any order', () => {
    const got: string[] = [];
    make('Raw', '/a').result((r: any) => got.push('a:' + r.v));
    make('Raw', '/b').result((r: any) => got.push('b:' + r.v));
    vi.runOnlyPendingTimers();
    sent[1].reply(200, '{"v":2}');
    sent[0].reply(200, '{"v":1}');
    expect(got).toEqual(['b:2', 'a:1']);
  });

  it('passes an empty successful answer as undefined and a non-JSON error as a payload', () => {
    const result = vi.fn();
    const error = vi.fn();
    make('Raw', '/people/~/shares').method('POST').body('{}').result(result);
    make('Raw', '/x').error(error);
    vi.runOnlyPendingTimers();
    sent[0].reply(201, '');
    sent[1].reply(502, '<html>bad gateway</html>');
    expect(result).toHaveBeenCalledWith(undefined);
    expect(error.mock.calls[0][0]).toMatchObject({ status: 502, message: 'The API answered 502 (GET /v1/x).' });
  });

  it('tells the session when the service refuses its token (401), and only then', () => {
    const error = vi.fn();
    make('Raw', '/a').error(error);
    make('Raw', '/b').error(error);
    vi.runOnlyPendingTimers();
    sent[0].reply(401, '{"status":401,"message":"Expired access token"}');
    sent[1].reply(403, '{"status":403,"message":"Access to connections denied"}');
    expect(refused).toEqual(['T']);
    expect(error.mock.calls.map((c) => c[0].status)).toEqual([401, 403]);
  });

  it("turns a proxy's refusal into a 403 payload with the proxy's reason", () => {
    const error = vi.fn();
    make('Raw', '/people/~').error(error);
    vi.runOnlyPendingTimers();
    sent[0].reply(403, '', 'JavaScript API Domain is restricted to localhost');
    expect(error.mock.calls[0][0]).toMatchObject({ status: 403, errorCode: 0, message: 'JavaScript API Domain is restricted to localhost' });
  });
});
