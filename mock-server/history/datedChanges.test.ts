// The dated changes as plain functions of a day: each rule on the day before its change and on
// the day itself (docs/over-time.md); without a replay (null) none applies.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATED_CHANGES, inEffect, reachesApp } from './datedChanges.js';
import { datedScopeRefusal } from './datedScopes.js';
import { datedV1Refusal } from './datedV1.js';
import { issuerOnDay, oidcServed } from './datedOidc.js';
import { todayRouteServed } from './datedToday.js';
import { asOfMs } from './asOfDay.js';

const day = (text: string) => Date.parse(`${text}T00:00:00Z`);
const before = (text: string) => day(text) - 1;

describe('the table of dated changes', () => {
  it('each change has a day, both sides in words and at least one public source; in order of date', () => {
    for (const change of DATED_CHANGES) {
      expect(change.date, change.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(change.before.length && change.after.length && change.title.length, change.id).toBeGreaterThan(0);
      expect(change.sources.length, change.id).toBeGreaterThan(0);
      for (const source of change.sources) expect(source, change.id).not.toMatch(/\/work\/|shared\//);
    }
    const dates = DATED_CHANGES.map((change) => change.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('docs/over-time.md has a row for each, on its day, titled as here', () => {
    const rows = readFileSync(new URL('../../docs/over-time.md', import.meta.url), 'utf8').replace(/`/g, '').split('\n');
    for (const change of DATED_CHANGES) expect(rows.some((row) => row.startsWith(`| ${change.date} | ${change.title} |`)), change.id).toBe(true);
  });

  it('a change is in effect from 00:00 UTC of its day, and only when a day is replayed', () => {
    expect(inEffect('v1Retired', before('2019-05-01'))).toBe(false);
    expect(inEffect('v1Retired', day('2019-05-01'))).toBe(true);
    expect(inEffect('v1Retired', null)).toBe(false);
    // A change for new apps reaches an app registered on or after its day; an app of no registration day is of the v1 era.
    expect(reachesApp('signInClosedToNewApps', day('2023-08-01'), '2023-08-01')).toBe(true);
    expect(reachesApp('signInClosedToNewApps', day('2023-08-01'), '2023-07-31')).toBe(false);
    expect(reachesApp('signInClosedToNewApps', day('2023-08-01'), undefined)).toBe(false);
  });

  it('asOf takes a day, an ISO time or ms, and refuses anything else in a sentence', () => {
    expect(asOfMs('2019-06-01')).toBe(day('2019-06-01'));
    expect(asOfMs('2019-06-01T12:00:00Z')).toBe(day('2019-06-01') + 12 * 3600_000);
    expect(asOfMs(day('2019-06-01'))).toBe(day('2019-06-01'));
    for (const bad of ['June 2019', '2019-13-45', '', null, Number.NaN]) expect(asOfMs(bad)).toMatch(/^asOf must be a day such as '2019-06-01'/);
  });
});

describe('scopes by day (history/datedScopes.ts)', () => {
  it('2015-05-12: r_fullprofile and the other partner scopes, in the v1 era\'s words, unless the app is a partner', () => {
    expect(datedScopeRefusal(before('2015-05-12'), {}, ['r_fullprofile'])).toBeNull();
    expect(datedScopeRefusal(day('2015-05-12'), {}, ['r_basicprofile', 'r_fullprofile'])).toEqual({
      scope: 'r_fullprofile',
      code: 'invalid_scope',
      description: 'Your application has not been authorized for the scope "r_fullprofile"',
      change: 'partnerPrograms',
    });
    expect(datedScopeRefusal(day('2015-05-12'), { v1Partner: true }, ['r_fullprofile', 'r_network'])).toBeNull();
    expect(datedScopeRefusal(day('2015-05-12'), {}, ['r_basicprofile', 'r_emailaddress', 'w_share', 'rw_company_admin'])).toBeNull();
  });

  it('2019-01-14: r_liteprofile for every app; the v1 scopes refused to an app registered from that day, in the v2 words', () => {
    expect(datedScopeRefusal(before('2019-01-14'), {}, ['r_liteprofile'])?.description).toBe('Your application has not been authorized for the scope "r_liteprofile"');
    expect(datedScopeRefusal(day('2019-01-14'), {}, ['r_liteprofile', 'r_emailaddress', 'w_member_social'])).toBeNull();
    expect(datedScopeRefusal(before('2019-01-14'), { createdOn: '2019-01-13' }, ['r_basicprofile'])).toBeNull();
    expect(datedScopeRefusal(day('2019-01-14'), { createdOn: '2019-01-14' }, ['r_basicprofile'])).toEqual({
      scope: 'r_basicprofile',
      code: 'unauthorized_scope_error',
      description: 'Scope &quot;r_basicprofile&quot; is not authorized for your application',
      change: 'v2ForNewApps',
    });
    // An app of the v1 era keeps r_basicprofile (until v1's end).
    expect(datedScopeRefusal(day('2019-01-14'), {}, ['r_basicprofile'])).toBeNull();
  });

  it('2023-08-01: OpenID Connect opens; Sign In with LinkedIn closes to apps registered from that day', () => {
    expect(datedScopeRefusal(before('2023-08-01'), {}, ['openid', 'profile'])?.description).toBe('Scope &quot;openid&quot; is not authorized for your application');
    expect(datedScopeRefusal(day('2023-08-01'), {}, ['openid', 'profile', 'email'])).toBeNull();
    expect(datedScopeRefusal(before('2023-08-01'), { createdOn: '2023-07-31' }, ['r_liteprofile', 'r_emailaddress'])).toBeNull();
    expect(datedScopeRefusal(day('2023-08-01'), { createdOn: '2023-08-01' }, ['r_liteprofile', 'r_emailaddress'])?.description).toBe('Scope &quot;r_liteprofile&quot; is not authorized for your application');
    expect(datedScopeRefusal(day('2023-08-01'), { createdOn: '2023-07-31' }, ['r_liteprofile', 'r_emailaddress'])).toBeNull();
  });

  it('no replay: nothing is refused by date', () => {
    expect(datedScopeRefusal(null, { createdOn: '2024-01-01' }, ['r_fullprofile', 'r_basicprofile', 'r_liteprofile'])).toBeNull();
  });
});

describe('v1 by day (history/datedV1.ts)', () => {
  it('2015-05-12: connections and the rest closed to apps in no partner program; the profile, shares and companies open', () => {
    expect(datedV1Refusal(before('2015-05-12'), {}, '/v1/people/:person/connections', '~')).toBeNull();
    expect(datedV1Refusal(day('2015-05-12'), {}, '/v1/people/:person/connections', '~')).toEqual({ status: 403, message: 'Access to connections denied', change: 'partnerPrograms' });
    expect(datedV1Refusal(day('2015-05-12'), { v1Partner: true }, '/v1/people/:person/connections', '~')).toBeNull();
    for (const open of ['/v1/people/:person', '/v1/people/~/shares', '/v1/companies/:company', '/v1/company-search']) expect(datedV1Refusal(day('2015-05-12'), {}, open, '~'), open).toBeNull();
    expect(datedV1Refusal(day('2015-05-12'), {}, '/v1/people/:person', 'id=Qm7Rt2VdN8')?.message).toBe('Access to profiles denied');
    expect(datedV1Refusal(day('2015-05-12'), {}, '/v1/people-search')?.message).toBe('Access to people search denied');
    expect(datedV1Refusal(day('2015-05-12'), {}, '/v1/job-search')?.message).toBe('Access to jobs denied');
  });

  it('2019-05-01: every v1 call answers 410; an app registered from 2019-01-14 has had no v1 since', () => {
    expect(datedV1Refusal(before('2019-05-01'), { v1Partner: true }, '/v1/people/:person', '~')).toBeNull();
    expect(datedV1Refusal(day('2019-05-01'), {}, '/v1/people/:person', '~')).toEqual({ status: 410, message: 'This resource is no longer available under v1 APIs', change: 'v1Retired' });
    expect(datedV1Refusal(before('2019-01-14'), { createdOn: '2019-01-13' }, '/v1/people/:person', '~')).toBeNull();
    expect(datedV1Refusal(day('2019-01-14'), { createdOn: '2019-01-14' }, '/v1/people/:person', '~')?.status).toBe(410);
  });

  it('no replay: v1 works', () => {
    expect(datedV1Refusal(null, { createdOn: '2020-01-01' }, '/v1/people/:person/connections', '~')).toBeNull();
  });
});

describe('OpenID Connect and today\'s routes by day', () => {
  it('the issuer: https://www.linkedin.com until 2024-04-11, https://www.linkedin.com/oauth from 2024-04-12', () => {
    expect(issuerOnDay('https://www.linkedin.com/oauth', before('2024-04-12'))).toBe('https://www.linkedin.com');
    expect(issuerOnDay('https://www.linkedin.com/oauth', day('2024-04-12'))).toBe('https://www.linkedin.com/oauth');
    expect(issuerOnDay('https://www.linkedin.com/oauth', null)).toBe('https://www.linkedin.com/oauth');
    expect([oidcServed(before('2023-08-01')), oidcServed(day('2023-08-01')), oidcServed(null)]).toEqual([false, true, true]);
  });

  it('/v2/organizationAcls from 2021-01-04; the other routes on every day', () => {
    expect(todayRouteServed(before('2021-01-04'), '/v2/organizationAcls')).toBe(false);
    expect(todayRouteServed(day('2021-01-04'), '/v2/organizationAcls')).toBe(true);
    expect(todayRouteServed(before('2021-01-04'), '/v2/organizationalEntityAcls')).toBe(true);
  });
});
