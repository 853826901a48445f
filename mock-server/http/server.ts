import http from 'node:http';
import { Readable } from 'node:stream';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { getResponse, type RequestHandler } from 'msw';
import { serveStatic, type StaticRoute } from './staticFiles.js';
import { packageRoot } from './packageRoot.js';
import { candidateHandlers } from './handlerPrefilter.js';

const BUILD_HINT = 'The SDK is not built yet: run `npm run build` in the in-js folder.';

/** Where MSW's own files are (its browser build and its service worker). */
function mswFolder(): string {
  return dirname(createRequire(import.meta.url).resolve('msw/package.json'));
}

/**
 * What the standalone server serves besides the API: the SDK bundles, the demo, and what a page
 * needs to run the mock service itself with MSW's setupWorker (docs/node-api.md).
 */
function defaultStaticRoutes(root = packageRoot()): StaticRoute[] {
  const dist = join(root, 'dist');
  const built = (path: string, file: string) => ({ prefix: path, target: join(dist, file), missingHint: BUILD_HINT });
  return [
    ...['in.js', 'in.min.js', 'in.js.map', 'in.min.js.map'].map((name) => built('/' + name, name)),
    { prefix: '/demo/', target: join(root, 'demo') },
    built('/mock/in-mock-worker.js', 'in-mock-worker.js'),
    built('/mock/in-mock-worker.js.map', 'in-mock-worker.js.map'),
    { prefix: '/mock/msw.js', target: join(mswFolder(), 'lib', 'iife', 'index.js') },
    { prefix: '/mockServiceWorker.js', target: join(mswFolder(), 'lib', 'mockServiceWorker.js') },
  ];
}

/**
 * A node:http server answering every request with the MSW handlers (the same list the Node
 * tests give setupServer; only those that might match are tried, see handlerPrefilter.ts), then
 * the static routes, then a 404.
 */
export function createHttpServer(handlers: RequestHandler[], routes: StaticRoute[] = defaultStaticRoutes()): http.Server {
  return http.createServer(async (req, res) => {
    try {
      const origin = `http://${req.headers.host ?? 'localhost'}`;
      const method = req.method ?? 'GET';
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value != null) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const url = new URL(req.url ?? '/', origin);
      const request = new Request(url, {
        method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
        // @ts-expect-error: Node's fetch needs duplex for a streamed body; the DOM type lacks it
        duplex: hasBody ? 'half' : undefined,
      });
      let response = (await getResponse(candidateHandlers(handlers, method, url), request, { baseUrl: origin })) ?? null;
      if (!response && (method === 'GET' || method === 'HEAD')) {
        if (url.pathname === '/') response = new Response(null, { status: 302, headers: { location: '/demo/' } });
        else response = await serveStatic(url.pathname, routes);
      }
      if (!response) {
        response = new Response(`Nothing is served at ${method} ${url.pathname}.\n`, {
          status: 404,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        });
      }
      await send(res, response, method === 'HEAD');
    } catch (error) {
      // Never a stack trace to the client: log it here, answer in plain words.
      console.error('in-mock-server: request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The mock service failed on this request; its console shows why.\n');
    }
  });
}

async function send(res: http.ServerResponse, response: Response, headOnly: boolean): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (headOnly || !response.body) {
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}
