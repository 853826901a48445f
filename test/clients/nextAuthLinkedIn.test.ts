// next-auth 4.24.15's LinkedIn provider with its default userinfo: after the code exchange it
// reads the member from GET https://api.linkedin.com/v2/me?projection=(id,localizedFirstName,
// localizedLastName,profilePicture(displayImage~digitalmediaAsset:playableStreams)) and, in its
// profile(), the address from /v2/emailAddress?q=members&projection=(elements*(handle~)). That
// path runs for an app with the Profile API product that signs in without OpenID Connect
// (scope r_liteprofile r_emailaddress: next-auth then expects no id_token and calls userinfo).
// The provider is used as shipped except for that scope; next-auth runs through its own
// framework-free handler (core/index.js, AuthHandler: what its Next.js route handler calls; the
// package does not export the path, so it is required by file), the flow a Next.js route drives.
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { FakeBrowser } from '../support/fakeBrowser.js';
import { ADA, approve, locationParams } from '../support/oauthFlow.js';
import { useServiceKit } from '../support/serviceKit.js';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const LinkedIn = require('next-auth/providers/linkedin').default as (options: Record<string, unknown>) => any;
const { AuthHandler } = require(require.resolve('next-auth').replace(/index\.js$/, 'core/index.js')) as {
  AuthHandler(params: { req: Record<string, unknown>; options: Record<string, unknown> }): Promise<{ body?: unknown; redirect?: string; cookies?: { name: string; value: string }[] }>;
};

const ORIGIN = 'http://localhost:3000';
const APP = { apiKey: 'next-app', secretKey: 'next-secret', name: 'Next App', redirectUrls: [`${ORIGIN}/api/auth/callback/linkedin`] };
const kit = useServiceKit({ fixtures: { apps: [APP] }, now: Date.UTC(2026, 0, 15) });

const options = {
  providers: [LinkedIn({ clientId: APP.apiKey, clientSecret: APP.secretKey, authorization: { params: { scope: 'r_liteprofile r_emailaddress' } } })],
  secret: 'a-secret-of-the-test-application-32+chars',
  session: { strategy: 'jwt' as const },
};

/** A cookie jar for the application's side of the flow. */
class Jar {
  readonly cookies: Record<string, string> = {};
  take(response: { cookies?: { name: string; value: string }[] }) {
    for (const cookie of response.cookies ?? []) this.cookies[cookie.name] = cookie.value;
    return response;
  }
}

describe('next-auth 4 LinkedIn provider, default userinfo (/v2/me)', () => {
  it('signs in and builds the session user from /v2/me and /v2/emailAddress', async () => {
    const jar = new Jar();
    const csrf = jar.take(await AuthHandler({ req: { origin: ORIGIN, action: 'csrf', method: 'GET', cookies: jar.cookies }, options }));
    const signin = jar.take(
      await AuthHandler({ req: { origin: ORIGIN, action: 'signin', providerId: 'linkedin', method: 'POST', body: { csrfToken: (csrf.body as { csrfToken: string }).csrfToken }, cookies: jar.cookies }, options }),
    );
    const authorize = new URL(signin.redirect!);
    expect(authorize.origin + authorize.pathname).toBe('https://www.linkedin.com/oauth/v2/authorization');
    expect(authorize.searchParams.get('scope')).toBe('r_liteprofile r_emailaddress');

    const back = locationParams(await approve(new FakeBrowser(), authorize.toString(), ADA));
    const callback = jar.take(
      await AuthHandler({ req: { origin: ORIGIN, action: 'callback', providerId: 'linkedin', method: 'GET', query: Object.fromEntries(back), cookies: jar.cookies }, options }),
    );
    expect(callback.redirect, JSON.stringify(callback)).toBe(ORIGIN);

    const session = await AuthHandler({ req: { origin: ORIGIN, action: 'session', method: 'GET', cookies: jar.cookies }, options });
    expect((session.body as { user: unknown }).user).toEqual({
      name: 'Ada Lovelace',
      email: ADA.email,
      image: `https://api.linkedin.com/media/picture/${ADA.id}_100x100`,
    });
    const [me] = kit.service.admin.requests({ path: '/v2/me' });
    expect(new URL(me.url.replace(/^[^?]*/, 'https://x/')).searchParams.get('projection')).toBe(
      '(id,localizedFirstName,localizedLastName,profilePicture(displayImage~digitalmediaAsset:playableStreams))',
    );
    expect(kit.service.admin.countRequests({ path: '/v2/emailAddress' })).toEqual({ count: 1 });
  });
});
