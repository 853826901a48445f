// The REST API's fixture sections: `connections` (pairs of member ids),
// `companies[]` (with `admins[]`), `groups[]` (with `members[]`), `rateLimits`
// ({appPerDay, memberPerDay, developerPerDay}) and `replaceDefaults` (true: start from nothing
// instead of the default data set; see fixtureSets/fixtureLanding.ts). `networkSection` checks
// them (wired into fixtureSets/sections/index.ts); `applyNetworkFixtures` adds them to a service.
import type { MockContext } from '../../context/context.js';
import type { Fixtures } from '../../fixtureFormat/types.js';
import type { FixtureSection, SectionCheckContext } from './types.js';
import type { FixtureProblem } from '../FixtureError.js';
import type { CompanyFixture, GroupFixture, NetworkFixtures } from '../../fixtureFormat/networkFixtures.js';
import type { CompanyRecord, GroupRecord } from '../../store/network.js';
import type { RateLimits } from '../../store/traffic.js';


/** Member ids a set may refer to: its own and those of the members it lands on (fixtureSets/fixtureLanding.ts). */
function knownMembers(fixtures: Fixtures, context: SectionCheckContext): Set<string> {
  const ids = new Set(context.existingMemberIds);
  for (const member of fixtures.members ?? []) ids.add(member.id);
  return ids;
}

/**
 * Every problem in the REST sections of a fixture set beyond their shape (fixtures.schema.json
 * checks that first): references to members who are not there, a member connected with
 * itself, two companies or two groups with one id. Each names the entry and the rule.
 * @example networkFixtureProblems({ connections: [['a', 'a']] }, { existingMemberIds: new Set(['a']) })
 * // [{ path: 'connections[0]', message: "connects 'a' with itself; …" }]
 */
export function networkFixtureProblems(fixtures: Fixtures, context: SectionCheckContext): FixtureProblem[] {
  const problems: FixtureProblem[] = [];
  const rest = fixtures as NetworkFixtures;
  const members = knownMembers(fixtures, context);
  const memberRef = (path: string, id: string) => {
    if (members.has(id)) return;
    const where = rest.replaceDefaults === true ? ' (with replaceDefaults: true the set is the only source of members)' : ', the default data set or the running service';
    problems.push({ path, message: `'${id}' is not the id of a member in this set${where}.` });
  };
  const idList = (path: string, ids: string[] | undefined) => ids?.forEach((id, i) => memberRef(`${path}[${i}]`, id));

  rest.connections?.forEach(([a, b], i) => {
    memberRef(`connections[${i}][0]`, a);
    memberRef(`connections[${i}][1]`, b);
    if (a === b) problems.push({ path: `connections[${i}]`, message: `connects '${a}' with itself; a connection needs two different members.` });
  });
  const uniqueIds = (name: string, entries: { id: string }[] | undefined) => {
    const seen = new Map<string, number>();
    entries?.forEach((entry, i) => {
      const earlier = seen.get(entry.id);
      if (earlier !== undefined) problems.push({ path: `${name}[${i}].id`, message: `'${entry.id}' is already the id of ${name}[${earlier}]; ids must be unique.` });
      else seen.set(entry.id, i);
    });
  };
  uniqueIds('companies', rest.companies);
  rest.companies?.forEach((company, i) => {
    idList(`companies[${i}].admins`, company.admins);
    idList(`companies[${i}].followers`, company.followers);
    company.pageRoles?.forEach((given, j) => memberRef(`companies[${i}].pageRoles[${j}].memberId`, given.memberId));
  });
  uniqueIds('groups', rest.groups);
  rest.groups?.forEach((group, i) => {
    idList(`groups[${i}].members`, group.members);
    idList(`groups[${i}].managers`, group.managers);
  });
  return problems;
}

/** The fixture section check, for fixtureSets/sections/index.ts. */
export const networkSection: FixtureSection = { key: 'rest', check: networkFixtureProblems };

function companyFrom(entry: CompanyFixture): CompanyRecord {
  const slug = entry.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const given = structuredClone(entry);
  return {
    ...given,
    id: entry.id,
    name: entry.name,
    universalName: entry.universalName ?? slug,
    industry: entry.industry ?? '',
    description: entry.description ?? '',
    websiteUrl: entry.websiteUrl ?? '',
    foundedYear: entry.foundedYear ?? 2000,
    employeeCount: entry.employeeCount ?? 10,
    specialties: [...(entry.specialties ?? [])],
    locations: given.locations ?? [],
    admins: [...(entry.admins ?? [])],
    followers: [...(entry.followers ?? [])],
    ...(entry.pageRoles && { pageRoles: entry.pageRoles.map((given) => ({ ...given })) }),
  };
}

function groupFrom(entry: GroupFixture, createdAt: number): GroupRecord {
  const members = [...(entry.members ?? [])];
  return {
    ...structuredClone(entry),
    id: entry.id,
    name: entry.name,
    shortDescription: entry.shortDescription ?? '',
    description: entry.description ?? '',
    isOpenToNonMembers: entry.isOpenToNonMembers ?? true,
    createdAt,
    members,
    managers: [...(entry.managers ?? members.slice(0, 1))],
  };
}

/**
 * Adds a checked set's REST sections to a service: connections, companies and groups (an id
 * that is there already is replaced), rate limits (the limits given replace those in force).
 * Call it after the set's apps and members are in (fixtureSets/applyFixtures.ts).
 * @example applyNetworkFixtures(ctx, { connections: [['aZ3kq9XbW1', 'Tw9Fj1YgE6']] })
 */
export function applyNetworkFixtures(ctx: MockContext, fixtures: Fixtures): void {
  const rest = fixtures as NetworkFixtures;
  for (const [a, b] of rest.connections ?? []) ctx.network.connect(a, b, ctx.clock.now());
  for (const company of rest.companies ?? []) ctx.network.companies.set(company.id, companyFrom(company));
  for (const group of rest.groups ?? []) ctx.network.groups.set(group.id, groupFrom(group, ctx.clock.now()));
  if (rest.rateLimits) ctx.traffic.limits = { ...ctx.traffic.limits, ...rest.rateLimits };
}
