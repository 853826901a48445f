// The page that stands for a redirect the browser should follow as a navigation (Playwright's
// routing of the service's host names, testing/routeServiceHosts.ts): it goes on to `href` at once
// and links to it.
import { htmlEscape } from './htmlEscape.js';

/**
 * @example redirectingPage('https://www.linkedin.com/oauth/v2/authorization?…') // '<!DOCTYPE html>…<meta http-equiv="refresh" …'
 */
export function redirectingPage(href: string): string {
  const escaped = htmlEscape(href);
  return `<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0;url=${escaped}"><title>Redirecting</title></head><body><a href="${escaped}">Continue</a></body></html>`;
}
