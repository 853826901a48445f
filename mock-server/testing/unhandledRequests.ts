// What a test's MSW server does with a request the mock service does not answer: the user's own
// app on this machine (an Express server on 127.0.0.1:0, supertest) is reached for real, and any
// other host fails the call loudly, so no real call leaves the test by mistake.
import { http, HttpResponse, passthrough, type RequestHandler } from 'msw';
import { isLoopbackHost } from '../oauth/rules/httpsProblem.js';
import { isServiceHostName } from '../http/serviceHosts.js';
import { notFoundAnswer } from '../views/notFoundPage.js';
import { routePaths } from '../gateway/routePaths.js';

/** MSW's `print` of an unhandled request: `error()` fails the request (and logs it), `warning()` logs it. */
export interface UnhandledRequestPrint {
  warning(): void;
  error(): void;
}

/** MSW's onUnhandledRequest, as every msw 2 release takes it. */
export type UnhandledRequestStrategy = 'error' | 'warn' | 'bypass' | ((request: Request, print: UnhandledRequestPrint) => void);

/**
 * The default strategy of useMockService: requests to this machine go through; any other
 * unhandled request is reported with MSW's error. In current msw releases (2.15 among them), `print.error()` of a function
 * strategy only prints and the call still goes out: useMockService therefore also ends its
 * handlers with `otherHostsRefused()`, which fails the call itself.
 * @example setupServer(...service.handlers).listen({ onUnhandledRequest: loopbackOrFail })
 */
export function loopbackOrFail(request: Request, print: UnhandledRequestPrint): void {
  if (isLoopbackHost(new URL(request.url).hostname)) return;
  print.error();
}

/** The sentence printed when a call to another host is refused: the host, and the option that lets it out. */
export function otherHostRefusal(request: Request): string {
  const url = new URL(request.url);
  return (
    `in-js useMockService: refused ${request.method} ${url.origin}${url.pathname}: '${url.hostname}' is neither this machine ` +
    'nor answered by the mock service, and the call would have gone to the real network. ' +
    "To let calls to other hosts out, pass useMockService({ onUnhandledRequest: 'bypass' }) ('warn' to print them too); " +
    'to answer this one, add a handler with mock.server.use(...).'
  );
}

/**
 * The last handler of useMockService's default: a request no route answered reaches this
 * machine's own servers as it is, one to the service's own host names gets the standalone server's
 * 404 (naming the nearest route of `serviceHandlers`), and any other host fails as a network error (fetch rejects,
 * node:http emits 'error') after the sentence of `otherHostRefusal` is printed. Written as a
 * handler, not a strategy, because every msw release in the peer range fails a call the same
 * way when a handler answers `HttpResponse.error()`.
 */
export function otherHostsRefused(serviceHandlers: readonly RequestHandler[] = []) {
  return http.all('*', ({ request }) => {
    const url = new URL(request.url);
    if (isLoopbackHost(url.hostname)) return passthrough();
    // The service's own names answer a path nothing serves as the standalone server does: 404.
    if (isServiceHostName(url.hostname)) return notFoundAnswer(request, url.pathname, routePaths(serviceHandlers));
    console.error(otherHostRefusal(request));
    return HttpResponse.error();
  });
}
