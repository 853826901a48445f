// The routes of Member Data Portability (docs/identity.md): LinkedIn-Version 202312 only
// (restli/versionCalendar.ts 'memberDataPortability'), a DMA scope (r_dma_portability_3rd_party, r_dma_portability_member or
// r_dma_portability_self_serve) and an app with either product; each endpoint then asks that the
// member is one LinkedIn serves (portabilityAccess.ts).
import type { TodayRoute } from '../TodayRoute.js';
import { PORTABILITY_PRODUCTS, PORTABILITY_SCOPES } from './portabilityAccess.js';
import { memberSnapshot } from './memberSnapshot.js';
import { memberChangeLogs } from './memberChangeLogs.js';
import { createMemberAuthorization, listMemberAuthorizations } from './memberAuthorizations.js';

const dma = { scopes: PORTABILITY_SCOPES, product: PORTABILITY_PRODUCTS };

export const portabilityRoutes: TodayRoute[] = [
  { path: '/rest/memberSnapshotData', resource: 'memberSnapshotData', versioned: true, versionCalendar: 'memberDataPortability', methods: { GET: { ...dma, access: 'FINDER-criteria', finders: { names: ['criteria'] }, handle: memberSnapshot } } },
  { path: '/rest/memberChangeLogs', resource: 'memberChangeLogs', versioned: true, versionCalendar: 'memberDataPortability', methods: { GET: { ...dma, access: 'FINDER-memberAndApplication', finders: { names: ['memberAndApplication'] }, handle: memberChangeLogs } } },
  {
    path: '/rest/memberAuthorizations',
    resource: 'memberAuthorizations',
    versioned: true,
    versionCalendar: 'memberDataPortability',
    methods: {
      GET: { ...dma, access: 'FINDER-memberAndApplication', finders: { names: ['memberAndApplication'] }, handle: listMemberAuthorizations },
      POST: { ...dma, access: 'CREATE', handle: createMemberAuthorization },
    },
  },
];
