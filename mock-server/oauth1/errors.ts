// Every OAuth 1.0a problem the service reports, one class per oauth_problem value of the OAuth
// Problem Reporting extension (plus the real service's "Scope NOT_AUTHORIZED : <scope>" and
// two of our own: https_required, method_not_allowed), and the way they go out from the token
// endpoints: a form-encoded body `oauth_problem=…&oauth_problem_advice=…` and the same in a
// `WWW-Authenticate: OAuth realm="…", oauth_problem="…"` challenge, every value percent-encoded
// as the real service did (Ruby's oauth gem splits that header on , = and &). The REST API turns
// them into its own 401 body (admission/authenticate.ts) with `restMessage` and `challenge`.
// Handlers throw these; none builds a problem body by hand.
import { NO_STORE_HEADERS } from '../oauth/errors.js';
import { addressedUrl } from './addressedUrl.js';
import { formEncode, percentEncode } from './percentEncode.js';
import { OAUTH1_PROBLEM_ADVICE_CHARS, REFUSAL_QUOTE_CHARS } from '../defaults.js';
import { cutText } from '../http/secretNames.js';

export class OAuth1Problem extends Error {
  /** The oauth_problem value. */
  readonly problem: string;
  /** oauth_problem_advice: what was wrong, what is expected, how to fix it. */
  readonly advice: string;
  /** Further Problem Reporting parameters: oauth_parameters_absent, oauth_acceptable_timestamps, … */
  readonly extra: [string, string][];
  /** The REST API's message after `[unauthorized]. `: the real service's wording where known, then the advice. */
  readonly rest: string;

  constructor(
    /** The oauth_problem value. */
    problem: string,
    /** oauth_problem_advice: what was wrong, what is expected, how to fix it. */
    advice: string,
    /** Status on the token endpoints (the REST API always answers 401). */
    readonly status: number,
    options: { extra?: [string, string][]; rest?: string } = {},
  ) {
    // Bounded whatever the request held (a 1 MiB scope name, base string or consumer key): every HTTP client can read the answer.
    problem = cutText(problem, REFUSAL_QUOTE_CHARS);
    advice = cutText(advice, OAUTH1_PROBLEM_ADVICE_CHARS);
    super(`${problem}: ${advice}`);
    this.problem = problem;
    this.advice = advice;
    this.name = 'OAuth1Problem';
    this.extra = (options.extra ?? []).map(([name, value]) => [name, cutText(value, REFUSAL_QUOTE_CHARS)]);
    this.rest = cutText(options.rest ?? advice, OAUTH1_PROBLEM_ADVICE_CHARS);
  }

  /** The REST API's 401 message, in the real service's `[unauthorized]. …` form. */
  get restMessage(): string {
    return `[unauthorized]. ${this.rest}`;
  }

  /** The parameters that describe the problem, in the order they are sent. */
  pairs(): [string, string][] {
    return [['oauth_problem', this.problem], ['oauth_problem_advice', this.advice], ...this.extra];
  }

  /** The `WWW-Authenticate` value for a request: realm = the origin it addressed, every value percent-encoded. */
  challenge(request: Request): string {
    const pairs: [string, string][] = [['realm', addressedUrl(request).origin], ...this.pairs()];
    return `OAuth ${pairs.map(([name, value]) => `${name}="${percentEncode(value)}"`).join(', ')}`;
  }
}

