import { describe, expect, it } from 'vitest';
import { percentEncode, formEncode } from './percentEncode.js';
import { signatureBaseString } from './signatureBaseString.js';
import { expectedSignature } from './expectedSignature.js';
import { readSignedRequest } from './readSignedRequest.js';

const NONCE = 'abcdefghijklmnopqrstuvwxyzABCDEF';

/** Base string and HMAC-SHA1 of a request as the service reads it. */
async function sign(request: Request, consumerSecret: string, tokenSecret: string) {
  const signed = await readSignedRequest(request);
  const base = signatureBaseString(signed.method, signed.baseUri, signed.params);
  return { base, signature: await expectedSignature('HMAC-SHA1', base, consumerSecret, tokenSecret) };
}

describe('percentEncode (RFC 5849 3.6)', () => {
  it.each([
    ['Ladies + Gentlemen', 'Ladies%20%2B%20Gentlemen'],
    ['An encoded string!', 'An%20encoded%20string%21'],
    ['Dogs, Cats & Mice', 'Dogs%2C%20Cats%20%26%20Mice'],
    ["it's (a) *test*", 'it%27s%20%28a%29%20%2Atest%2A'],
    ['~-._ AZaz09', '~-._%20AZaz09'],
    ['☃ é', '%E2%98%83%20%C3%A9'],
  ])('%j → %s', (input, output) => {
    expect(percentEncode(input)).toBe(output);
  });

  it('formEncode keeps the order and encodes names and values', () => {
    expect(formEncode([['oauth_token', 'a b'], ['x=', '&']])).toBe('oauth_token=a%20b&x%3D=%26');
  });
});

describe('signature base string (RFC 5849 3.4.1)', () => {
  it('the RFC 3.4.1.1 example: header, query and form body, realm left out, duplicates sorted by value [F-OAUTH1-025]', async () => {
    const request = new Request('http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization:
          'OAuth realm="Example", oauth_consumer_key="9djdj82h48djs9d2", oauth_token="kkk9d7dh3k39sjv7", oauth_signature_method="HMAC-SHA1", oauth_timestamp="137131201", oauth_nonce="7d8f3e4a", oauth_signature="bYT5CMsGcbgUdFHObYMEfcx6bsw%3D"',
      },
      body: 'c2&a3=2+q',
    });
    const { base, signature } = await sign(request, 'j49sk3j29djd', 'dh893hdasih9');
    // Character for character the base string printed in RFC 5849 3.4.1.1.
    expect(base).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
    // The RFC prints bYT5…bsw=, a known erratum; HMAC-SHA1 of the base string above with these secrets is this.
    expect(signature).toBe('r6/TJjbCOr97/+UU0NsvSne7s5g=');
  });

  it('node-oauth 0.10.2 vector: passport-linkedin request token with ?scope=a+b in the URL (+ is a space) [F-OAUTH1-027]', async () => {
    const request = new Request('http://127.0.0.1:3000/uas/oauth/requestToken?scope=r_basicprofile+r_emailaddress', {
      method: 'POST',
      headers: {
        authorization: `OAuth oauth_callback="http%3A%2F%2F127.0.0.1%3A4000%2Fauth%2Flinkedin%2Fcallback",oauth_consumer_key="testkey",oauth_nonce="${NONCE}",oauth_signature_method="HMAC-SHA1",oauth_timestamp="1300000000",oauth_version="1.0",oauth_signature="YGbYVQGQk7CLoB6c1RvA7VyKirw%3D"`,
      },
    });
    const { base, signature } = await sign(request, 'testsecret', '');
    expect(base).toBe(
      `POST&http%3A%2F%2F127.0.0.1%3A3000%2Fuas%2Foauth%2FrequestToken&oauth_callback%3Dhttp%253A%252F%252F127.0.0.1%253A4000%252Fauth%252Flinkedin%252Fcallback%26oauth_consumer_key%3Dtestkey%26oauth_nonce%3D${NONCE}%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D1300000000%26oauth_version%3D1.0%26scope%3Dr_basicprofile%2520r_emailaddress`,
    );
    expect(signature).toBe('YGbYVQGQk7CLoB6c1RvA7VyKirw=');
  });

  it('node-oauth 0.10.2 vector: a REST call with a field selector keeps ~ : ( ) , of the path as the client sent it [F-OAUTH1-026]', async () => {
    const request = new Request('http://127.0.0.1:3000/v1/people/~:(id,first-name,last-name)?format=json', {
      headers: { authorization: `OAuth oauth_consumer_key="testkey",oauth_nonce="${NONCE}",oauth_signature_method="HMAC-SHA1",oauth_timestamp="1300000000",oauth_token="acctok",oauth_version="1.0",oauth_signature="x"` },
    });
    const { base, signature } = await sign(request, 'testsecret', 'accsecret');
    expect(base.startsWith('GET&http%3A%2F%2F127.0.0.1%3A3000%2Fv1%2Fpeople%2F~%3A%28id%2Cfirst-name%2Clast-name%29&format%3Djson%26oauth_consumer_key%3Dtestkey%26')).toBe(true);
    expect(signature).toBe('npBs6TqsOqZ0KRogCtWBnTwZPIU=');
  });

  it('PLAINTEXT is the encoded consumer secret & encoded token secret (node-oauth vector) [F-OAUTH1-028]', async () => {
    expect(await expectedSignature('PLAINTEXT', 'ignored', 'testsecret', 'acc secret&x')).toBe('testsecret&acc%20secret%26x');
    expect(await expectedSignature('PLAINTEXT', 'ignored', 'testsecret', '')).toBe('testsecret&');
  });

  it('the default port is left out, another kept; scheme and host lower case; empty values keep = [F-OAUTH1-026]', () => {
    expect(signatureBaseString('get', 'http://h.example/p', [['a', ''], ['b', 'x']])).toBe('GET&http%3A%2F%2Fh.example%2Fp&a%3D%26b%3Dx');
  });
});
