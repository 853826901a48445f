// next-auth 4.24's LinkedIn provider, unchanged, driven through its pages-router API handler
// (`NextAuth(req, res, options)`, what /pages/api/auth/[...nextauth] runs; Next's req/res reduced to
// what the handler touches) with the real host names intercepted. Configured as its users configure it
// since LinkedIn moved to OpenID Connect: `wellKnown` pointing at the discovery document (the
// issuer then comes from it, the JWKS is fetched and the id_token's signature checked by the
// client) and `profile` mapping the id_token claims (nextauthjs/next-auth#8831).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import NextAuth from 'next-auth';
import LinkedInProvider from 'next-auth/providers/linkedin';
import type { AuthOptions } from 'next-auth';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, TEST_APP, approve } from '../../test/support/oauthFlow.js';
import { signingKeyOf } from './signingKey.js';
import type { SigningKeyHolder } from '../store/signingKey.js';

const SITE = 'https://app.example.test';
const APP = { ...TEST_APP, redirectUrls: [`${SITE}/api/auth/callback/linkedin`] };
const kit = useServiceKit({ fixtures: { apps: [APP] } });

const previousUrl = process.env.NEXTAUTH_URL;
beforeAll(() => void (process.env.NEXTAUTH_URL = `${SITE}/api/auth`));
afterAll(() => void (previousUrl === undefined ? delete process.env.NEXTAUTH_URL : (process.env.NEXTAUTH_URL = previousUrl)));

const AS_USERS_CONFIGURE_IT = {
  clientId: APP.apiKey,
  clientSecret: APP.secretKey,
  wellKnown: 'https://www.linkedin.com/oauth/.well-known/openid-configuration',
  authorization: { params: { scope: 'openid profile email' } },
  profile: (p: Record<string, string>) => ({ id: p.sub, name: p.name, email: p.email, image: p.picture }),
};

interface Answer {
  status: number;
  location?: string;
  body?: unknown;
}

/** The Next.js side of next-auth, reduced to the API route's req/res and a cookie jar. */
function nextAuthApp(options: AuthOptions) {
  const jar = new Map<string, string>();
  const call = async (path: string, init: { method?: string; body?: Record<string, string> } = {}): Promise<Answer> => {
    const url = new URL(`/api/auth/${path}`, SITE);
    const answer: Answer = { status: 200 };
    const headers: Record<string, string | string[]> = {};
    const req = {
      method: init.method ?? 'GET',
      query: { ...Object.fromEntries(url.searchParams), nextauth: path.split('?')[0]!.split('/') },
      body: init.body ?? {},
      cookies: Object.fromEntries(jar),
      headers: { host: url.host },
    };
    const res = {
      status(code: number) {
        answer.status = code;
        return res;
      },
      setHeader(name: string, value: string | string[]) {
        headers[name.toLowerCase()] = value;
        return res;
      },
      getHeader: (name: string) => headers[name.toLowerCase()],
      end() {},
      json(body: unknown) {
        answer.body = body;
      },
      send(body: unknown) {
        answer.body = body;
      },
    };
    await (NextAuth as unknown as (req: unknown, res: unknown, options: AuthOptions) => Promise<void>)(req, res, options);
    for (const line of ([] as string[]).concat(headers['set-cookie'] ?? [])) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name!);
      else jar.set(name!, decodeURIComponent(value.join('=')));
    }
    answer.location = (answer.body as { url?: string } | undefined)?.url ?? (headers.location as string | undefined);
    return answer;
  };
  return {
    async signIn() {
      const { body } = await call('csrf');
      const start = await call('signin/linkedin', { method: 'POST', body: { csrfToken: (body as { csrfToken: string }).csrfToken, callbackUrl: `${SITE}/`, json: 'true' } });
      return start.location!;
    },
    callback: (location: string) => call(`callback/linkedin${new URL(location).search}`),
    session: async () => (await call('session')).body as { user?: { name: string; email: string; image: string } },
  };
}

describe('next-auth 4.24.15, LinkedIn provider', () => {
  it('with wellKnown as users set it: discovery, code exchange, the JWKS fetched and the RS256 signature checked; the session has the member', async () => {
    const app = nextAuthApp({ providers: [LinkedInProvider(AS_USERS_CONFIGURE_IT as never)], secret: 'test-secret' });
    const authorizationUrl = await app.signIn();
    const sent = new URL(authorizationUrl);
    expect([sent.origin + sent.pathname, sent.searchParams.get('scope')]).toEqual(['https://www.linkedin.com/oauth/v2/authorization', 'openid profile email']);
    const back = await approve(new FakeBrowser(), authorizationUrl);
    const done = await app.callback(back.headers.get('location')!);
    expect(done.location).toBe(`${SITE}/`);
    expect((await app.session()).user).toEqual({ name: 'Ada Lovelace', email: ADA.email, image: `https://api.linkedin.com/media/picture/${ADA.id}_100x100` });
    expect(kit.service.admin.countRequests({ method: 'GET', path: '/oauth/openid/jwks' }).count).toBe(1);
    expect(kit.service.admin.countRequests({ method: 'POST', path: '/oauth/v2/accessToken' }).count).toBe(1);
  });

  it('an id_token signed with a key the JWKS does not hold is refused by the client (the signature is really checked)', async () => {
    const app = nextAuthApp({ providers: [LinkedInProvider(AS_USERS_CONFIGURE_IT as never)], secret: 'test-secret', logger: { error: () => {}, warn: () => {}, debug: () => {} } });
    const back = await approve(new FakeBrowser(), await app.signIn());
    // The service signs with its own key; once the token answer has gone, its JWKS serves another.
    const signing = kit.service.context.signingKey;
    const other: SigningKeyHolder = { jwk: null };
    await signingKeyOf(other);
    const tokenAnswered = () => kit.service.admin.countRequests({ method: 'POST', path: '/oauth/v2/accessToken' }).count > 0;
    Object.defineProperty(kit.service.context, 'signingKey', { get: () => (tokenAnswered() ? other : signing) });
    const done = await app.callback(back.headers.get('location')!);
    expect(done.location).toMatch(/error=OAuthCallback/);
    expect(kit.service.admin.countRequests({ method: 'GET', path: '/oauth/openid/jwks' }).count).toBeGreaterThan(0);
    expect((await app.session()).user).toBeUndefined();
  });

  it('as shipped (no wellKnown): the callback fails on the issuer, as it does against LinkedIn since 2024 (openid-client 5 expects no iss)', async () => {
    const errors: string[] = [];
    const logger = { error: (_code: string, metadata: unknown) => void errors.push(String((metadata as { error?: Error })?.error?.message ?? metadata)), warn: () => {}, debug: () => {} };
    const app = nextAuthApp({ providers: [LinkedInProvider({ clientId: APP.apiKey, clientSecret: APP.secretKey })], secret: 'test-secret', logger });
    const back = await approve(new FakeBrowser(), await app.signIn());
    const done = await app.callback(back.headers.get('location')!);
    expect(done.location).toMatch(/error=OAuthCallback/);
    expect(errors.join('\n')).toMatch(/unexpected iss value, expected undefined, got: https:\/\/www\.linkedin\.com\/oauth/);
    expect((await app.session()).user).toBeUndefined();
  });
});