/** A required parameter is missing or empty (RFC 5849 3.2: 400). */
export class ParameterAbsent extends OAuth1Problem {
  constructor(names: string[], advice: string) {
    // The extension lists the names percent-encoded and separated by '&'.
    super('parameter_absent', advice, 400, { extra: [['oauth_parameters_absent', names.map(percentEncode).join('&')]] });
  }
}
/** A parameter is repeated, malformed, sent in two places, or not allowed on this request (RFC 5849 3.2: 400). */
export class ParameterRejected extends OAuth1Problem {
  constructor(names: string[], advice: string, status = 400) {
    super('parameter_rejected', advice, status, { extra: [['oauth_parameters_rejected', names.map(percentEncode).join('&')]] });
  }
}
/** oauth_version is not 1.0 (RFC 5849 3.1). */
export class VersionRejected extends OAuth1Problem {
  constructor(version: string) {
    super(
      'version_rejected',
      `The oauth_version '${version}' is not supported: send oauth_version="1.0" or leave it out (RFC 5849 3.1; "1.0a" names the protocol revision, not a version value).`,
      400,
      { extra: [['oauth_acceptable_versions', '1.0-1.0']] },
    );
  }
}
/** The signature method is not HMAC-SHA1 or PLAINTEXT, or PLAINTEXT came without https. */
export class SignatureMethodRejected extends OAuth1Problem {
  constructor(advice: string) {
    super('signature_method_rejected', advice, 400);
  }
}
/** oauth_consumer_key is not the API key of a registered application. */
export class ConsumerKeyUnknown extends OAuth1Problem {
  constructor(key: string) {
    const advice = `The oauth_consumer_key '${key}' is not the API key of any registered application; sign with your application's API key as the consumer key and its secret key as the consumer secret.`;
    super('consumer_key_unknown', advice, 401, { rest: `No consumer found for key ${key}. ${advice}` });
  }
}
/** oauth_timestamp is too far from the service clock. */
export class TimestampRefused extends OAuth1Problem {
  constructor(timestamp: number, from: number, to: number) {
    const advice = `The oauth_timestamp ${timestamp} is more than ${(to - from) / 2} seconds away from the service clock (now ${(from + to) / 2}); send the current time in seconds since 1970 and check your clock.`;
    super('timestamp_refused', advice, 401, { extra: [['oauth_acceptable_timestamps', `${from}-${to}`]] });
  }
}
/** The nonce was already used with this timestamp, client and token: a replay. */
export class NonceUsed extends OAuth1Problem {
  constructor(nonce: string) {
    super(
      'nonce_used',
      `The oauth_nonce '${nonce}' was already used with this oauth_timestamp, consumer key and token, so this request looks like a replay; send a fresh random nonce with every request.`,
      401,
    );
  }
}
/**
 * The signature does not match. The advice carries the base string the service signed and, as
 * the real service's did, a summary `OAU:<key>|<token or *01>|*01|*01:<timestamp>:<signature>`,
 * which also leads the REST message.
 */
export class SignatureInvalid extends OAuth1Problem {
  constructor(sentence: string, baseString: string, summary: string) {
    super('signature_invalid', `${sentence} The service signed this base string: ${baseString}\n${summary}`, 401, {
      rest: `${summary}. ${sentence} The service signed this base string: ${baseString}`,
    });
  }
}
/** The token is unknown, used, of another application or of the wrong kind. */
export class TokenRejected extends OAuth1Problem {
  constructor(token: string, advice: string) {
    super('token_rejected', advice, 401, { rest: `The token used in the OAuth request is not valid. ${token}. ${advice}` });
  }
}
/** The token has passed its lifetime. */
export class TokenExpired extends OAuth1Problem {
  constructor(advice: string, now: number) {
    super('token_expired', advice, 401, { rest: `Expired access token. Timestamp: ${now}. ${advice}` });
  }
}
/** The member revoked the application (or changed its grant) since the token was issued. */
export class TokenRevoked extends OAuth1Problem {
  constructor(advice: string) {
    super('token_revoked', advice, 401, { rest: `The token has been revoked. ${advice}` });
  }
}
/** The member has not decided yet on the request token. */
export class PermissionUnknown extends OAuth1Problem {
  constructor(advice: string) {
    super('permission_unknown', advice, 401);
  }
}
/** The member refused the request token. */
export class PermissionDenied extends OAuth1Problem {
  constructor(advice: string) {
    super('permission_denied', advice, 401);
  }
}
/** A scope the service does not know: the real service's "Scope NOT_AUTHORIZED : <scope>", 403. */
export class ScopeNotAuthorized extends OAuth1Problem {
  constructor(scope: string, advice: string) {
    super(`Scope NOT_AUTHORIZED : ${scope}`, advice, 403);
  }
}
/** A token request over plain http where the https rule forbids it (oauth/rules/httpsProblem.ts). */
export class HttpsRequired extends OAuth1Problem {
  constructor(advice: string) {
    super('https_required', advice, 400);
  }
}
/** A token endpoint asked with a method it does not take. */
export class MethodNotAllowed extends OAuth1Problem {
  constructor(
    what: string,
    method: string,
    readonly allow: string[],
  ) {
    super('method_not_allowed', `The ${what} takes ${allow.join(' or ')}, not ${method}.`, 405);
  }
}

/** A token endpoint's answer: a form-encoded body, no caching. */
export function formResponse(pairs: [string, string][], status = 200, headers: Record<string, string> = {}): Response {
  return new Response(formEncode(pairs), { status, headers: { 'content-type': 'text/plain;charset=UTF-8', ...NO_STORE_HEADERS, ...headers } });
}

/** A token endpoint's problem answer: the form-encoded problem and the same in WWW-Authenticate. */
export function problemResponse(problem: OAuth1Problem, request: Request): Response {
  const headers: Record<string, string> = { 'www-authenticate': problem.challenge(request) };
  if (problem instanceof MethodNotAllowed) headers.allow = problem.allow.join(', ');
  return formResponse(problem.pairs(), problem.status, headers);
}
