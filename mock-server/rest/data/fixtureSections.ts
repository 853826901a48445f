// The REST API's fixture sections (issue 4 item 1): `connections` (pairs of member ids),
// `companies[]` (with `admins[]`), `groups[]` (with `members[]`), `rateLimits`
// ({appPerDay, memberPerDay, developerPerDay}) and `replaceDefaults` (true: start from no REST
// data and no generated members instead of the default data set). `restFixtureSection` checks
// them (wired into fixtures/sections/index.ts); `applyRestFixtures` puts them into a service.
import type { MockContext } from '../../context.js';
import type { Fixtures } from '../../fixtures/types.js';
import type { FixtureSection, SectionCheckContext } from '../../fixtures/sections/types.js';
import type { FixtureProblem } from '../../fixtures/FixtureError.js';
import type { CompanyRecord, GroupRecord } from '../../store/network.js';
import type { MemberRecord } from '../../store/types.js';
import { resetTraffic, type RateLimits } from '../../store/traffic.js';
import { defaultNetwork } from '../../seed/defaultNetwork.js';

/** A company as a fixture file gives it; everything but id and name is optional. */
export interface CompanyFixture {
  id: string;
  name: string;
  admins?: string[];
  followers?: string[];
  universalName?: string;
  industry?: string;
  description?: string;
  websiteUrl?: string;
  foundedYear?: number;
  employeeCount?: number;
  specialties?: string[];
}

/** A group as a fixture file gives it; the first member owns it. */
export interface GroupFixture {
  id: string;
  name: string;
  members?: string[];
  managers?: string[];
  shortDescription?: string;
  description?: string;
  isOpenToNonMembers?: boolean;
}

export interface RestFixtures {
  connections?: [string, string][];
  companies?: CompanyFixture[];
  groups?: GroupFixture[];
  rateLimits?: Partial<RateLimits>;
  replaceDefaults?: boolean;
}

const COMPANY_KEYS = ['id', 'name', 'admins', 'followers', 'universalName', 'industry', 'description', 'websiteUrl', 'foundedYear', 'employeeCount', 'specialties'];
const GROUP_KEYS = ['id', 'name', 'members', 'managers', 'shortDescription', 'description', 'isOpenToNonMembers'];
const LIMIT_KEYS = ['appPerDay', 'memberPerDay', 'developerPerDay'];

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Member ids a set may refer to: its own, those already in the service, and the generated ones. */
function knownMembers(fixtures: Fixtures, context: SectionCheckContext): Set<string> {
  const ids = new Set(context.existingMemberIds);
  for (const member of fixtures.members ?? []) ids.add(member.id);
  if (fixtures.replaceDefaults !== true) for (const member of defaultNetwork().members) ids.add(member.id);
  return ids;
}

/**
 * Every problem in the REST sections of a fixture set, each naming the entry and the rule.
 * @example restFixtureProblems({ connections: [['a', 'a']] }, { existingMemberIds: new Set(['a']) })
 * // [{ path: 'connections[0]', message: "connects 'a' with itself; …" }]
 */
