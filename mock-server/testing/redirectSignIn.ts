// What inMock.signIn watches besides a popup: a page that signs in by going to the authorization
// endpoint itself (a server-side app's "Sign in with LinkedIn" link: a redirect, no popup, no in.js),
// and comes back to the app once the dialog has approved. Playwright types only: the entry that
// imports @playwright/test is playwright.ts.
import type { Page, Request, Frame } from '@playwright/test';
import { OAUTH_PATHS } from '../oauth/oauthPaths.js';
import { OAUTH1_PATHS } from '../oauth1/oauth1Paths.js';
import { SERVICE_HOST_NAMES } from '../defaults.js';

/** The paths a browser is sent to to sign in: OAuth 2.0's two authorization endpoints and OAuth 1.0a's authorize and authenticate. */
const SIGN_IN_PATHS = new Set<string>([...Object.values(OAUTH_PATHS).map((family) => family.authorization), OAUTH1_PATHS.authorize, OAUTH1_PATHS.authenticate]);

/** How many of the page's own navigations a failure message names. */
const NAMED_NAVIGATIONS = 5;

/** What the watch saw, and the promises signIn waits on. */
export interface RedirectSignInWatch {
  /** Resolves with the authorization URL when the page's main frame goes there itself. */
  started: Promise<string>;
  /** After `started`: resolves with the page's URL once it is back off the service, or rejects, naming the service page it stopped on. */
  back: Promise<string>;
  /** The main frame's navigations seen so far (requests, at most five), for a failure message. */
  seen(): string[];
  stop(): void;
}

function isSignInUrl(url: URL): boolean {
  return SIGN_IN_PATHS.has(url.pathname);
}

/**
 * Watches `page` for a sign-in by redirect on the service at `serviceUrl` (or the real host
 * names, when routed to it: routeServiceHosts).
 * @example const watch = watchRedirectSignIn(page, inMock.url); await open(); await watch.started; await watch.back;
 */
export function watchRedirectSignIn(page: Page, serviceUrl: string): RedirectSignInWatch {
  const serviceOrigin = new URL(serviceUrl).origin;
  const onService = (url: URL) => url.origin === serviceOrigin || (SERVICE_HOST_NAMES as readonly string[]).includes(url.hostname);
  const navigations: string[] = [];
  let authorization: string | undefined;
  let start!: (url: string) => void;
  let settle!: { resolve: (url: string) => void; reject: (error: Error) => void };
  const started = new Promise<string>((resolve) => (start = resolve));
  const back = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  back.catch(() => undefined);
  const mainFrame = (frame: Frame | null) => frame === page.mainFrame();
  const onRequest = (request: Request) => {
    let frame: Frame | null = null;
    try {
      frame = request.frame();
    } catch {
      return; // a service worker's request belongs to no frame
    }
    if (!request.isNavigationRequest() || !mainFrame(frame)) return;
    if (navigations.length < NAMED_NAVIGATIONS) navigations.push(`${request.method()} ${request.url()}`);
    const url = new URL(request.url());
    if (!authorization && onService(url) && isSignInUrl(url)) {
      authorization = request.url();
      start(authorization);
    }
  };
  const onNavigated = (frame: Frame) => {
    if (!authorization || !mainFrame(frame)) return;
    const url = new URL(frame.url());
    if (!onService(url)) return settle.resolve(frame.url());
    // The service kept the page: an error page or its own dialog (no approval was armed, or it was used).
    void page
      .locator('h1, #error-description')
      .allInnerTexts()
      .catch(() => [])
      .then((texts) => {
        const said = texts.join(': ').replace(/\s+/g, ' ').trim().slice(0, 300);
        settle.reject(new Error(`inMock.signIn: the page went to the authorization endpoint itself (${authorization}), and the service kept it on its own page ${frame.url()} instead of sending it back to the app${said ? `: "${said}"` : ''}.`));
      });
  };
  page.on('request', onRequest);
  page.on('framenavigated', onNavigated);
  return {
    started,
    back,
    seen: () => [...navigations],
    stop() {
      page.off('request', onRequest);
      page.off('framenavigated', onNavigated);
    },
  };
}
