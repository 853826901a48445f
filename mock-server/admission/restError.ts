/**
 * A REST failure a rule or an endpoint throws; the REST pipeline turns it into the service's
 * error body (errors.ts) in the format the request asked for. Handlers never build error bodies.
 *
 * @example throw new RestError(404, 'Could not find person based on: id=abc.')
 */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The `code` and `serviceErrorCode` of today's error body (/v2, /rest), when the real service names them; v1 bodies ignore them but a null serviceErrorCode, which leaves it out of them too (the 410 of v1's shutdown). */
    readonly detail: { code?: string; serviceErrorCode?: number | null } = {},
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/**
 * A call past a daily rate limit (admission/rateLimit.ts): the v1 answer (429, this message,
 * Retry-After); today's API answers LinkedIn's own body instead (throttledAnswer, today/v2Handlers.ts).
 */
export class Throttled extends RestError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { 'retry-after': String(retryAfterSeconds) });
  }
}

/** 400: the request is malformed (URL, query parameter, body). */
export const badRequest = (message: string) => new RestError(400, message);
/** 403: the caller may not do this. */
export const forbidden = (message: string) => new RestError(403, message);
/** 404: the resource does not exist. */
export const notFound = (message: string) => new RestError(404, message);
