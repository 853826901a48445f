// getResponse through the namespace, so an msw without it still loads (mswCompatibility.ts explains).
import * as msw from 'msw';
import { RequestHandler, passthrough, type RequestHandler as Handler } from 'msw';
import { ServiceRoute, logMockedAnswer, type BodyLimit } from '../http/ServiceRoute.js';
import { knownText } from '../http/textResponse.js';
import { answerResponse, isTextAnswer, type Answer } from '../http/textAnswer.js';
import type { MockContext } from '../context/context.js';
import type { JournalEntry } from '../store/journal.js';
import { JOURNAL_BODY_CHARS } from '../defaults.js';
import { answerWithFault, takeFault } from '../faults/faults.js';
import { cleanUrlOf, mightAnswer } from './handlerPrefilter.js';
import { redactBody, redactHeaders, redactUrl } from './redact.js';
import { hasInvalidEscape } from '../http/hasInvalidEscape.js';
import { requestUrl } from '../http/requestUrl.js';
import { ServerRequest, fetchRequest } from '../http/ServerRequest.js';
import { adminErrorResponse } from '../admin/adminErrorResponse.js';
import { takeNotes } from '../http/requestNotes.js';
import { isServiceOutgoing } from '../webhooks/outgoing.js';
import { isLoopbackHost } from '../http/serviceHosts.js';

/** What MSW's handler loop takes from a handler that answered. */
interface Answered {
  handler: Handler;
  request: Request;
  requestId: string;
  response: Response;
  parsedResult: undefined;
}

/** Requests under this path are the admin API's own: never journaled, never faulted. */
const ADMIN_PREFIX = '/__admin/';
/** Content types whose bodies the journal keeps as text. */
const TEXTUAL = /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded)|[^;]*\+(json|xml))/i;

/**
 * A body's text for the journal: textual types only, redacted, cut after JOURNAL_BODY_CHARS;
 * undefined when empty. A stream is read now (it is gone later), text a response was built from
 * (textResponse.ts) or an answer held as text (textAnswer.ts) is cut now and redacted when the journal is read: hence the function.
 */
function journalBody(message: Request | Answer): JournalBody | Promise<JournalBody> {
  if (isTextAnswer(message)) return knownBody(message.text ?? '', message.headers['content-type'] ?? '');
  if (!message.body) return NO_BODY;
  const type = message.headers.get('content-type') ?? '';
  const known = message instanceof Response ? knownText(message) : undefined;
  if (known !== undefined) return knownBody(known, type);
  return readJournalBody(message, type).then((text) => () => text);
}

/** A journaled body's text, made when the journal is read. */
type JournalBody = () => string | undefined;
const NO_BODY: JournalBody = () => undefined;

/** The journal's text of a body known as text: cut now, redacted when the journal is read. */
function knownBody(known: string, type: string): () => string | undefined {
  if (!known) return () => undefined;
  const cut = known.length > JOURNAL_BODY_CHARS;
  const kept = cut ? known.slice(0, JOURNAL_BODY_CHARS) : known;
  return () => redactBody(kept, type) + (cut ? '… (cut)' : '');
}

/** What the journal keeps of one answered request until it is read: plain values only. */
interface JournalFacts {
  method: string;
  href: string;
  status: number | null;
  durationMs: number;
  requestHeaders: HeadersInit;
  requestBody: JournalBody;
  dropped: boolean;
  responseHeaders: HeadersInit;
  responseBody: JournalBody | undefined;
  fault: number | undefined;
  notes: string[] | undefined;
}

/**
 * The journal entry of `facts`, made (and redacted) when the journal is first read. A function
 * of its own, so the closure holds the facts only: a closure made inside `respond` would keep
 * that call's whole scope (the request, its URL, the answer) alive as long as the entry.
 */
