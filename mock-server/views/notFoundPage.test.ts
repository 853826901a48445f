import { describe, expect, it } from 'vitest';
import { nearbyPages } from './servedPages.js';
import { renderNotFoundPage, wantsPage } from './notFoundPage.js';

describe('the page not found', () => {
  it('names the nearest pages first: a typo, a missing slash, a path below a page', () => {
    expect(nearbyPages('/dmeo/')[0]).toMatchObject({ href: '/demo/', near: true });
    expect(nearbyPages('/demo')[0]).toMatchObject({ href: '/demo/', near: true });
    expect(nearbyPages('/__admin/journal')[0]).toMatchObject({ href: '/__admin/', near: true });
    expect(nearbyPages('/completely/elsewhere/and/long').filter((page) => page.near)).toEqual([]);
  });

  it('escapes the path it shows and has one h1', () => {
    const html = renderNotFoundPage('GET', '/<script>alert(1)</script>');
    expect(html).toContain('/&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html.match(/<h1>/g)).toHaveLength(1);
  });

  it('answers a page to a browser navigation only; tools keep the plain sentence', () => {
    expect(wantsPage({ method: 'GET', headers: new Headers({ accept: 'text/html,application/xhtml+xml' }) })).toBe(true);
    expect(wantsPage({ method: 'GET', headers: new Headers({ accept: '*/*' }) })).toBe(false);
    expect(wantsPage({ method: 'POST', headers: new Headers({ accept: 'text/html' }) })).toBe(false);
  });
});
