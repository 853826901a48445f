// The page a browser gets for a path the service does not serve: in the service's look, saying
// what is served nearby (views/servedPages.ts). The REST API keeps its own error body; tools that
// do not ask for HTML keep a sentence of plain text.
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { pageResponse } from './pageResponse.js';
import { nearbyPages } from './servedPages.js';

/**
 * The not-found page for `method` `path`.
 * @example renderNotFoundPage('GET', '/dmeo/')
 */
export function renderNotFoundPage(method: string, path: string): string {
  const pages = nearbyPages(path);
  const item = (page: { href: string; what: string }) => `<li><a href="${htmlEscape(page.href)}">${htmlEscape(page.href.split('?')[0])}</a>: ${htmlEscape(page.what)}</li>`;
  const near = pages.filter((page) => page.near);
  const nearList = near.length ? `<h2>Did you mean</h2><ul id="nearby">${near.map(item).join('')}</ul>` : '';
  const rest = pages.filter((page) => !page.near);
  return renderPage(
    'Page not found',
    `<h1>This page does not exist</h1>
<p id="not-found">Nothing is served at <code>${htmlEscape(method)} ${htmlEscape(path)}</code>.</p>
${nearList}<h2>${near.length ? 'Other pages' : 'Pages this service serves'}</h2><ul id="served">${rest.map(item).join('')}</ul>`,
  );
}

/** Does a request ask for a page (a browser's navigation), not for data? */
export function wantsPage(request: { method: string; headers: Headers }): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && /\btext\/html\b/i.test(request.headers.get('accept') ?? '');
}

/** The not-found page as a 404 response with the page security headers. */
export function notFoundResponse(method: string, path: string): Response {
  return pageResponse(renderNotFoundPage(method, path), 404);
}
