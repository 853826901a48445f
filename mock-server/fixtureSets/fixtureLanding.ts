// Where a fixture set lands, which decides both how it is checked and how it is applied:
// - start-up, `POST /__admin/reset` and `POST /__admin/fixtures?mode=replace` start over from the
//   default data set (seed/defaultDataSet.ts) and add the set;
// - `POST /__admin/fixtures` (merge, the default) adds the set to what the service holds now;
// - a set with `"replaceDefaults": true` starts over from nothing, whatever the mode.
import type { Directory } from '../store/directory.js';
import type { NetworkStore } from '../store/network.js';
import type { SectionCheckContext } from './sections/types.js';
import { defaultMembers, defaultNetworkData } from '../seed/defaultDataSet.js';

/** `merge`: add to what is there, replacing entries with the same key. `replace`: start over from the default data set. */
export type FixtureMode = 'merge' | 'replace';

/** Whether the set says `"replaceDefaults": true` (read before the set is checked, so it takes anything). */
function replacesDefaults(input: unknown): boolean {
  return typeof input === 'object' && input !== null && (input as { replaceDefaults?: unknown }).replaceDefaults === true;
}

/**
 * Whether loading the set empties the service first: mode `replace`, or `"replaceDefaults": true`.
 * @example startsOver({ replaceDefaults: true }, 'merge') // true
 */
export function startsOver(input: unknown, mode: FixtureMode): boolean {
  return mode === 'replace' || replacesDefaults(input);
}

/**
 * The members a set will land on, for the checks that refer to members (developers,
 * connections, admins, group members, unique e-mail addresses): none when the set replaces the
 * defaults, the default members when it starts over, else the members the service holds now.
 * @example fixtureProblems(set, landingContext(set, 'merge', ctx.directory))
 */
export function landingContext(input: unknown, mode: FixtureMode, current?: Directory, currentNetwork?: NetworkStore): SectionCheckContext {
  const members = replacesDefaults(input) ? [] : startsOver(input, mode) || !current ? defaultMembers() : current.members.values();
  const ids = (records: Iterable<{ id: string }>) => new Set([...records].map((r) => r.id));
  const network = replacesDefaults(input) ? undefined : startsOver(input, mode) || !currentNetwork ? defaultNetworkData() : undefined;
  const existingRecords = network
    ? { companyIds: ids(network.companies), groupIds: ids(network.groups), jobIds: ids(network.jobs), shareIds: ids(network.shares) }
    : currentNetwork && !replacesDefaults(input)
      ? { companyIds: ids(currentNetwork.companies.values()), groupIds: ids(currentNetwork.groups.values()), jobIds: ids(currentNetwork.jobs.values()), shareIds: ids(currentNetwork.shares.values()) }
      : { companyIds: new Set<string>(), groupIds: new Set<string>(), jobIds: new Set<string>(), shareIds: new Set<string>() };
  const existingMemberIds = new Set<string>();
  const existingEmails = new Map<string, string>();
  for (const member of members) {
    existingMemberIds.add(member.id);
    existingEmails.set(member.email.toLowerCase(), member.id);
  }
  return { existingMemberIds, existingEmails, existingRecords };
}
