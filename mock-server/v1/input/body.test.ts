import { describe, expect, it } from 'vitest';
import { asArray, readBody, textOf } from './body.js';
import { RestError } from '../../api/errors.js';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH } from '../../defaults.js';

const req = (body: string, headers: Record<string, string> = {}) => new Request('https://api.mock.test/v1/x', { method: 'POST', body, headers });

async function refusal(request: Request): Promise<string> {
  try {
    await readBody(request);
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    expect((error as RestError).status).toBe(400);
    return (error as RestError).message;
  }
  throw new Error('expected a 400');
}

describe('readBody', () => {
  it('reads XML by default, with camelCase names', async () => {
    const body = await readBody(req('<share><comment>Hi &amp; bye</comment><content><submitted-url>https://x.example</submitted-url></content></share>', { 'content-type': 'text/xml' }));
    expect(body).toEqual({ root: 'share', value: { comment: 'Hi & bye', content: { submittedUrl: 'https://x.example' } } });
  });
  it('reads XML with no Content-Type, and attributes as _name', async () => {
    const body = await readBody(req('<recipients><recipient><person path="/people/~"/></recipient></recipients>'));
    expect(body.value).toEqual({ recipient: { person: { _path: '/people/~' } } });
  });
  it('reads JSON only with both headers, turning kebab names to camelCase', async () => {
    const body = await readBody(req('{"content":{"submitted-url":"u"}}', { 'content-type': 'application/json', 'x-li-format': 'json' }));
    expect(body).toEqual({ value: { content: { submittedUrl: 'u' } } });
  });
  it('refuses JSON without x-li-format: json', async () => {
    expect(await refusal(req('{}', { 'content-type': 'application/json' }))).toMatch(/x-li-format: json/);
  });
  it('refuses x-li-format: json with another content type', async () => {
    expect(await refusal(req('{}', { 'content-type': 'text/plain', 'x-li-format': 'json' }))).toMatch(/application\/json/);
  });
  it('refuses a content type that is neither XML nor JSON', async () => {
    expect(await refusal(req('a=b', { 'content-type': 'application/x-www-form-urlencoded' }))).toMatch(/not accepted/);
  });
  it('refuses malformed JSON and XML, saying where', async () => {
    expect(await refusal(req('{"a":', { 'content-type': 'application/json', 'x-li-format': 'json' }))).toMatch(/not valid JSON/);
    expect(await refusal(req('<share><comment>x</share>', { 'content-type': 'text/xml' }))).toMatch(/not well-formed XML.*line 1/);
  });
  it('refuses an empty body, a DOCTYPE, and two roots', async () => {
    expect(await refusal(req('  ', { 'content-type': 'text/xml' }))).toMatch(/empty/);
    expect(await refusal(req('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>', { 'content-type': 'text/xml' }))).toMatch(/DOCTYPE/);
  });
  it('refuses XML nested deeper than the limit, whatever hides in comments and CDATA', async () => {
    const nested = (n: number) => '<a>'.repeat(n) + 'x' + '</a>'.repeat(n);
    expect((await readBody(req(nested(MAX_BODY_DEPTH), { 'content-type': 'text/xml' }))).root).toBe('a');
    expect(await refusal(req(nested(MAX_BODY_DEPTH + 1), { 'content-type': 'text/xml' }))).toMatch(`more than ${MAX_BODY_DEPTH} levels deep`);
    expect(await refusal(req(nested(100_000), { 'content-type': 'text/xml' }))).toMatch(/levels deep/);
    expect(await refusal(req(`<!-- </a></a> --><a><![CDATA[</a>]]>${nested(MAX_BODY_DEPTH)}</a>`, { 'content-type': 'text/xml' }))).toMatch(/levels deep/);
  });
  it('refuses XML elements and attributes, and JSON fields, named __proto__, constructor or prototype', async () => {
    for (const xml of ['<x><__proto__><polluted>1</polluted></__proto__></x>', '<x><constructor>1</constructor></x>', '<x prototype="1"/>', '<x><a:__proto__ xmlns:a="u"/></x>']) {
      expect(await refusal(req(xml, { 'content-type': 'text/xml' })), xml).toMatch(/never accepts/);
    }
    const json = { 'content-type': 'application/json', 'x-li-format': 'json' };
    expect(await refusal(req('{"comment":"x","__proto__":{"polluted":1}}', json))).toMatch(/'__proto__'/);
    expect(await refusal(req('{"a":{"constructor":{"prototype":{}}}}', json))).toMatch(/'constructor'/);
    expect(await refusal(req('['.repeat(100_000) + ']'.repeat(100_000), json))).toMatch(/levels deep/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('refuses a body over the limit with 413', async () => {
    await expect(readBody(req('x'.repeat(MAX_BODY_BYTES + 1), { 'content-type': 'text/xml' }))).rejects.toMatchObject({ status: 413 });
  });
  it('helpers', () => {
    expect(asArray(undefined)).toEqual([]);
    expect(asArray({ a: 1 })).toEqual([{ a: 1 }]);
    expect(textOf({ '#text': 'x', _a: 'y' })).toBe('x');
    expect(textOf(5)).toBe('5');
  });
});
