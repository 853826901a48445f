// passport-linkedin-oauth2@1.6.1, the most used LinkedIn strategy of the v1 era, run unchanged with
// its default options against the mock: its own redirect to the authorization dialog
// (https://www.linkedin.com/oauth/v2/authorization), a member signing in and allowing, the code
// back to the strategy's callback, its token request and its profile request
// (GET https://api.linkedin.com/v1/people/~:(…)?oauth2_access_token=…, x-li-format: json), and
// the profile it parses. MSW's setupServer intercepts the library's https requests.
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { FakeBrowser } from '../support/fakeBrowser.js';
import { ADA, REDIRECT, TEST_APP, TEST_FIXTURES, approve, locationParams } from '../support/oauthFlow.js';
import { useServiceKit } from '../support/serviceKit.js';
import { runStrategy } from '../support/passportRun.js';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const LinkedInStrategy = require('passport-linkedin-oauth2').Strategy as any;

const kit = useServiceKit({ fixtures: TEST_FIXTURES, now: Date.UTC(2026, 0, 1) });



/** The whole sign-in: the strategy's redirect, Ada in the dialog, the callback; returns what the verify callback got. */
async function signIn(scope?: string[]) {
  let seen: { accessToken: string; profile: any } | undefined;
  const strategy = new LinkedInStrategy(
    { clientID: TEST_APP.apiKey, clientSecret: TEST_APP.secretKey, callbackURL: REDIRECT, ...(scope ? { scope } : {}) },
    (accessToken: string, _refreshToken: string, profile: unknown, done: (error: unknown, user: unknown) => void) => {
      seen = { accessToken, profile };
      done(null, profile);
    },
  );
  // The README's usage: passport.authenticate('linkedin', { state: 'SOME STATE' }).
  const start = await runStrategy(strategy, { query: {}, headers: {} }, { state: 'SOME STATE' });
  expect(start.kind).toBe('redirect');
  const dialog = new URL(start.url!);
  expect(dialog.origin + dialog.pathname).toBe('https://www.linkedin.com/oauth/v2/authorization');

  const back = await approve(new FakeBrowser(), start.url!, ADA);
  const params = locationParams(back);
  expect(params.get('state')).toBe('SOME STATE');
  const end = await runStrategy(strategy, { query: { code: params.get('code'), state: params.get('state') }, headers: {} });
  if (end.kind !== 'success') throw new Error(`the strategy ended with ${end.kind}: ${end.error?.oauthError?.data ?? end.error?.message ?? JSON.stringify(end.error)}`);
  return { dialog, profile: seen!.profile, token: seen!.accessToken };
}

describe('passport-linkedin-oauth2@1.6.1 with its defaults', () => {
  it("default scope (r_basicprofile): signs in and parses Ada's profile", async () => {
    const { dialog, profile } = await signIn();
    expect(dialog.searchParams.get('scope')).toBe('r_basicprofile');
    expect(profile).toMatchObject({
      provider: 'linkedin',
      id: ADA.id,
      displayName: 'Ada Lovelace',
      name: { familyName: 'Lovelace', givenName: 'Ada' },
    });
    expect(profile.photos[0].value).toMatch(/^https?:\/\//);
    // r_basicprofile grants no e-mail: the field is left out, so passport's emails[0] is empty (no error).
    expect(profile.emails).toEqual([{ value: undefined }]);
    const json = profile._json;
    expect(json.headline).toBe('Analyst of engines at Difference Works');
    expect(json.location).toEqual({ country: { code: 'gb' }, name: 'Greater London, United Kingdom' });
    expect(json.pictureUrls._total).toBe(1);
    expect(json.relationToViewer).toEqual({ connections: { _total: 0 }, distance: 0 });
    expect(json.apiStandardProfileRequest.headers.values[0].name).toBe('x-li-auth-token');
    expect(json.positions.values.map((p: any) => p.title)).toEqual(['Analyst of engines']); // basic scope: current positions only
    expect(json).toMatchObject({ maidenName: 'Byron', numConnections: 130, numConnectionsCapped: false, distance: 0 });
    expect(json.publicProfileUrl).toBe('https://www.linkedin.com/in/ada-lovelace');
    // JSON keys come out sorted, as the real v1 JSON did.
    expect(Object.keys(json)).toEqual([...Object.keys(json)].sort());
  });

  it('full-profile scope: every field it asks for comes back, e-mail included', async () => {
    const { dialog, profile } = await signIn(['r_basicprofile', 'r_emailaddress', 'r_fullprofile']);
    expect(dialog.searchParams.get('scope')).toBe('r_basicprofile r_emailaddress r_fullprofile');
    expect(profile.emails).toEqual([{ value: ADA.email }]);
    const json = profile._json;
    for (const name of [
      'lastModifiedTimestamp', 'proposalComments', 'associations', 'interests', 'publications', 'patents', 'languages', 'skills',
      'certifications', 'educations', 'courses', 'volunteer', 'threeCurrentPositions', 'threePastPositions', 'numRecommenders',
      'recommendationsReceived', 'mfeedRssUrl', 'following', 'jobBookmarks', 'suggestions', 'dateOfBirth', 'memberUrlResources',
      'relatedProfileViews', 'honorsAwards',
    ]) {
      expect(json, name).toHaveProperty(name);
    }
    expect(json.positions._total).toBe(2);
    expect(json.recommendationsReceived.values[0].recommender).toMatchObject({ id: 'Qm7Rt2VdN8', firstName: 'Charles', lastName: 'Babbage' });
    expect(json.publications.values[0].authors._total).toBe(2);
    expect(json.languages.values[0].proficiency).toEqual({ level: 'NATIVE_OR_BILINGUAL', name: 'NATIVE_OR_BILINGUAL' });
    expect(json.memberUrlResources.values[0]).toEqual({ name: 'Notes on engines', url: 'https://blog.example/ada-lovelace' });
    expect(json.dateOfBirth).toEqual({ day: 10, month: 12, year: 1815 });
    expect(json.following.companies._total).toBeGreaterThanOrEqual(3);
    expect(json.suggestions.toFollow.companies).toMatchObject({ _count: 10, _start: 0 });
  });

  it('a scope the member did not grant leaves its fields out instead of failing the sign-in', async () => {
    // The token holds r_basicprofile only; the strategy, told the app has r_fullprofile, asks for those fields anyway.
    const strategy = new LinkedInStrategy({ clientID: TEST_APP.apiKey, clientSecret: TEST_APP.secretKey, callbackURL: REDIRECT, scope: ['r_basicprofile', 'r_fullprofile'] }, () => undefined);
    const token = kit.service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile'] }).access_token;
    const profile = await new Promise<any>((resolve, reject) => strategy.userProfile(token, (error: unknown, p: unknown) => (error ? reject(error) : resolve(p))));
    expect(profile.id).toBe(ADA.id);
    expect(profile._json).not.toHaveProperty('skills');
    expect(profile._json).not.toHaveProperty('educations');
    expect(profile._json).toHaveProperty('headline');
  });
});
