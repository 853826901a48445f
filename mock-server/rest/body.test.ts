import { describe, expect, it } from 'vitest';
import { asArray, readBody, textOf } from './body.js';
import { RestError } from './restError.js';

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
  it('helpers', () => {
    expect(asArray(undefined)).toEqual([]);
    expect(asArray({ a: 1 })).toEqual([{ a: 1 }]);
    expect(textOf({ '#text': 'x', _a: 'y' })).toBe('x');
    expect(textOf(5)).toBe('5');
  });
});
