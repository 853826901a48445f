import { describe, expect, it } from 'vitest';
import { littleTextCut, littleTextDisplay, littleTextMentions, publishedCommentary } from './littleText.js';

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

  it('is shown as a member sees it: escapes resolved, mentions by name, hashtags as #tag', () => {
    expect(littleTextDisplay('Escaped \\(this\\) @[Acme \\[EU\\]](urn:li:organization:123) and {hashtag|\\#|news}')).toBe('Escaped (this) Acme [EU] and #news');
    expect(littleTextDisplay('plain text')).toBe('plain text');
  });
});

describe('littleTextMentions', () => {
  it('lists the URNs of the mention templates, never of escaped text', () => {
    expect(littleTextMentions('Thanks @[Acme \\[EU\\]](urn:li:organization:123), @[Ada](urn:li:person:aZ3kq9XbW1) and \\@[not](urn:li:organization:9)')).toEqual(['urn:li:organization:123', 'urn:li:person:aZ3kq9XbW1']);
    expect(littleTextMentions('No mention @ all')).toEqual([]);
  });
});
