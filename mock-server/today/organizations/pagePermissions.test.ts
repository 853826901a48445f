// The page permissions, row by row: each action's roles, scopes and product as written here (a rule
// that changes changes this test), what `mayOnPage` answers for every role in every state, with and
// without the row's scopes and product, and docs/organizations.md's "Roles" table, cell for cell.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createMockService } from '../../createMockService.js';
import { PRODUCTS, type Scope } from '../../scopes.js';
import { DEMO_PAGES_APP } from '../../seed/demoAccounts.js';
import { ORGANIZATION_ROLES, ROLE_STATES, type OrganizationRole } from './pageRoles.js';
import { mayOnPage, PAGE_ACTIONS, PAGE_PERMISSIONS, tokenMayActOnPages, type PageAction, type PagePermission } from './pagePermissions.js';

const POSTERS = ['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR', 'DIRECT_SPONSORED_CONTENT_POSTER', 'RECRUITING_POSTER'];
const ANY_ROLE = [...ORGANIZATION_ROLES];

/** The rules, written out: roles, scopes (undefined: the endpoint's), product. */
const EXPECTED: Record<PageAction, { roles: string[]; scopes?: string[]; product?: string }> = {
  post: { roles: POSTERS, scopes: ['w_organization_social'], product: 'communityManagement' },
  uploadVideo: { roles: ['ADMINISTRATOR', 'DIRECT_SPONSORED_CONTENT_POSTER'], scopes: ['w_organization_social'], product: 'communityManagement' },
  delete: { roles: POSTERS, scopes: ['w_organization_social'], product: 'communityManagement' },
  readPosts: { roles: ['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR', 'DIRECT_SPONSORED_CONTENT_POSTER'], scopes: ['r_organization_social', 'rw_organization_admin', 'r_organization_admin'] },
  readPost: { roles: ANY_ROLE },
  readUpload: { roles: ANY_ROLE },
  pollMedia: { roles: ANY_ROLE, scopes: ['w_organization_social', 'r_organization_social', 'rw_organization_admin', 'r_organization_admin'] },
  comment: { roles: POSTERS, scopes: ['w_organization_social', 'w_organization_social_feed'] },
  readComments: { roles: POSTERS, scopes: ['r_organization_social', 'r_organization_social_feed', 'w_organization_social', 'w_organization_social_feed'] },
  // Issue 47, row 10: ANALYST, CURATOR and CONTENT_ADMINISTRATOR (and any admin scope) were a documented guess;
  // the three statistics pages name rw_organization_admin and ADMINISTRATOR only.
  readStatistics: { roles: ['ADMINISTRATOR'], scopes: ['rw_organization_admin'] },
  listRoles: { roles: ['ADMINISTRATOR'] },
  assignRoles: { roles: ['ADMINISTRATOR'], scopes: ['rw_organization_admin'] },
  seeAdminFields: { roles: ANY_ROLE },
  subscribe: { roles: ['ADMINISTRATOR'] },
};

const PAGE = '9500';
/** A member for each role in each state on the page: `${role}/${state}`. */
const memberId = (role: string, state: string) => `m${ORGANIZATION_ROLES.indexOf(role as OrganizationRole)}${ROLE_STATES.indexOf(state as never)}Role`;
const service = createMockService({
  fixtures: {
    apps: [{ apiKey: 'self-serve-key', secretKey: 'self-serve-secret', name: 'Self-serve', redirectUrls: ['https://app.example.test/cb'] }],
    members: ORGANIZATION_ROLES.flatMap((role) => ROLE_STATES.map((state) => ({ id: memberId(role, state), email: `${memberId(role, state)}@example.com`, password: 'password-1', firstName: role, lastName: state }))),
    companies: [{ id: PAGE, name: 'Permission Works', pageRoles: ORGANIZATION_ROLES.flatMap((role) => ROLE_STATES.map((state) => ({ memberId: memberId(role, state), role, state }))) }],
  },
});
const ctx = service.context;
const company = ctx.network.companies.get(PAGE)!;
const ALL_SCOPES = Object.keys(PRODUCTS.communityManagement.scopes.reduce((all, scope) => ({ ...all, [scope]: 1 }), { w_member_social: 1 })) as Scope[];

