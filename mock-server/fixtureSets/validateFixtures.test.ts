import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { fixtureProblems, validateFixtures } from './validateFixtures.js';
import { FixtureError } from './FixtureError.js';
import { FIXTURES_SCHEMA } from './fixturesSchema.js';
import { DEFAULT_FIXTURES } from '../seed/defaultFixtures.js';
import { createMockService } from '../index.js';
import type { Fixtures } from '../fixtureFormat/types.js';

const app = (extra: Record<string, unknown> = {}) => ({ apiKey: 'k1', secretKey: 's1', name: 'App', redirectUrls: ['https://app.example/cb'], ...extra });
const member = (extra: Record<string, unknown> = {}) => ({ id: 'm1', email: 'm1@example.com', password: 'p', firstName: 'M', lastName: 'One', ...extra });
const messages = (input: unknown) => fixtureProblems(input).map((p) => `${p.path}: ${p.message}`);

describe('fixture rules: refused with a message naming the entry and the rule', () => {
  it.each([
    ['relative redirect URL', { apps: [app(), app({ apiKey: 'k2', redirectUrls: ['https://ok.example/cb', '/callback'] })] }, /^apps\[1\]\.redirectUrls\[1\]: '\/callback' is not an absolute URL/],
    ['redirect URL with #', { apps: [app({ redirectUrls: ['https://app.example/cb#top'] })] }, /^apps\[0\]\.redirectUrls\[0\]: .*contains '#'/],
    ['redirect URL with another scheme', { apps: [app({ redirectUrls: ['ftp://app.example/cb'] })] }, /^apps\[0\]\.redirectUrls\[0\]: .*absolute http or https/],
    ['no redirect URL', { apps: [app({ redirectUrls: [] })] }, /^apps\[0\]\.redirectUrls: an app needs at least one/],
    ['unknown scope', { apps: [app({ defaultScope: ['r_basicprofile', 'r_fulprofile'] })] }, /^apps\[0\]\.defaultScope\[1\]: not a known scope.*\("r_fulprofile"\)/],
    ['scope listed twice', { apps: [app({ defaultScope: ['r_network', 'r_network'] })] }, /^apps\[0\]\.defaultScope\[1\]: 'r_network' is listed twice/],
    ['duplicate API key', { apps: [app(), app()] }, /^apps\[1\]\.apiKey: 'k1' is already the API key of apps\[0\]/],
    ['duplicate member id', { members: [member(), member({ email: 'other@example.com' })] }, /^members\[1\]\.id: 'm1' is already the id of members\[0\]/],
    ['duplicate e-mail (any case)', { members: [member(), member({ id: 'm2', email: 'M1@Example.com' })] }, /^members\[1\]\.email: .*already the e-mail address of members\[0\]/],
    ['numeric id', { members: [member({ id: 7 })] }, /^members\[0\]\.id: must be a string\. For example: "x1"\.$/],
    ['e-mail of a default member under another id', { members: [member({ email: 'Ada.Lovelace@example.com' })] }, /^members\[0\]\.email: 'Ada\.Lovelace@example\.com' is already the e-mail address of the member 'aZ3kq9XbW1'/],
    ['developer who is a default member, with replaceDefaults', { apps: [app({ developers: ['aZ3kq9XbW1'] })], replaceDefaults: true }, /^apps\[0\]\.developers\[0\]: 'aZ3kq9XbW1' is not the id of a member/],
    // The REST sections: their shape comes from the schema, their references from their own check.
    ['connection that is not a pair', { connections: [['aZ3kq9XbW1']] }, /^connections\[0\]: must be a pair of two member ids/],
    ['connection of three', { connections: [['aZ3kq9XbW1', 'Qm7Rt2VdN8', 'Lk4Hs8PzC3']] }, /^connections\[0\]: must be a pair of two member ids/],
    ['connection id that is a number', { connections: [['aZ3kq9XbW1', 42]] }, /^connections\[0\]\[1\]: must be a string \(The id of a member/],
    ['connections as an object', { connections: { aZ3kq9XbW1: 'Qm7Rt2VdN8' } }, /^connections: must be a list \(First-degree connections, as pairs of member ids/],
    ['connection to a ghost', { connections: [['aZ3kq9XbW1', 'ghost']] }, /^connections\[0\]\[1\]: 'ghost' is not the id of a member in this set, the default data set or the running service\.$/],
    ['company without a name', { companies: [{ id: 'c1' }] }, /^companies\[0\]: the field 'name' is required/],
    ['company with a blank name', { companies: [{ id: 'c1', name: '  ' }] }, /^companies\[0\]\.name: must not be empty or blank/],
    ['misspelled company field', { companies: [{ id: 'c1', name: 'Co', admin: ['aZ3kq9XbW1'] }] }, /^companies\[0\]: 'admin' is not a field of companies\[0\]; the fields are id, name, admins, followers/],
    ['company admins not a list', { companies: [{ id: 'c1', name: 'Co', admins: 'aZ3kq9XbW1' }] }, /^companies\[0\]\.admins: must be a list \(Members who administer/],
    ['company admin who is not a member', { companies: [{ id: 'c1', name: 'Co', admins: ['nobody'] }] }, /^companies\[0\]\.admins\[0\]: 'nobody' is not the id of a member/],
    ['negative employee count', { companies: [{ id: 'c1', name: 'Co', employeeCount: -3 }] }, /^companies\[0\]\.employeeCount: must be >= 0/],
    ['duplicate company id', { companies: [{ id: 'c1', name: 'A' }, { id: 'c1', name: 'B' }] }, /^companies\[1\]\.id: 'c1' is already the id of companies\[0\]/],
    ['group members not a list', { groups: [{ id: 'g1', name: 'G', members: 'aZ3kq9XbW1' }] }, /^groups\[0\]\.members: must be a list/],
    ['group member who is not a member', { groups: [{ id: 'g1', name: 'G', members: ['aZ3kq9XbW1', 'x'] }] }, /^groups\[0\]\.members\[1\]: 'x' is not the id of a member/],
    ['group with an unknown field', { groups: [{ id: 'g1', name: 'G', colour: 'red' }] }, /^groups\[0\]: 'colour' is not a field of groups\[0\]; the fields are id, name, members, managers/],
    ['group openness not a boolean', { groups: [{ id: 'g1', name: 'G', isOpenToNonMembers: 'yes' }] }, /^groups\[0\]\.isOpenToNonMembers: must be true or false/],
    ['unknown rate limit', { rateLimits: { perHour: 3 } }, /^rateLimits: 'perHour' is not a field of rateLimits; the fields are appPerDay, memberPerDay, developerPerDay/],
    ['negative rate limit', { rateLimits: { appPerDay: -1 } }, /^rateLimits\.appPerDay: must be >= 0 \(Calls per UTC day/],
    ['fractional rate limit', { rateLimits: { memberPerDay: 2.5 } }, /^rateLimits\.memberPerDay: must be a whole number/],
    ['replaceDefaults not a boolean', { replaceDefaults: 'yes' }, /^replaceDefaults: must be true or false/],
    ['missing secretKey', { apps: [{ apiKey: 'k', name: 'n', redirectUrls: [] }] }, /^apps\[0\]: the field 'secretKey' is required/],
    ['misspelled app field', { apps: [app({ redirectUrl: 'x' })] }, /^apps\[0\]: 'redirectUrl' is not a field of an app/],
    ['unknown section', { member: [] }, /^: 'member' is not a fixture section; the sections are apps, members, settings, connections/],
    ['developer who is not a member', { apps: [app({ developers: ['ghost'] })], members: [member()] }, /^apps\[0\]\.developers\[0\]: 'ghost' is not the id of a member/],
    ['bad JavaScript domain', { apps: [app({ jsOrigins: ['http://localhost:5173/'] })] }, /^apps\[0\]\.jsOrigins\[0\]: .*neither an exact origin/],
    ['javascript: logo', { apps: [app({ logoUrl: 'javascript:alert(1)' })] }, /^apps\[0\]\.logoUrl: /],
    ['token length too small', { settings: { tokenLength: 3 } }, /^settings\.tokenLength: must be >= 32/],
    ['bad e-mail', { members: [member({ email: 'nope' })] }, /^members\[0\]\.email: must be an e-mail address/],
    // Members: every person field the API shows, with its type and sub-fields (made from the person field table).
    ['misspelled person field', { members: [member({ headLine: 'x' })] }, /^members\[0\]: 'headLine' is not a field of members\[0\]; the fields are id, email, password, firstName, lastName/],
    ['position company id as text', { members: [member({ positions: [{ title: 'T', company: { id: 'abc' } }] })] }, /^members\[0\]\.positions\[0\]\.company\.id: must be a whole number/],
    ['unknown sub-field', { members: [member({ skills: [{ skill: { title: 'x' } }] })] }, /^members\[0\]\.skills\[0\]\.skill: 'title' is not a field of members\[0\]\.skills\[0\]\.skill; the fields are name/],
    ['list given as the API envelope', { members: [member({ positions: { _total: 0 } })] }, /^members\[0\]\.positions: must be a list/],
    ['recommender as a bare id', { members: [member({ recommendationsReceived: [{ recommender: 'Qm7Rt2VdN8' }] })] }, /^members\[0\]\.recommendationsReceived\[0\]\.recommender: must be an object \(A member/],
    // Shares, posts, jobs and updates.
    ['share with neither author nor company', { shares: [{ comment: 'x' }] }, /^shares\[0\]: a share needs exactly one of authorId/],
    ['share by a ghost', { shares: [{ authorId: 'ghost', comment: 'x' }] }, /^shares\[0\]\.authorId: 'ghost' is not the id of a member/],
    ['post in a group that is not there', { posts: [{ id: 'p1', groupId: 'nope', creatorId: 'aZ3kq9XbW1', title: 'T' }] }, /^posts\[0\]\.groupId: 'nope' is not the id of a group/],
    ['job of a company that is not there', { jobs: [{ id: 'j1', companyId: 'nope', title: 'T' }] }, /^jobs\[0\]\.companyId: 'nope' is not the id of a company/],
    ['update of an unknown type', { updates: [{ type: 'XYZ', memberId: 'aZ3kq9XbW1' }] }, /^updates\[0\]\.type: must be equal to one of the allowed values/],
    ['STAT update without its text', { updates: [{ type: 'STAT', memberId: 'aZ3kq9XbW1' }] }, /^updates\[0\]: a STAT update needs 'text'/],
    ['update without its member', { updates: [{ type: 'PICU' }] }, /^updates\[0\]: a PICU update needs 'memberId'/],
  ])('%s', (_name, input, expected) => {
    const found = messages(input);
    expect(found.some((line) => expected.test(line)), found.join('\n')).toBe(true);
  });

  it('refuses a non-object', () => {
    expect(messages([])[0]).toMatch(/must be a JSON object/);
    expect(messages(null)[0]).toMatch(/must be a JSON object/);
  });

  it('validateFixtures throws a FixtureError listing every problem', () => {
    try {
      validateFixtures({ apps: [app({ redirectUrls: ['/a', 'https://x/#'] })] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FixtureError);
      expect((error as FixtureError).problems).toHaveLength(2);
      expect((error as Error).message).toMatch(/^The fixture set is not valid \(2 problems\):\n  apps\[0\]\.redirectUrls\[0\]: /);
    }
  });

  it('accepts exact origins and host patterns as JavaScript domains, root-relative logos, and passes REST sections to their own check', () => {
    const input = {
      apps: [app({ jsOrigins: ['http://localhost:5173', '*.example.com', 'localhost', 'https://a.example:8443'], logoUrl: '/demo/logo.svg' })],
      members: [member({ headline: 'x', pictureUrl: 'https://p.example/1.png', positions: [] })],
      replaceDefaults: true,
    };
    expect(messages(input)).toEqual([]);
  });

  it('the built-in default fixtures are valid', () => {
    expect(messages(DEFAULT_FIXTURES)).toEqual([]);
  });

  it('createMockService refuses invalid fixtures and bad settings at start', () => {
    expect(() => createMockService({ fixtures: { apps: [app({ redirectUrls: ['x#y'] })] } })).toThrow(/apps\[0\]\.redirectUrls\[0\]/);
    expect(() => createMockService({ tokenLength: 10 })).toThrow(/settings\.tokenLength: must be >= 32/);
  });

  it('a bad REST section is refused at start with the entry and the rule', () => {
    // Wrong on purpose: a fixture file is JSON, so its types are only known once it is checked.
    const untyped = (fixtures: unknown) => ({ fixtures: fixtures as Fixtures });
    expect(() => createMockService(untyped({ groups: [{ id: 'g1', name: 'G', members: 'x' }] }))).toThrow(
      /^The fixture set is not valid \(1 problem\):\n  groups\[0\]\.members: must be a list/,
    );
    expect(() => createMockService(untyped({ rateLimits: { appPerDay: 'many' } }))).toThrow(/rateLimits\.appPerDay: must be a whole number/);
    expect(() => createMockService({ fixtures: { connections: [['aZ3kq9XbW1', 'ghost']] } })).toThrow(/connections\[0\]\[1\]: 'ghost' is not the id of a member/);
  });
});

describe('fixtures.schema.json', () => {
  const file = new URL('./fixtures.schema.json', import.meta.url);

  it('is FIXTURES_SCHEMA written out (regenerate with UPDATE_FIXTURE_SCHEMA=1 npx vitest run mock-server/fixtures)', async () => {
    if (process.env.UPDATE_FIXTURE_SCHEMA) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(file, JSON.stringify(FIXTURES_SCHEMA, null, 2) + '\n');
    }
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(FIXTURES_SCHEMA)));
  });

  it('is a schema a standard validator accepts, and it checks a fixture file on its own', () => {
    const validate = new Ajv({ strict: false }).compile(JSON.parse(readFileSync(file, 'utf8')));
    expect(validate(DEFAULT_FIXTURES)).toBe(true);
    expect(validate({ apps: [{ apiKey: 'k' }] })).toBe(false);
  });

  it('describes the REST sections: connections as pairs, companies, groups, rateLimits, replaceDefaults', () => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(JSON.parse(readFileSync(file, 'utf8')));
    const good = {
      replaceDefaults: false,
      connections: [['a', 'b']],
      companies: [{ id: 'c1', name: 'Co', admins: ['a'], followers: ['b'], industry: 'Software', foundedYear: 1999, employeeCount: 12, specialties: ['x'] }],
      groups: [{ id: 'g1', name: 'G', members: ['a', 'b'], managers: ['a'], shortDescription: 's', description: 'd', isOpenToNonMembers: false }],
      rateLimits: { appPerDay: 10, memberPerDay: 5, developerPerDay: 7 },
    };
    expect(validate(good), JSON.stringify(validate.errors)).toBe(true);
    const bad: [string, unknown][] = [
      ['/connections/0', { connections: [['a']] }],
      ['/connections/0/1', { connections: [['a', 1]] }],
      ['/companies/0', { companies: [{ id: 'c1' }] }],
      ['/companies/0', { companies: [{ id: 'c1', name: 'Co', colour: 'red' }] }],
      ['/companies/0/admins', { companies: [{ id: 'c1', name: 'Co', admins: 'a' }] }],
      ['/groups/0/members/0', { groups: [{ id: 'g1', name: 'G', members: [''] }] }],
      ['/groups/0/isOpenToNonMembers', { groups: [{ id: 'g1', name: 'G', isOpenToNonMembers: 1 }] }],
      ['/rateLimits', { rateLimits: { perHour: 1 } }],
      ['/rateLimits/appPerDay', { rateLimits: { appPerDay: -1 } }],
      ['/replaceDefaults', { replaceDefaults: 'true' }],
    ];
    for (const [where, input] of bad) {
      expect(validate(input), JSON.stringify(input)).toBe(false);
      expect(validate.errors!.map((error) => error.instancePath)).toContain(where);
    }
  });
});

describe('fixtures as a person writes them', () => {
  it('an XML, snake_case or miscased field name: the camelCase name meant', () => {
    expect(messages({ members: [member({ 'first-name': 'M' })] })[0]).toMatch(/^members\[0\]: 'first-name' is not a field of members\[0\]; .*Did you mean 'firstName'\?$/);
    expect(messages({ members: [member({ date_of_birth: { year: 1990 } })] })[0]).toMatch(/Did you mean 'dateOfBirth'\?$/);
    expect(messages({ members: [member({ headLine: 'x' })] })[0]).toMatch(/Did you mean 'headline'\?$/);
    expect(messages({ members: [member({ positions: [{ title: 'x', company_name: 'y' }] })] })[0]).toMatch(/^members\[0\]\.positions\[0\]: 'company_name' is not a field/);
  });

  it('every shape error shows a minimal valid example of the value expected there, and that example, put in its place, is valid', () => {
    expect(messages({ members: [member({ location: 'London' })] })).toEqual(['members[0].location: must be an object. For example: {"name":"Example","country":{"code":"gb","name":"Example"}}.']);
    const broken: unknown[] = [
      { members: [member({ location: 'London' })] },
      { members: [member({ dateOfBirth: 1990 })] },
      { members: [member({ email: 'nope' })] },
      { members: [member({ 'first-name': 'M' })] },
      { members: [member({ positions: [{ title: 'T', company: { id: 'abc' } }] })] },
      { members: [member({ recommendationsReceived: [{ recommender: 'Qm7Rt2VdN8' }] })] },
      { members: {} },
      { apps: [{ apiKey: 'k' }] },
      { apps: 'x' },
      { apps: [app({ defaultScope: 'r_basicprofile' })] },
      { settings: { tokenLength: 3 } },
      { settings: 'x' },
      { updates: [{ type: 'XYZ', memberId: 'aZ3kq9XbW1' }] },
      { companies: [{ id: 'c1', name: ' ' }] },
      { groups: [{ id: 'g1', name: 'G', members: 'x' }] },
      { rateLimits: { appPerDay: 'x' } },
      { replaceDefaults: 'yes' },
      { shares: [{ authorId: 'aZ3kq9XbW1', comment: 3 }] },
      // The fields of today's products and pages (fidelity's products, orgs' pages): their shape errors show an example too.
      { apps: [app({ grantedProducts: 'x' })] },
      { apps: [app({ grantedProducts: ['nope'] })] },
      { apps: [app({ withheldProducts: 'x' })] },
      { apps: [app({ communityManagementTier: 'gold' })] },
      { companies: [{ id: 'c1', name: 'C', pageRoles: 'x' }] },
      { companies: [{ id: 'c1', name: 'C', pageRoles: [{ memberId: 'aZ3kq9XbW1' }] }] },
      { companies: [{ id: 'c1', name: 'C', pageRoles: [{ memberId: 'aZ3kq9XbW1', role: 'OWNER' }] }] },
    ];
    /** Sets the value at a problem's path ("members[0].location"); an empty path part is the whole set. */
    const put = (input: unknown, path: string, value: unknown) => {
      const copy = structuredClone(input) as Record<string, unknown>;
      const keys = path.match(/[^.[\]]+/g)!;
      let at = copy as Record<string, unknown>;
      for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
      at[keys.at(-1)!] = value;
      return copy;
    };
    // A granted product's example is a partner product (a self-serve one is every app's already).
    expect(messages({ apps: [app({ grantedProducts: ['nope'] })] })).toEqual(['apps[0].grantedProducts[0]: must be equal to one of the allowed values. ("nope") For example: "refreshTokens".']);
    for (const input of broken) {
      const problems = fixtureProblems(input);
      expect(problems.length, JSON.stringify(input)).toBeGreaterThan(0);
      for (const problem of problems) {
        const example = /For example: (.*)\.(?: Did you mean '[^']*'\?)?$/.exec(problem.message);
        expect(example, `${problem.path}: ${problem.message}`).not.toBeNull();
        const fixed = put(input, problem.path, JSON.parse(example![1]!));
        expect(fixtureProblems(fixed).filter((other) => other.path === problem.path || other.path.startsWith(`${problem.path}.`) || other.path.startsWith(`${problem.path}[`)), JSON.stringify(fixed)).toEqual([]);
      }
    }
  });

  it('an item of the wrong shape: one valid item as an example, and the shorthand when there is one', () => {
    expect(messages({ members: [member({ skills: [42] })] })[0]).toBe(
      'members[0].skills[0]: must be an object, one item such as {"skill":{"name":"TypeScript"}} (or just the name: "TypeScript"); the fields are skill, and the id is given when left out.',
    );
    expect(messages({ members: [member({ educations: ['MIT'] })] })[0]).toMatch(/^members\[0\]\.educations\[0\]: must be an object, one item such as \{"schoolName":"…","fieldOfStudy":"…","startDate":\{"year":2020,"month":1\}\}; the fields are schoolName, fieldOfStudy/);
  });

  it('"skills": ["TypeScript"] is accepted; list items without an id get one, the same on every start, as the real service always identified them', () => {
    const set = { members: [member({ skills: ['TypeScript', { skill: { name: 'Go' } }], positions: [{ title: 'Engineer', isCurrent: true }, { id: 7, title: 'Intern' }], languages: ['French'] })] };
    const stored = () => createMockService({ fixtures: set }).context.directory.members.get('m1')!;
    const first = stored();
    expect(first.skills!.map((skill) => skill.skill?.name)).toEqual(['TypeScript', 'Go']);
    expect(first.languages![0]!.language).toEqual({ name: 'French' });
    for (const list of [first.skills!, first.positions!, first.languages!]) for (const item of list) expect(item.id).toEqual(expect.any(Number));
    expect(first.positions![1]!.id).toBe(7);
    expect(new Set(first.skills!.map((skill) => skill.id)).size).toBe(2);
    expect(stored().skills).toEqual(first.skills);
    expect(stored().positions).toEqual(first.positions);
    // The set given is left as it was.
    expect(set.members[0]!.skills).toEqual(['TypeScript', { skill: { name: 'Go' } }]);
  });
});
