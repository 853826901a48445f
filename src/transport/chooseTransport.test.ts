// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { chooseTransport } from './chooseTransport';
import { xhrTransport } from './xhr';
import { decodeReply, encodeRequest } from './proxyMessage';

const withCredentials = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'withCredentials')!;
const postMessage = window.postMessage;
afterEach(() => {
  Object.defineProperty(XMLHttpRequest.prototype, 'withCredentials', withCredentials);
  window.postMessage = postMessage;
  document.body.innerHTML = '';
});

const frames = () => [...document.getElementsByTagName('iframe')].map((f) => f.src);

describe('chooseTransport (feature detection)', () => {
  it('uses XHR where it can go cross-origin (CORS), and for the page’s own origin', () => {
    expect(chooseTransport('http://api.example.test', 'k')).toBe(xhrTransport);
    delete (XMLHttpRequest.prototype as any).withCredentials;
    expect(chooseTransport(location.protocol + '//' + location.host, 'k')).toBe(xhrTransport);
  });

  it('uses one proxy iframe on the API host where XHR has no CORS but postMessage exists (IE 8/9)', () => {
    delete (XMLHttpRequest.prototype as any).withCredentials;
    const send = chooseTransport('http://api.example.test', 'demo key');
    expect(send).not.toBe(xhrTransport);
    const request = { _method: 'GET', _url: 'http://api.example.test/v1/people/~', _path: '/v1/people/~', _headers: {} };
    send(request, () => {});
    send(request, () => {});
    expect(frames()).toEqual([`http://api.example.test/uas/js/xdrpc.html?api_key=demo%20key&origin=${encodeURIComponent(location.origin)}`]);
  });

  it('uses a proxy frame per call where postMessage is missing too (IE 6/7), answered in frames on the page origin', () => {
    delete (XMLHttpRequest.prototype as any).withCredentials;
    (window as any).postMessage = undefined;
    const send = chooseTransport('http://api.example.test', 'k');
    const request = { _method: 'GET', _url: 'http://api.example.test/v1/people/~?a=1', _path: '/v1/people/~?a=1', _headers: { Authorization: 'Bearer T' } };
    send(request, () => {});
    send(request, () => {});
    const [first, second] = frames().map((src) => src.split('#'));
    const ret = encodeURIComponent(location.origin + '/favicon.ico');
    expect(first![0]).toBe(`http://api.example.test/uas/js/xdrpc.html?api_key=k&origin=${encodeURIComponent(location.origin)}&mode=fragment&ret=${ret}`);
    expect(first![1]).toMatch(/^inxd=1&id=[0-9a-z]{24}&method=GET&url=%2Fv1%2Fpeople%2F~%3Fa%3D1&h_Authorization=Bearer%20T$/);
    // Each call has its own unguessable id: no answer made for another request is taken for it.
    expect(second![1]).not.toBe(first![1]);
  });
});

describe('proxy messages', () => {
  it('carry method, path, body and headers as URL-encoded strings, and ignore foreign data', () => {
    const text = encodeRequest(7, { _method: 'POST', _url: 'http://x/v1/a', _path: '/v1/a', _headers: { 'Content-Type': 'application/json' }, _body: '{"a":"b&c"}' });
    expect(text).toBe('inxd=1&id=7&method=POST&url=%2Fv1%2Fa&body=%7B%22a%22%3A%22b%26c%22%7D&h_Content-Type=application%2Fjson');
    expect(decodeReply('inxd=1&id=7&status=201&body=%7B%7D')).toEqual({ id: '7', status: '201', body: '{}' });
    expect(decodeReply('inauth=1&state=x')).toBeNull();
    expect(decodeReply({ id: 7 })).toBeNull();
  });
});
