// What a test's MSW server does with a request the mock service does not answer: the user's own
// app on this machine (an Express server on 127.0.0.1:0, supertest) is reached for real, and any
// other host fails the call loudly, so no real call leaves the test by mistake.
import { isLoopbackHost } from '../oauth/rules/httpsProblem.js';

/** MSW's `print` of an unhandled request: `error()` fails the request (and logs it), `warning()` logs it. */
export interface UnhandledRequestPrint {
  warning(): void;
  error(): void;
}

/** MSW's onUnhandledRequest, as every msw 2 release takes it. */
export type UnhandledRequestStrategy = 'error' | 'warn' | 'bypass' | ((request: Request, print: UnhandledRequestPrint) => void);

/**
 * The default strategy of useMockService: requests to this machine go through; any other
 * unhandled request fails, as MSW's 'error' does.
 * @example setupServer(...service.handlers).listen({ onUnhandledRequest: loopbackOrFail })
 */
export function loopbackOrFail(request: Request, print: UnhandledRequestPrint): void {
  if (isLoopbackHost(new URL(request.url).hostname)) return;
  print.error();
}
