// Ledger entries of media: /rest/images, /rest/videos, /rest/documents, the legacy /v2/assets, uploads, processing (docs/fidelity.md; the shape: mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

const POSTIZ = 'https://github.com/gitroomhq/postiz-app';
const IMAGES = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/images-api';
const VIDEOS = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/videos-api';
const DOCUMENTS = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/documents-api';
const MULTI = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/multiimage-post-api';
const POSTS_API = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api';
const SHARE = 'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/share-on-linkedin';
const CHUNK = 'https://github.com/MicrosoftDocs/feedback/issues/3793';
const JS_CLIENT = 'https://github.com/linkedin-developers/linkedin-api-js-client';

export const MEDIA_ENTRIES: readonly LedgerEntry[] = [
  { id: 'F-MEDIA-001', resource: 'POST /rest/images', rule: 'initializeUpload answers {value: {uploadUrlExpiresAt, uploadUrl, image}}; PUT the bytes; the image URN goes in a post', source: 'doc', address: IMAGES },
  { id: 'F-MEDIA-002', resource: 'POST /rest/images', rule: 'the owner of an upload must be the caller (or a page they may post as)', source: 'doc', address: IMAGES },
  { id: 'F-MEDIA-003', resource: 'POST /rest/images', rule: 'another member can neither upload to, read nor post an image; image ids are not guessable and the upload secret stays out of the journal', source: 'choice' },
  { id: 'F-MEDIA-004', resource: 'POST /rest/videos', rule: 'a video of several parts: one upload URL per 4 MiB range; a slice of another length, or every slice sent to the first URL, is refused', source: 'live', address: CHUNK },
  { id: 'F-MEDIA-005', resource: 'POST /rest/videos', rule: 'finalizeUpload wants every part\'s ETag, in order', source: 'doc', address: VIDEOS },
  { id: 'F-MEDIA-006', resource: 'POST /rest/videos', rule: 'a part URL without its secret is a 403; an owner that is not the caller is the Videos API\'s 403', source: 'choice' },
  { id: 'F-MEDIA-007', resource: 'POST /rest/videos', rule: 'bytes that are not an MP4 fail processing', source: 'choice' },
  { id: 'F-MEDIA-008', resource: 'POST /rest/videos', rule: 'linkedin-api-client\'s three-part video: uploaded part by part, finalized, polled to AVAILABLE, posted, served back', source: 'code', address: JS_CLIENT },
  { id: 'F-MEDIA-009', resource: 'POST /rest/documents', rule: 'a document: one PUT of the whole file, AVAILABLE after processing, posted as content.media', source: 'doc', address: DOCUMENTS },
  { id: 'F-MEDIA-010', resource: 'POST /rest/documents', rule: 'a document sent in chunks to its one URL keeps only the last chunk, and fails processing', source: 'choice' },
  { id: 'F-MEDIA-011', resource: 'POST /rest/posts', rule: 'a post naming an image initialised and never uploaded is refused', source: 'choice' },
  { id: 'F-MEDIA-012', resource: 'POST /rest/posts', rule: 'another member\'s image is refused; content.multiImage takes 2 to 20 images', source: 'doc', address: MULTI },
  { id: 'F-MEDIA-013', resource: 'POST /rest/posts', rule: 'a reshare names its parent in reshareContext.parent; a parent that does not exist is refused', source: 'doc', address: POSTS_API },
  { id: 'F-MEDIA-014', resource: 'POST /rest/posts', rule: 'a post is refused while its video is PROCESSING and accepted once it is AVAILABLE', source: 'doc', address: VIDEOS },
  { id: 'F-MEDIA-015', resource: 'POST /__admin/media', rule: 'the admin API holds an upload in PROCESSING, releases it, or fails it with a reason', source: 'choice' },
  { id: 'F-MEDIA-016', resource: 'POST /v2/assets?action=registerUpload', rule: 'a legacy image asset: registerUpload, the bytes, a ugcPost with shareMediaCategory IMAGE', source: 'doc', address: SHARE },
  { id: 'F-MEDIA-017', resource: 'GET /v2/assets/{id}', rule: 'a video asset is refused in a post while PROCESSING and posted once AVAILABLE (the recipe status of GET /v2/assets/{id})', source: 'doc', address: SHARE },
  { id: 'F-MEDIA-018', resource: 'POST /rest/images', rule: 'uploads are bounded per member and per server (items and bytes); past a bound the oldest unused go first', source: 'choice' },
  { id: 'F-MEDIA-019', resource: 'POST /rest/images', rule: 'an image no post shows is dropped after its unused lifetime; one a post shows stays', source: 'choice' },
  { id: 'F-MEDIA-020', resource: 'POST /rest/images', rule: 'a new upload is refused with 429 only when everything in the way is in a post', source: 'choice' },
  { id: 'F-MEDIA-021', resource: 'POST /rest/images', rule: '--state keeps media with their bytes, parts and hold', source: 'choice' },
  { id: 'F-MEDIA-022', resource: 'POST /rest/images, /rest/videos, /rest/documents', rule: 'bytes LinkedIn cannot use fail processing: an image not JPEG, GIF or PNG or of 36,152,320 pixels or more, a video under 3 s or over 30 min, a document over 300 pages', source: 'doc', address: IMAGES },
  { id: 'F-MEDIA-023', resource: 'PUT {uploadUrl}, GET /rest/images/{urn}', rule: 'image bytes PUT to the signed upload URL need no Authorization (201); an image\'s and a document\'s status are read with an organization token, a video\'s with any', source: 'code', address: POSTIZ },
  { id: 'F-MEDIA-024', resource: 'GET {downloadUrl}', rule: 'an SVG sent as an image fails processing and is never served; a PNG labelled SVG is a PNG; a legacy asset sent as text/html is served as bytes and sandboxed', source: 'choice' },
];
