// Ledger entries of the links pages use without the SDK: the v1 era's /shareArticle, today's share-offsite with its Open Graph preview, the feed composer, Add to Profile (docs/links.md, docs/share-dialog.md "Share links"; the shape: mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

const SHARE_ON_LINKEDIN = 'https://developer.linkedin.com/docs/share-on-linkedin';
const SHAREABLE = 'https://www.linkedin.com/help/linkedin/answer/46687';
const REACT_SHARE = 'https://github.com/nygardk/react-share/issues/313';
const ADD_TO_PROFILE = 'https://addtoprofile.linkedin.com/';

export const LINKS_ENTRIES: readonly LedgerEntry[] = [
  { id: 'F-LINKS-001', resource: 'GET /shareArticle?mini=true&url=', rule: 'the link opens the share page (sign-in first if needed) prefilled with the link and its title, summary and source', source: 'doc', address: SHARE_ON_LINKEDIN },
  { id: 'F-LINKS-002', resource: 'POST /cws/share (a share link)', rule: 'Share posts a share of the link with the member\'s comment and the link\'s title and summary as its content, once', source: 'doc', address: SHARE_ON_LINKEDIN },
  { id: 'F-LINKS-003', resource: 'GET /shareArticle', rule: 'the link\'s title and summary are trimmed and cut to the share API\'s 200 and 256 characters (the member cannot fix a link); empty ones are left out', source: 'choice' },
  { id: 'F-LINKS-004', resource: 'GET /shareArticle, /cws/share?url=', rule: '/cws/share?url= alone is a share link too; a url that is not an absolute http(s) address is a 400 page, nothing to share', source: 'choice' },
  { id: 'F-LINKS-005', resource: 'GET /sharing/share-offsite/?url=', rule: 'the preview card comes from the shared page\'s Open Graph tags: og:title, og:description, og:image (made absolute against the page), og:site_name', source: 'doc', address: SHAREABLE },
  { id: 'F-LINKS-006', resource: 'GET /sharing/share-offsite/?url=', rule: 'share-offsite ignores the link\'s title= and summary= (since about 2020); the journal says so', source: 'live', address: REACT_SHARE },
  { id: 'F-LINKS-007', resource: 'POST /sharing/share-offsite/', rule: 'Post makes the member\'s post of the link with the commentary and who can see it, the preview\'s title, description and image as its content, once', source: 'doc', address: SHAREABLE },
  { id: 'F-LINKS-008', resource: 'GET /sharing/share-offsite/?url=', rule: 'a page without og:title gets its <title> as the preview\'s title; a missing og:title or og:image is said in the journal and in a box marked as the mock\'s (LinkedIn says nothing)', source: 'choice' },
  { id: 'F-LINKS-009', resource: 'GET /sharing/share-offsite/?url=', rule: 'the service reads a shared page only from loopback or a host the test names in previewHosts, never the network; each redirect is held to the rule; only an HTML answer is read', source: 'choice' },
  { id: 'F-LINKS-010', resource: 'GET, POST /sharing/share-offsite/', rule: 'a link without an absolute http(s) url is a 400 page; a form without its single-use CSRF token is a 403; a commentary over 3,000 characters is refused, the text kept', source: 'choice' },
  { id: 'F-LINKS-011', resource: 'GET /feed/?shareActive=true&text=', rule: 'the link opens the post composer with the text (the member may change it); Post makes the post, a post with no text is refused, Cancel posts nothing; /feed/ alone offers Start a post', source: 'choice' },
  { id: 'F-LINKS-012', resource: 'GET /profile/add?startTask=CERTIFICATION_NAME', rule: 'Add to Profile opens "Add license or certification" filled from the link (name, organizationId or organizationName, issue and expiration dates, certUrl, certId); Save adds the certification to the member\'s profile', source: 'doc', address: ADD_TO_PROFILE },
  { id: 'F-LINKS-013', resource: 'POST /profile/add', rule: 'a certification needs a name and an organization, four-digit years, an expiration not before the issue and an http(s) credential URL; a link without startTask=CERTIFICATION_NAME is a 400 page', source: 'choice' },
];
