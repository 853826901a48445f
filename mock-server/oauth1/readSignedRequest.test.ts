import { describe, expect, it } from 'vitest';
import { readSignedRequest } from './readSignedRequest.js';
import { addressedUrl, baseStringUri } from './addressedUrl.js';
import { OAuth1Problem } from './errors.js';

async function problemOf(request: Request): Promise<OAuth1Problem> {
  try {
    await readSignedRequest(request);
  } catch (error) {
    if (error instanceof OAuth1Problem) return error;
    throw error;
  }
  throw new Error('expected a problem');
}

describe('readSignedRequest', () => {
  it('takes the protocol parameters from the query when the request signs there, and keeps the others apart', async () => {
    const signed = await readSignedRequest(new Request('https://api.example/v1/people/~?format=json&oauth_consumer_key=k&oauth_signature=s'));
    expect(signed.transport).toBe('query');
    expect(signed.oauth.get('oauth_consumer_key')).toBe('k');
    expect(signed.params).toEqual([['format', 'json'], ['oauth_consumer_key', 'k']]);
    expect([...signed.other]).toEqual([['format', 'json']]);
  });

  it('signs a form body, but not an XML or JSON body [F-OAUTH1-030]', async () => {
    const form = await readSignedRequest(new Request('https://h/p', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body: 'scope=r_network&oauth_consumer_key=k' }));
    expect(form.transport).toBe('body');
    expect(form.other.get('scope')).toBe('r_network');
    const xml = await readSignedRequest(new Request('https://h/p', { method: 'POST', headers: { 'content-type': 'application/xml', authorization: 'OAuth oauth_consumer_key="k"' }, body: '<share>a=b</share>' }));
    expect(xml.params).toEqual([['oauth_consumer_key', 'k']]);
  });

  it('leaves the request readable for the endpoint after reading its form body', async () => {
    const request = new Request('https://h/p', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    await readSignedRequest(request);
    expect(await request.text()).toBe('a=1');
  });

  it('refuses protocol parameters in two places (RFC 5849 3.5: one and only one) [F-OAUTH1-030]', async () => {
    const problem = await problemOf(new Request('https://h/p?oauth_nonce=1', { headers: { authorization: 'OAuth oauth_consumer_key="k"' } }));
    expect(problem.problem).toBe('parameter_rejected');
    expect(problem.advice).toMatch(/both in the header and in the query/);
    expect(problem.extra).toEqual([['oauth_parameters_rejected', 'oauth_nonce']]);
  });

  it('refuses a protocol parameter sent twice (RFC 5849 3.1) [F-OAUTH1-030]', async () => {
    const problem = await problemOf(new Request('https://h/p?oauth_nonce=1&oauth_nonce=2'));
    expect(problem.problem).toBe('parameter_rejected');
    expect(problem.advice).toMatch(/oauth_nonce appears more than once/);
  });

  it('finds no OAuth parameters in a plain request', async () => {
    expect((await readSignedRequest(new Request('https://h/p?oauth2_access_token=t'))).transport).toBe('none');
  });
});

describe('the URL the client signed', () => {
  it('drops the default port, keeps another, lower-cases the host, keeps the path as sent [F-OAUTH1-026]', () => {
    expect(baseStringUri(new Request('HTTPS://API.Example.COM:443/r%20v/X?id=1#f'))).toBe('https://api.example.com/r%20v/X');
    expect(baseStringUri(new Request('http://127.0.0.1:8787/uas/oauth/requestToken'))).toBe('http://127.0.0.1:8787/uas/oauth/requestToken');
  });

  it('uses the scheme a TLS proxy reports in X-Forwarded-Proto', () => {
    const request = (url: string) => new Request(url, { headers: { 'x-forwarded-proto': 'https' } });
    expect(baseStringUri(request('http://mock.example/uas/oauth/requestToken'))).toBe('https://mock.example/uas/oauth/requestToken');
    expect(baseStringUri(request('http://mock.example:443/p'))).toBe('https://mock.example/p');
    expect(addressedUrl(request('http://mock.example:8443/p')).origin).toBe('https://mock.example:8443');
  });
});
