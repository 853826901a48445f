// The last page of a share opened by a plain link (/shareArticle, /cws/share?url=…): shared or not,
// with the way back to the article; a window the link opened as a popup closes itself, as the
// real one's did (docs/share-dialog.md, "Share links"). Its one script is ES3 and inline.
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';

/** How long the "Shared" page stays before a popup closes itself, in milliseconds. */
export const LINK_SHARE_CLOSE_DELAY_MS = 1200;

/** The script: close the window when a page opened it (window.opener), else stay with the link back. */
const CLOSE_SCRIPT = `<script type="text/javascript">if (window.opener) { setTimeout(function () { window.close(); }, ${LINK_SHARE_CLOSE_DELAY_MS}); }</script>`;

/**
 * The page after Share (`shared`) or Cancel on a share opened by a link.
 * @example renderLinkSharedPage({ url: 'https://example.com/', title: 'Example', shared: true })
 */
export function renderLinkSharedPage(options: { url: string; title?: string; shared: boolean }): string {
  const back = `<p><a id="back" href="${htmlEscape(options.url)}">Back to ${htmlEscape(options.title ?? options.url)}</a></p>`;
  const text = options.shared
    ? '<h1>Shared</h1><p id="status">The link was shared with your network. If a page opened this window, it closes itself.</p>'
    : '<h1>Not shared</h1><p id="status">Nothing was shared. If a page opened this window, it closes itself.</p>';
  return renderPage(options.shared ? 'Shared' : 'Not shared', `${text}${back}${CLOSE_SCRIPT}`);
}

/** The CSP of that page: the page's own headers plus its one inline script. */
export const LINK_SHARED_CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