export function restFixtureProblems(fixtures: Fixtures, context: SectionCheckContext): FixtureProblem[] {
  const problems: FixtureProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const { connections, companies, groups, rateLimits, replaceDefaults } = fixtures as Fixtures & Record<string, unknown>;
  if (replaceDefaults !== undefined && typeof replaceDefaults !== 'boolean') add('replaceDefaults', 'must be true or false.');
  const members = knownMembers(fixtures, context);
  const memberRef = (path: string, id: unknown) => {
    if (!isId(id)) add(path, 'must be a member id (a non-empty string).');
    else if (!members.has(id)) add(path, `'${id}' is not the id of a member in this set${fixtures.replaceDefaults ? '' : ', the default data set'} or the running service.`);
  };
  const idList = (path: string, value: unknown) => {
    if (value === undefined) return;
    if (!Array.isArray(value)) return add(path, 'must be a list of member ids.');
    value.forEach((id, i) => memberRef(`${path}[${i}]`, id));
  };
  const unknownKeys = (path: string, entry: Record<string, unknown>, keys: string[]) => {
    for (const key of Object.keys(entry)) if (!keys.includes(key)) add(`${path}.${key}`, `'${key}' is not a field here; the fields are ${keys.join(', ')}.`);
  };

  if (connections !== undefined) {
    if (!Array.isArray(connections)) add('connections', 'must be a list of pairs of member ids, e.g. [["aZ3kq9XbW1", "Qm7Rt2VdN8"]].');
    else
      connections.forEach((pair, i) => {
        const path = `connections[${i}]`;
        if (!Array.isArray(pair) || pair.length !== 2) return add(path, 'must be a pair of member ids, e.g. ["aZ3kq9XbW1", "Qm7Rt2VdN8"].');
        memberRef(`${path}[0]`, pair[0]);
        memberRef(`${path}[1]`, pair[1]);
        if (pair[0] === pair[1]) add(path, `connects '${String(pair[0])}' with itself; a connection needs two different members.`);
      });
  }

  const entries = (name: string, value: unknown, keys: string[], check: (path: string, entry: Record<string, unknown>) => void) => {
    if (value === undefined) return;
    if (!Array.isArray(value)) return add(name, `must be a list of ${name}.`);
    const seen = new Map<string, number>();
    value.forEach((entry, i) => {
      const path = `${name}[${i}]`;
      if (!isObject(entry)) return add(path, 'must be an object.');
      unknownKeys(path, entry, keys);
      if (!isId(entry.id)) add(`${path}.id`, 'is required and must be a non-empty string.');
      else if (seen.has(entry.id)) add(`${path}.id`, `'${entry.id}' is already the id of ${name}[${seen.get(entry.id)}]; ids must be unique.`);
      else seen.set(entry.id, i);
      if (typeof entry.name !== 'string' || !entry.name.trim()) add(`${path}.name`, 'is required and must not be empty.');
      check(path, entry);
    });
  };
  entries('companies', companies, COMPANY_KEYS, (path, entry) => {
    idList(`${path}.admins`, entry.admins);
    idList(`${path}.followers`, entry.followers);
    for (const key of ['foundedYear', 'employeeCount']) {
      if (entry[key] !== undefined && (!Number.isInteger(entry[key]) || (entry[key] as number) < 0)) add(`${path}.${key}`, 'must be a whole number of 0 or more.');
    }
    if (entry.specialties !== undefined && (!Array.isArray(entry.specialties) || entry.specialties.some((s) => typeof s !== 'string'))) {
      add(`${path}.specialties`, 'must be a list of strings.');
    }
  });
  entries('groups', groups, GROUP_KEYS, (path, entry) => {
    idList(`${path}.members`, entry.members);
    idList(`${path}.managers`, entry.managers);
    if (entry.isOpenToNonMembers !== undefined && typeof entry.isOpenToNonMembers !== 'boolean') add(`${path}.isOpenToNonMembers`, 'must be true or false.');
  });

  if (rateLimits !== undefined) {
    if (!isObject(rateLimits)) add('rateLimits', 'must be an object such as {"appPerDay": 100000, "memberPerDay": 5000, "developerPerDay": 20000}.');
    else
      for (const [key, value] of Object.entries(rateLimits)) {
        if (!LIMIT_KEYS.includes(key)) add(`rateLimits.${key}`, `'${key}' is not a rate limit; the limits are ${LIMIT_KEYS.join(', ')}.`);
        else if (!Number.isInteger(value) || (value as number) < 0) add(`rateLimits.${key}`, 'must be a whole number of calls per day (0 or more).');
      }
  }
  return problems;
}

/** The fixture section check, for fixtures/sections/index.ts. */
export const restFixtureSection: FixtureSection = { key: 'rest', check: restFixtureProblems };

function companyFrom(entry: CompanyFixture): CompanyRecord {
  const slug = entry.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    id: entry.id,
    name: entry.name,
    universalName: entry.universalName ?? slug,
    industry: entry.industry ?? '',
    description: entry.description ?? '',
    websiteUrl: entry.websiteUrl ?? '',
    foundedYear: entry.foundedYear ?? 2000,
    employeeCount: entry.employeeCount ?? 10,
    specialties: [...(entry.specialties ?? [])],
    locations: [],
    admins: [...(entry.admins ?? [])],
    followers: [...(entry.followers ?? [])],
  };
}

function groupFrom(entry: GroupFixture, createdAt: number): GroupRecord {
  const members = [...(entry.members ?? [])];
  return {
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
 * Puts the default data set and a checked set's REST sections into a service. `replace`
 * (start-up, reset) starts the REST data over: the generated members and network unless
 * `replaceDefaults` is true, then the set's sections. `merge` (POST /__admin/fixtures) adds the
 * sections to what is there. Call it after the apps and members of the set are applied.
 * @example applyRestFixtures(ctx, { connections: [['aZ3kq9XbW1', 'Tw9Fj1YgE6']] }, 'merge')
 */
export function applyRestFixtures(ctx: MockContext, fixtures: Fixtures, mode: 'replace' | 'merge'): void {
  const rest = fixtures as RestFixtures;
  const members = ctx.directory.members;
  if (mode === 'replace') {
    ctx.network.clear();
    resetTraffic(ctx.traffic);
    if (rest.replaceDefaults !== true) {
      const data = defaultNetwork();
      for (const member of data.members) {
        const existing = members.get(member.id);
        // A member the set gives keeps its own fields; the generated profile fills the gaps.
        members.set(member.id, structuredClone(existing ? ({ ...member, ...existing } as MemberRecord) : member));
      }
      ctx.network.load({ ...data.network, connections: data.network.connections.filter(([a, b]) => members.has(a) && members.has(b)) });
    }
  }
  for (const [a, b] of rest.connections ?? []) ctx.network.connect(a, b);
  for (const company of rest.companies ?? []) ctx.network.companies.set(company.id, companyFrom(company));
  for (const group of rest.groups ?? []) ctx.network.groups.set(group.id, groupFrom(group, ctx.clock.now()));
  if (rest.rateLimits) ctx.traffic.limits = { ...ctx.traffic.limits, ...rest.rateLimits };
}
