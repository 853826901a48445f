// Node entry of the mock service: createMockService (handlers for setupServer), the standalone
// server (startServer), and the fixture-file reader. The browser entry (browser.ts, for
// setupWorker) has the same API minus the Node parts. See docs/node-api.md.
export type { MockService } from './createMockService.js';
export { createCheckedMockService as createMockService } from './msw/createCheckedMockService.js';
export { startServer, type StartOptions, type RunningServer } from './server/startServer.js';
export { createHandlers } from './handlers.js';
export { createContext } from './state/createContext.js';
export * from './publicTypes.js';
export { FixtureError } from './fixtureSets/FixtureError.js';
export { AdminError } from './admin/AdminError.js';
export { validateFixtures } from './fixtureSets/validateFixtures.js';
export { loadFixtureFile } from './fixtureSets/loadFixtureFile.js';
export { verifyToken } from './oauth/verifyToken.js';
export { renderLoginPage } from './views/loginPage.js';
export { renderConsentPage } from './views/consentPage.js';
export { verifyCredentialsCookie } from './jsapi/credentialsCookie.js';
export { StateFileError } from './state/stateFile.js';
export type { RequestLogEntry } from './server/httpServer.js';
export type { TlsCredentials } from './server/selfSignedCertificate.js';
