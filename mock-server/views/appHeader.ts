import type { AppRecord } from '../store/types.js';
import { htmlEscape } from './htmlEscape.js';

/** The app's logo and name, atop the login and consent pages (spec: "The dialog names the application"). */
export function appHeader(app: AppRecord): string {
  const logo = app.logoUrl ? `<img src="${htmlEscape(app.logoUrl)}" alt="" id="app-logo">` : '';
  return `<div class="app">${logo}<strong id="app-name">${htmlEscape(app.name)}</strong></div>`;
}
