// The roles table of docs/organizations.md ("what | who | source") is the rules of pageRoles.ts:
// a role added to or taken from a rule changes the documentation too, or this fails.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ANALYTICS_ROLES, PAGE_POST_READING_ROLES, POSTING_ROLES } from './pageRoles.js';

/** The roles the docs table's row starting with `what` lists in its "who" column. */
function documentedRoles(what: string): string[] {
  const docs = readFileSync(new URL('../../../docs/organizations.md', import.meta.url), 'utf8');
  const row = docs.split('\n').find((line) => line.startsWith(`| ${what} `));
  if (!row) throw new Error(`docs/organizations.md has no row "${what}"`);
  return [...row.split('|')[2]!.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!);
}

describe("the page roles' rules and their documentation", () => {
  it('list the same roles for posting, statistics and reading the page\'s posts [F-PAGES-011]', () => {
    expect(documentedRoles('post, upload as the page')).toEqual([...POSTING_ROLES]);
    expect(documentedRoles('read its statistics')).toEqual([...ANALYTICS_ROLES]);
    expect(documentedRoles('read its posts')).toEqual([...PAGE_POST_READING_ROLES]);
  });

  it('keep RECRUITING_POSTER a poster that does not read the page\'s posts (the Posts API names three roles for r_organization_social) [F-PAGES-012]', () => {
    expect(POSTING_ROLES).toContain('RECRUITING_POSTER');
    expect(PAGE_POST_READING_ROLES).toEqual(['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR', 'DIRECT_SPONSORED_CONTENT_POSTER']);
  });
});
