// The page's server: serves index.html with the framework's address and the app's API key filled in.
// In production: node server.js (in.js from https://platform.linkedin.com, LINKEDIN_API_KEY your key);
// in a test, createPageServer({ sdk: inMock.url, apiKey }) on a free port (e2e/).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const template = readFileSync(new URL('./index.html', import.meta.url), 'utf8');

/**
 * @param {{ sdk?: string, apiKey: string }} config  sdk: where in.js is served, default https://platform.linkedin.com
 * @returns {http.Server}
 */
export function createPageServer({ sdk = 'https://platform.linkedin.com', apiKey }) {
  if (!/^https?:\/\/[^/?#]+$/.test(sdk)) throw new Error(`sdk must be an origin such as https://platform.linkedin.com, not ${sdk}`);
  if (!/^[\w-]+$/.test(apiKey ?? '')) throw new Error('apiKey must be the app\'s API key (letters, digits, - and _)');
  const page = template.replaceAll('{{sdk}}', sdk).replaceAll('{{apiKey}}', apiKey);
  return http.createServer((req, res) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://localhost').pathname !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Not found\n');
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = createPageServer({ sdk: process.env.LINKEDIN_SDK, apiKey: process.env.LINKEDIN_API_KEY });
  server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => console.log(`page on http://localhost:${server.address().port}/`));
}
