// The package's entry (`import … from 'in-js'`): the msw check first, then the Node API
// (index.ts). msw is a peer dependency; without it, or with a release whose API differs (msw 1
// has no `http`), loading the handler modules would fail with a bare module error ("Cannot find
// package 'msw'", "does not provide an export named 'http'") before any check ran. So this module
// imports nothing that imports msw, asks first (mswCopies.ts), and loads the API only when it will
// work. The names below are index.ts's runtime exports; test/package checks they stay equal.
import { assertCompatibleMsw } from '../msw/mswCopies.js';

assertCompatibleMsw('server');
const api = await import('../index.js');

export const {
  createMockService,
  startServer,
  createHandlers,
  createContext,
  FixtureError,
  AdminError,
  validateFixtures,
  loadFixtureFile,
  verifyToken,
  renderLoginPage,
  renderConsentPage,
  verifyCredentialsCookie,
  StateFileError,
} = api;
