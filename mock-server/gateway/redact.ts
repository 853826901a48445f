// What the request journal never keeps: tokens, codes, secrets and passwords that came in URLs,
// headers or bodies. Replaced by REDACTED before an entry is stored; which names are secrets is
// the one rule of http/secretNames.ts. Header values are cut after JOURNAL_HEADER_CHARS.
import { JOURNAL_HEADER_CHARS } from '../defaults.js';
import { REDACTED, SECRET_NAMES, cutText, isSecretName } from '../http/secretNames.js';
import { record } from '../records/safeKey.js';

export { REDACTED };

/** Headers whose values are secrets but for their scheme (cookies are redacted value by value). */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization']);
/** A random-looking run of 24 or more token characters with letters and digits: an id, token or code. */
const RANDOM_RUN = /[A-Za-z0-9_-]{24,}/g;

/** A JSON member whose name is secret: only bodies that have one are parsed to redact it. */
const SECRET_MEMBER = new RegExp(`"(${[...SECRET_NAMES].join('|')})"\\s*:`, 'i');

/** `a=1&code=x` (a query string or a form body) with the secret parameters' values replaced, the rest untouched. */
function redactParams(text: string): string {
  return text.replace(/([?&]|^)([^=&]*)=([^&]*)/g, (all, lead: string, name: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // keep the raw name
    }
    return isSecretName(decoded) ? `${lead}${name}=${REDACTED}` : all;
  });
}

/** A URL with the secret query parameters' values replaced (everything else as it was). */
export function redactUrl(href: string): string {
  const query = href.indexOf('?');
  if (query < 0) return href;
  const hash = href.indexOf('#', query);
  const end = hash < 0 ? href.length : hash;
  return href.slice(0, query) + redactParams(href.slice(query, end)) + href.slice(end);
}

function redactCookies(value: string): string {
  return value.replace(/(^|[;,]\s*)([^=;,\s]+)=[^;,]*/g, (_, lead: string, name: string) => `${lead}${name}=${REDACTED}`);
}

/** A challenge (`OAuth realm="…", oauth_problem="…"`, `Bearer error="…"`) with the secret parameters' values replaced. */
function redactChallenge(value: string): string {
  return value.replace(/([A-Za-z0-9_.-]+)=("(?:[^"\\]|\\.)*"|[^\s,]*)/g, (all, name: string) => (isSecretName(name) ? `${name}="${REDACTED}"` : all));
}

/**
 * The headers as a plain object, secrets replaced (Authorization keeps its scheme, cookies their
 * names, challenges their parameter names), each value cut after JOURNAL_HEADER_CHARS.
 */
export function redactHeaders(headers: Headers): Record<string, string> {
  // Header names are the client's: a record with no prototype keeps a name such as `__proto__` as a key.
  const out = record<string>();
  headers.forEach((value, name) => {
    let kept: string;
    if (name === 'cookie' || name === 'set-cookie') kept = redactCookies(value);
    else if (SECRET_HEADERS.has(name)) kept = /^\S+\s+\S/.test(value) ? value.replace(/^(\S+\s+).*$/s, `$1${REDACTED}`) : REDACTED;
    else if (name === 'location') kept = /^https?:/i.test(value) ? redactUrl(value) : value;
    else if (name === 'www-authenticate' || name === 'proxy-authenticate') kept = redactRuns(redactChallenge(value));
    else kept = value;
    out[name] = cutText(kept, JOURNAL_HEADER_CHARS);
  });
  return out;
}

function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, isSecretName(key) && typeof inner === 'string' ? REDACTED : redactJson(inner)]));
  }
  return value;
}

/**
 * A body's text with secrets replaced: named fields of form and JSON bodies, then any
 * random-looking run of token characters (what tokens, codes and ids in HTML and XML look like).
 */
export function redactBody(text: string, contentType: string): string {
  let out = text;
  if (/json/i.test(contentType) && SECRET_MEMBER.test(text)) {
    try {
      out = JSON.stringify(redactJson(JSON.parse(text)));
    } catch {
      // not whole JSON (cut off, or malformed): the run rule below still applies
    }
  } else if (/x-www-form-urlencoded/i.test(contentType)) {
    out = redactParams(text);
  }
  return redactRuns(out);
}

/** Any random-looking run of token characters replaced: what tokens, codes and ids look like wherever they are quoted. */
function redactRuns(text: string): string {
  return text.replace(RANDOM_RUN, (run) => (/[0-9]/.test(run) && /[A-Za-z]/.test(run) && run !== REDACTED ? REDACTED : run));
}
