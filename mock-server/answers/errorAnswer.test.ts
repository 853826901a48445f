// The one error handler: the same error answered in each era's body, with the route's headers on
// top; LinkedIn's own bodies where today's API has them; a fault of the mock a 500, never a stack.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { errorAnswer } from './errorAnswer.js';
import { jsonAnswer } from './jsonAnswer.js';
import { RESTLI_HEADERS, THROTTLED_BODY } from './todayErrorAnswer.js';
import { AccessDenied, RestError, Throttled } from '../api/errors.js';
import { takeNotes } from '../http/requestNotes.js';
import type { TextAnswer } from '../http/textAnswer.js';

const NOW = Date.UTC(2026, 0, 1);
const v1 = (query = '') => ({ era: 'v1' as const, request: new Request(`https://api.linkedin.com/v1/people/~${query}`) });
const today = () => ({ era: 'today' as const, request: new Request('https://api.linkedin.com/rest/posts') });
const json = (answer: TextAnswer) => JSON.parse(answer.text!);

afterEach(() => vi.restoreAllMocks());

describe('errorAnswer', () => {
  it("answers v1 in XML unless the request asks for JSON, with v1's fields", () => {
    const xml = errorAnswer(v1(), new RestError(404, 'No such member.'), { now: NOW });
    expect([xml.status, xml.headers['content-type']]).toEqual([404, 'text/xml;charset=UTF-8']);
    expect(new XMLParser().parse(xml.text!).error).toMatchObject({ status: 404, timestamp: NOW, 'error-code': 0, 'service-error-code': 404, message: 'No such member.' });
    const asJson = errorAnswer(v1('?format=json'), new AccessDenied('me', 'GET'), { now: NOW, headers: { vary: 'Origin' } });
    expect(Object.keys(json(asJson))).toEqual(['errorCode', 'message', 'requestId', 'serviceErrorCode', 'status', 'timestamp']);
    expect(json(asJson)).toMatchObject({ status: 403, serviceErrorCode: 403, message: 'Not enough permissions to access: me.GET.NO_VERSION' });
    expect(asJson.headers.vary).toBe('Origin');
  });

  it("answers today's API in its body, with its length, the error's headers and the route's", () => {
    const answer = errorAnswer(today(), new AccessDenied('posts', 'CREATE'), { now: NOW, headers: { ...RESTLI_HEADERS } });
    expect(answer.text).toBe('{"status":403,"serviceErrorCode":100,"code":"ACCESS_DENIED","message":"Not enough permissions to access: posts.CREATE.NO_VERSION"}');
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json;charset=UTF-8', 'content-length': String(answer.text!.length), 'x-restli-protocol-version': '2.0.0' });
    const challenged = errorAnswer(today(), new RestError(401, 'No token.', { headers: { 'www-authenticate': 'Bearer realm="api"' } }), { now: NOW });
    expect(challenged.headers['www-authenticate']).toBe('Bearer realm="api"');
  });

  it("answers past a rate limit with LinkedIn's body, without Retry-After, the limit in the journal's notes", () => {
    const call = today();
    const answer = errorAnswer(call, new Throttled('The member limit is used up.', 60), { now: NOW });
    expect([answer.status, json(answer), answer.headers['retry-after']]).toEqual([429, THROTTLED_BODY, undefined]);
    expect(takeNotes(call.request)).toEqual(['The member limit is used up.']);
  });

  it("answers a refusal with LinkedIn's own body as it is, the mock's reason in the journal's notes", () => {
    const call = today();
    const answer = errorAnswer(call, new RestError(403, 'member is unauthorized on urn:li:activity:1', { body: { message: 'member is unauthorized on urn:li:activity:1', status: 403 } }), { now: NOW });
    expect(json(answer)).toEqual({ message: 'member is unauthorized on urn:li:activity:1', status: 403 });
    expect(takeNotes(call.request)).toEqual(['member is unauthorized on urn:li:activity:1']);
  });

  it('answers anything else a route throws as a 500 in the era\'s body, and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = errorAnswer(today(), new TypeError('boom'), { now: NOW });
    expect([answer.status, json(answer).message]).toEqual([500, 'The mock service failed on this request; its console shows why.']);
    expect(answer.text).not.toContain('boom');
    expect(log).toHaveBeenCalledWith("in-mock-server: call of today's API failed:", expect.any(TypeError));
  });
});

describe('jsonAnswer', () => {
  it('says its length in bytes, a caller\'s type on top of JSON\'s', () => {
    const answer = jsonAnswer({ name: 'Zoë' }, 200, { 'content-type': 'application/json' });
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json', 'content-length': String(new TextEncoder().encode('{"name":"Zoë"}').byteLength) });
  });
});
