import { describe, expect, it } from 'vitest';
import { articleContent, articleLink, linkFields, openedByLink } from './articleLink.js';
import { SHARE_DESCRIPTION_MAX, SHARE_TITLE_MAX } from '../defaults.js';

describe('share links (/shareArticle?mini=true&url=…, /cws/share?url=…)', () => {
  it('a link carries no key, origin, state or ret; the framework always sends origin and state', () => {
    expect(openedByLink(new URLSearchParams('mini=true&url=https://example.com/'))).toBe(true);
    expect(openedByLink(new URLSearchParams('api_key=&url=https://example.com/'))).toBe(true);
    expect(openedByLink(new URLSearchParams('api_key=demo-api-key&url=https://example.com/'))).toBe(false);
    expect(openedByLink(new URLSearchParams('origin=http://localhost:3000&url=x'))).toBe(false);
    expect(openedByLink(new URLSearchParams('state=s1&url=x'))).toBe(false);
    expect(openedByLink(new URLSearchParams('ret=/x.html&url=x'))).toBe(false);
  });

  it('title, summary and source: trimmed, spaces folded, cut to the share API limits, left out when empty [F-LINKS-003]', () => {
    const link = articleLink(new URLSearchParams({ title: `  A \n title ${'t'.repeat(300)}`, summary: 's'.repeat(300), source: '' }));
    expect(link.title).toHaveLength(SHARE_TITLE_MAX);
    expect(link.title!.startsWith('A title t')).toBe(true);
    expect(link.summary).toHaveLength(SHARE_DESCRIPTION_MAX);
    expect(link).not.toHaveProperty('source');
    expect(articleContent(link)).toEqual({ title: link.title, description: link.summary });
    expect(articleContent(undefined)).toEqual({});
    expect(linkFields({ title: 'T' })).toEqual({ mini: 'true', title: 'T' });
  });
});
