// docs/oauth.md maps each spec rule and RFC requirement to the test that shows it. This keeps the
// list honest: every test it names (a quoted test title, "…" for left-out words) exists in the
// file it names.
import { describe, expect, it } from 'vitest';
import { missingTests, ruleTable } from '../../test/support/ruleTable.js';

const { files, references } = ruleTable('docs/oauth.md');

describe('docs/oauth.md rule → test list', () => {
  it('names the test files it uses', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(8);
  });

  it('names only tests that exist', () => {
    expect(references.length).toBeGreaterThan(40);
    expect(missingTests(references)).toEqual([]);
  });
});
