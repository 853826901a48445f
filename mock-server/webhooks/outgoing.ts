// The service's own outgoing requests (challenges, notifications, applications) while they are in
// flight. In the test's process the mock sends them with the process's fetch, which MSW intercepts
// (setupServer, setupWorker): the gateway (gateway/GatewayHandler.ts) asks `isServiceOutgoing` and
// never answers one with a route of the mock, so a delivery reaches the team's receiver, a server
// on this machine or the team's own MSW handler, and never loops back into the mock. Kept for the
// whole process, not per service: a delivery of one service may pass through another service's
// handlers in the same process (two services on one setupServer, a standalone server beside a test).
// Each request is known by what only the mock just made: the challenge code of a challenge, the
// signature of a notification or an application.

const inFlight = new Map<string, number>();

/** Marks a request of the service as in flight until the returned function is called. */
export function markOutgoing(marker: string): () => void {
  inFlight.set(marker, (inFlight.get(marker) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (inFlight.get(marker) ?? 1) - 1;
    if (left > 0) inFlight.set(marker, left);
    else inFlight.delete(marker);
  };
}

/**
 * True when `request` is one the service itself is sending: a validation challenge (its
 * `challengeCode`), a notification (its `X-LI-Signature`) or an application (its `Content-Signature`).
 * @example if (isServiceOutgoing(request)) return null; // the gateway leaves it to the receiver
 */
export function isServiceOutgoing(request: Request): boolean {
  if (inFlight.size === 0) return false;
  const signature = request.headers.get('x-li-signature') ?? request.headers.get('content-signature');
  if (signature !== null && inFlight.has(signature)) return true;
  if (request.method !== 'GET') return false;
  const code = new URL(request.url).searchParams.get('challengeCode');
  return code !== null && inFlight.has(code);
}
