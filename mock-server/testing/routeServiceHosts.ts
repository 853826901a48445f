// An unchanged page of that era loads `//platform.linkedin.com/in.js` and takes every other
// address from it, and code of that era calls www.linkedin.com and api.linkedin.com by name. In a
// Playwright test those names are routed to the test's mock service: each request the browser
// makes to them (the page, its popups and frames) is sent to the mock by this process, with the
// Host the browser used and its scheme (X-Forwarded-Proto; the inMock fixture's server believes it),
// and the answer, cookies included, is handed back to the browser as if the real host had sent it.
import http from 'node:http';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { SERVICE_HOST_NAMES } from '../defaults.js';

/** Request headers the browser reports that are not the request's to forward. */
const DROPPED_REQUEST = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'x-forwarded-proto']);
/** Response headers that describe the connection to the mock, not the answer. */
const DROPPED_RESPONSE = new Set(['connection', 'transfer-encoding', 'keep-alive', 'content-length']);

/** Sends the routed request to the mock at `mockUrl` and fulfils the route with its answer. */
async function forward(route: Route, mockUrl: URL): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(await request.allHeaders())) if (!DROPPED_REQUEST.has(name) && !name.startsWith(':')) headers[name] = value;
  headers.host = url.host;
  headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
  const body = request.postDataBuffer();
  const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const outgoing = http.request({ host: mockUrl.hostname, port: mockUrl.port, method: request.method(), path: url.pathname + url.search, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 502, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  }).catch(() => null);
  if (!answer) return route.abort('connectionfailed');
  const fulfilled: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || DROPPED_RESPONSE.has(name)) continue;
    // Playwright reads several Set-Cookie values from one header separated by new lines.
    fulfilled[name] = Array.isArray(value) ? value.join('\n') : value;
  }
  await route.fulfill({ status: answer.status, headers: fulfilled, body: answer.body });
}

/**
 * Routes the service's real host names (platform, www and api .linkedin.com, http and https) of a
 * page or a whole browser context (its popups too) to the mock service at `mockUrl`, a plain-http
 * standalone server that trusts X-Forwarded-Proto (the inMock fixture's does). Returns a function
 * that removes the route.
 * @example await routeServiceHosts(context, inMock.url); await page.goto(pageOfThatEra);
 */
export async function routeServiceHosts(target: Page | BrowserContext, mockUrl: string): Promise<() => Promise<void>> {
  const mock = new URL(mockUrl);
  const matches = (url: URL) => (SERVICE_HOST_NAMES as readonly string[]).includes(url.hostname) && /^https?:$/.test(url.protocol);
  const handler = (route: Route) => forward(route, mock);
  await target.route(matches, handler);
  return () => target.unroute(matches, handler);
}
