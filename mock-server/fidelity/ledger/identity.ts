// Ledger entries of Verified on LinkedIn and Member Data Portability: identityMe, verificationReport, validationStatus, memberSnapshotData, memberChangeLogs, memberAuthorizations (docs/fidelity.md; the shape: mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

const VOL_FAQ = 'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/faq';
const VOL_NOTES = 'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/release-notes';
const VOL_REPORT = 'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/api-reference/verification-report';
const VOL_URL = 'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/guides/verification-url';
const VOL_PLUS = 'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/guides/plus-tier/quickstart';
const VOL_VALIDATION = 'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/api-reference/validation-status';
const DMA_SNAPSHOT = 'https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/shared/member-snapshot-api';
const DMA_CHANGELOG = 'https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/shared/member-changelog-api';
const DMA_AUTH = 'https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/shared/member-authorization-management-api';
const DMA_MEMBER = 'https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/member-data-portability-member/';
const PY_66 = 'https://github.com/linkedin-developers/linkedin-api-python-client/issues/66';

export const IDENTITY_ENTRIES: readonly LedgerEntry[] = [
  { id: 'F-IDENTITY-001', resource: 'GET /rest/verificationReport', rule: 'the Development tier answers the app\'s administrators only; every other member gets a 403', source: 'doc', address: VOL_FAQ },
  { id: 'F-IDENTITY-002', resource: 'GET /rest/verificationReport', rule: 'the Lite tier answers every member: the categories verified and a verificationUrl for what is missing, never the details', source: 'doc', address: VOL_REPORT },
  { id: 'F-IDENTITY-003', resource: 'GET /rest/verificationReport', rule: 'the Plus tier adds verifiedDetails (r_verify_details) and identityMe\'s education and position', source: 'doc', address: VOL_PLUS },
  { id: 'F-IDENTITY-004', resource: 'GET /rest/verificationReport', rule: 'an app with no tier, or a token without the scope: LinkedIn\'s 403', source: 'doc', address: VOL_REPORT },
  { id: 'F-IDENTITY-005', resource: 'GET /rest/identityMe', rule: 'identityMe at 202507.03 has basicInfo.headline; at 202510.03 primaryEmailAddress instead, as the release notes list', source: 'doc', address: VOL_NOTES },
  { id: 'F-IDENTITY-006', resource: 'GET /rest/verificationReport', rule: 'the report has verifications from 202510; a month not released yet is refused; the LinkedIn-Version header is required', source: 'doc', address: VOL_NOTES },
  { id: 'F-IDENTITY-007', resource: 'GET /rest/verificationReport', rule: 'verificationCriteria, repeated or List(…), narrows the categories; verifiedWithinDays counts only verifications that recent', source: 'doc', address: VOL_REPORT },
  { id: 'F-IDENTITY-008', resource: 'GET /verify', rule: 'a verificationUrl\'s page signs the member in, records what they verify and brings them back to the app; Cancel records nothing (the page\'s form is the mock\'s)', source: 'doc', address: VOL_URL },
  { id: 'F-IDENTITY-009', resource: 'POST /rest/validationStatus?action=retrieve', rule: 'validationStatus takes a Plus app\'s application token: VALID as the app saw it, VALID_WITH_UPDATES once it changed, INVALID without; a member\'s token, an app without Plus or more than 500 ids are refused', source: 'doc', address: VOL_VALIDATION },
  { id: 'F-IDENTITY-010', resource: 'GET /rest/verificationReport', rule: 'a member gets 500 calls a day through a Lite app, then LinkedIn\'s 429; the next UTC day counts again', source: 'doc', address: VOL_REPORT },
  { id: 'F-IDENTITY-011', resource: 'GET /rest/memberSnapshotData', rule: 'a member\'s snapshot lists the domains their data holds, one domain a page, to LinkedIn\'s "No data found"; domain= pages one domain; another domain is refused', source: 'doc', address: DMA_SNAPSHOT },
  { id: 'F-IDENTITY-012', resource: 'GET /rest/memberSnapshotData', rule: 'Member Data Portability answers LinkedIn-Version 202312 only; the Member product\'s self-serve scope works the same', source: 'doc', address: DMA_SNAPSHOT },
  { id: 'F-IDENTITY-013', resource: 'GET /rest/memberSnapshotData', rule: 'only members in the EEA and Switzerland: no token at consent for anyone else, and LinkedIn\'s 403 for one made anyway', source: 'doc', address: DMA_MEMBER },
  { id: 'F-IDENTITY-014', resource: 'GET /rest/memberSnapshotData', rule: 'an app without either product, or a token without a DMA scope: the 403 of the gate', source: 'doc', address: DMA_SNAPSHOT },
  { id: 'F-IDENTITY-015', resource: 'GET /v2/userinfo', rule: 'a token of DMA scopes alone gets 403 userinfo.GET.NO_VERSION on /v2/userinfo', source: 'live', address: PY_66 },
  { id: 'F-IDENTITY-016', resource: 'GET /rest/memberChangeLogs', rule: 'the change log lists what the member did since consenting, oldest first (a post, a comment, a reaction, a profile edit); it keeps 28 days, takes a count of 1 to 50 and starts at the consent', source: 'doc', address: DMA_CHANGELOG },
  { id: 'F-IDENTITY-017', resource: 'GET, POST /rest/memberAuthorizations', rule: 'GET finds the member registered since their consent; POST {} registers (201); a body with fields is refused', source: 'doc', address: DMA_AUTH },
  { id: 'F-IDENTITY-018', resource: 'GET /rest/verificationReport', rule: 'the Development tier\'s administrators are the app fixture\'s developers (LinkedIn\'s portal keeps them; the fixture stands for it)', source: 'choice' },
  { id: 'F-IDENTITY-019', resource: 'GET /verify', rule: 'the verificationUrl\'s form (/verify?clientId=…&verificationCriteria=…), its page and where it returns (the app\'s first redirect URL) are the mock\'s', source: 'choice' },
  { id: 'F-IDENTITY-020', resource: 'GET /rest/memberSnapshotData', rule: 'the snapshot has 10 rows a page; dates the export\'s readers do not record are written in the mock\'s format', source: 'choice' },
];
