// The share record (`current-share` of a person, the share in SHAR and company status updates):
// docs/rest.md "Sources" `current-share` (SS profile_full.json, current.json, updates.json;
// LNET company-updates.xml for service-provider-share-id; CU15 for company shares).
import type { ShareRecord } from '../../store/network.js';
import { plainTable, type FieldTable } from '../format/fieldTable.js';
import { SITE_URL } from '../../defaults.js';
import { personOf, type Viewer } from './personSource.js';

const contentTable = plainTable('ShareContent', {
  title: 'string',
  description: 'string',
  submittedUrl: 'string',
  shortenedUrl: { type: 'string', note: 'a short lnkd.in link made from the share id' },
  resolvedUrl: 'string',
  submittedImageUrl: 'string',
  thumbnailUrl: 'string',
  eyebrowUrl: { type: 'string', note: 'the site link that counts clicks' },
});

const sourceTable = plainTable('ShareSource', {
  serviceProvider: { sub: plainTable('ServiceProvider', { name: { type: 'string', note: 'LINKEDIN or TWITTER' } }) },
  application: { sub: plainTable('Application', { name: 'string' }) },
  serviceProviderShareId: 'string',
  serviceProviderAccountId: 'string',
  serviceProviderAccountHandle: 'string',
});

/** The share table; `author` is a person (personFields.ts links the person table in). */
export const shareTable: FieldTable<Record<string, unknown>> = plainTable(
  'Share',
  {
    id: 'string',
    timestamp: 'timestamp',
    comment: 'string',
    content: { sub: contentTable },
    visibility: { sub: plainTable('Visibility', { code: { type: 'string', note: 'anyone or connections-only' } }) },
    source: { sub: sourceTable },
    author: { defaults: ['id', 'firstName', 'lastName', 'headline'] },
    attribution: { sub: plainTable('Attribution', { share: { sub: plainTable('AttributedShare', { id: 'string', comment: 'string' }) } }) },
  },
  'SS profile_full.json, updates.json; LNET; CU15',
);

/** A short code for a share's lnkd.in link, fixed by its id. */
function shortCode(id: string): string {
  let hash = 7;
  for (const ch of id) hash = (hash * 131 + ch.charCodeAt(0)) >>> 0;
  return hash.toString(36).slice(0, 7).padStart(7, 'x');
}

function contentOf(share: ShareRecord): Record<string, unknown> | undefined {
  const content = share.content;
  if (!content) return undefined;
  const url = content.submittedUrl;
  return {
    ...content,
    shortenedUrl: url && `http://lnkd.in/${shortCode(share.id)}`,
    resolvedUrl: url,
    eyebrowUrl: url && `${SITE_URL}/share?viewLink=&sid=${encodeURIComponent(share.id)}&url=${encodeURIComponent(url)}`,
    thumbnailUrl: content.submittedImageUrl && `https://media.licdn.com/media-proxy/ext?w=80&h=100&url=${encodeURIComponent(content.submittedImageUrl)}`,
  };
}

/**
 * A share as `viewer` sees it: the record for shareTable, with the author as a person.
 * @example shareView(viewer, 's10001')?.comment
 */
export function shareView(viewer: Viewer, shareId: string | undefined): Record<string, unknown> | undefined {
  const share = shareId ? viewer.ctx.network.shares.get(shareId) : undefined;
  if (!share) return undefined;
  const author = share.authorId ? viewer.ctx.directory.members.get(share.authorId) : undefined;
  const source = share.source ?? { serviceProvider: 'LINKEDIN' };
  const attributed = share.attributionShareId ? viewer.ctx.network.shares.get(share.attributionShareId) : undefined;
  return {
    id: share.id,
    timestamp: share.timestamp,
    comment: share.comment,
    content: contentOf(share),
    visibility: { code: share.visibility },
    source: {
      serviceProvider: { name: source.serviceProvider },
      application: source.application ? { name: source.application } : undefined,
      serviceProviderShareId: source.serviceProvider === 'TWITTER' ? share.id.replace(/\D/g, '') : share.id,
      serviceProviderAccountId: source.accountId,
      serviceProviderAccountHandle: source.accountHandle,
    },
    author: author && personOf(viewer, author),
    attribution: share.attributionShareId ? { share: { id: share.attributionShareId, comment: attributed?.comment } } : undefined,
  };
}

/** The member's newest share, if any. */
export function currentShareId(viewer: Viewer, memberId: string): string | undefined {
  let best: ShareRecord | undefined;
  for (const share of viewer.ctx.network.shares.values()) {
    if (share.authorId === memberId && (!best || share.timestamp >= best.timestamp)) best = share;
  }
  return best?.id;
}
