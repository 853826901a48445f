// Which page origins may use the framework (in.js) with an API key: the app's "JavaScript API
// domains" (jsOrigins) plus the origins of its redirect URLs. One rule for the sign-in window,
// the share dialog, the API proxy and CORS; fixtures check the entries with jsOriginProblem.
import type { AppRecord } from '../store/types.js';

/** True when `entry` (an exact origin, or a host pattern with `*`) admits `origin`. */
export function entryAdmits(entry: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (entry.includes('://')) return entry.toLowerCase() === url.origin.toLowerCase();
  // A host pattern matches any scheme and port, as the original's domain list did;
  // `*` stands for one or more characters.
  const pattern = entry.toLowerCase().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.+');
  return new RegExp(`^${pattern}$`).test(url.hostname.toLowerCase());
}

/** The entries an origin is checked against, for messages. */
function allowedEntries(app: AppRecord): string[] {
  const fromRedirects = app.redirectUrls.map((url) => new URL(url).origin);
  return [...new Set([...app.jsOrigins, ...fromRedirects])];
}

/** True when a page at `origin` may use the SDK with `app`'s key. */
export function originAllowed(app: AppRecord, origin: string): boolean {
  return allowedEntries(app).some((entry) => entryAdmits(entry, origin));
}

/** The original framework's message for a page on an origin the key does not allow. */
export function restrictedMessage(app: AppRecord): string {
  const entries = allowedEntries(app);
  if (!entries.length) return "You must specify a valid JavaScript API Domain as part of this key's configuration.";
  return `JavaScript API Domain is restricted to ${entries.join(', ')}`;
}

const HOST_PATTERN = /^[a-z0-9*]([a-z0-9*.-]*[a-z0-9*])?$/i;

/** Why a JavaScript API domain entry is not acceptable, or null. */
export function jsOriginProblem(entry: string): string | null {
  if (HOST_PATTERN.test(entry)) return null;
  try {
    const url = new URL(entry);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === entry) return null;
  } catch {
    // fall through to the message
  }
  return `'${entry}' is neither an exact origin (scheme://host[:port], no path or trailing slash, e.g. http://localhost:5173) nor a host pattern (e.g. *.example.com).`;
}
