// The standalone server of the socket-level tests: one per test, on a free port, with the OAuth
// test fixtures unless told otherwise, closed after the test.
import { afterEach } from 'vitest';
import type { AddressInfo } from 'node:net';
import { startServer, type RunningServer, type StartOptions } from '../../mock-server/index.js';
import { TEST_FIXTURES } from './oauthFlow.js';

export type StartedServer = RunningServer & { port: number };

/**
 * Registers an afterEach that closes the server a test started. Returns `start(options)`, which
 * starts one (options over `{ port: 0, fixtures: TEST_FIXTURES }`), and `current()`, the one the
 * running test started last.
 * @example const server = serverPerTest(); const { port } = await server.start({ host: '0.0.0.0' });
 */
export function serverPerTest(): { start(options?: StartOptions): Promise<StartedServer>; current(): StartedServer } {
  let running: StartedServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  return {
    async start(options = {}) {
      const started = await startServer({ port: 0, fixtures: TEST_FIXTURES, ...options });
      running = Object.assign(started, { port: (started.server.address() as AddressInfo).port });
      return running;
    },
    current() {
      if (!running) throw new Error('This test started no server: call start() first.');
      return running;
    },
  };
}
