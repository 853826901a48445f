// Issue 25, item 10: idle, slow-header and slow-body sockets, and a flood of connections, cannot
// make the standalone server unanswerable. The attack first (sockets held open as an attacker
// would), with the limits made small so the test is quick; then the defaults are the ones of
// defaults.ts.
import { afterEach, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { createHttpServer } from './httpServer.js';
import { createMockService } from '../createMockService.js';
import { startServer, type RunningServer } from '../index.js';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, MAX_CONNECTIONS, MAX_HEADER_BYTES, REQUEST_TIMEOUT_MS, SOCKET_IDLE_TIMEOUT_MS, MAX_FAULT_DELAY_MS } from '../defaults.js';

let server: http.Server | undefined;
let running: RunningServer | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((done) => (server ? (server.closeAllConnections(), server.close(() => done())) : done()));
  server = undefined;
  await running?.close();
  running = undefined;
});

async function listen(limits: Parameters<typeof createHttpServer>[1]['limits']): Promise<number> {
  server = createHttpServer(createMockService().handlers, { staticRoutes: [], limits });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

/** Opens a socket and resolves when it is connected; `closedAt` says when the server closed it. */
function open(port: number): Promise<net.Socket & { closedAt?: number; received: string }> {
  return new Promise((resolve, reject) => {
    const socket = Object.assign(net.connect(port, '127.0.0.1'), { received: '' }) as net.Socket & { closedAt?: number; received: string };
    sockets.push(socket);
    socket.on('data', (chunk) => (socket.received += chunk.toString('latin1')));
    socket.on('close', () => (socket.closedAt = Date.now()));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

const health = (port: number) => fetch(`http://127.0.0.1:${port}/__admin/health`).then((r) => r.status);
const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return check();
};

describe('connections an attacker holds open', () => {
  it('idle sockets (no byte sent) are closed after the headers timeout, and the service answers throughout', async () => {
    const port = await listen({ headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100 });
    const idle = await Promise.all(Array.from({ length: 20 }, () => open(port)));
    expect(await health(port)).toBe(200);
    expect(await until(() => idle.every((s) => s.closedAt !== undefined), 3000)).toBe(true);
    expect(await health(port)).toBe(200);
  });

  it('a request whose headers trickle in byte by byte is cut at the headers timeout with a 408', async () => {
    const port = await listen({ headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100 });
    const slow = await open(port);
    const line = 'GET /__admin/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';
    slow.write(line);
    const timer = setInterval(() => slow.writable && slow.write('a'), 50);
    try {
      expect(await until(() => slow.closedAt !== undefined, 3000)).toBe(true);
    } finally {
      clearInterval(timer);
    }
    expect(slow.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a body that trickles in is cut at the request timeout', async () => {
    const port = await listen({ headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100 });
    const slow = await open(port);
    slow.write('POST /v1/people/~/shares HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/xml\r\nContent-Length: 100000\r\n\r\n<share>');
    const started = Date.now();
    const timer = setInterval(() => slow.writable && slow.write('a'), 50);
    try {
      expect(await until(() => slow.closedAt !== undefined, 4000)).toBe(true);
    } finally {
      clearInterval(timer);
    }
    expect(slow.closedAt! - started).toBeLessThan(3000);
  });

  it('past the connection cap new sockets are closed at once, and the service answers again once the holders go', async () => {
    const port = await listen({ maxConnections: 30, headersTimeoutMs: 60_000, requestTimeoutMs: 60_000, checkIntervalMs: 1000 });
    const held = await Promise.all(Array.from({ length: 30 }, () => open(port)));
    const extra = await open(port).catch(() => undefined);
    if (extra) expect(await until(() => extra.closedAt !== undefined, 2000)).toBe(true);
    for (const socket of held) socket.destroy();
    await until(() => server!.listening && held.every((s) => s.closedAt !== undefined), 1000);
    await new Promise((r) => setTimeout(r, 100));
    expect(await health(port)).toBe(200);
  });
});

describe('the limits of defaults.ts', () => {
  it('are what the standalone server runs with', async () => {
    running = await startServer({ port: 0 });
    expect(running.server.maxConnections).toBe(MAX_CONNECTIONS);
    expect(running.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(running.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(running.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(running.server.timeout).toBe(SOCKET_IDLE_TIMEOUT_MS);
    expect((running.server as unknown as { maxHeaderSize: number }).maxHeaderSize).toBe(MAX_HEADER_BYTES);
    // Below Linux's default 1,024 open files, and an injected delay still answers before the idle cut.
    expect(MAX_CONNECTIONS).toBeLessThan(1024);
    expect(SOCKET_IDLE_TIMEOUT_MS).toBeGreaterThan(MAX_FAULT_DELAY_MS);
  });
});
