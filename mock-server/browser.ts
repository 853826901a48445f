// Browser entry of the mock service, for MSW's setupWorker: everything of the Node entry
// (index.ts) but the standalone server and the fixture-file reader, so no Node built-in is
// imported (test/service/entries.test.ts checks the import graph), plus serveWindowsInPage, which serves the
// sign-in and share windows in a page that has no server. See docs/node-api.md.
export { createMockService, type MockService } from './createMockService.js';
export { createHandlers } from './handlers.js';
export { createContext } from './state/createContext.js';
export * from './publicTypes.js';
export { FixtureError } from './fixtureSets/FixtureError.js';
export { AdminError } from './admin/AdminError.js';
export { validateFixtures } from './fixtureSets/validateFixtures.js';
export { verifyToken } from './oauth/verifyToken.js';
export { renderLoginPage } from './views/loginPage.js';
export { renderConsentPage } from './views/consentPage.js';
export { verifyCredentialsCookie } from './jsapi/credentialsCookie.js';
export { serveWindowsInPage } from './windowsInPage.js';
