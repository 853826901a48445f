// What the request journal never keeps: tokens, codes, secrets and passwords that came in URLs,
// headers or bodies. Replaced by REDACTED before an entry is stored.

export const REDACTED = 'REDACTED';

/** Query and form parameters, and JSON fields, whose values are secrets. */
const SECRET_NAMES = new Set([
  'access_token',
  'oauth2_access_token',
  'refresh_token',
  'code',
  'client_secret',
  'oauth_token',
  'oauth_token_secret',
  'oauth_verifier',
  'oauth_signature',
  'password',
  'session_password',
  'csrftoken',
  'csrf_token',
  'token',
  'secretkey',
]);
/** Headers whose values are secrets but for their scheme (cookies are redacted value by value). */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization']);
/** A random-looking run of 24 or more token characters with letters and digits: an id, token or code. */
const RANDOM_RUN = /[A-Za-z0-9_-]{24,}/g;

/** A JSON member whose name is secret: only bodies that have one are parsed to redact it. */
const SECRET_MEMBER = new RegExp(`"(${[...SECRET_NAMES].join('|')})"\\s*:`, 'i');

function isSecretName(name: string): boolean {
  return SECRET_NAMES.has(name.toLowerCase());
}

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

/** The headers as a plain object, secrets replaced (Authorization keeps its scheme, cookies their names). */
export function redactHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name === 'cookie' || name === 'set-cookie') out[name] = redactCookies(value);
    else if (SECRET_HEADERS.has(name)) out[name] = /^\S+\s+\S/.test(value) ? value.replace(/^(\S+\s+).*$/s, `$1${REDACTED}`) : REDACTED;
    else if (name === 'location') out[name] = /^https?:/i.test(value) ? redactUrl(value) : value;
    else out[name] = value;
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
  return out.replace(RANDOM_RUN, (run) => (/[0-9]/.test(run) && /[A-Za-z]/.test(run) && run !== REDACTED ? REDACTED : run));
}
