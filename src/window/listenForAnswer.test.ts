// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const SERVICE = 'http://127.0.0.1:8787';
const MARK = 'inauth=1';

/** listenForAnswer as a page loads it (postMessage is read at load), listening to a frame of this page. */
async function listen(withPostMessage = true) {
  vi.resetModules();
  const postMessage = window.postMessage;
  if (!withPostMessage) (window as any).postMessage = undefined;
  const { listenForAnswer } = await import('./listenForAnswer');
  window.postMessage = postMessage;
  const opened = document.createElement('iframe');
  document.body.appendChild(opened);
  let target: any = opened.contentWindow;
  let state = '';
  const ends: unknown[] = [];
  const listening = listenForAnswer(
    {
      _mark: MARK,
      _name: 'sign-in',
      _accept: (fields) => !!(fields.error || fields.access_token),
      _url: `${SERVICE}/uas/oauth2/authorize`,
      _params: { state: '' },
    },
    () => target,
    (how) => ends.push(how),
  );
  state = /state=(\w+)/.exec(listening._url)![1];
  return {
    listening,
    state,
    ends,
    opened: opened.contentWindow!,
    /** Makes the page's target another window (e.g. fake frames of a window without postMessage). */
    retarget: (value: unknown) => (target = value),
    post: (data: unknown, origin = SERVICE, source: unknown = opened.contentWindow) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window })),
  };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('listening for the answer of a window the page opened', () => {
  it('takes a message from the service origin, from the opened window, with the sent state, once', async () => {
    const page = await listen();
    expect(page.state).toMatch(/^[0-9a-z]{24}$/);
    page.post(`${MARK}&state=${page.state}&access_token=T&member_id=M&expires_in=1800`);
    page.post(`${MARK}&state=${page.state}&access_token=T2&member_id=M`);
    expect(page.ends).toEqual([{ _fields: { state: page.state, access_token: 'T', member_id: 'M', expires_in: '1800' } }]);
  });

  it('ignores a message from another origin or another window, even with the right state', async () => {
    const page = await listen();
    const token = `${MARK}&state=${page.state}&access_token=T`;
    page.post(token, 'http://evil.test');
    page.post(token, 'http://127.0.0.1:8788');
    page.post(token, SERVICE, window);
    page.post(token, SERVICE, null);
    expect(page.ends).toEqual([]);
  });

  it('ignores a wrong or missing state (another flow, a replay), another mark, and what is not a string', async () => {
    const page = await listen();
    page.post(`${MARK}&state=other&access_token=T`);
    page.post(`${MARK}&access_token=T`);
    page.post(`inxd=1&state=${page.state}&access_token=T`);
    page.post(`${MARK}x&state=${page.state}&access_token=T`);
    page.post({ state: page.state, access_token: 'T' });
    page.post(`${MARK}&state=${page.state}`);
    expect(page.ends).toEqual([]);
    page.post(`${MARK}&state=${page.state}&error=user_cancelled_login&error_description=The%20member%20cancelled`);
    expect(page.ends).toEqual([{ _fields: { state: page.state, error: 'user_cancelled_login', error_description: 'The member cancelled' } }]);
  });

  it('without postMessage, asks for ret and reads the frames the window adds on the page origin', async () => {
    vi.useFakeTimers();
    const page = await listen(false);
    expect(page.listening._url).toBe(`${SERVICE}/uas/oauth2/authorize?state=${page.state}&ret=${encodeURIComponent(`${location.origin}/favicon.ico`)}`);
    const frames = (...hrefs: string[]) => ({ frames: hrefs.map((href) => ({ document: { readyState: 'complete' }, location: { href } })) });
    const ret = `${location.origin}/favicon.ico`;
    page.retarget(frames(`${ret}#1:${MARK}&state=another&access_token=T`));
    vi.advanceTimersByTime(300);
    expect(page.ends).toEqual([]);
    page.retarget(frames(`${ret}#2:${MARK}&state=${page.state}&acc`, `${ret}#2:ess_token=T&member_id=M`));
    vi.advanceTimersByTime(300);
    expect(page.ends).toEqual([{ _fields: { state: page.state, access_token: 'T', member_id: 'M' } }]);
  });

  it('ends as closed when the window was closed, or is gone (a frame taken out of the page)', async () => {
    vi.useFakeTimers();
    const page = await listen();
    vi.advanceTimersByTime(300);
    expect(page.ends).toEqual([]);
    page.retarget({ closed: true });
    vi.advanceTimersByTime(300);
    page.post(`${MARK}&state=${page.state}&access_token=T&member_id=M`);
    expect(page.ends).toEqual([{ _failure: 'closed' }]);
    const gone = await listen();
    gone.retarget(null);
    vi.advanceTimersByTime(300);
    expect(gone.ends).toEqual([{ _failure: 'closed' }]);
  });

  it('ends once with what the caller says (closed, timeout), and stops listening', async () => {
    const page = await listen();
    page.listening._end({ _failure: 'closed' });
    page.post(`${MARK}&state=${page.state}&access_token=T`);
    expect(page.ends).toEqual([{ _failure: 'closed' }]);
  });
});
