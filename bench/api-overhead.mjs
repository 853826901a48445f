// What IN.API costs on top of the request itself: N sequential IN.API.Raw('/people/~') calls
// against N sequential plain fetch() calls of the same URL with the same headers, in the same
// page and run (alternating rounds), in Chromium against a local mock server.
import http from 'node:http';
import { chromium } from '@playwright/test';
import { startServer } from '../dist/mock-server/index.js';
import { CHROMIUM_ARGS, findBrowsers } from '../scripts/browsers.mjs';
import { median } from './stats.mjs';

const CALLS = 100;
const ROUNDS = 5;

export default async function apiOverhead() {
  const found = findBrowsers().chromium;
  if (!found) throw new Error('Chromium not found: run node scripts/ensure-browsers.mjs');
  const mock = await startServer({ port: 0 });
  const token = mock.context.tokens.issue({ apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile'] }).token;
  const html = `<!DOCTYPE html><html><head><script src="${mock.url}/in.min.js">api_key: demo-api-key</script></head><body></body></html>`;
  const app = http.createServer((req, res) => res.end(html));
  await new Promise((resolve) => app.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${app.address().port}/`);
    await page.waitForFunction(() => window.IN && window.IN.API);
    const perCall = await page.evaluate(
      async ({ token, base, calls, rounds }) => {
        IN.ENV.auth.oauth_token = token;
        const viaSdk = () => new Promise((resolve, reject) => IN.API.Raw('/people/~').result(resolve).error(reject));
        const viaFetch = () => fetch(base + '/v1/people/~', { headers: { Authorization: 'Bearer ' + token, 'x-li-format': 'json' } }).then((r) => r.json());
        const time = async (fn) => {
          const start = performance.now();
          for (let i = 0; i < calls; i++) await fn();
          return (performance.now() - start) / calls;
        };
        await time(viaSdk);
        await time(viaFetch); // warm up both paths
        const sdk = [];
        const plain = [];
        for (let r = 0; r < rounds; r++) {
          sdk.push(await time(viaSdk));
          plain.push(await time(viaFetch));
        }
        return { sdk, plain };
      },
      { token, base: mock.url, calls: CALLS, rounds: ROUNDS },
    );
    const sdk = median(perCall.sdk);
    const plain = median(perCall.plain);
    const fmt = (ms) => ms.toFixed(2).padStart(6) + ' ms';
    console.log(
      `api      per call, ${ROUNDS}×${CALLS} sequential Raw('/people/~') in Chromium: IN.API ${fmt(sdk)}  fetch ${fmt(plain)}  overhead ${fmt(sdk - plain)} (${((sdk / plain - 1) * 100).toFixed(0)}%)`,
    );
  } finally {
    await browser.close();
    app.close();
    await mock.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await apiOverhead();
