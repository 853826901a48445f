import { describe, expect, it } from 'vitest';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { cleanUrlOf, mightAnswer } from './handlerPrefilter.js';
import { createContext } from '../state/createContext.js';
import { routeHandlers } from '../handlers.js';

/** The handlers the gateway asks for a request (in order): those mightAnswer keeps, as GatewayHandler calls it. */
function candidateHandlers(handlers: readonly RequestHandler[], method: string, url: URL): RequestHandler[] {
  const cleanUrl = cleanUrlOf(url);
  return handlers.filter((handler) => mightAnswer(handler, method, cleanUrl));
}

// The routes the gateway filters (createHandlers puts them behind it).
const service = { handlers: routeHandlers(createContext()) };
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH'];

/** A URL for every string path of the service's handlers (each `*` filled in), in several spellings, plus odd ones. */
function sampleUrls(handlers: readonly RequestHandler[]): string[] {
  const urls = new Set<string>(['http://127.0.0.1:8787/', 'http://127.0.0.1:8787/nothing/here', 'https://api.example.test/v1/people/~:(id)?format=json']);
  for (const handler of handlers) {
    const path = (handler as { info: { path?: unknown } }).info.path;
    if (typeof path !== 'string') continue;
    const filled = path.replace(/:[A-Za-z_]\w*/g, 'k1').replace(/^\*/, 'http://127.0.0.1:8787').replace(/\*/g, 'x/y');
    urls.add(filled);
    urls.add(filled.toUpperCase().replace('HTTP://', 'http://')); // MSW matches paths case-insensitively
    urls.add(filled + '/'); // …and with a trailing slash
    urls.add(filled + '?a=1');
    urls.add(filled.replace('127.0.0.1:8787', 'localhost:3000'));
  }
  return [...urls];
}

describe('candidateHandlers', () => {
  it('never leaves out a handler that MSW would match (every service handler × method × sample URL)', async () => {
    let checked = 0;
    for (const url of sampleUrls(service.handlers)) {
      for (const method of METHODS) {
        const candidates = new Set(candidateHandlers(service.handlers, method, new URL(url)));
        // One request and context per URL and method: a handler's test only reads them.
        const request = new Request(url, { method });
        const resolutionContext = { baseUrl: new URL(url).origin };
        for (const handler of service.handlers) {
          if (candidates.has(handler)) continue;
          if (await handler.test({ request, resolutionContext })) expect.fail(`${method} ${url}: MSW matches ${handler.info.header}, which the prefilter left out`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // Thousands of MSW matches: seconds on an idle machine, more on a busy CI one.
  }, 60_000);

  it('leaves out almost every handler for a REST call, keeping their order', () => {
    const url = new URL('http://127.0.0.1:8787/v1/people/~?format=json');
    const candidates = candidateHandlers(service.handlers, 'GET', url);
    expect(candidates.length).toBeLessThanOrEqual(5);
    expect(candidates.length).toBeLessThan(service.handlers.length / 5);
    const positions = candidates.map((handler) => service.handlers.indexOf(handler));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('judges plain :name parameters like *, and keeps paths with other path syntax', async () => {
    const handlers: RequestHandler[] = [
      http.get('*/media/:key/large', () => HttpResponse.text('param')),
      http.get('*/files/:path*', () => HttpResponse.text('repeated')),
      http.get('*/opt/:id?', () => HttpResponse.text('optional')),
      http.get('http://localhost:3000/port', () => HttpResponse.text('port')),
    ];
    const kept = (url: string) => candidateHandlers(handlers, 'GET', new URL(url)).map((h) => handlers.indexOf(h));
    expect(kept('http://h/media/abc/large')).toEqual([0, 1, 2, 3]);
    expect(kept('http://h/media/abc/small')).toEqual([1, 2, 3]);
    expect(kept('http://h/elsewhere')).toEqual([1, 2, 3]);
    // MSW agrees wherever a handler was left out, and matches where it was kept.
    for (const url of ['http://h/media/abc/large', 'http://h/media/abc/small', 'http://h/files', 'http://h/opt', 'http://localhost:3000/port']) {
      const keptNow = new Set(candidateHandlers(handlers, 'GET', new URL(url)));
      for (const handler of handlers) {
        if (!keptNow.has(handler)) expect(await handler.test({ request: new Request(url) }), url).toBe(false);
      }
    }
    expect(await handlers[1]!.test({ request: new Request('http://h/files') })).toBe(true);
    expect(await handlers[2]!.test({ request: new Request('http://h/opt') })).toBe(true);
  });

  it('keeps handlers it cannot judge (RegExp paths, custom predicates) and honours the method', () => {
    const handlers: RequestHandler[] = [
      http.get('*/users/:id', () => HttpResponse.text('param')),
      http.get(/\/regexp\//, () => HttpResponse.text('regexp')),
      http.all(({ request }) => request.url.includes('z'), () => HttpResponse.text('predicate')),
      http.post('*/only-post', () => HttpResponse.text('post')),
      http.get('*/only-get', () => HttpResponse.text('get')),
    ];
    const names = (method: string, url: string) => candidateHandlers(handlers, method, new URL(url)).map((h) => handlers.indexOf(h));
    expect(names('GET', 'http://h/elsewhere')).toEqual([1, 2]);
    expect(names('GET', 'http://h/users/7')).toEqual([0, 1, 2]);
    expect(names('GET', 'http://h/only-get')).toEqual([1, 2, 4]);
    expect(names('get', 'http://h/ONLY-GET/')).toEqual([1, 2, 4]);
    expect(names('POST', 'http://h/only-get')).toEqual([2]);
    expect(names('POST', 'http://h/only-post')).toEqual([2, 3]);
  });

  it('reads the list on every call, so handlers added later count', () => {
    const handlers: RequestHandler[] = [http.get('*/a', () => HttpResponse.text('a'))];
    expect(candidateHandlers(handlers, 'GET', new URL('http://h/b'))).toEqual([]);
    handlers.push(http.get('*/b', () => HttpResponse.text('b')));
    expect(candidateHandlers(handlers, 'GET', new URL('http://h/b'))).toEqual([handlers[1]]);
  });
});
