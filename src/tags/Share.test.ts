// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIN, SDK } from '../../test/support/fakeIN';
import { installTags } from './installTags';
import { countAddress } from './shareCount';

let fake: ReturnType<typeof fakeIN>;
let calls: unknown[][];
const w = window as any;

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  fake = fakeIN();
  installTags(fake.IN);
  calls = [];
  w.shared = (...args: unknown[]) => calls.push(['shared', ...args]);
  w.App = { failed: (...args: unknown[]) => calls.push(['failed', ...args]) };
});
afterEach(() => vi.restoreAllMocks());

function render(attributes: string) {
  document.body.innerHTML = `<div id="box"><script type="IN/Share" ${attributes}></script></div>`;
  fake.IN.parse();
  return document.querySelector('#box .IN-widget') as HTMLElement;
}

const countScripts = () => Array.from(document.head.getElementsByTagName('script')).map((s) => s.src);

describe('IN/Share', () => {
  it('renders a "Share" button labelled for screen readers, with no count by default', () => {
    const widget = render('');
    const button = widget.querySelector('button')!;
    expect(button.textContent).toBe('inShare');
    expect(button.getAttribute('aria-label')).toBe('Share on LinkedIn');
    expect(widget.querySelector('.IN-count')).toBeNull();
    expect(countScripts()).toEqual([]);
  });

  it('opens IN.UI.Share for the page address by default, and for data-url when given', () => {
    render('').querySelector('button')!.click();
    expect(fake.shareWindows[0]).toMatchObject({ params: { url: location.href }, placed: true });
    render('data-url="https://example.com/a?b=1"').querySelector('button')!.click();
    expect(fake.shareWindows[1].params).toEqual({ url: 'https://example.com/a?b=1' });
  });

  it('calls data-onsuccess and data-onerror functions with what the dialog reports, and replaces an open dialog', () => {
    const button = render('data-onsuccess="shared" data-onerror="App.failed, shared"').querySelector('button')!;
    button.click();
    fake.shareWindows[0].succeed({ url: 'x' });
    button.click();
    expect(fake.shareWindows[0].removed).toBe(true);
    fake.shareWindows[1].fail('cancelled');
    expect(calls).toEqual([
      ['shared', { url: 'x' }],
      ['failed', 'cancelled'],
      ['shared', 'cancelled'],
    ]);
  });

  it('with data-counter="right" asks the count endpoint by JSONP and shows the answer after the button', () => {
    const widget = render('data-url="https://example.com/p" data-counter="right"');
    expect(countScripts()).toEqual([`${SDK}/countserv/count/share?url=https%3A%2F%2Fexample.com%2Fp&callback=IN.Tags.Share.handleCount`]);
    const bubble = widget.lastChild as HTMLElement;
    expect(bubble.className).toBe('IN-count IN-hidden');
    fake.IN.Tags.Share.handleCount({ count: 1234, fCnt: '1,234', fCntPlusOne: '1,235', url: 'https://example.com/p' });
    expect(bubble.className).toBe('IN-count');
    expect(bubble.innerHTML).toBe('1,234');
    expect(bubble.title).toBe('1234 shares');
    expect(countScripts()).toEqual([]);
  });

  it('hides a zero count on the right unless data-showzero="true"; on top (or talltop) shows it above the button', () => {
    const right = render('data-url="u1" data-counter="right"');
    fake.IN.Tags.Share.handleCount({ url: 'u1', count: 0 });
    expect((right.lastChild as HTMLElement).className).toBe('IN-count IN-hidden');

    const zero = render('data-url="u2" data-counter="right" data-showzero="true"');
    fake.IN.Tags.Share.handleCount({ url: 'u2', count: 0 });
    expect((zero.lastChild as HTMLElement).className).toBe('IN-count');

    for (const counter of ['top', 'talltop']) {
      const top = render(`data-url="u3" data-counter="${counter}"`);
      fake.IN.Tags.Share.handleCount({ url: 'u3', count: 0 });
      const first = top.firstChild as HTMLElement;
      expect(first.className).toBe('IN-count');
      expect(first.innerHTML).toBe('0');
      expect(top.className).toContain('IN-top');
      expect((first.nextSibling as HTMLElement).tagName).toBe('BUTTON');
    }
  });

  it('asks once for several buttons of one URL and updates them all; ignores answers nobody asked for', () => {
    document.body.innerHTML =
      '<script type="IN/Share" data-url="same" data-counter="right"></script><script type="IN/Share" data-url="same" data-counter="top"></script>';
    fake.IN.parse();
    expect(countScripts().length).toBe(1);
    fake.IN.Tags.Share.handleCount({ url: 'other', count: 5 });
    fake.IN.Tags.Share.handleCount({ url: 'same' });
    fake.IN.Tags.Share.handleCount(null);
    fake.IN.Tags.Share.handleCount({ url: 'same', count: 7 });
    expect(Array.from(document.getElementsByClassName('IN-count')).map((b) => b.innerHTML)).toEqual(['7', '7']);
  });

  it('counts URLs named like inherited properties as any other', () => {
    for (const url of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const widget = render(`data-url="${url}" data-counter="right"`);
      expect(countScripts().length).toBe(1);
      fake.IN.Tags.Share.handleCount({ url, count: 2 });
      expect((widget.lastChild as HTMLElement).innerHTML).toBe('2');
      expect(countScripts()).toEqual([]);
    }
  });

  it('asks for the count again after a successful share, and clicking the bubble opens the dialog too', () => {
    const widget = render('data-url="u4" data-counter="right"');
    fake.IN.Tags.Share.handleCount({ url: 'u4', count: 0 });
    (widget.lastChild as HTMLElement).click();
    expect(fake.shareWindows.length).toBe(1);
    fake.shareWindows[0].succeed();
    expect(countScripts().length).toBe(1);
    fake.IN.Tags.Share.handleCount({ url: 'u4', count: 1 });
    expect((widget.lastChild as HTMLElement).innerHTML).toBe('1');
    expect((widget.lastChild as HTMLElement).title).toBe('1 share');
  });
});

describe('share counts', () => {
  it("shows the service's text for the count (fCnt) as text, and the count itself when an answer has no text", () => {
    const shown = (answer: object) => {
      const widget = render('data-url="f" data-counter="top"');
      fake.IN.Tags.Share.handleCount({ url: 'f', ...answer });
      return (widget.firstChild as HTMLElement).innerHTML;
    };
    expect(shown({ count: 12345, fCnt: '12 k' })).toBe('12 k');
    expect(shown({ count: 5, fCnt: '<b>5</b>' })).toBe('&lt;b&gt;5&lt;/b&gt;');
    expect(shown({ count: 1234 })).toBe('1234');
    expect(shown({ count: 7, fCnt: 8 })).toBe('7');
    expect(shown({ count: 7, fCnt: null })).toBe('7');
  });

  it('builds the count address with the URL encoded', () => {
    expect(countAddress('http://s', 'http://a/?x=1&y=ü')).toBe('http://s/countserv/count/share?url=http%3A%2F%2Fa%2F%3Fx%3D1%26y%3D%C3%BC&callback=IN.Tags.Share.handleCount');
  });
});
