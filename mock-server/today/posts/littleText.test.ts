import { describe, expect, it } from 'vitest';
import { littleTextCut, publishedCommentary } from './littleText.js';

describe('little text (commentary of /rest/posts)', () => {
  it.each([
    ['This is a test. (This is also a test.)', 'This is a test. '],
    ['Va al repo (durable)', 'Va al repo '],
    ['Ship it #launch', 'Ship it '],
    ['a_b', 'a'],
    ['100% <great>', '100% '],
    ['trailing backslash \\', 'trailing backslash '],
    ['@ alone', ''],
    ['{not a template}', ''],
  ])('cuts %j at its first unescaped reserved character → %j', (given, published) => {
    expect(publishedCommentary(given)).toBe(published);
  });

  it.each([
    'Plain text, with commas; colons: and full stops.',
    'Escaped \\(parentheses\\), \\#hash, \\@at, \\_under\\_, \\\\ backslash',
    'Thanks @[Acme Corp](urn:li:organization:123) and @[Ada \\(Lovelace\\)](urn:li:person:aZ3kq9XbW1)!',
    'Tagged {hashtag|\\#|launch} and {hashtag|\\#|ship\\_it}',
  ])('keeps %j whole', (given) => {
    expect(littleTextCut(given)).toBeUndefined();
    expect(publishedCommentary(given)).toBe(given);
  });

  it('a broken template is cut where it breaks: an unescaped @ with no (urn)', () => {
    expect(publishedCommentary('Hi @[Acme] there')).toBe('Hi ');
  });
});
