// Entry of dist/in-mock-worker.js (the global InMock): the mock service in a browser page,
// through MSW's setupWorker. Load MSW's browser build first (the global MockServiceWorker,
// served at /mock/msw.js), and serve mockServiceWorker.js at the root of the page's origin.
//
//   <script src="/mock/msw.js"></script><script src="/mock/in-mock-worker.js"></script>
//   <script>InMock.start().then(function (mock) { … })</script>
import { setupWorker } from 'msw/browser';
import { createMockService, type MockService } from './createMockService.js';
import type { MockContextOptions } from './context.js';

export * from './browser.js';

export interface StartedWorker extends MockService {
  worker: ReturnType<typeof setupWorker>;
}

/**
 * Starts the mock service in this page: every request the page makes to the API or auth host
 * paths is answered by the handlers, whatever origin it names.
 * @example const mock = await InMock.start(); mock.context.tokens.issue({...})
 */
export async function start(options: MockContextOptions & { quiet?: boolean; serviceWorkerUrl?: string } = {}): Promise<StartedWorker> {
  const service = createMockService(options);
  const worker = setupWorker(...service.handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return { ...service, worker };
}
