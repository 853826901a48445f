// What a service holds before any fixture set is applied: the built-in apps and members
// (defaultFixtures.ts: the demo app, Ada Lovelace and three more) over the generated data set
// (seed/defaultNetwork.ts: 420 members, their connections, companies, groups, updates, mailbox).
// A fixture set without `"replaceDefaults": true` lands on top of this; with it, on nothing.
import type { MockContext } from '../context/context.js';
import type { MemberRecord } from '../store/types.js';
import { defaultNetwork } from './defaultNetwork.js';
import { DEFAULT_FIXTURES } from './defaultFixtures.js';
import { appFromFixture } from '../apps/appFromFixture.js';

let cachedMembers: MemberRecord[] | undefined;
let cachedMembersJson: string | undefined;
let cachedNetworkJson: string | undefined;

/**
 * The default members: every generated member, with the built-in fixture members' fields over
 * them (Ada's generated profile keeps her fixture credentials), then the fixture members the
 * generator does not make (Charles Babbage, Grace Hopper, Alan Turing). Shared; copy before changing.
 * @example defaultMembers().length // 424
 */
export function defaultMembers(): readonly MemberRecord[] {
  if (!cachedMembers) {
    const fixtureMembers = new Map((DEFAULT_FIXTURES.members ?? []).map((member) => [member.id, member]));
    const members = defaultNetwork().members.map((member) => {
      const given = fixtureMembers.get(member.id);
      fixtureMembers.delete(member.id);
      return given ? ({ ...member, ...given } as MemberRecord) : member;
    });
    cachedMembers = [...members, ...fixtureMembers.values()];
  }
  return cachedMembers;
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
  cachedMembersJson ??= JSON.stringify(defaultMembers());
  for (const member of JSON.parse(cachedMembersJson) as MemberRecord[]) ctx.directory.members.set(member.id, member);
  cachedNetworkJson ??= JSON.stringify(defaultNetwork().network);
  ctx.network.load(JSON.parse(cachedNetworkJson), true);
}
