// in-js/testing/playwright: a Playwright test with a fresh mock service per test (the standalone
// server on a free port) and a sign-in helper. Only this entry imports @playwright/test (an
// optional peer dependency), so in-js/testing works without Playwright. See docs/testing.md.
import { test as base, expect, type Page } from '@playwright/test';
import { START_OPTION_KEYS, startServer, type RunningServer, type StartOptions } from '../index.js';
import { assertKnownOptions } from '../createMockService.js';
import { unfiredFaultsWarning } from './unfiredFaults.js';
import { DEMO_MEMBER } from '../seed/demoAccounts.js';

/** The mock service of one test. */
export interface InMock extends RunningServer {
  /**
   * Signs a member (default Ada Lovelace, aZ3kq9XbW1) in through the page's own sign-in: arms
   * the dialog to approve the next sign-in for them (admin.autoApprove with once), runs `open`,
   * which must make the page open the sign-in popup (e.g. a click on its sign-in button, or
   * IN.User.authorize()), and resolves when the popup has come back and closed.
   */
  signIn(page: Page, open: () => Promise<unknown>, memberId?: string): Promise<void>;
}

export interface InMockFixtures {
  /** Options of each test's service: `test.use({ inMockOptions: { fixtures, autoApprove, port } })`. Default: a free port, the default data set. */
  inMockOptions: StartOptions;
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
    assertKnownOptions(inMockOptions, START_OPTION_KEYS, { option: 'inMockOptions' });
    const running = await startServer({ port: 0, ...inMockOptions });
    const inMock: InMock = {
      ...running,
      async signIn(page, open, memberId = DEMO_MEMBER.id) {
        running.admin.autoApprove(memberId, { once: true });
        const popup = page.waitForEvent('popup');
        await open();
        const window = await popup;
        if (!window.isClosed()) await window.waitForEvent('close');
      },
    };
    await use(inMock);
    const warning = unfiredFaultsWarning(running.admin.faults());
    if (warning) console.warn(warning);
    await running.close();
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
