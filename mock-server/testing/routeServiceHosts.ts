// An unchanged page of that era loads `//platform.linkedin.com/in.js` and takes every other
// address from it, and code of that era calls www.linkedin.com and api.linkedin.com by name. In a
// Playwright test those names are routed to the test's mock service: each request the browser
// makes to them (the page, its popups and frames) is sent to the mock by this process, with the
// Host the browser used and its scheme (X-Forwarded-Proto; the inMock fixture's server believes it),
// and the answer, cookies included, is handed back to the browser as if the real host had sent it.
import http from 'node:http';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { SERVICE_HOST_NAMES } from '../defaults.js';
import { redirectingPage } from '../views/redirectingPage.js';

/** Request headers the browser reports that are not the request's to forward. */
const DROPPED_REQUEST = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'x-forwarded-proto']);
/** Response headers that describe the connection to the mock, not the answer. */
const DROPPED_RESPONSE = new Set(['connection', 'transfer-encoding', 'keep-alive', 'content-length']);

/** Whether `url` is one of the service's host names this helper routes (http or https). */
function isServiceUrl(url: URL): boolean {
  return (SERVICE_HOST_NAMES as readonly string[]).includes(url.hostname) && /^https?:$/.test(url.protocol);
}

/** Redirects a browser turns into a GET, so that following them by a fresh navigation is the same request. */
const REDIRECTS_TO_GET = new Set([301, 302, 303]);

/** Whether the route belongs to a Firefox (its engine name; system builds run over WebDriver BiDi). */
function inFirefox(route: Route): boolean {
  try {
    return route.request().frame().page().context().browser()?.browserType().name() === 'firefox';
  } catch {
    return false; // a service worker's request has no frame
  }
}

/**
 * Under WebDriver BiDi (Debian's firefox-esr), Playwright lets the browser follow a redirect by
 * itself: the request to the Location is never routed, so a redirect from one service host to
 * another (the dialog's authorize → dialog → authcomplete) would go to the real, unreachable host.
 * For a navigation, the redirect is handed back as a page that navigates to the Location at once
 * (a refresh of delay 0 replaces the history entry, as a redirect does), so the next request is a
 * new navigation, routed like the first. Cookies the redirect sets come with that page.
 */
function redirectAsNavigation(route: Route, status: number, location: string | undefined): string | null {
  const request = route.request();
  if (!location || !request.isNavigationRequest() || !inFirefox(route)) return null;
  if (!REDIRECTS_TO_GET.has(status) && !/^(GET|HEAD)$/.test(request.method())) return null;
  const target = new URL(location, request.url());
  if (!isServiceUrl(target)) return null; // other hosts are reached by the browser's own redirect
  return target.href;
}

/**
 * Under WebDriver BiDi (Debian's firefox-esr) Playwright gives a route no request body: a request
 * that declares one (Content-Length) is not sent on without it, where the service would answer it
 * with a misleading "missing parameter". The test gets this answer instead, readable from the page.
 */
function bodyUnavailable(origin: string | undefined): Parameters<Route['fulfill']>[0] {
  return {
    status: 501,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...(origin ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' } : {}) },
    body:
      'routeServiceHosts: this browser gives Playwright routes no request bodies (Firefox over WebDriver BiDi, e.g. Debian firefox-esr), ' +
      'so this request was not sent to the mock without its body. Send it from Chromium or Playwright\'s own Firefox build ' +
      '(npx playwright install firefox), or run the standalone server as the real host names (docs/testing.md, "CI and Docker").',
  };
}

/** Sends the routed request to the mock at `mockUrl` and fulfils the route with its answer. */
async function forward(route: Route, mockUrl: URL): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(await request.allHeaders())) if (!DROPPED_REQUEST.has(name) && !name.startsWith(':')) headers[name] = value;
  headers.host = url.host;
  headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
  const body = request.postDataBuffer();
  const declared = Number((await request.headerValue('content-length')) ?? 0);
  if (!body && declared > 0) return route.fulfill(bodyUnavailable(headers.origin));
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
  const hop = redirectAsNavigation(route, answer.status, answer.headers.location);
  if (hop) {
    delete fulfilled.location;
    delete fulfilled['content-encoding'];
    fulfilled['content-type'] = 'text/html; charset=utf-8';
    fulfilled['cache-control'] = 'no-store';
    return route.fulfill({ status: 200, headers: fulfilled, body: redirectingPage(hop) });
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
  const matches = isServiceUrl;
  const handler = (route: Route) => forward(route, mock);
  await target.route(matches, handler);
  return () => target.unroute(matches, handler);
}
