// A failure of a /v2 or /rest call, in the real service's error body: `status`, `serviceErrorCode`,
// `code` and `message` (DOC-ERR https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/error-handling;
// the `code` member as current answers carry it, e.g. ACCESS_DENIED, VERSION_MISSING).
// The rules in this folder throw it; the v2 pipeline turns it into restliErrorBody's answer.

/** The serviceErrorCode the real service gives "Not enough permissions" answers (linkedin-api-js-client#35). */
export const SERVICE_ERROR_ACCESS_DENIED = 100;

/**
 * @example throw new RestliError(403, 'Not enough permissions to access: me.GET.NO_VERSION', 'ACCESS_DENIED', 100)
 */
export class RestliError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The body's `code`, when the real service names one. */
    readonly code?: string,
    /** The body's `serviceErrorCode`; the status when not given (DOC-ERR sample); null: the body has none (`{message, status}` only, as some real answers are). */
    readonly serviceErrorCode?: number | null,
    readonly headers: Record<string, string> = {},
    /** A body of another shape the real service sends for this refusal (e.g. DUPLICATE_POST's), sent instead of the usual one. */
    readonly body?: object,
  ) {
    super(message);
    this.name = 'RestliError';
  }
}

/** The error body of today's API: `{status, serviceErrorCode, code?, message}`. */
export interface RestliErrorBody {
  status: number;
  serviceErrorCode?: number;
  code?: string;
  message: string;
}

/**
 * The JSON body of a /v2 or /rest error; `code` only when one is known.
 * @example restliErrorBody(401, 'Empty oauth2 access token') // { status: 401, serviceErrorCode: 401, message: … }
 */
export function restliErrorBody(status: number, message: string, code?: string, serviceErrorCode?: number | null): RestliErrorBody {
  if (serviceErrorCode === null) return { message, status };
  const body: RestliErrorBody = { status, serviceErrorCode: serviceErrorCode ?? status, message };
  if (code) return { status, serviceErrorCode: body.serviceErrorCode, code, message };
  return body;
}

/**
 * LinkedIn's answer past a daily rate limit on /v2 and /rest, exactly (keys in its order): no
 * Retry-After, no X-RateLimit-* (Automattic/wp-calypso#32007; the rate-limits page,
 * https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/rate-limits).
 */
export const THROTTLED_BODY = { serviceErrorCode: 101, message: 'Resource level throttle limit for calls to this resource is reached.', status: 429 } as const;

/**
 * LinkedIn's answer for a /v2 or /rest path it does not serve, exactly (keys in its order, no
 * serviceErrorCode), as clients of its APIs record it (PostHog/posthog's LinkedIn Ads source tests;
 * https://github.com/PostHog/posthog).
 */
export const NO_RESOURCE_BODY = { status: 404, code: 'RESOURCE_NOT_FOUND', message: 'No virtual resource found' } as const;

/** 400 for a request the Rest.li rules cannot read. */
export const illegalArgument = (message: string) => new RestliError(400, message, 'ILLEGAL_ARGUMENT');

/**
 * 403 as the real service answers a token or an app without the product a resource needs:
 * `Not enough permissions to access: me.GET.NO_VERSION` (linkedin-api-js-client#35, 2024-12).
 * @example accessDenied('me', 'GET') // message 'Not enough permissions to access: me.GET.NO_VERSION'
 */
export function accessDenied(resource: string, method: string, version?: string): RestliError {
  return new RestliError(403, `Not enough permissions to access: ${resource}.${method}.${version ?? 'NO_VERSION'}`, 'ACCESS_DENIED', SERVICE_ERROR_ACCESS_DENIED);
}
