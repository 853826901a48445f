// Verified on LinkedIn's versions as data (restli/productVersions.ts reads them): the releases of
// each endpoint and what each changed in its answer, from the release notes,
// https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/release-notes
// ("/identityMe 202510.03, /verificationReport 202510, /validationStatus 202510"; identityMe
// 202510.03 "vs. 202507.03: Removed basicInfo.headline, Added basicInfo.primaryEmailAddress";
// verificationReport 202510 "Added a new top-level field verifications"; validationStatus 202510
// "No schema or behavior changes compared to 202507") and the Plus tier's reference (the report
// at 202607). Which versions answer is the calendar's (restli/versionCalendar.ts, 'verifiedOnLinkedIn':
// from the first release on, no published end); a version answers as the newest release at or
// before it (restli/productVersions.ts; docs/identity.md "Versions").
import type { FieldChange, Release } from '../../restli/productVersions.js';

const RELEASE_NOTES = 'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/release-notes';
const REPORT_REFERENCE = 'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/api-reference/verification-report';

/** GET /rest/identityMe. */
export const IDENTITY_ME_RELEASES: readonly Release[] = [
  { version: '202507.03', source: RELEASE_NOTES },
  { version: '202510.03', source: RELEASE_NOTES },
];

/** What identityMe's releases changed. */
export const IDENTITY_ME_CHANGES: readonly FieldChange[] = [
  { version: '202510.03', removed: ['basicInfo.headline'], added: ['basicInfo.primaryEmailAddress'], source: RELEASE_NOTES },
];

/** GET /rest/verificationReport (202507: the release validationStatus's notes compare with). */
export const VERIFICATION_REPORT_RELEASES: readonly Release[] = [
  { version: '202507', source: RELEASE_NOTES },
  { version: '202510', source: RELEASE_NOTES },
  { version: '202607', source: REPORT_REFERENCE },
];

/** What the report's releases changed. */
export const VERIFICATION_REPORT_CHANGES: readonly FieldChange[] = [{ version: '202510', added: ['verifications'], source: RELEASE_NOTES }];

/** POST /rest/validationStatus?action=retrieve. */
export const VALIDATION_STATUS_RELEASES: readonly Release[] = [
  { version: '202507', source: RELEASE_NOTES },
  { version: '202510', source: RELEASE_NOTES },
];
