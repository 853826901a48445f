// Every test gets its own mock service (fresh state, its own port) and, when it needs one, an
// "app" server on another origin that serves the test's pages, as a real integration would be.
import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { startServer, type RunningServer } from '../dist/mock-server/index.js';

export interface AppServer {
  /** Serves `html` at `path` and returns the page's full URL. */
  page(path: string, html: string): string;
  /** Serves the file at `file` (read when asked) at `path` with content type `type`. */
  file(path: string, file: string, type: string): void;
  url: string;
}

interface Fixtures {
  mock: RunningServer;
  app: AppServer;
  /** A page server on an origin no app registers, for attacks. */
  attacker: AppServer;
  /** Console lines the page printed, as "type: text". */
  consoleLines: string[];
}

/** A server of test pages and files, listening on `address`, its pages addressed by `name`. */
async function pageServer(address: string, name: string): Promise<AppServer & { close(): Promise<void> }> {
  const pages = new Map<string, string>();
  const files = new Map<string, [string, string]>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const file = files.get(path);
    if (file) {
      res.writeHead(200, { 'content-type': file[1] });
      res.end(readFileSync(file[0]));
      return;
    }
    const html = pages.get(path);
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const url = `http://${name}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    page(path, html) {
      pages.set(path, html);
      return url + path;
    },
    file(path, file, type) {
      files.set(path, [file, type]);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export const test = base.extend<Fixtures>({
  mock: async ({}, use) => {
    const running = await startServer({ port: 0 });
    await use(running);
    await running.close();
  },
  app: async ({}, use) => {
    // "localhost" is another origin than the mock's 127.0.0.1, so calls are cross-origin.
    const server = await pageServer('127.0.0.1', 'localhost');
    await use(server);
    await server.close();
  },
  attacker: async ({}, use) => {
    // 127.0.0.2: a loopback origin no app registers (the demo app lists 127.0.0.1 and localhost).
    const server = await pageServer('127.0.0.2', '127.0.0.2');
    await use(server);
    await server.close();
  },
  consoleLines: async ({ page }, use) => {
    const lines: string[] = [];
    page.on('console', (message: ConsoleMessage) => lines.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
    await use(lines);
  },
});

export { expect };

/** The demo member's e-mail address and password (mock-server/seed/demoAccounts.ts). */
export const ADA = { email: 'ada.lovelace@example.com', password: 'demo-password', id: 'aZ3kq9XbW1' };

/** Fills and sends the dialog's login form (OAuth dialog, sign-in popup or share dialog) as Ada. */
export async function logInAsAda(page: import('@playwright/test').Page): Promise<void> {
  await page.fill('#session_key', ADA.email);
  await page.fill('#session_password', ADA.password);
  await page.click('#login');
}
