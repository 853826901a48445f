import type { AppRecord } from '../store/types.js';
import { RETURN_URL_MAX_CHARS } from '../defaults.js';
import { originAllowed, restrictedMessage } from '../apps/jsOrigins.js';

/**
 * The `ret` parameter of the sign-in window, the share dialog and the API proxy, which a page
 * without postMessage (IE 6/7) sends: where the service hands it the answer, in the URL fragments
 * of hidden frames (views/fragmentHandoff.ts). It must be a static file on the page's own origin,
 * that origin registered for the key (if there is one), written as the browser writes it, with no
 * query or fragment (in.js sends `<origin>/favicon.ico`). `{}` when none was given (the page has postMessage);
 * `{ problem }`, a sentence, for anything else: the caller shows it and never goes there.
 * @example returnUrlParam(app, 'http://localhost:3000', 'http://localhost:3000/favicon.ico') // { ret: 'http://localhost:3000/favicon.ico' }
 */
export function returnUrlParam(app: AppRecord | undefined, origin: string, raw: string | null): { ret?: string } | { problem: string } {
  if (!raw) return {};
  const problem = `ret must be the address of a static file on the page's origin ${origin}, without a query or fragment (in.js sends ${origin}/favicon.ico), not '${raw.slice(0, 100)}'.`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem };
  }
  // As the browser writes it: no dot segments, backslashes or escapes for the parser to undo.
  if (raw.length > RETURN_URL_MAX_CHARS || url.href !== raw || url.origin !== origin || url.username || url.password || url.search || url.hash) return { problem };
  // Nothing goes to an origin the key does not list, not even an error. Without a key (the share
  // dialog of a widget-only page) there is no list: the answer holds only what that share made, for
  // the page the member shares from (docs/share-dialog.md).
  if (app && !originAllowed(app, origin)) return { problem: `${restrictedMessage(app)}; this page is on ${origin}, so the answer is not sent there.` };
  return { ret: url.href };
}
