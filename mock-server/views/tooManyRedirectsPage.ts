// What a service window run in the page (windowsInPage.ts) shows when the service redirected it
// more than WINDOW_MAX_REDIRECTS times in a row.

/**
 * @example tooManyRedirectsPage(20) // '<!DOCTYPE html><title>Too many redirects</title>…'
 */
export function tooManyRedirectsPage(limit: number): string {
  return `<!DOCTYPE html><title>Too many redirects</title><p>The service redirected this window more than ${limit} times.</p>`;
}
