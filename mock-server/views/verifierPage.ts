// The page an out-of-band (oauth_callback=oob) OAuth 1.0a authorization ends on: the verifier
// the member types into the application, in the element the real service used
// (`<div class="access-code">`, which desktop tools of the time read from the page).
import type { AppRecord } from '../store/types.js';
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';

/**
 * @example renderVerifierPage({ app, verifier: '07069' })
 */
export function renderVerifierPage(options: { app: AppRecord; verifier: string; lifetimeSeconds: number }): string {
  const { app, verifier } = options;
  const minutes = Math.round(options.lifetimeSeconds / 60);
  return renderPage(
    `${app.name}: security code`,
    `<h1>You have granted ${htmlEscape(app.name)} access to your account</h1>
<p>To finish, enter this security code in ${htmlEscape(app.name)}:</p>
<div class="access-code" id="verifier" style="font-size:28px;letter-spacing:4px;margin:16px 0">${htmlEscape(verifier)}</div>
<p>The code works once, within ${minutes} minute${minutes === 1 ? '' : 's'}. You can close this window afterwards.</p>`,
  );
}
