// A team's webhook receiver for the webhook tests: a real HTTP server on 127.0.0.1 (port 0) that
// records every request and answers as the test tells it; by default as LinkedIn's docs say a
// receiver should (the challenge answered, the X-LI-Signature checked with the documented recipe).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The raw body, as sent. */
  body: string;
}

export interface ReceiverAnswer {
  status?: number;
  body?: string;
  contentType?: string;
  /** Real milliseconds to wait before answering. */
  delayMs?: number;
}

export type ReceiverHandler = (request: ReceivedRequest) => ReceiverAnswer | Promise<ReceiverAnswer>;

export interface Receiver {
  /** The server's origin, http://127.0.0.1:{port}. */
  origin: string;
  /** Every request, in arrival order. */
  requests: ReceivedRequest[];
  /** Replaces how it answers. */
  handle(handler: ReceiverHandler): void;
  close(): Promise<void>;
}

/** The hex HMAC-SHA256 of `text` under `secret`. */
export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** LinkedIn's documented recipe: X-LI-Signature is the hex HMAC-SHA256 of "hmacsha256=" + the raw body, under the client secret. */
export function documentedRecipe(secret: string, body: string, header: string | undefined): boolean {
  const expected = Buffer.from(hmacHex(secret, `hmacsha256=${body}`));
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A receiver that follows LinkedIn's docs: the challenge answered, a notification accepted only with the documented signature. */
export function linkedInReceiver(secret: string, verify: (secret: string, body: string, header: string | undefined) => boolean = documentedRecipe): ReceiverHandler {
  return (request) => {
    const code = request.query.get('challengeCode');
    if (request.method === 'GET' && code) return { status: 200, contentType: 'application/json', body: JSON.stringify({ challengeCode: code, challengeResponse: hmacHex(secret, code) }) };
    if (request.method !== 'POST') return { status: 405 };
    return verify(secret, request.body, request.headers['x-li-signature'] as string | undefined) ? { status: 200 } : { status: 401, body: 'bad signature' };
  };
}

/**
 * Starts a receiver answering with `handler`.
 * @example const receiver = await startReceiver(linkedInReceiver('app-secret'));
 */
export async function startReceiver(handler: ReceiverHandler): Promise<Receiver> {
  let current = handler;
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request: ReceivedRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const answer = await current(request);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (res.destroyed) return;
      res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'text/plain' });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      current = next;
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
