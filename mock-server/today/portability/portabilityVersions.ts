// Member Data Portability's version as data (restli/productVersions.ts reads it): "Please append the
// header LinkedIn-Version: 202312 while making the API requests" (the Member Snapshot API and the
// Member Changelog API), and no other: any other version is refused as LinkedIn refuses a version it
// does not serve, 426 NONEXISTENT_VERSION. No end is published for it.
import type { ProductVersions } from '../../restli/productVersions.js';

export const PORTABILITY_VERSIONS: ProductVersions = {
  accepts: 'only',
  releases: [{ version: '202312', source: 'https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/shared/member-snapshot-api' }],
};
