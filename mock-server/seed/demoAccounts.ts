// The application and member the demo page, the README and the e2e tests sign in with.
// Other seed data may grow around them, but these ids and credentials stay as they are.
import type { AppRecord, MemberRecord } from '../store/types.js';
import { PARTNER_PRODUCTS } from '../scopes.js';

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
  // Every product, the partner ones too, so that the demo and the docs can show refresh tokens,
  // 2-legged tokens and the partner-gated reads. An app of a fixture file has only the self-serve
  // ones unless its fixture grants more (docs/oidc.md, "Applications and their products").
  grantedProducts: [...PARTNER_PRODUCTS],
};

export const DEMO_MEMBER: MemberRecord = {
  id: 'aZ3kq9XbW1',
  email: 'ada.lovelace@example.com',
  password: 'demo-password',
  firstName: 'Ada',
  lastName: 'Lovelace',
  headline: 'Analyst of engines at Difference Works',
};
