// Puts a checked fixture set into a service. The one place that decides what loading a set
// means, for start-up (`--fixtures`, `createMockService({ fixtures })`), `POST /__admin/reset`
// and `POST /__admin/fixtures` alike (see fixtureLanding.ts for where a set lands).
import { normalizeFixtures } from './normalizeFixtures.js';
import type { MockContext } from '../context/context.js';
import type { MemberRecord } from '../store/types.js';
import type { Fixtures } from '../fixtureFormat/types.js';
import { resetTraffic } from '../store/traffic.js';
import { applyNetworkFixtures } from './sections/networkSection.js';
import { applyActivityFixtures } from './sections/activitySection.js';
import { applyDefaultDataSet } from '../seed/defaultDataSet.js';
import { startsOver, type FixtureMode } from './fixtureLanding.js';
import { appFromFixture } from '../apps/appFromFixture.js';
import { forgetWebhooksOfGoneApps, registerFixtureWebhooks } from '../webhooks/registerWebhook.js';

export { appFromFixture } from '../apps/appFromFixture.js';

/**
 * Loads a checked fixture set. When it starts over (mode `replace`, or `"replaceDefaults": true`)
 * the apps, members, fixture settings, REST data, rate limits and faults are emptied first, and
 * the default data set is put back unless the set replaces the defaults. Then the set is added:
 * an app replaces the app with its API key; a member replaces the fields it gives of the member
 * with its id (a default member keeps its generated profile); connections, companies, groups,
 * jobs, posts, rate limits and settings are added or replaced by key; shares and updates are added. Returns the mode that took effect.
 * @example applyFixtures(ctx, { apps: [myApp] }, 'replace') // the demo app and Ada are still there
 */
export function applyFixtures(ctx: MockContext, given: Fixtures, mode: FixtureMode): FixtureMode {
  const fixtures = normalizeFixtures(given);
  const { apps, members } = ctx.directory;
  const fresh = startsOver(fixtures, mode);
  if (fresh) {
    apps.clear();
    members.clear();
    ctx.fixtureSettings = {};
    ctx.network.clear();
    resetTraffic(ctx.traffic);
    if (fixtures.replaceDefaults !== true) applyDefaultDataSet(ctx);
  }
  for (const app of fixtures.apps ?? []) apps.set(app.apiKey, appFromFixture(app));
  // Webhooks of a set are registered and validated as it lands; those of apps it removed go.
  if (fresh) forgetWebhooksOfGoneApps(ctx);
  for (const app of fixtures.apps ?? []) registerFixtureWebhooks(ctx, app.apiKey, app.webhooks ?? []);
  for (const member of fixtures.members ?? []) {
    const existing = members.get(member.id);
    members.set(member.id, { ...existing, ...structuredClone(member) } as MemberRecord);
  }
  if (fixtures.settings) ctx.fixtureSettings = { ...ctx.fixtureSettings, ...fixtures.settings };
  applyNetworkFixtures(ctx, fixtures);
  applyActivityFixtures(ctx, fixtures);
  // A token of an app or member the new data set no longer has stops working.
  if (fresh) ctx.tokens.invalidateWhere((token) => !apps.has(token.apiKey) || !members.has(token.memberId), 'replaced');
  return fresh ? 'replace' : 'merge';
}
