import { describe, expect, it } from 'vitest';
import { decodeEntities, openGraphOf } from './openGraph.js';

describe('openGraphOf', () => {
  it('reads og: tags by property or name, in any attribute order and quoting, the first of each, entities decoded [F-LINKS-005]', () => {
    const html = `<head><title>T &amp; more</title>
<meta content='Second' property="og:title"><meta property="og:title" content="ignored">
<meta name="og:description" content="A &lt;b&gt; &#233;t&#xe9;">
<meta property=og:site_name content=Blog>
<meta property="og:image" content="../img/a.png"><meta property="og:url" content="/canonical"></head>`;
    expect(openGraphOf(html, 'http://localhost:3000/posts/1')).toEqual({
      title: 'Second',
      description: 'A <b> été',
      siteName: 'Blog',
      image: 'http://localhost:3000/img/a.png',
      url: 'http://localhost:3000/canonical',
      documentTitle: 'T & more',
    });
  });

  it('leaves out empty tags and what is not a tag of the page', () => {
    expect(openGraphOf('<meta property="og:title" content="  "><p>og:title</p>', 'http://localhost/')).toEqual({});
    expect(openGraphOf('<meta property="og:image" content="http://[bad">', 'http://localhost/')).toEqual({});
  });

  it('decodes only real character references', () => {
    expect(decodeEntities('&amp;&unknown;&#0;&#x110000;&#65;')).toBe('&&unknown;&#0;&#x110000;A');
  });
});
