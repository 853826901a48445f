// A share of the network store as today's Posts API shows it (`GET /rest/posts/{urn}`; Posts API
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api).
// Every share has a post URN, `urn:li:share:{19 digits}` (store/postNumbers.ts), whoever made it and through whichever
// era's endpoint (v1 `/people/~/shares`, the share dialog, a company page, /v2/ugcPosts, /v2/shares,
// /rest/posts), so the seeded network's shares read back as posts too.
import type { ShareRecord } from '../../store/network.js';
import type { RecordTable } from '../../restli/recordTable.js';
import { plainRecord } from '../../restli/recordTable.js';
import { liUrn } from '../../restli/urn.js';
import { postNumber, shareOfNumber, numberKindOf } from '../../store/postNumbers.js';
import type { NetworkStore } from '../../store/network.js';

const POSTS_API = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api';

/**
 * The post URN of a share: LinkedIn's shape, a 19-digit number (store/postNumbers.ts).
 * @example postUrn({ id: 's-1' }) // 'urn:li:share:7100000000004194304'
 */
export function postUrn(share: Pick<ShareRecord, 'id'>): string {
  return liUrn('share', postNumber(share.id));
}

/**
 * The share a parsed post URN names (`urn:li:share:…` or `urn:li:ugcPost:…` with the share's number;
 * `urn:li:activity:…` with its activity's number when `activity` is allowed), or undefined.
 * @example postOfUrn(ctx.network, parseUrn('urn:li:ugcPost:7100000000004194304')!) // the share s-1
 */
export function postOfUrn(network: Pick<NetworkStore, 'shares'>, urn: { namespace: string; entityType: string; id: string }, activity = false): ShareRecord | undefined {
  const kind = urn.namespace === 'li' ? numberKindOf(urn.entityType) : undefined;
  if (!kind || (kind === 'activity' && !activity)) return undefined;
  return shareOfNumber(network, kind, urn.id);
}

/** The author URN of a share: the member, or the company page it was posted on. */
export function authorUrn(share: ShareRecord): string {
  return share.companyId ? liUrn('organization', share.companyId) : liUrn('person', share.authorId ?? 'private');
}

const article = plainRecord('Article', POSTS_API, { source: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' }, thumbnail: { type: 'string' } });
const media = plainRecord('Media', POSTS_API, { id: { type: 'urn', note: '`urn:li:image:…`, `urn:li:video:…` or `urn:li:document:…` (docs/media.md)' }, title: { type: 'string' } });
const multiImage = plainRecord('MultiImage', POSTS_API, { images: { type: 'record', note: '[{id: urn:li:image:…}], 2 to 20' } });
const poll = plainRecord('Poll', POSTS_API, {
  question: { type: 'string' },
  options: { type: 'record', note: '[{text}], 2 to 4, as sent' },
  settings: { type: 'record', note: '{duration, voteSelectionType: SINGLE_VOTE, isVoterVisibleToAuthor: true}; duration as sent' },
});
const content = plainRecord('PostContent', POSTS_API, { article: { type: 'record', sub: article }, media: { type: 'record', sub: media }, multiImage: { type: 'record', sub: multiImage }, poll: { type: 'record', sub: poll, note: 'Poll API' } });
const distribution = plainRecord('Distribution', POSTS_API, {
  feedDistribution: { type: 'enum', note: 'MAIN_FEED' },
  targetEntities: { type: 'record', note: 'always []' },
  thirdPartyDistributionChannels: { type: 'record', note: 'always []' },
});

function contentOf(share: ShareRecord): Record<string, unknown> | undefined {
  if (share.poll) {
    const { question, options, duration } = share.poll;
    return { poll: { question, options: options.map((text) => ({ text })), settings: { ...(duration && { duration }), voteSelectionType: 'SINGLE_VOTE', isVoterVisibleToAuthor: true } } };
  }
  if (share.images && share.images.length > 1) return { multiImage: { images: share.images.map((id) => ({ id: liUrn('image', id) })) } };
  if (share.images?.length) return { media: { id: liUrn('image', share.images[0]) } };
  if (share.media) return { media: { id: share.media.urn, ...(share.media.title && { title: share.media.title }) } };
  const c = share.content;
  if (!c?.submittedUrl) return undefined;
  return { article: { source: c.submittedUrl, title: c.title, description: c.description, thumbnail: c.submittedImageUrl } };
}

/** `GET /rest/posts/{urn}`. */
export const postTable: RecordTable<ShareRecord> = {
  type: 'Post',
  source: POSTS_API,
  fields: {
    id: { type: 'urn', get: postUrn, note: '`urn:li:share:{19 digits}`; the same share as v1\'s `update-content.person.current-share.id` (which keeps its v1 id)' },
    author: { type: 'urn', get: authorUrn, note: '`urn:li:person:{member id}` (or `urn:li:organization:{company id}` for a company share)' },
    commentary: { type: 'string', get: (s) => s.comment ?? '', note: 'v1 `comment`' },
    visibility: { type: 'enum', get: (s) => s.todayVisibility ?? (s.visibility === 'connections-only' ? 'CONNECTIONS' : 'PUBLIC'), note: 'as sent to /rest/posts or /v2/ugcPosts (PUBLIC, LOGGED_IN, CONNECTIONS, CONTAINER); a v1 share: PUBLIC (anyone) or CONNECTIONS (connections-only)' },
    distribution: { type: 'record', sub: distribution, get: () => ({ feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] }) },
    content: { type: 'record', sub: content, get: contentOf, note: 'article (v1 `content.submitted-url`, title, description), media (an image, a video or a document) or multiImage' },
    lifecycleState: { type: 'enum', get: () => 'PUBLISHED' },
    lifecycleStateInfo: { type: 'record', get: (s) => ({ isEditedByAuthor: s.editedAt !== undefined }), note: 'isEditedByAuthor: true after a partial update' },
    isReshareDisabledByAuthor: { type: 'boolean', get: (s) => !!s.reshareDisabled, note: 'as its author sent it: true stops others resharing the post' },
    reshareContext: { type: 'record', get: (s) => (s.attributionShareId ? { parent: postUrn({ id: s.attributionShareId }), root: postUrn({ id: s.attributionShareId }) } : undefined), note: 'a reshare (v1 `attribution.share`)' },
    createdAt: { type: 'long', get: (s) => s.timestamp },
    publishedAt: { type: 'long', get: (s) => s.timestamp },
    lastModifiedAt: { type: 'long', get: (s) => s.editedAt ?? s.timestamp },
  },
};
