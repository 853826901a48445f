// Node entry of the mock service: createMockService (handlers for setupServer), the standalone
// server (startServer), and the fixture-file reader. The browser entry (browser.ts, for
// setupWorker) has the same API minus the Node parts. See docs/node-api.md.
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { createMockService, type MockService } from './createMockService.js';
import { createHttpServer } from './http/server.js';
import { DEFAULT_HOST, DEFAULT_PORT } from './defaults.js';
import type { MockContextOptions } from './context.js';

export { createMockService, type MockService } from './createMockService.js';
export { createHandlers } from './handlers.js';
export { createContext } from './context.js';
export * from './publicTypes.js';
export { FixtureError } from './fixtures/FixtureError.js';
export { AdminError } from './admin/AdminError.js';
export { validateFixtures } from './fixtures/validateFixtures.js';
export { loadFixtureFile } from './fixtures/loadFixtureFile.js';
export { verifyToken } from './oauth/verifyToken.js';
export { renderLoginPage, renderConsentPage } from './views/dialogPages.js';
export { verifyCredentialsCookie } from './jsapi/credentialsCookie.js';

export interface StartOptions extends MockContextOptions {
  /** TCP port; 0 picks a free one. Default 8787. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1. */
  host?: string;
}

/** A running standalone server. */
export interface RunningServer extends MockService {
  server: http.Server;
  /** e.g. "http://127.0.0.1:8787" */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the standalone mock service (what `npx in-mock-server` runs): the handlers of
 * createMockService behind a node:http server, plus the SDK bundles and the demo page.
 * Rejects with an error whose `code` is EADDRINUSE when the port is taken, and with a
 * FixtureError when the fixtures break a rule.
 * @example
 * const running = await startServer({ port: 0 });
 * await fetch(`${running.url}/__admin/health`);
 * await running.close();
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const service = createMockService(options);
  const server = createHttpServer(service.handlers);
  const host = options.host ?? DEFAULT_HOST;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        ...service,
        server,
        url: `http://${shownHost}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
