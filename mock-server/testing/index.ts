// in-js/testing: what a project needs in its own tests of an integration (docs/testing.md). The
// Playwright fixture is apart (in-js/testing/playwright), so this entry needs no Playwright.
export { useMockService, type TestHooks, type TestService, type UseMockServiceOptions } from './useMockService.js';
export { loopbackOrFail, type UnhandledRequestStrategy, type UnhandledRequestPrint } from './unhandledRequests.js';
export { mapServiceHosts, type MapServiceHostsOptions } from './mapServiceHosts.js';
export { expectNoSunsetWithin, type NoSunsetOptions } from './expectNoSunsetWithin.js';
export { waitForDelivery, type WaitForDelivery } from './waitForDelivery.js';
