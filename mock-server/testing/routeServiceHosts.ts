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

/**
 * A redirect from a routed request to a service host is not routed again by every browser: Chromium
 * sends the request to the Location to the network (ERR_NAME_NOT_RESOLVED for the real names), and
 * under WebDriver BiDi (Debian's firefox-esr) Playwright lets the browser follow it by itself. So for
 * a navigation, such a redirect (the authorization endpoint's to its dialog, the dialog's to
 * authcomplete) is handed back as a page that navigates to the Location at once (a refresh of
 * delay 0 replaces the history entry, as a redirect does), and the next request is a new
 * navigation, routed like the first. Cookies the redirect sets come with that page.
 */
function redirectAsNavigation(route: Route, status: number, location: string | undefined): string | null {
  const request = route.request();
  if (!location || !request.isNavigationRequest()) return null;
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

/** What the mock answered one request. */
interface MockAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Sends one request for `url` to the mock at `mockUrl`, with the Host and scheme of `url`. */
function askMock(mockUrl: URL, method: string, url: URL, headers: Record<string, string>, body: Buffer | null): Promise<MockAnswer | null> {
  const sent = { ...headers, host: url.host, 'x-forwarded-proto': url.protocol.slice(0, -1) };
  return new Promise<MockAnswer>((resolve, reject) => {
    const outgoing = http.request({ host: mockUrl.hostname, port: mockUrl.port, method, path: url.pathname + url.search, headers: sent, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 502, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  }).catch(() => null);
}

/** How many redirects between service hosts a fetch or XHR is followed through here (a browser's limit is 20). */
const MAX_FOLLOWED = 20;

/** Sends the routed request to the mock at `mockUrl` and fulfils the route with its answer. */
async function forward(route: Route, mockUrl: URL): Promise<void> {
  const request = route.request();
  let url = new URL(request.url());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(await request.allHeaders())) if (!DROPPED_REQUEST.has(name) && !name.startsWith(':')) headers[name] = value;
  let body = request.postDataBuffer();
  const declared = Number((await request.headerValue('content-length')) ?? 0);
  if (!body && declared > 0) return route.fulfill(bodyUnavailable(headers.origin));
  let method = request.method();
  let answer = await askMock(mockUrl, method, url, headers, body);
  // A fetch or XHR redirected to a service host: the browser would not route the next request,
  // so it is followed here, as fetch follows it (303, and 301/302 of a POST, become a GET without
  // a body); cookies set on the way come with the final answer. A navigation is handled below.
  const setCookies: string[] = [];
  for (let hop = 0; answer && !request.isNavigationRequest() && hop < MAX_FOLLOWED; hop++) {
    const location = answer.status >= 300 && answer.status < 400 ? answer.headers.location : undefined;
    if (!location || request.redirectedFrom() || headers['sec-fetch-mode'] === 'navigate') break;
    const next = new URL(location, url);
    if (!isServiceUrl(next)) break;
    const hopCookies = answer.headers['set-cookie'] ?? [];
    setCookies.push(...hopCookies);
    // The next hop carries them, as the browser's jar would (name=value; a cleared cookie goes).
    const jar = new Map((headers.cookie ?? '').split(/;\s*/).filter(Boolean).map((pair) => [pair.split('=')[0]!, pair] as const));
    for (const cookie of hopCookies) {
      const pair = cookie.split(';')[0]!.trim();
      const name = pair.split('=')[0]!;
      if (/max-age=0\b/i.test(cookie) || pair === `${name}=`) jar.delete(name);
      else jar.set(name, pair);
    }
    if (jar.size) headers.cookie = [...jar.values()].join('; ');
    if (answer.status === 303 || (REDIRECTS_TO_GET.has(answer.status) && method === 'POST')) {
      method = 'GET';
      body = null;
      delete headers['content-type'];
    }
    url = next;
    answer = await askMock(mockUrl, method, url, headers, body);
  }
  if (!answer) return route.abort('connectionfailed');
  if (setCookies.length) answer.headers['set-cookie'] = [...setCookies, ...(answer.headers['set-cookie'] ?? [])];
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
