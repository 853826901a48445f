// A request as the standalone server read it off the socket: the method, the URL it built, node's
// header record and the body bytes. It is a Fetch Request to everything that takes one, but the
// real `Request` (whose construction, with its AbortSignal, body stream and header checks, costs
// more than most REST answers) is made only when something needs more than the method, the URL
// and the headers: a body read, a clone, an MSW handler (fetchRequest), a rarely read property.
// The REST routes of both eras read a GET without ever making it.
import { connectionOf, setConnection, type Connection } from './connection.js';
import { rememberUrl } from './requestUrl.js';
import { shareNotes } from './requestNotes.js';

/** node's `IncomingMessage.headers`: lower-case names, repeats already joined by node (a list for set-cookie). */
export type NodeHeaders = Record<string, string | string[] | undefined>;

/** A header value as Fetch Headers hold it: repeats joined with ", ", outer HTTP whitespace trimmed. */
function valueOf(raw: string | string[]): string {
  const value = Array.isArray(raw) ? raw.join(', ') : raw;
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  return first <= 32 || last <= 32 ? value.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '') : value;
}

/**
 * Fetch Headers over node's header record, read in place; the first change copies them into a
 * real Headers (request headers are not changed by the service, but nothing breaks if they are).
 */
class NodeHeaderView implements Headers {
  readonly #raw: NodeHeaders;
  #copy: Headers | undefined;

  constructor(raw: NodeHeaders) {
    this.#raw = raw;
  }

  /** The record as Headers init: what `new Request` is given. */
  record(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const name in this.#raw) {
      const raw = this.#raw[name];
      if (raw != null) out[name] = Array.isArray(raw) ? raw.join(', ') : raw;
    }
    return out;
  }

  get(name: string): string | null {
    if (this.#copy) return this.#copy.get(name);
    const raw = this.#raw[name.toLowerCase()];
    return raw == null ? null : valueOf(raw);
  }

  has(name: string): boolean {
    return this.get(name) !== null;
  }

  getSetCookie(): string[] {
    if (this.#copy) return this.#copy.getSetCookie();
    const value = this.get('set-cookie');
    return value === null ? [] : [value];
  }

  *entries(): HeadersIterator<[string, string]> {
    if (this.#copy) return yield* this.#copy.entries();
    // Sorted by name, as Fetch Headers list them.
    for (const name of Object.keys(this.#raw).sort()) {
      const raw = this.#raw[name];
      if (raw != null) yield [name, valueOf(raw)];
    }
    return undefined;
  }

  *keys(): HeadersIterator<string> {
    for (const [name] of this.entries()) yield name;
    return undefined;
  }

  *values(): HeadersIterator<string> {
    for (const [, value] of this.entries()) yield value;
    return undefined;
  }

  [Symbol.iterator](): HeadersIterator<[string, string]> {
    return this.entries();
  }

  forEach(callback: (value: string, key: string, parent: Headers) => void, thisArg?: unknown): void {
    for (const [name, value] of this.entries()) callback.call(thisArg, value, name, this);
  }

  #changed(): Headers {
    return (this.#copy ??= new Headers(this.record()));
  }

  append(name: string, value: string): void {
    this.#changed().append(name, value);
  }

  set(name: string, value: string): void {
    this.#changed().set(name, value);
  }

  delete(name: string): void {
    this.#changed().delete(name);
  }
}

/**
 * A Fetch Request made from what node read, real only when needed (see the top of this file).
 * @example new ServerRequest(new URL('http://127.0.0.1:8787/v1/people/~'), 'GET', req.headers, undefined, { host: '127.0.0.1:8787', loopback: true, publicUrl: false })
 */
export class ServerRequest implements Request {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  /** The URL the server built, read by requestUrl (requestUrl.ts) without a parse. */
  readonly parsedUrl: URL;
  /** What the server knows of the connection, read by connectionOf (connection.ts). */
  readonly serverConnection: Connection | undefined;
  readonly #url: URL;
  readonly #headers: NodeHeaderView;
  readonly #body: Uint8Array<ArrayBuffer> | undefined;
  #real: Request | undefined;

  /** `body` undefined: none (GET, HEAD); any other method's bytes, even empty. */
  constructor(url: URL, method: string, headers: NodeHeaders, body: Uint8Array<ArrayBuffer> | undefined, connection?: Connection) {
    this.#url = url;
    this.parsedUrl = url;
    this.serverConnection = connection;
    this.url = url.href;
    this.method = method;
    this.#headers = new NodeHeaderView(headers);
    this.headers = this.#headers;
    this.#body = body;
  }

  /** The real Fetch Request, made once; it carries the same connection facts and parsed URL. */
  toRequest(): Request {
    if (!this.#real) {
      const real = new Request(this.#url, { method: this.method, headers: this.#headers.record(), body: this.#body });
      const connection = connectionOf(this);
      if (connection) setConnection(real, connection);
      rememberUrl(real, this.#url);
      shareNotes(real, this);
      this.#real = real;
    }
    return this.#real;
  }

  get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this.#body === undefined ? null : this.toRequest().body;
  }
  get bodyUsed(): boolean {
    return this.#real?.bodyUsed ?? false;
  }
  arrayBuffer(): Promise<ArrayBuffer> {
    return this.toRequest().arrayBuffer();
  }
  blob(): Promise<Blob> {
    return this.toRequest().blob();
  }
  bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.toRequest().bytes();
  }
  formData(): Promise<FormData> {
    return this.toRequest().formData();
  }
  json(): Promise<unknown> {
    return this.toRequest().json();
  }
  text(): Promise<string> {
    return this.toRequest().text();
  }
  clone(): Request {
    return this.toRequest().clone();
  }
  get cache(): RequestCache {
    return this.toRequest().cache;
  }
  get credentials(): RequestCredentials {
    return this.toRequest().credentials;
  }
  get destination(): RequestDestination {
    return this.toRequest().destination;
  }
  get integrity(): string {
    return this.toRequest().integrity;
  }
  get keepalive(): boolean {
    return this.toRequest().keepalive;
  }
  get mode(): RequestMode {
    return this.toRequest().mode;
  }
  get redirect(): RequestRedirect {
    return this.toRequest().redirect;
  }
  get referrer(): string {
    return this.toRequest().referrer;
  }
  get referrerPolicy(): ReferrerPolicy {
    return this.toRequest().referrerPolicy;
  }
  get signal(): AbortSignal {
    return this.toRequest().signal;
  }
}

/** The Fetch Request itself, for what must have a real one (MSW's handlers): a ServerRequest's real request, any other request as it is. */
export function fetchRequest(request: Request): Request {
  return request instanceof ServerRequest ? request.toRequest() : request;
}
