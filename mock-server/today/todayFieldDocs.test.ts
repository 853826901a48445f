// docs/v2.md's reference is the one the route and record tables write (todayFieldDocs.ts): every
// endpoint and field the handlers know, no other. Regenerate with
// UPDATE_V2_DOCS=1 npx vitest run mock-server/today/todayFieldDocs.test.ts.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { todayReference } from './todayFieldDocs.js';
import { profileTable } from './members/memberRecords.js';
import { TODAY_ROUTES } from './todayRoutes.js';

const DOC = fileURLToPath(new URL('../../docs/v2.md', import.meta.url));
const START = '<!-- v2-reference:start -->';
const END = '<!-- v2-reference:end -->';

describe('the reference in docs/v2.md', () => {
  it('is what the tables write', () => {
    const text = readFileSync(DOC, 'utf8');
    const from = text.indexOf(START);
    const to = text.indexOf(END);
    expect(from, 'docs/v2.md has the reference markers').toBeGreaterThan(-1);
    const generated = `${START}\n\n${todayReference()}\n\n${END}`;
    if (process.env.UPDATE_V2_DOCS) writeFileSync(DOC, text.slice(0, from) + generated + text.slice(to + END.length));
    expect(readFileSync(DOC, 'utf8').slice(from, from + generated.length)).toBe(generated);
  });

  it('names every route and every profile field', () => {
    const reference = todayReference();
    for (const route of TODAY_ROUTES) expect(reference).toContain(`\`${route.path.replace(/:(\w+)/g, '{$1}')}\``);
    for (const name of Object.keys(profileTable.fields)) expect(reference).toContain(`| \`${name}\` |`);
  });
});
