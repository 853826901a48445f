import { describe, expect, it } from 'vitest';
import { untunnel } from './untunnel.js';
import { RestError } from '../api/errors.js';

describe('untunnel', () => {
  it('turns POST + X-HTTP-Method-Override: GET with a form body into the GET it stands for', async () => {
    const request = new Request('https://api.linkedin.com/v2/emailAddress?x=1', {
      method: 'POST',
      headers: { 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded', authorization: 'Bearer t' },
      body: 'q=members&projection=%28elements*%28handle~%29%29',
    });
    const plain = await untunnel(request);
    expect(plain.method).toBe('GET');
    const url = new URL(plain.url);
    expect([url.searchParams.get('x'), url.searchParams.get('q'), url.searchParams.get('projection')]).toEqual(['1', 'members', '(elements*(handle~))']);
    expect(plain.headers.get('authorization')).toBe('Bearer t');
    // The structure of a complex value is kept as it was sent, for complexValue.ts.
    const ids = await untunnel(new Request('https://api.linkedin.com/rest/organizations', { method: 'POST', headers: { 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' }, body: 'ids=List(1001,urn%3Ali%3Aorganization%3A1002)' }));
    expect(new URL(ids.url).search).toBe('?ids=List(1001,urn%3Ali%3Aorganization%3A1002)');
  });

  it('leaves other requests alone and refuses what it cannot read', async () => {
    const get = new Request('https://api.linkedin.com/v2/me');
    expect(await untunnel(get)).toBe(get);
    const put = new Request('https://api.linkedin.com/v2/me', { method: 'POST', headers: { 'x-http-method-override': 'PUT', 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    await expect(untunnel(put)).rejects.toBeInstanceOf(RestError);
    const json = new Request('https://api.linkedin.com/v2/me', { method: 'POST', headers: { 'x-http-method-override': 'GET', 'content-type': 'application/json' }, body: '{}' });
    await expect(untunnel(json)).rejects.toThrow(/x-www-form-urlencoded/);
  });
});
