// LinkedIn's platform over time: each change that broke real code, the first day of its new
// behaviour, what the mock answers on each side of it, and the sources. One table, read by the
// rules of this folder, the admin API (GET /__admin/as-of), the docs (docs/over-time.md) and the
// tests. A rule applies only when the service replays a day (`asOf`, history/asOfDay.ts); without
// one the mock keeps today's behaviour on today's paths and a working v1 era.

export type DatedChangeId =
  | 'partnerPrograms'
  | 'v2ForNewApps'
  | 'jsSdkRetired'
  | 'v1Retired'
  | 'organizationAcls'
  | 'versionedApi'
  | 'unversionedMarketingSunset'
  | 'signInClosedToNewApps'
  | 'oidcIssuer';

export interface DatedChange {
  id: DatedChangeId;
  /** The first day of the new behaviour, YYYY-MM-DD (UTC). */
  date: string;
  title: string;
  /** Which apps it reaches: all, or only those registered on the developer portal from `date` on (an app's `createdOn`). */
  reaches: 'every app' | 'apps registered from this day';
  /** What the mock answers the day before. */
  before: string;
  /** What it answers from the day on. */
  after: string;
  /** Public sources: the documentation, and what clients saw. */
  sources: readonly string[];
}

export const DATED_CHANGES: readonly DatedChange[] = [
  {
    id: 'partnerPrograms',
    date: '2015-05-12',
    title: 'The developer program transition: only the Profile, Share and Companies APIs stay open',
    reaches: 'every app',
    before: 'every v1 resource and scope answers any app',
    after:
      'an app in no partner program (app fixture `v1Partner`) is refused r_fullprofile, r_network, r_contactinfo, rw_groups, w_messages and rw_nus (OAuth 2.0: invalid_scope "Your application has not been authorized for the scope \\"r_fullprofile\\""; OAuth 1.0a request token: oauth_problem=Scope NOT_AUTHORIZED : r_fullprofile), and every v1 resource but /v1/people/~, /v1/people/~/shares and /v1/companies/{id} answers 403 "Access to connections denied" (and the like for the others)',
    sources: [
      'https://developer.linkedin.com/support/developer-program-transition ("rolled out to the entire LinkedIn application base between May 12th - May 19th, 2015")',
      'MrSwitch/hello.js#246 (2015-05-13: invalid_scope, "yesterday everything was fine")',
      'scribejava/scribejava#553 (2015-05-18: oauth_problem=Scope NOT_AUTHORIZED : r_fullprofile)',
      'yiisoft/yii2-authclient#20 (403 <message>Access to connections denied</message>)',
      'ozgur/python-linkedin#78, #103',
    ],
  },
  {
    id: 'v2ForNewApps',
    date: '2019-01-14',
    title: 'New apps get the v2 API: r_liteprofile replaces r_basicprofile',
    reaches: 'apps registered from this day',
    before: 'r_liteprofile is not a scope an app is given (the v1-era authorization answers invalid_scope for it)',
    after:
      'every app may ask for r_liteprofile, r_emailaddress and w_member_social; an app registered from this day is refused the v1 scopes (unauthorized_scope_error "Scope &quot;r_basicprofile&quot; is not authorized for your application") and its v1 calls answer 410',
    sources: [
      'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/migration-faq ("All new applications created on the LinkedIn Developer Platform as of January 14, 2019 can use LinkedIn\'s v2 APIs"; "r_liteprofile (replaces r_basicprofile)")',
      'decioferreira/omniauth-linkedin-oauth2#45 (2019-01-14: unauthorized_scope_error | Scope &quot;r_liteprofile&quot; is not authorized for your application)',
      'decioferreira/omniauth-linkedin-oauth2#53 (2019-04-22: "I just created a new app … 410")',
    ],
  },
  {
    id: 'jsSdkRetired',
    date: '2019-03-01',
    title: 'The JavaScript SDK (in.js) stops signing members in',
    reaches: 'every app',
    before: '/in.js is the framework: IN.User.authorize opens the sign-in window',
    after:
      '/in.js still loads (its widgets still render), but IN.User.authorize throws as LinkedIn\'s did ("TypeError: e(...).authorize(...) is undefined" at in.js; Chrome: "Cannot read properties of undefined (reading \'then\')")',
    sources: [
      'https://engineering.linkedin.com/blog/2018/12/developer-program-updates ("Our JavaScript and Mobile Software Development Kits (SDKs) will stop working", quoted in abacritt/angularx-social-login#157)',
      'abacritt/angularx-social-login#178 (2019-04-20: TypeError: e(...).authorize(...) is undefined, authorize@http://platform.linkedin.com/in.js:18)',
      'deepakaggarwal7/react-social-login#136 (2019-04-22: Cannot read property \'then\' of undefined)',
    ],
  },
  {
    id: 'v1Retired',
    date: '2019-05-01',
    title: 'The v1 REST API is shut down',
    reaches: 'every app',
    before: 'v1 answers as in its era (apps registered from 2019-01-14 excepted: their v1 calls already answer 410)',
    after: 'every v1 REST call answers 410 {"errorCode":0,"message":"This resource is no longer available under v1 APIs","requestId":…,"status":410,"timestamp":…} (XML when the call asks no JSON)',
    sources: [
      'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/migration-faq ("Starting May 1, 2019, LinkedIn will deprecate use of its v1 APIs")',
      'Joomline/slogin#102 ("LinkedIn deprecates use of v1 APIs since May 1, 2019", the 410 body on 2019-05-16)',
      'hybridauth/hybridauth#1020, pac4j/pac4j#1266, jaredhanson/passport-linkedin#29, oauth2-proxy/oauth2-proxy#181 (the 410 body)',
    ],
  },
  {
    id: 'organizationAcls',
    date: '2021-01-04',
    title: 'organizationalEntityAcls renamed organizationAcls',
    reaches: 'every app',
    before: '/v2/organizationAcls answers 404 (only /v2/organizationalEntityAcls, with organizationalTarget)',
    after:
      'both answer: /v2/organizationAcls with organization; /v2/organizationalEntityAcls too (LinkedIn announced its removal for 2021-10-30, ebx/ebx-linkedin-sdk#146, yet public code still calls it: the mock never refuses it on a guess)',
    sources: [
      'mdesjardins/linkedin-v2#18 (2021-01-04, the earliest public record of the new path: "must be replaced to avoid deprecation error")',
      'ebx/ebx-linkedin-sdk#146 (2021-10-18: removal announced for 30 October 2021)',
      '247GradLabs/LinkedInNET#38',
    ],
  },
  {
    id: 'versionedApi',
    date: '2022-06-15',
    title: 'The versioned API under /rest (LinkedIn-Version) begins',
    reaches: 'every app',
    before: 'every /rest call answers 426 NONEXISTENT_VERSION: no version is released yet',
    after: '/rest answers the versions of the calendar (202206 first)',
    sources: ['https://learn.microsoft.com/en-us/linkedin/marketing/versioning ("first versioned API release was June 2022")', 'the version calendar (restli/versionCalendar.ts)'],
  },
  {
    id: 'unversionedMarketingSunset',
    date: '2023-07-01',
    title: 'Unversioned Marketing APIs and the legacy Shares and UGC Posts APIs sunset in favour of /rest/posts',
    reaches: 'every app',
    before: '/v2/shares and /v2/ugcPosts answer',
    after:
      'unchanged for members posting through Share on LinkedIn (w_member_social): the sunset was the Marketing program\'s, and self-serve posting through /v2/ugcPosts kept working ("Update didn\'t affect the API used", Arisamiga/Linkedin-RSS#4, 2023-08-19; the Share on LinkedIn page still documents /v2/ugcPosts); what a partner\'s unversioned call answered after it is not on record, so the mock keeps answering it',
    sources: [
      'https://learn.microsoft.com/en-us/linkedin/marketing/versioning?view=li-lms-2023-05 ("available until June 30, 2023 when they will be sunset", quoted in thephpleague/oauth2-linkedin#49)',
      'mdesjardins/linkedin-v2#22 (the Shares API "being sunset on Feb 28,2023", later moved to June 30)',
      'ebx/ebx-linkedin-sdk#270',
    ],
  },
  {
    id: 'signInClosedToNewApps',
    date: '2023-08-01',
    title: 'Sign In with LinkedIn (r_liteprofile, r_emailaddress) closed to new apps; Sign In with LinkedIn using OpenID Connect opens',
    reaches: 'apps registered from this day',
    before: 'openid, profile and email are refused (unauthorized_scope_error) and no OpenID discovery document is served',
    after:
      'openid, profile and email answer with an id_token; an app registered from this day is refused r_liteprofile and r_emailaddress (unauthorized_scope_error "Scope &quot;r_liteprofile&quot; is not authorized for your application")',
    sources: [
      'nextauthjs/next-auth#8316 (unauthorized_scope_error for r_liteprofile)',
      'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin ("This version of Sign In with LinkedIn has been deprecated as of August 1, 2023")',
      'dexidp/dex#3225 (error=unauthorized_scope_error&error_description=Scope+%26quot%3Br_emailaddress%26quot%3B+is+not+authorized+for+your+application; "Only LinkedIn apps created after Aug 2023 … older apps will continue to work")',
      'unacms/UNA#4597, ory/kratos#3655',
    ],
  },
  {
    id: 'oidcIssuer',
    date: '2024-04-12',
    title: 'The OpenID Connect issuer becomes https://www.linkedin.com/oauth',
    reaches: 'every app',
    before: 'the discovery document under /oauth/.well-known/openid-configuration and every id_token name the issuer https://www.linkedin.com (a strict client, which expects the issuer it discovered from, refuses it)',
    after: 'both name https://www.linkedin.com/oauth (a client configured with the old issuer refuses the id_token: "Wrong issuer from token. Got: https://www.linkedin.com/oauth expected: https://www.linkedin.com/")',
    sources: ['supabase/auth#1254 (the workaround before)', 'keycloak/keycloak#28686, supabase/auth#1533, nextauthjs/next-auth#8831, openiddict/openiddict-core#2162 (from 2024-04-12)'],
  },
];

/** The first day of a change, as ms at 00:00 UTC. */
export function changeDay(id: DatedChangeId): number {
  const change = DATED_CHANGES.find((entry) => entry.id === id)!;
  return Date.parse(`${change.date}T00:00:00Z`);
}

/**
 * True when the platform replayed at `asOf` (ms; null: no replay) has the change. Without a replay,
 * none is in effect: today's paths keep today's behaviour and the v1 era keeps working.
 * @example inEffect('v1Retired', Date.parse('2019-06-01')) // true
 */
export function inEffect(id: DatedChangeId, asOf: number | null): boolean {
  return asOf !== null && asOf >= changeDay(id);
}

/**
 * True when a change that reaches only apps registered from its day reaches this app: the platform
 * has the change and the app was registered on or after its day. An app with no `createdOn` is
 * one of the v1 era's (registered before every change).
 */
export function reachesApp(id: DatedChangeId, asOf: number | null, createdOn: string | undefined): boolean {
  return inEffect(id, asOf) && createdOn !== undefined && Date.parse(`${createdOn}T00:00:00Z`) >= changeDay(id);
}
