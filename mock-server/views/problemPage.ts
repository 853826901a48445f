import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './pageResponse.js';

/**
 * The error page the auth host shows when it must not redirect (client_id or redirect_uri not
 * verified, RFC 6749 4.1.2.1), or when a dialog form cannot continue.
 */
export function renderErrorPage(error: { code: string; description: string }): string {
  return renderPage(
    'Authorization error',
    `<h1>This request cannot be completed</h1>
<div class="error" id="error"><strong id="error-code">${htmlEscape(error.code)}</strong>: <span id="error-description">${htmlEscape(error.description)}</span></div>
<p>The application that sent you here made a request the service cannot accept. Go back to the application and try again; if it keeps happening, tell its developers the text above.</p>`,
  );
}
