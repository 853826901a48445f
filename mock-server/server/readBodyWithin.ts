import type http from 'node:http';

const EMPTY = Buffer.alloc(0);

/** How long a refused upload may keep streaming in (discarded) before its connection is cut. */
const DISCARD_GRACE_MS = 2000;

/**
 * The whole request body, 'aborted' when the client went away mid-body, or 'too-large' as soon as it passes `limit` bytes (at once when its
 * Content-Length says so). A refused body is not kept: the rest is read and thrown away while the
 * refusal is sent, and the connection is cut if it goes on streaming, so a 200 MiB upload never
 * grows the process.
 * @example const body = await readBodyWithin(req, MAX_BODY_BYTES); // a Buffer at once when there is no body
 */
export function readBodyWithin(req: http.IncomingMessage, limit: number): Buffer | Promise<Buffer | 'too-large' | 'aborted'> {
  const refuse = (): 'too-large' => {
    req.removeAllListeners('data');
    req.on('data', () => undefined);
    req.on('error', () => undefined);
    req.resume();
    setTimeout(() => req.socket.destroy(), DISCARD_GRACE_MS).unref();
    return 'too-large';
  };
  // A request with neither Content-Length nor Transfer-Encoding has no body (RFC 9112 6.3; a GET):
  // nothing to wait for, no listeners. Node reads the request to its end after the answer.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return EMPTY;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(refuse());
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        resolve(refuse());
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks)));
    // The client gave up mid-body: nothing to answer.
    req.once('error', () => resolve('aborted'));
    req.once('close', () => resolve(req.complete ? Buffer.concat(chunks) : 'aborted'));
  });
}
