// The errors of the REST API of both eras, one family in one file (as node-oidc-provider keeps
// every protocol error in lib/helpers/errors.js). A rule or an endpoint throws one; the route that
// took the call renders it once, in its era's body (answers/errorAnswer.ts): v1's XML or JSON
// error (status and message), today's `{status, serviceErrorCode, code?, message}` (the `code`,
// `serviceErrorCode` and another body shape are today's; v1 ignores them). No handler builds an
// error body by hand. Plain classes: no HTTP, so the Rest.li rules (restli/) throw them too.
// What LinkedIn's body would not say (the mock's advice: which values a field takes, how to fix it)
// is the error's `note`, which goes to the journal's notes, never into today's body.

/** The serviceErrorCode the real service gives "Not enough permissions" answers (linkedin-api-js-client#35). */
export const SERVICE_ERROR_ACCESS_DENIED = 100;

/** What today's body says besides the status and the message, and the headers of the answer. */
export interface RestErrorOptions {
  headers?: Record<string, string>;
  /** Today's body's `code`, when the real service names one (ACCESS_DENIED, VERSION_MISSING…). */
  code?: string;
  /** Today's body's `serviceErrorCode`; the status when not given (DOC-ERR sample); null: the body has none (`{message, status}`, or `{status, code, message}` with a code, as some real answers are). */
  serviceErrorCode?: number | null;
  /** A body of another shape the real service sends for this refusal (e.g. DUPLICATE_POST's), sent instead of today's usual one. */
  body?: object;
  /** The mock's advice LinkedIn's body does not carry: today's error answer puts it in the journal's notes. */
  note?: string;
}

/**
 * A failure of a REST call of either era.
 * @example throw new RestError(405, 'The method PUT is not supported on /v2/me; use GET, OPTIONS.', { headers: { allow: 'GET, OPTIONS' } })
 */
export class RestError extends Error {
  readonly headers: Record<string, string>;
  readonly code?: string;
  readonly serviceErrorCode?: number | null;
  readonly body?: object;
  readonly note?: string;

  constructor(
    readonly status: number,
    message: string,
    options: RestErrorOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.headers = options.headers ?? {};
    if (options.code !== undefined) this.code = options.code;
    if (options.serviceErrorCode !== undefined) this.serviceErrorCode = options.serviceErrorCode;
    if (options.body !== undefined) this.body = options.body;
    if (options.note !== undefined) this.note = options.note;
  }

  /** The same refusal (status, headers, today's code) told in other words: what a fault that names a message answers. */
  withMessage(message: string): RestError {
    return new RestError(this.status, message, { headers: this.headers, code: this.code, serviceErrorCode: this.serviceErrorCode, note: this.note });
  }
}

/**
 * A call past a daily rate limit (admission/rateLimit.ts): v1 answers its error body with this
 * message and Retry-After; today's API answers LinkedIn's own body instead, without Retry-After
 * (answers/todayErrorAnswer.ts).
 */
export class Throttled extends RestError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
}

/** 400: the request cannot be read (URL, query parameter, body); today's body names it ILLEGAL_ARGUMENT. */
export class BadRequest extends RestError {
  constructor(message: string) {
    super(400, message, { code: 'ILLEGAL_ARGUMENT' });
  }
}

/**
 * 400 as LinkedIn answers a query parameter it cannot read: `{"message":"Parameter 'x' is invalid","status":400}`,
 * no code, no serviceErrorCode (linkedin-developers/linkedin-api-python-client#23).
 */
export class InvalidParameter extends RestError {
  constructor(name: string) {
    super(400, `Parameter '${name}' is invalid`, { serviceErrorCode: null });
  }
}

/** 403: the caller may not do this (no code in today's body). */
export class Forbidden extends RestError {
  constructor(message: string) {
    super(403, message);
  }
}

/**
 * 403 as the real service answers a token or an app without the product or scope a resource needs:
 * `Not enough permissions to access: me.GET.NO_VERSION` (linkedin-api-js-client#35, 2024-12).
 * @example new AccessDenied('me', 'GET') // message 'Not enough permissions to access: me.GET.NO_VERSION'
 */
export class AccessDenied extends RestError {
  constructor(resource: string, method: string, version?: string) {
    super(403, `Not enough permissions to access: ${resource}.${method}.${version ?? 'NO_VERSION'}`, { code: 'ACCESS_DENIED', serviceErrorCode: SERVICE_ERROR_ACCESS_DENIED });
  }
}

/**
 * 403 for a field of the request naming someone the caller may not act as (an author, an owner, an
 * actor): `Field Value validation failed in REQUEST_BODY: Data Processing Exception while processing
 * fields [/author]` (n8n-io/n8n#1714); `where` is REQUEST_BODY or PARAMETER (`?actor=`).
 * @example new FieldRefused('/initializeUploadRequest/owner')
 */
export class FieldRefused extends RestError {
  constructor(path: string, where: 'REQUEST_BODY' | 'PARAMETER' = 'REQUEST_BODY') {
    super(403, `Field Value validation failed in ${where}: Data Processing Exception while processing fields [${path}]`, { serviceErrorCode: SERVICE_ERROR_ACCESS_DENIED });
  }
}

/** 404: the resource does not exist; today's body names it NOT_FOUND. */
export class NotFound extends RestError {
  constructor(message: string) {
    super(404, message, { code: 'NOT_FOUND' });
  }
}

/** Rest.li's words for a required field a body leaves out (searlsco/posse_party#14: `/content/article/title`). */
export const FIELD_REQUIRED = 'field is required but not found and has no default value';

/**
 * 422: a body field Rest.li's validation refuses, as LinkedIn answers it: `{"message":"ERROR ::
 * /content/article/title :: field is required but not found and has no default value\n","status":422}`,
 * the field's JSON path, Rest.li's message, a newline, and nothing else (no code, no serviceErrorCode;
 * searlsco/posse_party#14). `problem` is Rest.li's words where they are known (FIELD_REQUIRED,
 * `"X" is not an enum symbol`); `help`, what the mock can add (the values a field takes), goes to
 * the journal's notes.
 * @example new Unprocessable('/author', FIELD_REQUIRED) // message 'ERROR :: /author :: field is required but not found and has no default value\n'
 */
export class Unprocessable extends RestError {
  constructor(path: string, problem: string, help?: string) {
    super(422, `ERROR :: ${path} :: ${problem}\n`, { serviceErrorCode: null, ...(help !== undefined && { note: `${path}: ${help}` }) });
  }
}

/**
 * Rest.li's word for a value not among an enum's symbols, the symbols the field takes in the journal.
 * @example notAnEnumSymbol('/visibility', 'EVERYONE', ['PUBLIC', 'CONNECTIONS']).message // 'ERROR :: /visibility :: "EVERYONE" is not an enum symbol\n'
 */
export function notAnEnumSymbol(path: string, value: unknown, symbols: readonly string[]): Unprocessable {
  if (value === undefined) return new Unprocessable(path, FIELD_REQUIRED, `use one of ${symbols.join(', ')}`);
  return new Unprocessable(path, `${JSON.stringify(value)} is not an enum symbol`, `use one of ${symbols.join(', ')}`);
}
