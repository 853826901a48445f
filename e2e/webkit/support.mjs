// What the WebKit checks share: assertions, polling the page, the demo member's login, popups,
// and the app server that serves a check's pages on another site than the service.
import http from 'node:http';

export const ADA = { id: 'aZ3kq9XbW1', email: 'ada.lovelace@example.com', password: 'demo-password' };

export function equal(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` in the page until it returns something truthy (or fails after `ms`). */
export async function until(wk, read, ms = 15000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await wk.eval(read);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for: ${read}`);
    await pause(100);
  }
}

/** Polls `read` (a Node function) until it returns something truthy. */
export async function untilNode(read, what, ms = 15000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await pause(100);
  }
}

/** Waits for the dialog's login form in the current window and logs in as the demo member. */
export async function logInAsAda(wk) {
  await until(wk, "return !!document.getElementById('session_key')");
  await wk.type('#session_key', ADA.email);
  await wk.type('#session_password', ADA.password);
  await wk.click('#login');
}

/** Switches to the window that is not `main` (the popup the page just opened). */
export async function switchToPopup(wk, main) {
  const handle = await untilNode(async () => (await wk.windows()).find((one) => one !== main), 'a popup to open', 10000);
  await wk.switchTo(handle);
  return handle;
}

/** Waits until `main` is the only window left (the popup closed itself), then switches to it. */
export async function popupClosed(wk, main) {
  await untilNode(async () => (await wk.windows()).length === 1, 'the popup to close itself', 10000);
  await wk.switchTo(main);
}

/** A token for the demo app and member, issued by the service itself. */
export function token(mock, scopes = ['r_basicprofile', 'r_network', 'rw_nus']) {
  return mock.context.tokens.issue({ apiKey: 'demo-api-key', memberId: ADA.id, scopes }).token;
}

/**
 * A server of a check's pages on `host`, addressed as http://localhost:P for 127.0.0.1 (another
 * site than the service on 127.0.0.1: a site is the scheme and the host for an IP address or
 * "localhost"). `/report` collects what a legacy page sends, which WebDriver cannot read from it.
 */
export async function appServer(host = '127.0.0.1') {
  const pages = new Map();
  const reports = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/report') {
      reports.push(url.searchParams.get('lines') ?? '');
      res.writeHead(204);
      res.end();
      return;
    }
    const html = pages.get(url.pathname);
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise((resolve) => server.listen(0, host, resolve));
  const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${server.address().port}`;
  return {
    url,
    report: url + '/report',
    /** The lines a legacy page reported (it cannot be read through WebDriver: no Promise). */
    async reported(ms = 30000) {
      await untilNode(() => reports.length, 'the page to report', ms);
      return reports.shift().trim().split('\n');
    },
    page(path, html) {
      pages.set(path, html);
      return url + path;
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
