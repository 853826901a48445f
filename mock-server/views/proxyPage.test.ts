import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { es3Problem } from '../../scripts/legacy/checkEs3.mjs';
import { PROXY_REFUSED_BODY, proxyPage, type ProxySettings } from './proxyPage.js';

const PAGE = 'http://localhost:3000';
const RET = `${PAGE}/favicon.ico`;

/** The inline script of the proxy page. */
const scriptOf = (settings: ProxySettings) => /<script type="text\/javascript">([\s\S]*?)<\/script>/.exec(proxyPage(settings))![1]!;

interface Run {
  /** Calls the proxy made: method, URL, headers, body. */
  calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[];
  /** Frames it added (fragment mode). */
  frames: string[];
  /** What it posted, and to which origin (message mode). */
  posted: [string, string][];
  /** Delivers a message event to the proxy (message mode). */
  receive(event: { origin: string; source: unknown; data: unknown }): void;
  /** The proxy's parent window. */
  parent: unknown;
}

/** Runs the proxy page's script in a bare window; every call it makes answers 200 `{"ok":1}`. */
function run(settings: ProxySettings, href = 'http://127.0.0.1:8787/uas/js/xdrpc.html'): Run {
  const parent = { postMessage: (data: string, origin: string) => out.posted.push([data, origin]) };
  const out: Run = { calls: [], frames: [], posted: [], receive: () => {}, parent };
  class XMLHttpRequest {
    readyState = 0;
    status = 0;
    responseText = '';
    onreadystatechange: () => void = () => {};
    private call = { method: '', url: '', headers: {} as Record<string, string>, body: undefined as unknown };
    open(method: string, url: string) {
      Object.assign(this.call, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.call.headers[name] = value;
    }
    send(body: unknown) {
      out.calls.push({ ...this.call, body });
      Object.assign(this, { readyState: 4, status: 200, responseText: '{"ok":1}' });
      this.onreadystatechange();
    }
  }
  const window: Record<string, unknown> = {
    XMLHttpRequest,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'message') out.receive = listener;
    },
  };
  const document = {
    createElement: () => ({ src: '', style: {} }),
    body: { appendChild: (frame: { src: string }) => out.frames.push(frame.src) },
  };
  runInNewContext(scriptOf(settings), { window, document, parent, location: { href }, XMLHttpRequest, encodeURIComponent, decodeURIComponent, String, Math });
  return out;
}

/** The fields of a proxy message (mark first). */
const fields = (message: string) => Object.fromEntries(new URLSearchParams(message.slice('inxd=1&'.length)));
/** The message fragment mode handed over, its pieces joined. */
const handedOver = (frames: string[]) => frames.map((src) => src.slice(src.indexOf(':', RET.length) + 1)).join('');

const request = (url: string, more = '') => `inxd=1&id=abc123&method=GET&url=${encodeURIComponent(url)}&h_Authorization=Bearer%20T${more}`;

