// The page a browser gets for a path the service does not serve: in the service's look, naming the
// nearest of every page and route of both eras (views/servedPages.ts, the routes from
// gateway/routePaths.ts) and listing what a browser can open. The REST API keeps its own error body;
// tools that do not ask for HTML get a sentence of plain text, naming the nearest path too.
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { pageResponse } from './pageResponse.js';
import { nearestPaths, SERVED_PAGES, type NearbyPath, type RoutePath } from './servedPages.js';

/**
 * The not-found page for `method` `path`; `routes`: every route of the service (gateway/routePaths.ts).
 * @example renderNotFoundPage('GET', '/dmeo/', routePaths(handlers))
 */
export function renderNotFoundPage(method: string, path: string, routes: readonly RoutePath[] = []): string {
  const near = nearestPaths(path, routes);
  const item = (page: NearbyPath) => {
    const shown = htmlEscape(page.path);
    return `<li>${page.href ? `<a href="${htmlEscape(page.href)}">${shown}</a>` : `<code>${shown}</code>`}: ${htmlEscape(page.what)}</li>`;
  };
  const nearList = near.length ? `<h2>Did you mean</h2><ul id="nearby">${near.map(item).join('')}</ul>` : '';
  const rest = SERVED_PAGES.filter((page) => !near.some((found) => found.href === page.href)).map((page) => ({ path: page.href.split('?')[0]!, what: page.what, href: page.href }));
  return renderPage(
    'Page not found',
    `<h1>This page does not exist</h1>
<p id="not-found">Nothing is served at <code>${htmlEscape(method)} ${htmlEscape(path)}</code>.</p>
${nearList}<h2>${near.length ? 'Other pages' : 'Pages this service serves'}</h2><ul id="served">${rest.map(item).join('')}</ul>`,
  );
}

/** The plain-text 404 for a client that does not ask for a page: the sentence, and the nearest path when there is one. */
export function notFoundText(method: string, path: string, routes: readonly RoutePath[] = []): string {
  const [nearest] = nearestPaths(path, routes);
  return `Nothing is served at ${method} ${path}.${nearest ? ` Did you mean ${nearest.path}?` : ''}\n`;
}

/** Does a request ask for a page (a browser's navigation), not for data? */
export function wantsPage(request: { method: string; headers: Headers }): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && /\btext\/html\b/i.test(request.headers.get('accept') ?? '');
}

/** The not-found page as a 404 response with the page security headers. */
export function notFoundResponse(method: string, path: string, routes: readonly RoutePath[] = []): Response {
  return pageResponse(renderNotFoundPage(method, path, routes), 404);
}

/** The 404 of a path nothing serves: the page to a browser, the sentence to any other client. */
export function notFoundAnswer(request: { method: string; headers: Headers }, path: string, routes: readonly RoutePath[] = []): Response {
  if (wantsPage(request)) return notFoundResponse(request.method, path, routes);
  return new Response(notFoundText(request.method, path, routes), { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
