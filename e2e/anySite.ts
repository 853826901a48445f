// The tag of a test, in a spec that also runs with the page on the service's site, whose outcome
// does not depend on where the page is: no cookie of the service is involved (no window opens, or
// one opens and is closed at once), or the page is an attacker's on another site either way. Such
// a test runs once per browser, cross-site: the same-site projects leave it out
// (playwright.config.ts). Its own file, so that the config reads it without the test fixtures.
export const ANY_SITE_TAG = '@any-site';

/** What a test passes to be tagged: `test('title', ANY_SITE, async (...) => ...)`. */
export const ANY_SITE = { tag: ANY_SITE_TAG };
