// What a service holds before any fixture set is applied: the built-in apps and members
// (defaultFixtures.ts: the demo app, Ada Lovelace and three more) over the generated data set
// (seed/defaultNetwork.ts: 420 members, their connections, companies, groups, updates, mailbox).
// A fixture set without `"replaceDefaults": true` lands on top of this; with it, on nothing.
// Made once per process when first needed; the package's bundles read it as the build generated it
// (prebuiltDataSet.ts) instead of generating it.
import type { MockContext } from '../context/context.js';
import type { MemberRecord } from '../store/types.js';
import type { NetworkData } from '../store/network.js';
import { defaultNetwork } from './defaultNetwork.js';
import { DEFAULT_FIXTURES } from './defaultFixtures.js';
import { appFromFixture } from '../apps/appFromFixture.js';
import { prebuiltDataSet } from './prebuiltDataSet.js';

/** The default data set: its members and its REST data. */
interface DataSet {
  members: MemberRecord[];
  network: NetworkData;
}

let shared: DataSet | undefined;
let sharedText: string | undefined;

/**
 * The default members: every generated member, with the built-in fixture members' fields over
 * them (Ada's generated profile keeps her fixture credentials), then the fixture members the
 * generator does not make (Charles Babbage, Grace Hopper, Alan Turing).
 */
function generatedMembers(): MemberRecord[] {
  const fixtureMembers = new Map((DEFAULT_FIXTURES.members ?? []).map((member) => [member.id, member]));
  const members = defaultNetwork().members.map((member) => {
    const given = fixtureMembers.get(member.id);
    fixtureMembers.delete(member.id);
    return given ? ({ ...member, ...given } as MemberRecord) : member;
  });
  return [...members, ...fixtureMembers.values()];
}

/** The default members and REST data, made once per process: read from the build's text (prebuiltDataSet.ts), else generated. Shared; copy before changing. */
function sharedDataSet(): DataSet {
  if (!shared) {
    const prebuilt = prebuiltDataSet();
    shared = prebuilt ? (JSON.parse(prebuilt) as DataSet) : { members: generatedMembers(), network: defaultNetwork().network };
  }
  return shared;
}

/**
 * The default members (generatedMembers above). Shared; copy before changing.
 * @example defaultMembers().length // 424
 */
export function defaultMembers(): readonly MemberRecord[] {
  return sharedDataSet().members;
}

/** The default REST data (companies, groups, jobs, shares…). Shared; copy before changing. */
export function defaultNetworkData(): NetworkData {
  return sharedDataSet().network;
}

/**
 * The default data set as JSON text, `{ "members": [...], "network": {...} }`: what every service
 * copies, and what the build writes for the package's bundles (scripts/bundle/prebuiltDataSetCode.mjs).
 */
export function defaultDataSetText(): string {
  sharedText ??= prebuiltDataSet() ?? JSON.stringify(sharedDataSet());
  return sharedText;
}

/**
 * Puts the default data set into a service whose apps, members and REST data were just emptied.
 * @example applyDefaultDataSet(ctx); ctx.directory.apps.has('demo-api-key') // true
 */
export function applyDefaultDataSet(ctx: MockContext): void {
  for (const app of DEFAULT_FIXTURES.apps ?? []) ctx.directory.apps.set(app.apiKey, appFromFixture(app));
  // Each service gets its own copies. The members and the network are JSON data (the generator's
  // and the fixture file's), so parsing their text, made once, is the copy: a fraction of the time
  // of structuredClone, which every test that builds a service paid.
  const { members, network } = JSON.parse(defaultDataSetText()) as DataSet;
  for (const member of members) ctx.directory.members.set(member.id, member);
  ctx.network.load(network, true);
}