describe('the API proxy page', () => {
  it('in fragment mode makes the call in its fragment and hands the answer to ret, in frames', () => {
    const result = run({ origin: PAGE, refusal: '', mode: 'fragment', ret: RET }, `http://127.0.0.1:8787/uas/js/xdrpc.html?mode=fragment#${request('/v1/people/~:(id)?format=json')}`);
    expect(result.calls).toEqual([{ method: 'GET', url: '/v1/people/~:(id)?format=json', headers: { Authorization: 'Bearer T' }, body: null }]);
    expect(result.frames.every((src) => src.startsWith(`${RET}#`))).toBe(true);
    expect(fields(handedOver(result.frames))).toEqual({ id: 'abc123', status: '200', body: '{"ok":1}' });
    expect(result.posted).toEqual([]);
  });

  it.each([
    ['the silent sign-in (cookie-authenticated)', '/uas/oauth2/authorize?immediate=true&client_id=demo-api-key&type=user-agent&origin=x&state=s&mode=silent'],
    ['the privacy settings page', '/psettings/permitted-services'],
    ['the admin API', '/__admin/tokens'],
    ['a dot segment out of /v1/', '/v1/../psettings/permitted-services'],
    ['an escaped dot segment', '/v1/%2e%2e/psettings/permitted-services'],
    ['a half-escaped dot segment', '/v1/.%2E/psettings/permitted-services'],
    ['a single dot segment', '/v1/./x'],
    ['a backslash', '/v1/..\\psettings'],
    ['a tab the URL parser drops', '/v1/.\t./psettings'],
    ['another host', '//evil.test/v1/people/~'],
    ['an absolute URL', 'http://evil.test/v1/people/~'],
    ['another API version', '/v3/people/~'],
    ['no version', '/people/~'],
  ])('refuses %s without calling it', (_, url) => {
    const result = run({ origin: PAGE, refusal: '', mode: 'fragment', ret: RET }, `http://127.0.0.1:8787/x#${request(url)}`);
    expect(result.calls).toEqual([]);
    expect(fields(handedOver(result.frames))).toEqual({ id: 'abc123', status: '400', body: PROXY_REFUSED_BODY });
  });

  it('refuses methods other than GET, POST, PUT and DELETE', () => {
    const result = run({ origin: PAGE, refusal: '', mode: 'fragment', ret: RET }, `http://127.0.0.1:8787/x#${request('/v1/people/~').replace('method=GET', 'method=TRACE')}`);
    expect(result.calls).toEqual([]);
  });

  it('in fragment mode does nothing for a fragment that is not a request', () => {
    expect(run({ origin: PAGE, refusal: '', mode: 'fragment', ret: RET }, 'http://127.0.0.1:8787/x#inauth=1&id=1&url=%2Fv1%2Fpeople%2F~')).toMatchObject({ calls: [], frames: [] });
    expect(run({ origin: PAGE, refusal: '', mode: 'fragment', ret: RET }, 'http://127.0.0.1:8787/x')).toMatchObject({ calls: [], frames: [] });
  });

  it('in message mode takes requests only from its parent on the page origin, and answers only that origin', () => {
    const result = run({ origin: PAGE, refusal: '', mode: 'message' });
    expect(result.posted).toEqual([['inxd=1&ready=1', PAGE]]);
    result.receive({ origin: 'http://evil.test', source: result.parent, data: request('/v1/people/~') });
    result.receive({ origin: PAGE, source: {}, data: request('/v1/people/~') });
    expect(result.calls).toEqual([]);
    result.receive({ origin: PAGE, source: result.parent, data: request('/v1/people/~') });
    expect(result.calls).toHaveLength(1);
    expect(result.posted[1]![1]).toBe(PAGE);
    expect(fields(result.posted[1]![0])).toEqual({ id: 'abc123', status: '200', body: '{"ok":1}' });
  });

  it('in message mode refuses cookie-authenticated pages too', () => {
    const result = run({ origin: PAGE, refusal: '', mode: 'message' });
    result.receive({ origin: PAGE, source: result.parent, data: request('/psettings/permitted-services') });
    expect(result.calls).toEqual([]);
    expect(fields(result.posted[1]![0])).toEqual({ id: 'abc123', status: '400', body: PROXY_REFUSED_BODY });
  });

  it('for an origin the key does not list, says why and does nothing else', () => {
    const result = run({ origin: 'http://evil.test', refusal: 'JavaScript API Domain is restricted to localhost', mode: 'message' });
    expect(result.posted).toEqual([['inxd=1&error=JavaScript%20API%20Domain%20is%20restricted%20to%20localhost', 'http://evil.test']]);
  });

  it('is ES3 in both modes', () => {
    expect(es3Problem(scriptOf({ origin: PAGE, refusal: '', mode: 'message' }), 'proxy (message)')).toBeNull();
    expect(es3Problem(scriptOf({ origin: PAGE, refusal: '', mode: 'fragment', ret: RET }), 'proxy (fragment)')).toBeNull();
  });
});
