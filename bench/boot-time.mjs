// Time from the script tag to systemReady in Chromium: the page notes the time just before the
// <script src=in.js> tag and again when systemReady fires (via onLoad). Median of RUNS page loads,
// each in a fresh browser context (no cache).
import http from 'node:http';
import { chromium } from '@playwright/test';
import { startServer } from '../dist/mock-server/index.js';
import { CHROMIUM_ARGS, findBrowsers } from '../scripts/browsers.mjs';
import { median } from './stats.mjs';

const RUNS = 15;

export default async function bootTime() {
  const found = findBrowsers().chromium;
  if (!found) throw new Error('Chromium not found: run node scripts/ensure-browsers.mjs');
  const mock = await startServer({ port: 0 });
  const html = `<!DOCTYPE html><html><head><script>var t0 = performance.now();
function ready() { window.bootMs = performance.now() - t0; }</script>
<script src="${mock.url}/in.min.js">api_key: demo-api-key
onLoad: ready</script></head><body></body></html>`;
  const app = http.createServer((req, res) => res.end(html));
  await new Promise((resolve) => app.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_ARGS });
  const times = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://localhost:${app.address().port}/`);
      await page.waitForFunction(() => typeof window.bootMs === 'number');
      times.push(await page.evaluate(() => window.bootMs));
      await context.close();
    }
  } finally {
    await browser.close();
    app.close();
    await mock.close();
  }
  const fmt = (ms) => ms.toFixed(1).padStart(6) + ' ms';
  console.log(`boot     script tag -> systemReady, Chromium, ${RUNS} cold loads: median ${fmt(median(times))}  min ${fmt(Math.min(...times))}  max ${fmt(Math.max(...times))}`);
}
