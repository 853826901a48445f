// The routes of Verified on LinkedIn (docs/identity.md), on the product's version calendar
// (restli/versionCalendar.ts 'verifiedOnLinkedIn'; what each release answers: identityVersions.ts),
// its permissions and the tiers that open it (verifiedTier.ts):
//   GET  /rest/identityMe                      r_profile_basicinfo          any tier
//   GET  /rest/verificationReport              r_verify or r_verify_details any tier
//   POST /rest/validationStatus?action=retrieve r_validation_status, an application token of a Plus app
import type { TodayRoute } from '../TodayRoute.js';
import { VERIFIED_PRODUCTS } from './verifiedTier.js';
import { identityMe } from './identityMe.js';
import { verificationReport } from './verificationReport.js';
import { validationStatus } from './validationStatus.js';

export const identityRoutes: TodayRoute[] = [
  { path: '/rest/identityMe', resource: 'identityMe', versioned: true, versionCalendar: 'verifiedOnLinkedIn', keyed: true, methods: { GET: { scopes: ['r_profile_basicinfo'], product: VERIFIED_PRODUCTS, access: 'GET', handle: identityMe } } },
  {
    path: '/rest/verificationReport',
    resource: 'verificationReport',
    versioned: true,
    versionCalendar: 'verifiedOnLinkedIn',
    keyed: true,
    methods: { GET: { scopes: ['r_verify', 'r_verify_details'], product: VERIFIED_PRODUCTS, access: 'GET', handle: verificationReport } },
  },
  {
    path: '/rest/validationStatus',
    resource: 'validationStatus',
    versioned: true,
    versionCalendar: 'verifiedOnLinkedIn',
    methods: { POST: { scopes: ['r_validation_status'], product: 'verifiedPlus', application: true, access: 'ACTION', handle: validationStatus } },
  },
];
