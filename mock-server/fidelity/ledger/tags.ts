// Ledger entries of the v1 framework's plugins kept in parts: IN/FollowCompany, IN/Apply and its dialog, IN/JYMBII, IN/CompanyInsider, IN/RecommendProduct, and the share counter the IN/Share button asks (docs/tags.md; the shape: mock-server/fidelity/ledgerTypes.ts). The application POST to data-url is WEBHOOKS'.
import type { LedgerEntry } from '../ledgerTypes.js';

const FOLLOW = 'https://developer.linkedin.com/plugins/follow-company';
const APPLY = 'https://developer.linkedin.com/apply-processing-applications';
const JYMBII = 'https://developer.linkedin.com/plugins/jymbii';
const INSIDER = 'https://developer.linkedin.com/plugins/company-insider';
const RECOMMEND = 'https://developer.linkedin.com/plugins/recommend-button';
const POPCORN = 'https://github.com/mozilla/popcorn-js/blob/master/plugins/linkedin/popcorn.linkedin.js';
const SHARE_COUNT = 'https://github.com/nozzle/fetcher/blob/HEAD/fetchermock/client_test.go';

export const TAGS_ENTRIES: readonly LedgerEntry[] = [
  { id: 'F-TAGS-001', resource: 'IN/FollowCompany', rule: 'the tag is a frame of /cws/followcompany?companyIdentifier={data-id}&counterPosition={data-counter: right, top, bottom or none}, a Follow button and the follower count where data-counter puts it', source: 'doc', address: FOLLOW },
  { id: 'F-TAGS-002', resource: 'IN/FollowCompany', rule: 'Follow makes the member a follower of the company as v1\'s following does (among the followers once, an MSFC update); the frame then shows Following and the new count', source: 'doc', address: FOLLOW },
  { id: 'F-TAGS-003', resource: 'IN/Apply', rule: 'the tag is an "Apply with LinkedIn" button; a click calls data-onclick with {event: "click", job} and opens IN.UI.Apply with the job; its success calls data-onsuccess with {event: "success", job}', source: 'doc', address: APPLY },
  { id: 'F-TAGS-004', resource: 'GET /cws/job/apply', rule: 'the apply dialog needs the job\'s title (data-jobtitle), its company (data-companyid or data-companyname) and where the application goes (data-url, an http(s) address, or data-email); without them a 400 page, nothing sent', source: 'doc', address: APPLY },
  { id: 'F-TAGS-005', resource: 'POST /cws/job/apply', rule: 'the dialog shows the job and the member\'s profile; Submit sends the application (the profile with the phone given, the cover letter, the job) to data-url and tells the page; sent twice, it applies once', source: 'doc', address: APPLY },
  { id: 'F-TAGS-006', resource: 'POST /cws/job/apply', rule: 'data-phone="required" and data-coverletter="required" make the member give a phone number and a cover letter before the application goes', source: 'doc', address: APPLY },
  { id: 'F-TAGS-007', resource: 'POST /cws/job/apply', rule: 'data-email (LinkedIn e-mailed the board) and data-urlformat="xml": the mock sends no e-mail and sends the JSON application, and the journal says so', source: 'choice' },
  { id: 'F-TAGS-008', resource: 'POST /cws/job/apply', rule: 'Cancel answers the page user_cancelled and sends nothing', source: 'choice' },
  { id: 'F-TAGS-009', resource: 'IN/JYMBII', rule: 'the tag is a frame of /cws/jymbii listing the open jobs of data-companyid (or an industry\'s or job function\'s), at most data-max, each linking to its job page; data-format is passed along', source: 'doc', address: JYMBII },
  { id: 'F-TAGS-010', resource: 'IN/CompanyInsider', rule: 'the tag is a frame of /cws/company/insider for data-id with the modules of data-modules (innetwork, newhires, jobchanges); In your network only for a viewer the frame sees signed in', source: 'doc', address: INSIDER },
  { id: 'F-TAGS-011', resource: 'IN/CompanyInsider', rule: 'people the viewer is not connected to are named by first name and initial, as v1 names members out of the viewer\'s network', source: 'choice' },
  { id: 'F-TAGS-012', resource: 'IN/RecommendProduct', rule: 'data-company and data-product name the product; the count comes by JSONP from /countserv/count/recommendproduct; Recommend in the window counts once per member and answers the page with the count', source: 'doc', address: RECOMMEND },
  { id: 'F-TAGS-013', resource: 'IN/CompanyInsider, IN/RecommendProduct', rule: 'the tags as public code writes them: IN/CompanyInsider with data-id and data-modules, IN/RecommendProduct with data-company, data-product and data-counter (right or top)', source: 'code', address: POPCORN },
  { id: 'F-TAGS-014', resource: 'GET /countserv/count/share', rule: 'the share counter answers callback({"count":N,"fCnt":"N","fCntPlusOne":"N+1","url":…}) as JavaScript, N the shares of that URL; callback defaults to IN.Tags.Share.handleCount', source: 'live', address: SHARE_COUNT },
  { id: 'F-TAGS-015', resource: 'GET /countserv/count/share', rule: 'fCnt above 1,000 is written as the original framework\'s button showed counts (1,234; 12 k)', source: 'choice' },
  { id: 'F-TAGS-016', resource: 'GET /countserv/count/share', rule: 'shares of a URL are counted without its fragment or trailing slash, the scheme and host in lower case', source: 'choice' },
  { id: 'F-TAGS-017', resource: 'GET /countserv/count/share, /countserv/count/recommendproduct', rule: 'a callback that is not a JavaScript name path (at most 128 characters) is a 400 saying so', source: 'choice' },
  { id: 'F-TAGS-018', resource: 'POST /cws/followcompany/follow', rule: 'the follow window\'s form needs its single-use CSRF token (403 without); Cancel follows nothing', source: 'choice' },
];
