// in-js/testing/playwright: a Playwright test with a fresh mock service per test (the standalone
// server on a free port) and a sign-in helper. Only this entry imports @playwright/test (an
// optional peer dependency), so in-js/testing works without Playwright. See docs/testing.md.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { startServer, type RunningServer, type StartOptions } from '../index.js';
import { START_OPTION_KEYS } from '../server/startServer.js';
import { assertKnownOptions } from '../createMockService.js';
import { unfiredFaultsWarning } from './unfiredFaults.js';
import { assertUnservedStrategy, unservedReport, type UnservedStrategy } from './unservedCalls.js';
import { routeServiceHosts } from './routeServiceHosts.js';
import { DEMO_MEMBER } from '../seed/demoAccounts.js';
import { REDIRECT_SIGN_IN_WAIT_MS, SIGN_IN_POPUP_WAIT_MS, SIGNED_IN_POPUP_WAIT_MS } from '../defaults.js';
import { watchRedirectSignIn } from './redirectSignIn.js';

/** `promise`, or a rejection with `message` after `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]).finally(() => clearTimeout(timer));
}

/** True when the page's framework says a member is signed in (false without in.js). */
async function isSignedIn(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const user = (window as unknown as { IN?: { User?: { isAuthorized?: () => boolean } } }).IN?.User;
    return !!user?.isAuthorized?.();
  }).catch(() => false);
}

/** The mock service of one test. */
export interface InMock extends RunningServer {
  /**
   * Signs a member (default Ada Lovelace, aZ3kq9XbW1) in through the page's own sign-in: arms
   * the dialog to approve the next sign-in for them (admin.autoApprove with once), runs `open`,
   * which must start the page's sign-in (e.g. a click on its sign-in button, or
   * IN.User.authorize()), and resolves when the popup has come back and closed, or, for a page
   * that goes to the authorization endpoint itself (a server-side app's redirect sign-in), when
   * the page is back on the app and loaded. It rejects at once, saying why, when the page is
   * signed in already (no popup comes), when the service keeps a redirected page on a page of its
   * own (naming it), and within SIGN_IN_POPUP_WAIT_MS when `open` started neither (naming where
   * the page went); without a sign-in the approval is taken back.
   */
  signIn(page: Page, open: () => Promise<unknown>, memberId?: string): Promise<void>;
  /**
   * Sends what the page (or the whole context, popups included) asks of the real service's host
   * names, platform.linkedin.com, www.linkedin.com and api.linkedin.com, to this mock, so an
   * unchanged page that loads `//platform.linkedin.com/in.js` runs against it. Resolves with a
   * function that removes the route.
   */
  routeServiceHosts(target: Page | BrowserContext): Promise<() => Promise<void>>;
}

/** The fixture's own options beside the service's. */
export interface InMockOwnOptions {
  /**
   * What happens, after each test, with its calls to resources LinkedIn serves and this mock does
   * not (yet), each answered LinkedIn's own 404 (docs/fidelity.md): 'warn' (default) prints them,
   * 'error' fails the test, 'off' says nothing.
   */
  onUnserved?: UnservedStrategy;
}

export interface InMockFixtures {
  /** Options of each test's service: `test.use({ inMockOptions: { fixtures, autoApprove, port, onUnserved } })`. Default: a free port, the default data set. */
  inMockOptions: StartOptions & InMockOwnOptions;
  /** A fresh mock service for the test: `inMock.url` (load in.js from `${inMock.url}/in.js`), `inMock.admin`, `inMock.signIn(...)`. */
  inMock: InMock;
}

/**
 * The fixtures, to add to a test of your own: `base.extend<InMockFixtures>(inMockFixtures)`.
 * @example export const test = base.extend<InMockFixtures & MyFixtures>({ ...inMockFixtures, ...mine });
 */
export const inMockFixtures: Parameters<typeof base.extend<InMockFixtures>>[0] = {
  inMockOptions: [{}, { option: true }],
  inMock: async ({ inMockOptions }, use) => {
    assertKnownOptions(inMockOptions, [...START_OPTION_KEYS, 'onUnserved'], { option: 'inMockOptions' });
    const { onUnserved = 'warn', ...startOptions } = inMockOptions;
    assertUnservedStrategy(onUnserved, 'inMockOptions.onUnserved');
    // trustProxy: routeServiceHosts says which scheme the browser used (X-Forwarded-Proto); the server is this test's, on loopback.
    const running = await startServer({ port: 0, trustProxy: true, ...startOptions });
    const inMock: InMock = {
      ...running,
      routeServiceHosts: (target) => routeServiceHosts(target, running.url),
      async signIn(page, open, memberId = DEMO_MEMBER.id) {
        const signedIn = await isSignedIn(page);
        running.admin.autoApprove(memberId, { once: true });
        const wait = signedIn ? SIGNED_IN_POPUP_WAIT_MS : SIGN_IN_POPUP_WAIT_MS;
        // Either the page opens the sign-in popup (in.js), or it goes to the authorization endpoint itself (a server-side app).
        const redirect = watchRedirectSignIn(page, running.url);
        try {
          const popup = page.waitForEvent('popup', { timeout: wait }).catch(() => null);
          await open();
          const first = await Promise.race([popup.then((window) => ({ window })), redirect.started.then((url) => ({ redirect: url }))]);
          if ('redirect' in first) {
            await withTimeout(redirect.back, REDIRECT_SIGN_IN_WAIT_MS, `inMock.signIn: the page went to the authorization endpoint itself (${first.redirect}) and did not come back to the app within ${REDIRECT_SIGN_IN_WAIT_MS / 1000} s.`);
            await page.waitForLoadState('load');
            return;
          }
          const window = first.window;
          if (!window) {
            running.context.autoApprovals.withdraw(memberId);
            const seen = redirect.seen();
            const saw = seen.length ? ` The page itself went to: ${seen.join(', ')}.` : ' The page itself did not navigate.';
            throw new Error(
              signedIn
                ? 'inMock.signIn: the page is signed in already (IN.User.isAuthorized() is true), so it opened no sign-in popup: IN.User.authorize() calls back at once. Sign out first (IN.User.logout()), or leave signIn out for a page that is signed in.'
                : `inMock.signIn: within ${wait / 1000} s of open() no sign-in popup opened and the page did not go to the authorization endpoint (${running.url}/oauth/v2/authorization).${saw} open() must start the page's own sign-in: a click on its sign-in button or link (in.js opens a popup: wait until IN has loaded; a server-side app redirects the page to the authorization endpoint).`,
            );
          }
          if (!window.isClosed()) await window.waitForEvent('close');
        } finally {
          redirect.stop();
        }
      },
    };
    await use(inMock);
    const warning = unfiredFaultsWarning(running.admin.faults());
    if (warning) console.warn(warning);
    const unserved = onUnserved === 'off' ? null : unservedReport(running.admin.requests(), "test.use({ inMockOptions: { onUnserved } })");
    await running.close();
    if (unserved && onUnserved === 'error') throw new Error(unserved);
    if (unserved) console.warn(unserved);
  },
};

/**
 * Playwright's `test` with `inMock`: a fresh mock service per test.
 * @example
 * import { test, expect } from 'in-js/testing/playwright';
 * test('signs in', async ({ page, inMock }) => {
 *   await page.goto(myPageUsing(`${inMock.url}/in.js`));
 *   await inMock.signIn(page, () => page.click('#sign-in'));
 *   await expect(page.locator('#name')).toHaveText('Ada Lovelace');
 * });
 */
export const test = base.extend<InMockFixtures>(inMockFixtures);
export { expect };
export { routeServiceHosts };
