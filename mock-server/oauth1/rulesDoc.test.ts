// docs/oauth1.md maps each rule of the OAuth 1.0a support to the test that shows it; every test it
// names must exist in the file it names.
import { describe, expect, it } from 'vitest';
import { missingTests, ruleTable } from '../../test/support/ruleTable.js';

const { files, references } = ruleTable('docs/oauth1.md');

describe('docs/oauth1.md rule → test list', () => {
  it('names the test files it uses', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(13);
  });

  it('names only tests that exist', () => {
    expect(references.length).toBeGreaterThan(100);
    expect(missingTests(references)).toEqual([]);
  });
});
