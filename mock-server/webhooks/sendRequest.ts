// How the mock reaches a receiver: the environment's fetch (intercepted by MSW where it listens,
// see outgoing.ts), redirects not followed (a 3xx is an answer like any other), given up after
// WEBHOOK_RESPONSE_TIMEOUT_MS of real time or when the service is reset.
import { WEBHOOK_ANSWER_CHARS, WEBHOOK_RESPONSE_TIMEOUT_MS } from '../defaults.js';
import { markOutgoing } from './outgoing.js';

export interface OutgoingRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** What identifies it as the service's own while it is in flight (outgoing.ts). */
  marker: string;
}

/** What came back: the status and the start of the body, or why nothing usable came. */
export interface ReceiverAnswer {
  status: number | null;
  /** The whole body text (for a challenge's JSON); cut for the records by the caller. */
  text?: string;
  contentType?: string;
  error?: string;
  durationMs: number;
}

/** Why a request failed, in a sentence: the timeout, a reset, or the network's own reason (ECONNREFUSED…). */
function failure(error: unknown, timedOut: boolean, cancelled: boolean): string {
  if (timedOut) return `no answer within ${WEBHOOK_RESPONSE_TIMEOUT_MS} ms, LinkedIn's deadline`;
  if (cancelled) return 'given up: the service was reset';
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const why = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
  return `the request failed (${why}): nothing answers at this URL`;
}

/**
 * Sends one request and waits at most WEBHOOK_RESPONSE_TIMEOUT_MS for the whole answer.
 * @example await sendRequest({ method: 'GET', url: 'http://127.0.0.1:3000/hook?challengeCode=…', headers: {}, marker: code }, store.cancel.signal)
 */
export async function sendRequest(request: OutgoingRequest, cancel: AbortSignal): Promise<ReceiverAnswer> {
  const started = performance.now();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), WEBHOOK_RESPONSE_TIMEOUT_MS);
  const stop = () => timeout.abort();
  cancel.addEventListener('abort', stop);
  const unmark = markOutgoing(request.marker);
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual', signal: timeout.signal });
    const text = await response.text();
    return { status: response.status, text, contentType: response.headers.get('content-type') ?? undefined, durationMs: elapsed() };
  } catch (error) {
    return { status: null, error: failure(error, timeout.signal.aborted && !cancel.aborted, cancel.aborted), durationMs: elapsed() };
  } finally {
    clearTimeout(timer);
    cancel.removeEventListener('abort', stop);
    unmark();
  }
}

/** The start of an answer's body, for the records. */
export function answerExcerpt(text: string | undefined): string | undefined {
  if (!text) return undefined;
  return text.length > WEBHOOK_ANSWER_CHARS ? `${text.slice(0, WEBHOOK_ANSWER_CHARS)}… (cut)` : text;
}
