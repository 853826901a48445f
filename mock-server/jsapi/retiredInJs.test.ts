// 2019-03-01, the JavaScript SDK's end (docs/over-time.md): the standalone server replaying a day
// from then serves /in.js with the retired SDK's patch after the framework (the widgets load,
// IN.User.authorize throws as LinkedIn's did), and the framework's sign-in window refuses; the
// day before, both as in their era.
import { afterEach, describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { startServer, type RunningServer } from '../index.js';
import { RETIRED_IN_JS_PATCH } from './retiredInJs.js';
import { es3Problem } from '../../scripts/legacy/checkEs3.mjs';

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

/** The standalone server replaying `asOf`: its /in.js and the sign-in window the SDK opens. */
async function serve(asOf: string) {
  running = await startServer({ port: 0, asOf });
  const script = await (await fetch(`${running.url}/in.js`)).text();
  const window = await fetch(`${running.url}/uas/oauth2/authorize?immediate=true&client_id=demo-api-key&type=user-agent&origin=${encodeURIComponent('http://localhost:5173')}&state=s`);
  return { script, window: { status: window.status, text: await window.text() } };
}

describe('in.js on 2019-02-28 and 2019-03-01', () => {
  it('the day before: the framework as built, and the sign-in window opens', async () => {
    const { script, window } = await serve('2019-02-28');
    expect(script).not.toContain('2019-03-01');
    expect(script.length).toBeGreaterThan(1000);
    expect(window.text).not.toContain('retired');
  });

  it('from 2019-03-01: the framework with the retired SDK\'s patch after it, and the sign-in window says the SDK signs no one in', async () => {
    const { script, window } = await serve('2019-03-01');
    expect(script.endsWith(RETIRED_IN_JS_PATCH)).toBe(true);
    expect(window.text).toContain('The JavaScript SDK (in.js) signs no one in since LinkedIn retired it on 2019-03-01');
  });

  it('the patch is ECMAScript 3 and makes IN.User.authorize throw a TypeError of the browser\'s own words, isAuthorized false', () => {
    expect(es3Problem(RETIRED_IN_JS_PATCH, 'retired in.js')).toBeNull();
    const IN = { User: { authorize: () => true, isAuthorized: () => true } };
    runInNewContext(RETIRED_IN_JS_PATCH, { window: { IN } });
    // The TypeError of the script's own realm (node's words here; Firefox says "e(...).authorize(...) is undefined").
    expect(() => IN.User.authorize()).toThrow(expect.objectContaining({ name: 'TypeError', message: "Cannot read properties of undefined (reading 'then')" }));
    expect(IN.User.isAuthorized()).toBe(false);
  });
});
