// `--log`: one line per request, as text or JSON lines (`--log-format json`), each with the time
// it was answered and, for a 4xx, the reason the service gave; health checks are left out. The
// path is redacted (gateway/redact.ts) before it gets here, refusals included, and so is the reason.
import { redactUrl } from '../gateway/redact.js';
import { REDACTED, SECRET_NAMES } from '../http/secretNames.js';
import { MAX_LOG_REASON_CHARS } from '../defaults.js';

/** One answered request, for `--log` (startServer's `onRequest`). */
export interface RequestLogEntry {
  /** When the answer was sent, ISO 8601 (the machine's clock, not the service clock). */
  time: string;
  method: string;
  /** Path and query, secrets redacted. */
  path: string;
  /** 0 when the connection was dropped before an answer. */
  status: number;
  durationMs: number;
  /** For a 4xx: why, in the service's words (the error's message), secrets redacted. */
  reason?: string;
}

export type LogFormat = 'text' | 'json';
export const LOG_FORMATS: readonly LogFormat[] = ['text', 'json'];

/** True for the health check, which orchestrators call every few seconds: not logged. */
export function isHealthCheck(path: string): boolean {
  return /^\/__admin\/health(?:[?#]|$)/.test(path);
}

/**
 * The line `--log` prints for a request, or null for a health check.
 * @example logLine({ time: '2026-01-01T00:00:00.000Z', method: 'GET', path: '/v1/x', status: 404, durationMs: 1.2, reason: 'No such resource.' }, 'text')
 * // '2026-01-01T00:00:00.000Z GET /v1/x 404 1.2ms No such resource.'
 */
export function logLine(entry: RequestLogEntry, format: LogFormat): string | null {
  if (isHealthCheck(entry.path)) return null;
  if (format === 'json') return JSON.stringify(entry);
  const status = entry.status || 'dropped';
  return `${entry.time} ${entry.method} ${entry.path} ${status} ${entry.durationMs}ms${entry.reason ? ' ' + entry.reason : ''}`;
}

/**
 * `name=value` or `name: value` in a sentence, for every secret name of both OAuth versions
 * (http/secretNames.ts) and the words that make one (`…secret`, `…token`, `…code`…).
 */
const SECRET_ASSIGNMENT = new RegExp(
  `((?:\\b(?:${[...SECRET_NAMES].join('|')})\\b|(?:secret|token|signature|password|code|verifier)[\\w-]*)["']?\\s*(?:[=:]|%3D)\\s*["']?)[^\\s&"',;)%]+`,
  'gi',
);

/** Secret-looking values in a sentence: query strings, bearer tokens, OAuth 1.0a secrets and signatures. */
function redactSentence(text: string): string {
  return text
    .replace(/(?:https?:\/\/[^\s'"<>]*|\/[^\s'"<>]*)\?[^\s'"<>]*/g, (url) => redactUrl(url))
    .replace(/\b(Bearer|OAuth)\s+[^\s'",]+/gi, `$1 ${REDACTED}`)
    .replace(SECRET_ASSIGNMENT, `$1${REDACTED}`)
    // An OAuth 1.0a signature base string (or the expected signature) says more than a log needs.
    .replace(/\b(base string|expected signature)\b.*$/i, '$1 (left out of the log)');
}

/**
 * The reason of a 4xx answer from its body: the `message` (REST and admin errors), the
 * `error_description` or `error` (OAuth), an XML `<message>`, the `oauth_problem` (OAuth 1.0a),
 * or the first line of a text answer; one line, cut to MAX_LOG_REASON_CHARS, secrets redacted.
 * @example reasonOf('{"error":"invalid_grant","error_description":"The code was used."}') // 'invalid_grant: The code was used.'
 */
export function reasonOf(body: string): string | undefined {
  let reason: string | undefined;
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    if (json && typeof json === 'object') {
      const description = typeof json.error_description === 'string' ? json.error_description : undefined;
      if (typeof json.message === 'string') reason = json.message;
      else if (typeof json.error === 'string') reason = description ? `${json.error}: ${description}` : json.error;
    }
  } catch {
    const xml = /<message>([\s\S]*?)<\/message>/.exec(body)?.[1];
    const problem = /(?:^|&)oauth_problem=([^&]*)/.exec(body)?.[1];
    if (xml) reason = xml.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    else if (problem) reason = `oauth_problem=${decodeURIComponent(problem.replace(/\+/g, ' '))}`;
    else if (!/^\s*</.test(body)) reason = body.split('\n').find((line) => line.trim());
    else reason = /<title>([^<]*)<\/title>/i.exec(body)?.[1];
  }
  if (!reason) return undefined;
  const line = redactSentence(reason.replace(/\s+/g, ' ').trim());
  return line.length > MAX_LOG_REASON_CHARS ? line.slice(0, MAX_LOG_REASON_CHARS - 1) + '…' : line;
}
