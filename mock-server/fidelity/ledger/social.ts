// Ledger entries of social actions: comments and reactions (/rest/socialActions, /rest/reactions, the unversioned /v2/socialActions) (docs/fidelity.md; the shape: mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

const METADATA = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/social-metadata-api';
const COMMENTS = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api';
const REACTIONS = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/reactions-api';
const SOCIAL_V2 = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/network-update-social-actions';
const READ_REFUSED = 'https://github.com/linkedin-developers/linkedin-api-python-client/issues/47';
const JS_CLIENT = 'https://github.com/linkedin-developers/linkedin-api-js-client';

export const SOCIAL_ENTRIES: readonly LedgerEntry[] = [
  { id: 'F-SOCIAL-001', resource: 'POST /rest/socialActions/{urn}/comments', rule: 'another member may comment on a post, but reading its comments is refused as LinkedIn refuses it', source: 'live', address: READ_REFUSED },
  { id: 'F-SOCIAL-002', resource: 'POST /rest/socialActions/{urn}/comments', rule: 'an actor the caller is not: 403; an unknown post: 404; no text: 422; a comment of another post as parent: 422', source: 'doc', address: COMMENTS },
  { id: 'F-SOCIAL-003', resource: 'DELETE /rest/socialActions/{urn}/comments/{id}', rule: 'only the comment\'s actor or the post\'s author deletes a comment (a page for a member who may comment as it); anyone else 403; without ?actor= a 400', source: 'choice' },
  { id: 'F-SOCIAL-004', resource: 'POST /rest/socialActions/{urn}/comments', rule: 'a comment with an uploaded image answers its content with the download URL', source: 'doc', address: COMMENTS },
  { id: 'F-SOCIAL-005', resource: 'POST /rest/socialActions/{urn}/comments', rule: 'a page comments with its own image and reacts on its own post; a member without a role on it is refused', source: 'doc', address: COMMENTS },
  { id: 'F-SOCIAL-006', resource: 'POST /rest/socialActions/{urn}/comments', rule: 'without an organization scope the page is refused even to its administrator', source: 'doc', address: COMMENTS },
  { id: 'F-SOCIAL-007', resource: 'POST /rest/reactions', rule: 'a reaction type that is not one of the six is 422 naming them; a reaction key that is not one is 400', source: 'doc', address: REACTIONS },
  { id: 'F-SOCIAL-008', resource: 'POST /v2/socialActions/{urn}/likes', rule: 'a second like by the same actor is 409; unlike, then like again', source: 'doc', address: SOCIAL_V2 },
  { id: 'F-SOCIAL-009', resource: 'POST /rest/socialActions/{urn}/comments', rule: 'the journal records social actions, and a fault on the comments path answers instead', source: 'choice' },
  { id: 'F-SOCIAL-010', resource: 'POST /rest/socialActions/{urn}/comments', rule: 'past the member\'s daily limit: 429 with LinkedIn\'s body', source: 'live', address: 'https://github.com/Automattic/wp-calypso/issues/32007' },
  { id: 'F-SOCIAL-011', resource: 'POST /rest/socialActions/{urn}/comments', rule: '--state keeps comments and reactions (bad ones in a file are refused); reset clears them', source: 'choice' },
  { id: 'F-SOCIAL-012', resource: 'POST /v2/socialActions/{urn}/comments', rule: 'a self-serve app comments, replies and likes through /v2/socialActions and reads the summary back', source: 'doc', address: SOCIAL_V2 },
  { id: 'F-SOCIAL-013', resource: 'POST /rest/socialActions/{urn}/comments', rule: '/rest with a self-serve app is partner-gated: 403 partnerApiSocialActions and partnerApiReactions', source: 'doc', address: COMMENTS },
  { id: 'F-SOCIAL-014', resource: 'POST /rest/socialActions/{urn}/comments', rule: '/rest with the Community Management API: a comment, a reply, a reaction (a second is 409), summaries, paging and deletes', source: 'code', address: JS_CLIENT },
  { id: 'F-SOCIAL-015', resource: 'POST /rest/reactions', rule: 'a second reaction by the same actor on the same entity is a 409 with the mock\'s message (delete that reaction first to react differently)', source: 'choice' },
  { id: 'F-SOCIAL-016', resource: 'GET, POST /rest/socialActions/{urn}/comments/{id}', rule: 'one comment\'s get, its edit (PARTIAL_UPDATE with ?actor=, 204) and a batch get; another member edits none', source: 'doc', address: COMMENTS },
  { id: 'F-SOCIAL-017', resource: 'GET, POST /rest/socialMetadata/{urn}', rule: 'socialMetadata: reactions by type and comment counts, one and by batch; the author closes the comments (202), which deletes them and refuses new ones, and opens them again', source: 'doc', address: METADATA },
  { id: 'F-SOCIAL-018', resource: 'GET /rest/reactions?ids=List(…)', rule: 'a batch get of reactions by their complex keys (actor:…,entity:…)', source: 'doc', address: REACTIONS },
];