/**
 * Who asks: a member's token with these scopes, through the seeded page app (the Community Management
 * API, alone on its app: the demo app no longer has it, issue 47, row 14) or a self-serve app.
 */
const asker = (member: string, scopes: readonly Scope[], apiKey = DEMO_PAGES_APP.apiKey) => ({ ctx, caller: ctx.tokens.issue({ apiKey, memberId: member, scopes: [...scopes] }) });

describe('the page permissions, row by row', () => {
  it('has its actions, each with the roles, scopes and product written above [F-PAGES-011] [F-PAGES-021]', () => {
    expect(PAGE_ACTIONS).toEqual(Object.keys(EXPECTED));
    for (const action of PAGE_ACTIONS) {
      const row: PagePermission = PAGE_PERMISSIONS[action];
      expect({ roles: [...row.roles], scopes: row.scopes && [...row.scopes], product: row.product }, action).toEqual({ product: undefined, scopes: undefined, ...EXPECTED[action] });
    }
  });

  it.each(PAGE_ACTIONS)('%s: allowed for its roles APPROVED, never for another role or a role in another state', (action) => {
    const row: PagePermission = PAGE_PERMISSIONS[action];
    for (const role of ORGANIZATION_ROLES) {
      for (const state of ROLE_STATES) {
        const allowed = state === 'APPROVED' && row.roles.includes(role);
        expect(mayOnPage(asker(memberId(role, state), ALL_SCOPES), action, company), `${action} ${role} ${state}`).toBe(allowed);
      }
    }
    expect(mayOnPage(asker(memberId('ADMINISTRATOR', 'APPROVED'), ALL_SCOPES), action, undefined), `${action} on no page`).toBe(false);
  });

  it.each(PAGE_ACTIONS)("%s: asks the token for one of its scopes (each alone is enough) and its app for its product", (action) => {
    const row: PagePermission = PAGE_PERMISSIONS[action];
    const member = memberId(row.roles[0]!, 'APPROVED');
    for (const scope of row.scopes ?? []) expect(mayOnPage(asker(member, [scope]), action, company), `${action} with ${scope}`).toBe(true);
    const others = ALL_SCOPES.filter((scope) => !row.scopes?.includes(scope));
    expect(mayOnPage(asker(member, row.scopes ? others : []), action, company), `${action} without its scopes`).toBe(!row.scopes);
    expect(tokenMayActOnPages(asker(member, ALL_SCOPES, 'self-serve-key'), action), `${action} through a self-serve app`).toBe(!row.product);
  });
});

/** The cells of docs/organizations.md's row for `action` (action, what, roles, scopes, product, source). */
function documentedRow(action: string): string[] {
  const docs = readFileSync(new URL('../../../docs/organizations.md', import.meta.url), 'utf8');
  const row = docs.split('\n').find((line) => line.startsWith(`| \`${action}\` |`));
  if (!row) throw new Error(`docs/organizations.md has no row for \`${action}\``);
  return row.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, ''));
}

/** A row of the table as docs/organizations.md writes it. */
function rowAsDocumented(action: PageAction): string[] {
  const row: PagePermission = PAGE_PERMISSIONS[action];
  const names = (list: readonly string[]) => list.map((name) => `\`${name}\``).join(', ');
  const roles = row.roles.length === ORGANIZATION_ROLES.length ? 'any role' : names(row.roles);
  return [`\`${action}\``, row.what, roles, row.scopes ? names(row.scopes) : "the endpoint's", row.product ? PRODUCTS[row.product].name : "the endpoint's", row.source];
}

describe("the page permissions and docs/organizations.md's Roles table", () => {
  it.each(PAGE_ACTIONS)('%s: the same row [F-PAGES-011]', (action) => {
    expect(documentedRow(action)).toEqual(rowAsDocumented(action));
  });

  it('keeps RECRUITING_POSTER a poster that does not read the page\'s posts (the Posts API names three roles for r_organization_social) [F-PAGES-012]', () => {
    expect(PAGE_PERMISSIONS.post.roles).toContain('RECRUITING_POSTER');
    expect(PAGE_PERMISSIONS.readPosts.roles).not.toContain('RECRUITING_POSTER');
  });
});
