// Every test gets its own mock service (fresh state, its own port) and, when it needs one, an
// "app" server on another origin that serves the test's pages, as a real integration would be.
// The app is on http://localhost:P1. The project's `site` option says where its pages reach the
// service (the `service` fixture): on http://127.0.0.1:P2, another site, as a real page on
// example.com and the real service were (cross-site, every spec); or on http://localhost:P2, the
// same site (same-site, the specs whose outcome depends on the auth host's cookies). A site is a
// scheme and a registrable domain; for an IP address or "localhost", the host itself.
import { test as base, expect, type Browser, type ConsoleMessage, type LaunchOptions, type Page } from '@playwright/test';
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

/** Where the test pages reach the service, relative to the app (playwright.config.ts sets it per project). */
export interface SiteOptions {
  site: 'same-site' | 'cross-site';
}

interface Fixtures {
  mock: RunningServer;
  /**
   * The service's address as the test pages reach it (script tags, the popup's and frames'
   * origin): \`mock.url\` on 127.0.0.1 (cross-site), or the same port on localhost (same-site).
   * Node-side requests (admin, REST) may use either.
   */
  service: string;
  app: AppServer;
  /** A page server on an origin no app registers, for attacks. */
  attacker: AppServer;
  /** Console lines the page printed, as "type: text". */
  consoleLines: string[];
  /**
   * A browser of the project's kind, launched for the test and closed after it, whose resolver
   * maps rebind.test to 127.0.0.1: what a DNS-rebinding attacker arranges.
   */
  rebindingBrowser: Browser;
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

export const test = base.extend<Fixtures & SiteOptions>({
  site: ['cross-site', { option: true }],
  mock: async ({}, use) => {
    const running = await startServer({ port: 0 });
    await use(running);
    await running.close();
  },
  service: async ({ mock, site }, use) => {
    await use(site === 'same-site' ? mock.url.replace('127.0.0.1', 'localhost') : mock.url);
  },
  app: async ({}, use) => {
    // Another origin than the service in both kinds of run; another site in the cross-site one.
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
  rebindingBrowser: async ({ browserName, playwright }, use, testInfo) => {
    const launchOptions = (testInfo.project.use as { launchOptions?: LaunchOptions }).launchOptions ?? {};
    const browser =
      browserName === 'chromium'
        ? await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP rebind.test 127.0.0.1'] })
        : await playwright.firefox.launch({ ...launchOptions, firefoxUserPrefs: { ...(launchOptions.firefoxUserPrefs ?? {}), 'network.dns.localDomains': 'rebind.test' } });
    await use(browser);
    await browser.close();
  },
  consoleLines: async ({ page }, use) => {
    const lines: string[] = [];
    page.on('console', (message: ConsoleMessage) => lines.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
    await use(lines);
  },
});

export { expect };
export { ANY_SITE } from './anySite';

/** The demo member's e-mail address and password (mock-server/seed/demoAccounts.ts). */
export const ADA = { email: 'ada.lovelace@example.com', password: 'demo-password', id: 'aZ3kq9XbW1' };

/**
 * Fills and sends the dialog's login form (OAuth dialog, sign-in popup or share dialog) as Ada.
 * `closes`: the login ends the popup (the app was granted already: the service answers with the
 * page that hands the token over and closes itself), so the click is one that closes its popup.
 */
export async function logInAsAda(page: Page, { closes = false } = {}): Promise<void> {
  await page.fill('#session_key', ADA.email);
  await page.fill('#session_password', ADA.password);
  if (closes) await clickClosingPopup(page, '#login');
  else await page.click('#login');
}

/**
 * Clicks `selector` in a popup the click closes (consent's allow or deny, cancel, a share's post, a
 * login the app was granted before) and resolves once the popup has closed. A plain click waits for
 * the navigation it starts, and the page that navigation loads closes itself soon after (the
 * service's relay page 50 ms after it loads, a link share's page 1.2 s after): when that comes first, Playwright's click fails with "Target page,
 * context or browser has been closed" (seen in Firefox). So the click does not wait for the
 * navigation, and only that error, once the popup is closed, is expected; anything else fails.
 */
export async function clickClosingPopup(popup: Page, selector: string): Promise<void> {
  const closed = popup.waitForEvent('close');
  try {
    await popup.click(selector, { noWaitAfter: true });
  } catch (error) {
    if (!(popup.isClosed() && /Target page, context or browser has been closed/.test(String(error)))) throw error;
  }
  await closed;
}

/**
 * Whether auto-login's silent frame gets the auth host's session cookie after the member signed
 * in through this page's popup, in this kind of run (measured; docs/signin.md): always on the
 * same site; on another site it is a third-party frame, to which Chromium sends no cookie, while
 * Firefox grants the service storage access on the page's site once the member has used a popup
 * the page opened (its "opener heuristic"), and then sends li_at_cross_site (SameSite=None).
 */
export function silentCheckSeesSession(site: SiteOptions['site'], browserName: string): boolean {
  return site === 'same-site' || browserName === 'firefox';
}
