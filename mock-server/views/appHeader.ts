import type { AppRecord } from '../store/types.js';
import { htmlEscape } from './htmlEscape.js';

/** The placeholder's letters: the first letters of the app's first two words ("in-js Demo" → "ID"). */
export function appInitials(name: string): string {
  const initials = name.split(/\s+/).map((word) => /[A-Za-z0-9]/.exec(word)?.[0] ?? '').filter(Boolean);
  return initials.slice(0, 2).join('').toUpperCase() || '?';
}

/**
 * The app's logo and name, atop the login and consent pages (spec: "The dialog names the
 * application"). The logo lies over a grey square with the app's initials, so an app without a
 * logo, or whose logo does not load (a path on the mock host in a page served elsewhere, as in
 * setupWorker mode), shows the square and never a broken image: a failed image with empty alt
 * text is drawn as nothing.
 */
export function appHeader(app: AppRecord, line = 'wants to connect to your account'): string {
  const logo = app.logoUrl ? `<img src="${htmlEscape(app.logoUrl)}" alt="" id="app-logo">` : '';
  return `<div class="app"><div class="logo" aria-hidden="true">${htmlEscape(appInitials(app.name))}${logo}</div><strong id="app-name">${htmlEscape(app.name)}</strong><span>${htmlEscape(line)}</span></div>`;
}
