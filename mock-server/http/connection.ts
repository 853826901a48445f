// What the standalone server knows about the connection a request came on, for the rules that
// must not trust what the client wrote (the admin API's Host check, the https rule). Kept beside
// the Request object, never in a header a client could send. Requests under setupServer and
// setupWorker have none: they never crossed a network.

export interface Connection {
  /** The Host header exactly as the client sent it. */
  host: string;
  /** The peer is on this machine (a loopback address). */
  loopback: boolean;
  /** The operator configured the address clients use (`--public-url`); the request's URL carries it. */
  publicUrl: boolean;
}

const connections = new WeakMap<Request, Connection>();

/** Called by the standalone server for each request it builds. */
export function setConnection(request: Request, connection: Connection): void {
  connections.set(request, connection);
}

/** The connection a request came on, or undefined when it did not come over the network. */
export function connectionOf(request: Request): Connection | undefined {
  // A request the standalone server made carries it (ServerRequest.ts); no table to look in.
  return (request as { serverConnection?: Connection }).serverConnection ?? connections.get(request);
}
