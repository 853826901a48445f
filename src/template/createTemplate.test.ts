// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTemplate } from './createTemplate';
import { escapeHtml } from './escapeHtml';

const ada = { id: 'aZ3', firstName: 'Ada', lastName: 'Lovelace', headline: 'Analyst <of> "engines" & more', tags: ['a', 'b'] };

// The framework's IN object: createTemplate reads the templateMarkers setting from it.
beforeEach(() => {
  (window as any).IN = { ENV: { js: {} } };
});

describe('createTemplate', () => {
  it('prints expressions with <?js= ?> and leaves the text around them as it is', () => {
    expect(createTemplate('Hello, <?js= firstName ?> <?js= lastName ?>.')(ada)).toBe('Hello, Ada Lovelace.');
    expect(createTemplate('<b class="x">"q" \\ </b>')({})).toBe('<b class="x">"q" \\ </b>');
  });

  it('HTML-escapes what <?js= ?> prints, so member data cannot inject markup', () => {
    expect(createTemplate('<p><?js= headline ?></p>')(ada)).toBe('<p>Analyst &#60;of&#62; &#34;engines&#34; &#38; more</p>');
    expect(createTemplate('<input value="<?js= v ?>">')({ v: '"><script>x()</script>' })).toBe('<input value="&#34;&#62;&#60;script&#62;x()&#60;/script&#62;">');
  });

  it('runs statements in <?js ?>, with print() writing unescaped and $() reading fields', () => {
    const t = createTemplate('<ul><?js for (var i = 0; i < tags.length; i++) { ?><li><?js= tags[i] ?></li><?js } ?></ul>');
    expect(t(ada)).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(createTemplate('<?js print("<i>", $("firstName"), "</i>") ?>')(ada)).toBe('<i>Ada</i>');
    expect(createTemplate('<?js= $("*").lastName ?>')(ada)).toBe('Lovelace');
    expect(createTemplate('<?js // a line comment\n print(1) ?>!')({})).toBe('1!');
  });

  it('prints nothing for null and undefined, tolerates a trailing semicolon, keeps 0 and false', () => {
    expect(createTemplate('[<?js= a ?>|<?js= b; ?>|<?js= c ?>|<?js= d ?>]')({ a: null, b: undefined, c: 0, d: false })).toBe('[||0|false]');
  });

  it('renders "Error: message" instead of throwing, at run time and at compile time', () => {
    // As in the original, what was printed before the exception stays.
    expect(createTemplate('Hi <?js= nobody.name ?>')({})).toMatch(/^Hi Error: .*nobody/);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(createTemplate('<?js if ( { ?>')({})).toMatch(/^Error: /);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('template does not compile'));
    expect(createTemplate('<?js throw "plain <text>" ?>')({})).toBe('Error: plain &#60;text&#62;');
    log.mockRestore();
  });

  it('renders with no data object at all', () => {
    expect(createTemplate('x<?js= typeof firstName ?>')()).toBe('xundefined');
  });

  it('keeps quotes, backslashes, line breaks and U+2028 in the text, dropping CR and the outer blank lines', () => {
    const text = '\n\r\nline "1" \\n\u2028\r\nline 2\n\n';
    expect(createTemplate(text)({})).toBe('line "1" \\n\u2028\nline 2');
  });

  it('uses other markers when given ("<start> <end>"), and treats an unclosed marker as text', () => {
    expect(createTemplate('{{= firstName }} {{ print(lastName) }} <?js= nope ?>', '{{ }}')(ada)).toBe('Ada Lovelace <?js= nope ?>');
    expect(createTemplate('a <?js= firstName')(ada)).toBe('a <?js= firstName');
  });

  it("defaults to the page's templateMarkers setting (IN.ENV.js.templateMarkers)", () => {
    (window as any).IN.ENV.js.templateMarkers = '[[ ]]';
    expect(createTemplate('[[= firstName ]] <?js= lastName ?>')(ada)).toBe('Ada <?js= lastName ?>');
    expect(createTemplate('[[= firstName ]]', '{{ }}')(ada)).toBe('[[= firstName ]]');
  });

  it('falls back to the default markers, with an error in the console, when the setting is malformed', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(createTemplate('<?js= firstName ?>', '## ##')(ada)).toBe('Ada');
    expect(log).toHaveBeenCalledWith(expect.stringContaining("templateMarkers must be two markers such as '{{ }}'"));
    log.mockRestore();
  });

  it('caches texts named like inherited properties as any other', () => {
    for (const text of ['__proto__', 'constructor', 'toString']) expect(createTemplate(text)({})).toBe(text);
  });

  it('compiles each template once', () => {
    const spy = vi.spyOn(globalThis, 'Function');
    const text = '<?js= firstName ?> cached ' + Math.random();
    const a = createTemplate(text);
    const b = createTemplate(text);
    expect(a).toBe(b);
    expect(createTemplate(text, '{{ }}')).not.toBe(a);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    expect(escapeHtml(12)).toBe('12');
    expect(escapeHtml(null)).toBe('');
  });
});
