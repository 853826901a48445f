// The application and member the demo page, the README and the e2e tests sign in with.
// Other seed data may grow around them, but these ids and credentials stay as they are.
import type { AppRecord, MemberRecord } from '../store/types.js';
import { PARTNER_PRODUCTS, productsBeside } from '../scopes.js';

export const DEMO_APP: AppRecord = {
  apiKey: 'demo-api-key',
  secretKey: 'demo-secret-key',
  name: 'in-js Demo',
  logoUrl: '/demo/logo.svg',
  redirectUrls: [
    'http://127.0.0.1:8787/demo/callback',
    'http://localhost:8787/demo/callback',
  ],
  defaultScope: ['r_basicprofile', 'r_emailaddress'],
  developers: ['aZ3kq9XbW1'],
  // Any port on the loopback names, so the demo works wherever the server listens.
  jsOrigins: ['127.0.0.1', 'localhost'],
  // Every product an app may hold beside sign-in, the partner ones too, so that the demo and the docs
  // can show refresh tokens and 2-legged tokens. Not the Community Management API: it must be the only
  // product on its app (docs/organizations.md, "Two apps"), so the page features have DEMO_PAGES_APP.
  // An app of a fixture file has only the self-serve ones unless its fixture grants more (docs/oidc.md,
  // "Applications and their products").
  grantedProducts: PARTNER_PRODUCTS.filter((product) => !productsBeside(product).length),
};

/**
 * The seeded page app: the Community Management API alone (it must be the only product on its app,
 * trypostit/trypost#73), with programmatic refresh tokens; what a scheduler signs page admins in
 * with beside its sign-in app (docs/organizations.md, "Two apps: sign-in and pages").
 */
export const DEMO_PAGES_APP: AppRecord = {
  apiKey: 'demo-pages-api-key',
  secretKey: 'demo-pages-secret-key',
  name: 'in-js Page Scheduler',
  logoUrl: '/demo/logo.svg',
  redirectUrls: ['http://127.0.0.1:8787/demo/callback', 'http://localhost:8787/demo/callback'],
  defaultScope: ['r_basicprofile', 'r_organization_admin'],
  developers: [],
  jsOrigins: ['127.0.0.1', 'localhost'],
  grantedProducts: ['communityManagement', 'refreshTokens'],
};

export const DEMO_MEMBER: MemberRecord = {
  id: 'aZ3kq9XbW1',
  email: 'ada.lovelace@example.com',
  password: 'demo-password',
  firstName: 'Ada',
  lastName: 'Lovelace',
  headline: 'Analyst of engines at Difference Works',
};
