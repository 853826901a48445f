// Node entry of the mock service: handlers for setupServer, and the standalone server.
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import type { RequestHandler } from 'msw';
import { createContext, type MockContext, type MockContextOptions } from './context.js';
import { createHandlers } from './handlers.js';
import { createHttpServer } from './http/server.js';
import { DEFAULT_HOST, DEFAULT_PORT } from './defaults.js';
import { createAdmin, type AdminApi } from './admin/adminApi.js';

export { createHandlers } from './handlers.js';
export { createContext } from './context.js';
export type { MockContext, MockContextOptions } from './context.js';
export type { AdminApi, ClockState } from './admin/adminApi.js';
export type { Fixtures, AppFixture, FixtureSettings } from './fixtures/types.js';
export { FixtureError } from './fixtures/FixtureError.js';
export { validateFixtures } from './fixtures/validateFixtures.js';
export { loadFixtureFile } from './fixtures/loadFixtureFile.js';
export { verifyToken, type TokenState } from './oauth/verifyToken.js';
export { renderLoginPage, renderConsentPage } from './oauth/pages/dialogPages.js';
export { verifyCredentialsCookie, type CredentialsCookie } from './sdk/credentialsCookie.js';

/** One mock service: its state and the MSW handlers that serve it. */
export interface MockService {
  context: MockContext;
  handlers: RequestHandler[];
  /** The admin operations of /__admin/ as functions: reset, clock, fixtures, requests, revoke… */
  admin: AdminApi;
}

/**
 * Creates a mock service for `setupServer` or `setupWorker`.
 * @example
 * const service = createMockService();
 * const server = setupServer(...service.handlers);
 */
export function createMockService(options: MockContextOptions = {}): MockService {
  const context = createContext(options);
  return { context, handlers: createHandlers(context), admin: createAdmin(context) };
}

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
 * Starts the standalone mock service (what `npx in-mock-server` runs).
 * Rejects with an error whose `code` is EADDRINUSE when the port is taken.
 */
export function startServer(options: StartOptions = {}): Promise<RunningServer> {
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
