// A minimal W3C WebDriver client (fetch only): Playwright cannot drive Debian's WebKit, so the
// WebKit run talks to WebKitWebDriver directly. Only what the WebKit checks need.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const DRIVER = '/usr/bin/WebKitWebDriver';
const COMMAND_TIMEOUT_MS = 60_000;

/** How long an element is looked for before a click or a key press fails (Playwright's actions wait too). */
const FIND_MS = 5000;

async function command(base, method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    // A hung browser must not hang the test run.
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${answer.value?.error}: ${answer.value?.message}`);
  return answer.value;
}

/**
 * Starts WebKitWebDriver on `port` and a MiniBrowser session. Returns the session's helpers;
 * `close()` ends the session and the driver (also on failure).
 */
export async function startWebKit(port) {
  const driver = spawn(DRIVER, [`--port=${port}`], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  let session;
  for (let attempt = 0; attempt < 50 && !session; attempt++) {
    try {
      session = await command(base, 'POST', '/session', {
        capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
      });
    } catch (error) {
      if (attempt === 49) {
        driver.kill();
        throw error;
      }
      await sleep(100);
    }
  }
  const id = session.sessionId;
  const at = (path) => `/session/${id}${path}`;
  /**
   * Finds the element `selector` names and does `act` with it, as Playwright's locators do: looked
   * for again for up to FIND_MS while the page has none ("no such element": a page that has just
   * been replaced by the next, as the dialog's login page is after its form is sent, on a loaded
   * machine: one failure in the seven runs of a day, at 7797808), and found again when the page replaced it in
   * between ("stale element reference": the admin page redraws its tables every second, and the find
   * and the click can fall on both sides of a redraw).
   */
  async function onElement(selector, act) {
    const end = Date.now() + FIND_MS;
    for (let attempt = 1; ; attempt++) {
      let found;
      try {
        found = await command(base, 'POST', at('/element'), { using: 'css selector', value: selector });
      } catch (error) {
        if (Date.now() > end || !/no such element/.test(error.message)) throw error;
        await sleep(100);
        continue;
      }
      try {
        return await act(Object.values(found)[0], found);
      } catch (error) {
        if (attempt >= 5 || !/stale element reference/.test(error.message)) throw error;
      }
    }
  }
  return {
    userAgent: session.capabilities?.['webkitgtk:browserOptions'] ? 'MiniBrowser' : 'WebKit',
    goto: (url) => command(base, 'POST', at('/url'), { url }),
    /** Runs `script` (a function body; `arguments[0]` is the done callback) and returns what it passed. */
    run: (script, args = []) => command(base, 'POST', at('/execute/async'), { script, args }),
    eval: (script, args = []) => command(base, 'POST', at('/execute/sync'), { script, args }),
    /** Clicks the element `selector` finds, in the current window. */
    click: (selector) => onElement(selector, (element) => command(base, 'POST', at(`/element/${element}/click`), {})),
    /** Types `text` into the element `selector` finds. */
    type: (selector, text) => onElement(selector, (element) => command(base, 'POST', at(`/element/${element}/value`), { text })),
    /** The text of the element `selector` finds (as rendered: hidden text is empty). */
    text: (selector) => onElement(selector, (element) => command(base, 'GET', at(`/element/${element}/text`))),
    /** Moves the pointer over the element `selector` finds. */
    hover: (selector) =>
      onElement(selector, async (element, found) => {
        const origin = { [Object.keys(found)[0]]: element };
        await command(base, 'POST', at('/actions'), { actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [{ type: 'pointerMove', duration: 0, origin, x: 0, y: 0 }] }] });
        await command(base, 'DELETE', at('/actions'));
      }),
    /** Enters the frame `selector` finds in the current browsing context; `null`: back to the top. */
    async frame(selector) {
      if (selector === null) return command(base, 'POST', at('/frame'), { id: null });
      const found = await command(base, 'POST', at('/element'), { using: 'css selector', value: selector });
      return command(base, 'POST', at('/frame'), { id: found });
    },
    url: () => command(base, 'GET', at('/url')),
    /** Accepts the page's open confirm() or alert() and returns its text. */
    async acceptAlert() {
      const text = await command(base, 'GET', at('/alert/text'));
      await command(base, 'POST', at('/alert/accept'), {});
      return text;
    },
    /** Closes the current window (a popup, as its user would); switch to another one after. */
    closeWindow: () => command(base, 'DELETE', at('/window')),
    windows: () => command(base, 'GET', at('/window/handles')),
    window: () => command(base, 'GET', at('/window')),
    switchTo: (handle) => command(base, 'POST', at('/window'), { handle }),
    async close() {
      try {
        await command(base, 'DELETE', at(''));
      } finally {
        driver.kill();
      }
    },
  };
}
