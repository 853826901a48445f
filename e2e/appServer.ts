// A user's own app for the specs that use in-js/testing/playwright: a plain HTTP server on
// 127.0.0.1 whose pages are addressed as http://localhost:PORT/, another site than the service
// (http://127.0.0.1:P2), as a real app is. `page(url)` answers each request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AppServer {
  /** `http://localhost:PORT/`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the app; `page(url)` gives each answer (200 unless it says otherwise).
 * @example const app = await startAppServer((url) => ({ body: `<p>${url.pathname}</p>` }));
 */
export async function startAppServer(page: (url: URL) => { status?: number; body: string }): Promise<AppServer> {
  const server = http.createServer((req, res) => {
    const answer = page(new URL(req.url ?? '/', 'http://localhost'));
    res.writeHead(answer.status ?? 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The page of a user's app given the service's address (`?sdk=`), refused (400) unless that is a loopback service. */
export const sdkPage = (render: (sdk: string) => string) => (url: URL) => {
  const sdk = url.searchParams.get('sdk') ?? '';
  return { status: /^http:\/\/127\.0\.0\.1:\d+$/.test(sdk) ? 200 : 400, body: render(sdk) };
};