function journalEntry(facts: JournalFacts): () => Omit<JournalEntry, 'seq' | 'at'> {
  return () => {
    const requestText = facts.requestBody();
    return {
      method: facts.method,
      url: redactUrl(facts.href),
      status: facts.status,
      durationMs: facts.durationMs,
      requestHeaders: redactHeaders(new Headers(facts.requestHeaders)),
      ...(requestText !== undefined && { requestBody: requestText }),
      responseHeaders: facts.dropped ? {} : redactHeaders(new Headers(facts.responseHeaders)),
      ...(facts.responseBody && { responseBody: facts.responseBody() }),
      ...(facts.fault !== undefined && { fault: facts.fault }),
      ...(facts.notes && { notes: [...facts.notes] }),
    };
  };
}

/** A body stream's text for the journal, read from a clone (see journalBody). */
async function readJournalBody(message: Request | Response, type: string): Promise<string | undefined> {
  let bytes = 0;
  let text = '';
  const decoder = new TextDecoder();
  const reader = message.clone().body!.getReader();
  try {
    while (text.length <= JOURNAL_BODY_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // a body that breaks off (an injected truncation): keep what came
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  if (!bytes) return undefined;
  if (type && !TEXTUAL.test(type)) return `(${bytes}+ bytes of ${type.split(';')[0]})`;
  const cut = text.length > JOURNAL_BODY_CHARS;
  return redactBody(cut ? text.slice(0, JOURNAL_BODY_CHARS) : text, type) + (cut ? '… (cut)' : '');
}

/**
 * The service's front handler, in front of every route (handlers.ts): under setupServer,
 * setupWorker and the standalone server alike it
 * - answers admin requests through the routes, untouched;
 * - gives every other request to the fault rules (faults/faults.ts), then to the routes that might
 *   match it (handlerPrefilter.ts: a cheap test that only ever leaves out handlers that cannot);
 * - journals what it answered: method, redacted URL, headers and bodies, status, duration
 *   (`GET /__admin/requests`). Requests no route answers are left to MSW (bypass) or the
 *   standalone server (static files, 404) and are not journaled.
 * - never answers the service's own webhook requests (webhooks/outgoing.ts) with a route: they
 *   go to the receiver (a server on this machine through MSW's passthrough, any other URL to the
 *   handlers after this one) and are not journaled.
 * @example new GatewayHandler(ctx, routeHandlers(ctx))
 */
export class GatewayHandler extends RequestHandler {
  readonly #ctx: MockContext;
  readonly #routes: readonly Handler[];

  constructor(ctx: MockContext, routes: readonly Handler[]) {
    super({ info: { header: 'in-mock gateway: faults, journal, routes' }, resolver: () => undefined });
    this.#ctx = ctx;
    this.#routes = routes;
  }

  /** The routes it dispatches to, in order (for the page not found's nearest paths: routePaths.ts). */
  get routes(): readonly Handler[] {
    return this.#routes;
  }

  /**
   * What the first route with a say (ServiceRoute's `bodyLimit`: the upload PUTs) says of a
   * request's body from its method and URL, before the standalone server reads any of it.
   */
  bodyLimit(method: string, url: URL): BodyLimit | undefined {
    for (const route of this.#routes) {
      const said = route instanceof ServiceRoute ? route.bodyLimit?.(method, url) : undefined;
      if (said !== undefined) return said;
    }
    return undefined;
  }

  override async run(args: { request: Request; requestId: string; resolutionContext?: { baseUrl?: string } }): Promise<Answered | null> {
    // The service's own webhook requests (webhooks/outgoing.ts) are never answered by a route: one
    // to this machine goes to the real server there, any other to the handlers after this one (the
    // team's own) or MSW's unhandled-request policy.
    if (isServiceOutgoing(args.request)) return isLoopbackHost(new URL(args.request.url).hostname) ? this.#result(args, passthrough()) : null;
    const answer = await this.respond(args.request, args.resolutionContext);
    return this.#result(args, answer && answerResponse(answer));
  }

  /**
   * The service's answer to `request`, or undefined when no route has one. MSW calls it through
   * `run`; the standalone server calls it directly when the gateway is its only handler, and
   * writes a TextAnswer (http/textAnswer.ts) as it is.
   */
  async respond(request: Request, resolutionContext?: { baseUrl?: string }): Promise<Answer | undefined> {
    const url = requestUrl(request);
    const answer = () => this.#route(request, url, resolutionContext);
    if (url.pathname.startsWith(ADMIN_PREFIX)) {
      // The admin API's own format for a URL MSW's path matching cannot read (the routes answer other paths' bad escapes).
      if (hasInvalidEscape(url.pathname) || hasInvalidEscape(url.search)) {
        return adminErrorResponse(400, `The URL ${url.pathname}${url.search} has an invalid escape sequence: a '%' must be followed by two hex digits.`);
      }
      return answer();
    }

    const startedAt = this.#ctx.clock.now();
    const started = performance.now();
    const requestBodyRead = journalBody(request);
    const requestBody = typeof requestBodyRead === 'function' ? requestBodyRead : await requestBodyRead;
    // No fault waiting (the usual case): nothing to match.
    const fault = this.#ctx.traffic.faults.length === 0 ? undefined : takeFault(this.#ctx.traffic, { method: request.method, url, header: (name) => request.headers.get(name) });
    const response = fault ? await answerWithFault(this.#ctx, request, fault, async () => { const real = await answer(); return real && answerResponse(real); }) : await answer();
    if (!response) return undefined;
    const dropped = !isTextAnswer(response) && response.type === 'error';
    const status = dropped ? null : response.status;
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const responseBodyRead = dropped ? undefined : journalBody(response);
    const responseBody = responseBodyRead === undefined || typeof responseBodyRead === 'function' ? responseBodyRead : await responseBodyRead;
    // Redacted when the journal is read (store/journal.ts): kept till then as plain strings, not as
    // the request and the answer (holding those costs more in garbage collection than it saves).
    // A server request's headers are a view of node's own record (a plain object of strings): kept as they are, listed when read.
    const requestHeaders: HeadersInit = request instanceof ServerRequest ? request.headers : [...request.headers];
    const responseHeaders: HeadersInit = dropped ? [] : isTextAnswer(response) ? response.headers : [...response.headers];
    this.#ctx.journal.record(journalEntry({ method: request.method, href: request.url, status, durationMs, requestHeaders, requestBody, dropped, responseHeaders, responseBody, fault: fault?.id, notes: takeNotes(request) }), startedAt);
    return response;
  }

  /**
   * The first answer of the routes, in order, skipping those the prefilter rules out
   * (handlerPrefilter.ts): a ServiceRoute is asked directly (its plain test, then its function);
   * a run of other handlers goes through MSW's getResponse, which gives each its full parse and
   * resolver. The answer is the one the whole list would give; routes after it are not looked at.
   */
  async #route(request: Request, url: URL, resolutionContext?: { baseUrl?: string }): Promise<Answer | undefined> {
    const { method } = request;
    const cleanUrl = cleanUrlOf(url);
    const routes = this.#routes;
    let pending: Handler[] = [];
    const flush = async () => {
      const batch = pending;
      pending = [];
      return (await msw.getResponse(batch, fetchRequest(request), resolutionContext)) ?? undefined;
    };
    for (const route of routes) {
      if (!mightAnswer(route, method, cleanUrl)) continue;
      if (!(route instanceof ServiceRoute)) {
        pending.push(route);
        continue;
      }
      if (pending.length) {
        const earlier = await flush();
        if (earlier) return earlier;
      }
      if (!route.accepts(method, url)) continue;
      const response = await route.answer(request);
      if (response) return response;
    }
    return pending.length ? flush() : undefined;
  }

  #result(args: { request: Request; requestId: string }, response: Response | undefined): Answered | null {
    return response ? { handler: this, request: args.request, requestId: args.requestId, response, parsedResult: undefined } : null;
  }

  /** Matches nothing by itself: `handler.test(…)` says false; it answers only through its routes. */
  override async predicate(): Promise<boolean> {
    return false;
  }

  /** setupWorker's console line for each answer, as MSW prints it for its own handlers. */
  override log(args: { request: Request; response: Response; parsedResult: undefined }): void {
    logMockedAnswer(args);
  }
}
