// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTagParser, type TagAttributes } from './parseTags';

let seen: { el: HTMLElement; attributes: TagAttributes }[];
function Recorder(this: unknown, el: HTMLElement, attributes: TagAttributes) {
  seen.push({ el, attributes });
  el.innerHTML = 'widget:' + attributes.type;
}

beforeEach(() => {
  seen = [];
  document.body.innerHTML = '';
});
afterEach(() => vi.restoreAllMocks());

function parser() {
  const p = createTagParser(() => 'https://platform.example.test');
  p._add('Widget', Recorder as any);
  return p;
}

describe('createTagParser', () => {
  it('finds <script type="IN/…"> in any letter case of the prefix and name, and skips other scripts', () => {
    document.body.innerHTML =
      '<script type="IN/Widget"></script><script type="in/widget"></script><script type="iN/WIDGET"></script>' +
      '<script type="text/javascript">var x;</script><script type="IN/Other"></script><script type="text/in/widget"></script>';
    parser()._parse(document.body);
    expect(seen.map((s) => s.attributes.type)).toEqual(['IN/Widget', 'in/widget', 'iN/WIDGET']);
  });

  it('marks each tag as the original did and processes it once when parsed again', () => {
    document.body.innerHTML = '<script type="IN/Widget"></script><in:tag name="Widget"></in:tag>';
    const p = parser();
    p._parse(document.body);
    p._parse(document.body);
    expect(seen.length).toBe(2);
    expect(document.body.getElementsByTagName('script')[0].type).toBe('IN/Widget+init');
    expect(document.body.getElementsByTagName('in:tag')[0].getAttribute('name')).toBe('widget+init');
    expect(document.body.getElementsByClassName('IN-widget').length).toBe(2);
  });

  it('collects data-* attributes with the prefix stripped and the names lower-cased, plus type and content', () => {
    document.body.innerHTML =
      '<script type="IN/Widget" data-onAuth="a, b.c" data-URL="http://x/" id="s" title="t">Hello, <?js= firstName ?> & <b>bye</b></script>';
    parser()._parse(document.body);
    expect(seen[0].attributes).toEqual({
      onauth: 'a, b.c',
      url: 'http://x/',
      type: 'IN/Widget',
      content: 'Hello, <?js= firstName ?> & <b>bye</b>',
    });
  });

  it('reads an <in:tag> with its name attribute, and gives back the <?js markers the HTML parser turned into comments', () => {
    document.body.innerHTML = '<p><in:tag name="widget" data-id="7"><b><?js= firstName ?></b></in:tag></p>';
    expect(document.body.innerHTML).toContain('<!--?js= firstName ?-->');
    parser()._parse(document.body);
    expect(seen[0].attributes.id).toBe('7');
    expect(seen[0].attributes.content).toBe('<b><?js= firstName ?></b>');
  });

  it('inserts the styled IN-widget span right before the tag and renders the widget into it', async () => {
    document.body.innerHTML = '<p id="p">a<script type="IN/Widget"></script>b</p>';
    document.head.innerHTML = '';
    // Fresh modules: the stylesheet is linked once per page (its flag lives in linkStylesheet's
    // module, which the files of one worker share), and this is this document's first tag.
    vi.resetModules();
    const fresh = (await import('./parseTags')).createTagParser(() => 'https://platform.example.test');
    fresh._add('Widget', Recorder as any);
    fresh._parse(document.body);
    const p = document.getElementById('p')!;
    const span = p.childNodes[1] as HTMLElement;
    expect(span.tagName).toBe('SPAN');
    expect(span.className).toBe('IN-widget');
    expect(document.head.getElementsByTagName('link')[0].getAttribute('href')).toBe('https://platform.example.test/scripts/in-widgets.css');
    expect(span.innerHTML).toBe('widget:IN/Widget');
    expect((p.childNodes[2] as HTMLElement).tagName).toBe('SCRIPT');
    expect(seen[0].el).toBe(span);
  });

  it('parses only inside the given node, so content added later renders once', () => {
    document.body.innerHTML = '<script type="IN/Widget"></script><div id="later"></div>';
    const p = parser();
    p._parse(document.getElementById('later'));
    expect(seen.length).toBe(0);
    document.getElementById('later')!.innerHTML = '<script type="IN/Widget"></script>';
    p._parse(document.getElementById('later'));
    p._parse(document.getElementById('later'));
    expect(seen.length).toBe(1);
    p._parse(document.body);
    expect(seen.length).toBe(2);
  });

  it('leaves a tag nobody registered unmarked, so registering it later and parsing again renders it', () => {
    document.body.innerHTML = '<script type="IN/Later" data-x="1"></script>';
    const p = parser();
    p._parse(document.body);
    expect(document.body.getElementsByTagName('script')[0].type).toBe('IN/Later');
    p._add('LATER', Recorder as any);
    p._parse(document.body);
    expect(seen.map((s) => s.attributes.x)).toEqual(['1']);
  });

  it('logs a widget that throws and still renders the others', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<script type="IN/Broken"></script><script type="IN/Widget"></script>';
    const p = parser();
    p._add('broken', function () {
      throw new Error('no data-id');
    } as any);
    p._parse(document.body);
    expect(seen.length).toBe(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("'in/broken' threw: no data-id"), expect.anything());
  });

  it("finds IE 6-8's form of <in:tag>: a 'tag' element in the 'in' scope", () => {
    document.body.innerHTML = '<tag name="Widget" data-a="1"></tag><tag name="Widget"></tag>';
    const [ie, plain] = Array.from(document.body.getElementsByTagName('tag'));
    Object.defineProperty(ie, 'scopeName', { value: 'in' });
    parser()._parse(document.body);
    expect(seen.map((s) => s.attributes.a)).toEqual(['1']);
    expect(plain.getAttribute('name')).toBe('Widget');
  });

  it('does nothing for a missing node', () => {
    expect(() => parser()._parse(null)).not.toThrow();
  });
});
