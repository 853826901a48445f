import http from 'node:http';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { getResponse, type RequestHandler } from 'msw';
import { serveStatic, type StaticRoute } from './staticFiles.js';
import { packageRoot } from './packageRoot.js';
import { candidateHandlers } from './handlerPrefilter.js';

const BUILD_HINT = 'The SDK is not built yet: run `npm run build` in the in-js folder.';

/** What the standalone server serves besides the API: the SDK bundles and the demo. */
export function defaultStaticRoutes(root = packageRoot()): StaticRoute[] {
  const dist = join(root, 'dist');
  return [
    ...['in.js', 'in.min.js', 'in.js.map', 'in.min.js.map'].map((name) => ({
      prefix: '/' + name,
      target: join(dist, name),
      missingHint: BUILD_HINT,
    })),
    { prefix: '/demo/', target: join(root, 'demo') },
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
