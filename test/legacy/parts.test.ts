// The tags kept in parts (dist/in-parts/*.js), run from the built files: every part parses as ES3
// and stays out of dist/in.min.js; the bundle loads a part when the first tag of its kind is parsed,
// once, and the tags parsed while it loads render when it registers (IN.addTag); each part renders
// as the original did. Both runtimes: dist/in.js in a current window, dist/in.min.js with the parts
// in a window stripped to IE 8's built-ins.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { loadPage, RUNTIMES, type Page } from '../support/browserWindow';
import { es3Problem } from '../../scripts/legacy/checkEs3.mjs';
import { gzipSize } from '../../bench/size.mjs';
import { PARTS } from '../../rollup.config.mjs';
import { PART_GZIP_BUDGET } from '../../bench/size.mjs';

const SDK = 'http://127.0.0.1:8787';
const PAGE = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}<div id="later"></div><script type="text/javascript" src="${SDK}/in.js">api_key: demo-api-key</script></body></html>`;
const part = (name: string) => readFileSync(`dist/in-parts/${name}.js`, 'utf8');

const pages: Page[] = [];
afterEach(() => {
  while (pages.length) pages.pop()!.close();
});

function open(body: string, legacy: boolean, bundle: string) {
  const page = loadPage(PAGE(body), { legacy, bundle, url: 'http://app.example.test/jobs.html' });
  pages.push(page);
  return page;
}

/** The first `tag` element inside the element with id `id` (IE 8's window has no querySelector). */
const first = (window: any, id: string, tag: string) => window.document.getElementById(id).getElementsByTagName(tag)[0];

/** The part scripts the page asked for (jsdom does not load them: the test runs them, as the browser would). */
const asked = (window: any) => [].slice.call(window.document.getElementsByTagName('script')).map((s: HTMLScriptElement) => s.src).filter((src: string) => src.indexOf('/in-parts/') > 0);

describe('the parts, as built', () => {
  it('are one file per tag, each ES3, each small, and none of their code is in dist/in.min.js', () => {
    expect(readdirSync('dist/in-parts').filter((name) => name.endsWith('.js')).sort()).toEqual(Object.keys(PARTS).map((name) => `${name}.js`).sort());
    const bundle = readFileSync('dist/in.min.js', 'utf8');
    for (const name of Object.keys(PARTS)) {
      expect(es3Problem(part(name), name)).toBeNull();
      expect(gzipSize(`dist/in-parts/${name}.js`).bytes).toBeLessThanOrEqual(PART_GZIP_BUDGET);
    }
    for (const text of ['counterPosition', 'Apply with LinkedIn', 'recommendproduct']) expect(bundle).not.toContain(text);
  });
});

describe.each(RUNTIMES)('parts, %s', (_name, legacy, bundle) => {
  it('loads a part once, when the first tag of its kind is parsed; the tags parsed before it came render when it registers [F-TAGS-001]', async () => {
    const page = open('<div id="a"><script type="IN/FollowCompany" data-id="1001" data-counter="right"></script></div><div id="b"><script type="IN/FollowCompany" data-id="1002"></script></div>', legacy, bundle);
    await page.settle();
    const w = page.window;
    expect(asked(w)).toEqual([`${SDK}/in-parts/followcompany.js`]);
    expect(w.document.getElementById('a').getElementsByTagName('iframe')).toHaveLength(0);
    w.eval(part('followcompany'));
    const [one, second] = [first(w, 'a', 'iframe'), first(w, 'b', 'iframe')];
    expect(one.getAttribute('src')).toBe(`${SDK}/cws/followcompany?companyIdentifier=1001&counterPosition=right&origin=${encodeURIComponent('http://app.example.test')}`);
    expect([one.getAttribute('width'), one.getAttribute('height'), one.getAttribute('title')]).toEqual(['170', '20', 'Follow on LinkedIn']);
    expect(second.getAttribute('src')).toContain('counterPosition=none');
    expect(typeof w.IN.Tags.FollowCompany).toBe('function');
    // A tag added later renders at once, with no second load.
    w.document.getElementById('later').innerHTML = '<script type="IN/FollowCompany" data-id="1003" data-counter="bottom"></script>';
    w.IN.parse(w.document.getElementById('later'));
    expect(first(w, 'later', 'iframe').getAttribute('height')).toBe('52');
    expect(asked(w)).toHaveLength(1);
    expect(page.console.filter((line) => /^error/.test(line))).toEqual([]);
  });

  it('says in the console when a part cannot be loaded', async () => {
    const page = open('<script type="IN/JYMBII" data-companyid="1001"></script>', legacy, bundle);
    await page.settle();
    const script = [].slice.call(page.window.document.getElementsByTagName('script')).filter((s: HTMLScriptElement) => s.src.indexOf('in-parts') > 0)[0] as any;
    script.onerror();
    expect(page.console).toContain(`error: in.js: IN/JYMBII: no part at ${SDK}/in-parts/jymbii.js`);
  });

  it('IN/Apply: a button; a click calls data-onclick with {event, job} and opens IN.UI.Apply with the job; its success calls data-onsuccess [F-TAGS-003]', async () => {
    const page = open('<div id="apply"><script type="IN/Apply" data-companyId="1001" data-jobTitle="Engine Analyst" data-url="https://jobs.example/a" data-size="medium" data-onclick="clicked" data-onsuccess="applied"></script></div>', legacy, bundle);
    const w = page.window;
    const seen: unknown[] = [];
    w.clicked = (what: unknown) => seen.push(['click', what]);
    w.applied = (what: unknown) => seen.push(['success', what]);
    await page.settle();
    w.eval(part('apply'));
    const opened: any = {};
    w.IN.UI.Apply = () => {
      const ui: any = {
        params: (p: unknown) => ((opened.params = p), ui),
        place: () => ((opened.placed = true), ui),
        success: (fn: Function) => ((opened.success = fn), ui),
        error: () => ui,
        remove: () => ui,
      };
      return ui;
    };
    const button = first(w, 'apply', 'button');
    expect(button.innerHTML).toContain('Apply with LinkedIn');
    expect(first(w, 'apply', 'span').className).toContain('IN-medium');
    button.click();
    const job = { companyId: '1001', jobTitle: 'Engine Analyst', url: 'https://jobs.example/a' };
    expect(opened).toMatchObject({ params: job, placed: true });
    opened.success({ event: 'success', job });
    expect(JSON.parse(JSON.stringify(seen))).toEqual([['click', { event: 'click', job }], ['success', { event: 'success', job }]]);
  });

  it('IN.UI.Apply (in the bundle) opens the apply dialog at once with the job, the key, the page’s origin and a state', async () => {
    const page = open('', legacy, bundle);
    await page.settle();
    const w = page.window;
    let url = '';
    w.open = (address: string) => ((url = address), { closed: false, close() {}, focus() {} });
    w.IN.UI.Apply().params({ jobTitle: 'Engine Analyst', companyName: 'Difference Works', api_key: 'forged' }).place();
    const query = new URL(url).searchParams;
    expect(url.split('?')[0]).toBe(`${SDK}/cws/job/apply`);
    expect([query.get('jobTitle'), query.get('companyName'), query.get('api_key'), query.get('origin')]).toEqual(['Engine Analyst', 'Difference Works', 'demo-api-key', 'http://app.example.test']);
    expect(query.get('state')).toMatch(/^[0-9a-z]{24}$/);
  });

  it('IN/JYMBII and IN/CompanyInsider: frames with their parameters; IN/RecommendProduct: a button and its count [F-TAGS-009] [F-TAGS-013]', async () => {
    const page = open(
      '<div id="j"><script type="IN/JYMBII" data-companyid="1001" data-max="3" data-width="200"></script></div><div id="c"><script type="IN/CompanyInsider" data-id="1001" data-modules="newhires"></script></div>' +
        '<div id="r"><script type="IN/RecommendProduct" data-company="1001" data-product="10010" data-counter="top"></script></div>',
      legacy,
      bundle,
    );
    await page.settle();
    const w = page.window;
    for (const name of ['jymbii', 'companyinsider', 'recommendproduct']) w.eval(part(name));
    const jobs = first(w, 'j', 'iframe');
    expect(jobs.getAttribute('src')).toBe(`${SDK}/cws/jymbii?companyId=1001&max=3&format=inline`);
    expect(jobs.getAttribute('width')).toBe('300');
    expect(first(w, 'c', 'iframe').getAttribute('src')).toBe(`${SDK}/cws/company/insider?companyId=1001&modules=newhires`);
    const widget = first(w, 'r', 'span');
    expect(widget.firstChild.className).toBe('IN-count');
    expect(widget.className).toContain('IN-top');
    expect([].slice.call(w.document.getElementsByTagName('script')).some((s: HTMLScriptElement) => s.src.indexOf(`${SDK}/countserv/count/recommendproduct?company=1001&product=10010&callback=IN_jsonp`) === 0)).toBe(true);
  });
});
