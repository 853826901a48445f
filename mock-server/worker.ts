// Entry of dist/in-mock-worker.js (the global InMock): the mock service in a browser page, with
// no server, through MSW's setupWorker (bundled in). Serve dist/mockServiceWorker.js at the root of
// the page's origin, and in.js from the page's origin too, so the sign-in window is on the page's
// origin and can be served in the page (windowsInPage.ts).
//
//   <script src="/in-mock-worker.js"></script>
//   <script>InMock.start().then(function (mock) { … })</script>
import { setupWorker } from 'msw/browser';
import { createMockService, type MockService } from './createMockService.js';
import type { MockContextOptions } from './context/context.js';
import { serveWindowsInPage } from './windowsInPage.js';

export * from './browser.js';

export interface StartedWorker extends MockService {
  worker: ReturnType<typeof setupWorker>;
  /** Stops the worker and gives window.open back. */
  stop(): void;
}

export interface StartOptions extends MockContextOptions {
  /** Leave MSW's console lines out (default true). */
  quiet?: boolean;
  /** Where mockServiceWorker.js is served (default /mockServiceWorker.js). */
  serviceWorkerUrl?: string;
}

/**
 * Starts the mock service in this page: every request the page makes to the API, auth host and
 * admin paths is answered by the handlers, whatever origin it names, and the windows the page
 * opens to its own origin (the sign-in and share dialogs) are served in the page.
 * @example const mock = await InMock.start({ autoApprove: 'aZ3kq9XbW1' }); IN.User.authorize();
 */
export async function start(options: StartOptions = {}): Promise<StartedWorker> {
  const { quiet = true, serviceWorkerUrl = '/mockServiceWorker.js', ...serviceOptions } = options;
  const service = createMockService(serviceOptions);
  const worker = setupWorker(...service.handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet, serviceWorker: { url: serviceWorkerUrl } });
  const giveBack = serveWindowsInPage(service.handlers);
  return {
    ...service,
    worker,
    stop() {
      giveBack();
      worker.stop();
    },
  };
}
