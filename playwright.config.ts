import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, FIREFOX_PREFS, findBrowsers } from './scripts/browsers.mjs';
import type { SiteOptions } from './e2e/fixtures';
import { ANY_SITE_TAG } from './e2e/anySite';

const browsers = findBrowsers();

/**
 * The specs whose outcome depends on the auth host's cookies (sign-in, auto-login, logout, the
 * share dialog's session): they also run with the page on the same site as the service.
 * Everything runs cross-site (the page on localhost, the service on 127.0.0.1), as on a real site.
 */
const SAME_SITE_SPECS = /\/(signin|login-tag|share|legacy-signin|tutorial)\.spec\.ts$/;

/**
 * The specs whose outcome no engine decides, run in Chromium only (in Firefox where no Chromium is
 * found):
 * - the pages the service renders for a person at a current browser: the admin page and its media
 *   section (its live tables; WebKit's admin family checks it too), the look of every page (axe's
 *   rules read the DOM and its styles), the page of a published post (WebKit's feed family too) and
 *   the demo pages' walk-throughs (every framework call they make runs in Firefox in the api,
 *   signin, tags, share and worker specs). In Firefox they were a fifth of the suite's browser time
 *   (about 76 s of 400, measured) and caught nothing Chromium did not.
 * - the redirect flows of a server-side app (oauth: OAuth 2.0's code flow; oidcRedirect: today's
 *   OpenID Connect sign-in with openid-client): top-level navigations between the app and the
 *   service, forms on the service's own pages, and the service's and the app's servers deciding
 *   (an unregistered redirect_uri, a replayed code, a forged callback). The cookies they carry are
 *   first-party, or sent with a top-level GET, which Firefox and Chromium both do for every
 *   SameSite value but Strict; the same dialog in a popup and in frames, where the engines differ,
 *   runs in Firefox (signin, channelAttack, legacy-signin, share). WebKit's OpenID Connect family
 *   runs the dialog too. In Firefox they were 33 s of 286 (measured on a new machine).
 */
const ONE_ENGINE_SPECS = /\/(demo|adminPage|adminMedia|look|feedUpdate|oauth|oidcRedirect)\.spec\.ts$/;

const chromiumUse = (where: { executablePath: string | undefined; channel?: string }) =>
  ({ browserName: 'chromium' as const, channel: where.channel, launchOptions: { executablePath: where.executablePath, args: CHROMIUM_ARGS } });

const engines = [
  ...(browsers.chromium ? [{ name: 'chromium', use: chromiumUse(browsers.chromium) }] : []),
  ...(browsers.firefox
    ? [{ name: 'firefox', use: { browserName: 'firefox' as const, channel: browsers.firefox.channel, launchOptions: { executablePath: browsers.firefox.executablePath, firefoxUserPrefs: FIREFOX_PREFS } } }]
    : []),
];

/**
 * Chromium's headless shell (scripts/browsers.mjs: the same engine, about 40% less CPU) runs every
 * spec whose outcome no third-party cookie decides; it has no cookie controls and sends them, so
 * the cookie-sensitive specs run cross-site in the full browser, as project "chromium-cookies".
 */
const chromiumShell = browsers.chromium && browsers.chromiumShell && browsers.chromiumShell.executablePath !== browsers.chromium.executablePath ? browsers.chromiumShell : null;

export default defineConfig<SiteOptions>({
  testDir: './e2e',
  // Many workers against one shared server: its own config (one server for the run), `-c e2e/tenants`.
  testIgnore: ['tenants/**'],
  // Before any browser starts: each one the run drives is as new as this Playwright needs
  // (BROWSER_FLOORS), or the run stops with one message saying what to install.
  globalSetup: './scripts/browserCheck.mjs',
  // Each test starts its own mock server (e2e/fixtures.ts), so tests run side by side safely.
  // Two on a 2-core box, beside Vitest (npm test): the run is CPU-bound, and each Firefox worker
  // more costs CPU of its own (measured: docs/toolchain.md "The figures behind the test settings").
  // PW_WORKERS overrides it.
  workers: Number(process.env.PW_WORKERS ?? 2),
  fullyParallel: true,
  timeout: 30_000,
  // The JSON report is read by the WebKit run (e2e/webkit/summary.mjs), which prints each flow
  // family's Chromium and Firefox results beside WebKit's.
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  forbidOnly: !!process.env.CI,
  outputDir: 'test-results',
  // "chromium" and "firefox": every spec, cross-site ("chromium" in the headless shell, and the
  // cookie-sensitive specs in the full browser as "chromium-cookies"); "chromium-same-site": the
  // cookie-sensitive specs with the page on the service's site. On the same site every cookie is
  // first-party, so no engine's third-party policy (Firefox's Total Cookie Protection, Chromium's
  // SameSite=Lax default) decides the outcome: they run in one engine, Chromium's shell (Firefox
  // where no Chromium is found), and Firefox runs the same specs cross-site, where its policy does
  // decide (in Firefox too they were 13 runs, about 51 s of browser time, measured). A worker serves
  // one project and launches its browser, so the few same-site tests get one worker, listed first
  // so that it starts at once and runs beside the others, not alone at the end.
  // Their tests tagged ANY_SITE_TAG, whose outcome no cookie decides, run cross-site only (e2e/anySite.ts).
  projects: [
    // On the same site every cookie is first-party: the shell sends them as the full browser does.
    ...engines.filter((engine, index) => index === 0).map((engine) => ({
      name: `${engine.name}-same-site`,
      testMatch: SAME_SITE_SPECS,
      grepInvert: new RegExp(ANY_SITE_TAG),
      workers: 1,
      use: { ...(engine.name === 'chromium' && chromiumShell ? chromiumUse(chromiumShell) : engine.use), site: 'same-site' as const },
    })),
    ...(chromiumShell ? [{ name: 'chromium-cookies', testMatch: SAME_SITE_SPECS, workers: 1, use: { ...chromiumUse(browsers.chromium!), site: 'cross-site' as const } }] : []),
    ...engines.map((engine) =>
      engine.name === 'chromium' && chromiumShell
        ? { name: engine.name, testIgnore: ['tenants/**', SAME_SITE_SPECS], use: { ...chromiumUse(chromiumShell), site: 'cross-site' as const } }
        : { name: engine.name, testIgnore: ['tenants/**', ...(engine.name !== 'chromium' && browsers.chromium ? [ONE_ENGINE_SPECS] : [])], use: { ...engine.use, site: 'cross-site' as const } },
    ),
  ],
});
