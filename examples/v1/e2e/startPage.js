// The page of this example on a free port of localhost, its in.js from the test's mock (inMock.url, another
// origin), and its app registered with that mock: API key `team-page`, the page's origin its JavaScript API domain.
import { createPageServer } from '../server.js';

export const APP = { apiKey: 'team-page', secretKey: 'team-page-secret', name: 'Team page' };

/** Starts the page for `inMock`; resolves with its URL and a close(). */
export async function startPage(inMock) {
  const server = createPageServer({ sdk: inMock.url, apiKey: APP.apiKey });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://localhost:${server.address().port}/`;
  // jsOrigins: the JavaScript API domains of the app; every app also has at least one redirect URL (OAuth 2.0).
  inMock.admin.loadFixtures({ apps: [{ ...APP, jsOrigins: [new URL(url).origin], redirectUrls: [url] }] });
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}
