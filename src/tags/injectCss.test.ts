// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module each time: the "added once" flag lives in it.
async function freshInjectCss() {
  vi.resetModules();
  return (await import('./injectCss')).injectCss;
}

beforeEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('injectCss', () => {
  it('adds one <style> to <head>, the first time only, with rules for every size', async () => {
    const injectCss = await freshInjectCss();
    injectCss();
    injectCss();
    const styles = document.head.getElementsByTagName('style');
    expect(styles.length).toBe(1);
    const css = styles[0].textContent!;
    for (const rule of ['.IN-btn{', '.IN-small .IN-btn{font-size:11px;line-height:20px;height:20px}', '.IN-medium .IN-btn{', '.IN-large .IN-count{', '.IN-btn:focus']) {
      expect(css).toContain(rule);
    }
    // IE 6 ignores chained class selectors (.a.b); none are used.
    expect(css).not.toMatch(/\.[\w-]+\.[\w-]/);
  });

  it("uses IE 6-8's styleSheet.cssText where the <style> element has one", async () => {
    const injectCss = await freshInjectCss();
    const create = document.createElement.bind(document);
    const sheet = { cssText: '' };
    vi.spyOn(document, 'createElement').mockImplementation((name: string) => {
      const el = create(name);
      if (name === 'style') Object.defineProperty(el, 'styleSheet', { value: sheet });
      return el;
    });
    injectCss();
    expect(sheet.cssText).toContain('.IN-btn{');
    expect(document.head.getElementsByTagName('style')[0].textContent).toBe('');
  });
});
