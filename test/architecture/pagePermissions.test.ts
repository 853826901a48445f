// Page permissions are one table (mock-server/today/organizations/pagePermissions.ts) and one
// question every room asks (`mayOnPage`); no room of today's API checks a page role itself (issue 46):
// outside the table and the role vocabulary (pageRoles.ts), no file names a role or a role's state
// in its code, reads a page's administrators or role assignments from its record, or imports more of
// pageRoles.ts than the vocabulary, the listings organizationAcls and the admin page show, and the one
// writer PUT /organizationAcls uses (issue 47).
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORGANIZATION_ROLES, ROLE_STATES } from '../../mock-server/today/organizations/pageRoles.js';

const TODAY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mock-server/today');
/** The two files that may: the vocabulary and listings, and the table. */
const OWNERS = ['organizations/pageRoles.ts', 'organizations/pagePermissions.ts'];
/**
 * What a room may import from pageRoles.ts: the vocabulary, the listings and the one writer of an
 * assignment (PUT /organizationAcls), which checks nothing: no rule.
 */
const LISTINGS = new Set(['ORGANIZATION_ROLES', 'ROLE_STATES', 'aclsOfPage', 'allAcls', 'setPageRole', 'OrganizationRole', 'RoleState', 'PageAcl']);

interface Source {
  path: string;
  text: string;
}

function sources(dir = TODAY, prefix = ''): Source[] {
  const out: Source[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sources(full, `${prefix}${name}/`));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push({ path: prefix + name, text: readFileSync(full, 'utf8') });
  }
  return out;
}

/** The code of a file without its comments (a comment may name a role). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const NAMES = [...ORGANIZATION_ROLES, ...ROLE_STATES];
const NAMED = new RegExp(`['"\`](${NAMES.join('|')})['"\`]`);

/** The places, as "file: what", where a room of today's API checks a page role itself. */
function roleChecks(files: Source[]): string[] {
  const out: string[] = [];
  for (const file of files) {
    if (OWNERS.includes(file.path)) continue;
    const text = code(file.text);
    const named = NAMED.exec(text);
    if (named) out.push(`${file.path}: names ${named[1]}`);
    if (/\.admins\b/.test(text)) out.push(`${file.path}: reads a page's administrators`);
    if (/\.pageRoles\b/.test(text)) out.push(`${file.path}: reads a page's role assignments`);
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[^']*pageRoles\.js'/g)) {
      for (const imported of match[1]!.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()).filter(Boolean)) {
        if (!LISTINGS.has(imported)) out.push(`${file.path}: imports ${imported} from pageRoles.ts`);
      }
    }
  }
  return out;
}

describe('page permissions: one table, one question', () => {
  const files = sources();

  it('reads the rooms of today\'s API', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files.map((file) => file.path)).toContain('organizations/pagePermissions.ts');
  });

  it('no room checks a page role itself', () => {
    expect(roleChecks(files)).toEqual([]);
  });

  it('finds a room that checks a role, a state, the administrators or imports a rule, when one is planted', () => {
    const planted: Source[] = [
      { path: 'posts/planted.ts', text: "import { aclsOfPage } from '../organizations/pageRoles.js';\nconst ok = aclsOfPage(company).some((acl) => acl.role === 'ADMINISTRATOR');" },
      { path: 'media/planted.ts', text: "// a comment may say ADMINISTRATOR\nconst ok = acls.some((acl) => acl.state !== \"APPROVED\");" },
      { path: 'socialActions/planted.ts', text: 'const mine = company.admins.includes(call.caller.memberId);' },
      { path: 'feed/planted.ts', text: "import { aclsOfPage, hasRole, type PageAcl } from '../organizations/pageRoles.js';" },
      { path: 'organizations/pagePermissions.ts', text: "const roles = ['ADMINISTRATOR'];" },
    ];
    expect(roleChecks(planted)).toEqual([
      'posts/planted.ts: names ADMINISTRATOR',
      'media/planted.ts: names APPROVED',
      "socialActions/planted.ts: reads a page's administrators",
      'feed/planted.ts: imports hasRole from pageRoles.ts',
    ]);
  });
});
