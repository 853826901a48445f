// passport-linkedin-oauth2@2.0.0 (installed as passport-linkedin-oauth2-v2), the strategy of the
// v2 era, run unchanged with its defaults: the redirect to https://www.linkedin.com/oauth/v2/authorization
// with scope r_liteprofile, a member signing in and allowing, its token request, then
// GET https://api.linkedin.com/v2/me?projection=(id%2CfirstName%2ClastName%2CmaidenName%2CprofilePicture(displayImage~%3AplayableStreams))&oauth2_access_token=…
// (and /v2/emailAddress?q=members&projection=(elements*(handle~)) when the scope has
// r_emailaddress), and the profile it parses: MultiLocaleString names by preferredLocale,
// PUBLIC picture elements. MSW's setupServer intercepts the library's https requests.
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { FakeBrowser } from '../support/fakeBrowser.js';
import { ADA, REDIRECT, TEST_APP, TEST_FIXTURES, approve, locationParams } from '../support/oauthFlow.js';
import { useServiceKit } from '../support/serviceKit.js';
import { runStrategy } from '../support/passportRun.js';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const LinkedInStrategy = require('passport-linkedin-oauth2-v2').Strategy as any;

const kit = useServiceKit({ fixtures: TEST_FIXTURES, now: Date.UTC(2026, 0, 1) });


async function signIn(scope?: string[]) {
  const strategy = new LinkedInStrategy({ clientID: TEST_APP.apiKey, clientSecret: TEST_APP.secretKey, callbackURL: REDIRECT, ...(scope ? { scope } : {}) }, (_a: string, _r: string, profile: unknown, done: (e: unknown, u: unknown) => void) =>
    done(null, profile),
  );
  const start = await runStrategy(strategy, { query: {}, headers: {} }, { state: 'SOME STATE' });
  expect(start.kind).toBe('redirect');
  const dialog = new URL(start.url!);
  expect(dialog.origin + dialog.pathname).toBe('https://www.linkedin.com/oauth/v2/authorization');
  const params = locationParams(await approve(new FakeBrowser(), start.url!, ADA));
  const end = await runStrategy(strategy, { query: { code: params.get('code'), state: params.get('state') }, headers: {} });
  if (end.kind !== 'success') throw new Error(`the strategy ended with ${end.kind}: ${end.error?.oauthError?.data ?? end.error?.message ?? JSON.stringify(end.error)}`);
  return { dialog, profile: end.user };
}

describe('passport-linkedin-oauth2@2.0.0 with its defaults', () => {
  it('default scope r_liteprofile: /v2/me with the picture decoration, parsed as passport expects [F-MEMBERS-015]', async () => {
    const { dialog, profile } = await signIn();
    expect(dialog.searchParams.get('scope')).toBe('r_liteprofile');
    expect(profile).toMatchObject({ provider: 'linkedin', id: ADA.id, displayName: 'Ada Lovelace', name: { givenName: 'Ada', familyName: 'Lovelace' } });
    expect(profile.photos.map((p: { value: string }) => p.value)).toEqual([100, 200, 400, 800].map((n) => `https://api.linkedin.com/media/picture/${ADA.id}_${n}x${n}`));
    expect(profile._json.maidenName.localized.en_US).toBe('Byron');
    expect(profile.emails).toBeUndefined();
    const [me] = kit.service.admin.requests({ path: '/v2/me' });
    expect(me.url).toContain('projection=(id%2CfirstName%2ClastName%2CmaidenName%2CprofilePicture(displayImage~%3AplayableStreams))');
    expect(me.url).toContain('oauth2_access_token=');
  });

  it('with r_emailaddress and r_basicprofile: the e-mail from /v2/emailAddress and the basic profile fields [F-MEMBERS-016]', async () => {
    const { profile } = await signIn(['r_basicprofile', 'r_emailaddress']);
    expect(profile.emails).toEqual([{ value: ADA.email }]);
    expect(profile._json).toMatchObject({
      headline: { localized: { en_US: 'Analyst of engines at Difference Works' } },
      vanityName: 'ada-lovelace',
      location: { countryCode: 'gb' },
      summary: { localized: { en_US: expect.stringContaining('Mathematician') } },
    });
    expect(profile._json.positions[0].title.localized.en_US).toBe('Analyst of engines');
  });
});
