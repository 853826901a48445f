// A change a member made (store/portability.ts) as the Member Changelog API's event
// (https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/shared/member-changelog-api):
// `{id, activityId, capturedAt, processedAt, configVersion, owner, actor, resourceName, resourceId,
// resourceUri, method, activity, processedActivity, siblingActivities, parentSiblingActivities,
// activityStatus}`, with the resource names and activity shapes of its samples: a post is `ugcPosts`
// (CREATE, UPDATE, DELETE) with the UGC post as activity, a comment `socialActions/comments`, a
// reaction `socialActions/likes` (with its reactionType), a certification added to the profile
// `people/certifications` (as the samples' `people/languages`). A DELETE's activity is empty ("we
// cannot capture the object after it has been deleted"). The mock processes an event when it is
// captured (`processedAt` = `capturedAt`) and decorates nothing (`processedActivity` = `activity`).
import type { MemberChange } from '../../store/portability.js';
import type { ShareRecord } from '../../store/network.js';
import { liUrn } from '../../restli/urn.js';
import { postUrn } from '../posts/postRecords.js';
import { activityUrn } from '../socialActions/socialEntity.js';
import { multiLocale } from '../members/memberRecords.js';

type Json = Record<string, unknown>;

/** A UGC post's activity of a share, as the changelog's samples show one. */
function ugcActivity(share: ShareRecord, author: string): Json {
  const media = share.images?.map((id) => ({ media: liUrn('image', id), status: 'READY' })) ?? (share.media ? [{ media: share.media.urn, status: 'READY' }] : []);
  const category = share.images?.length ? 'IMAGE' : share.media ? (share.media.urn.startsWith('urn:li:video:') ? 'VIDEO' : 'DOCUMENT') : share.content?.submittedUrl ? 'ARTICLE' : 'NONE';
  return {
    lifecycleState: 'PUBLISHED',
    visibility: { 'com.linkedin.ugc.MemberNetworkVisibility': share.visibility === 'connections-only' ? 'CONNECTIONS' : 'PUBLIC' },
    specificContent: { 'com.linkedin.ugc.ShareContent': { shareMediaCategory: category, shareCommentary: { text: share.comment ?? '' }, media } },
    author,
    created: { actor: author, time: share.timestamp },
    id: postUrn(share),
    lastModified: { time: share.editedAt ?? share.timestamp },
    firstPublishedAt: share.timestamp,
    distribution: { feedDistribution: 'MAIN_FEED' },
  };
}

/** What an event says of its resource: its name, id, URI and activity. */
function resourceOf(change: MemberChange, actor: string): { resourceName: string; resourceId: string; resourceUri: string; activity: Json } {
  const { subject, method, at } = change;
  const gone = method === 'DELETE';
  switch (subject.resource) {
    case 'share': {
      const urn = postUrn(subject.record);
      return { resourceName: 'ugcPosts', resourceId: urn, resourceUri: `/ugcPosts/${urn}`, activity: gone ? {} : ugcActivity(subject.record, actor) };
    }
    case 'comment': {
      const c = subject.record;
      const object = activityUrn({ id: c.shareId });
      const stamp = { actor, time: c.createdAt };
      const activity = { actor, created: stamp, lastModified: stamp, id: c.id, message: { attributes: [], text: c.text }, object, ...(c.parentId && { parentComment: `urn:li:comment:(${object},${c.parentId})` }) };
      return { resourceName: 'socialActions/comments', resourceId: c.id, resourceUri: `/socialActions/${object}/comments/${c.id}`, activity: gone ? {} : activity };
    }
    case 'reaction': {
      const r = subject.record;
      const stamp = { actor, time: r.createdAt };
      return { resourceName: 'socialActions/likes', resourceId: r.root, resourceUri: `/socialActions/${r.root}/likes/${actor}`, activity: gone ? {} : { actor, created: stamp, lastModified: stamp, object: r.root, reactionType: r.reactionType } };
    }
    case 'certification': {
      const c = subject.record;
      const activity = { created: at, name: multiLocale(c.name), ...(c.authority?.name && { authority: multiLocale(c.authority.name) }) };
      return { resourceName: 'people/certifications', resourceId: String(c.id), resourceUri: `/people/id=${change.memberId}/certifications/${c.id}`, activity: gone ? {} : activity };
    }
  }
}

/** The activity id of an event: a UUID made from its id (one per captured activity). */
function activityIdOf(id: number): string {
  return `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
}

/**
 * A member's change as the changelog's event.
 * @example changeEvent(change).resourceName // 'ugcPosts'
 */
export function changeEvent(change: MemberChange): Json {
  const actor = liUrn('person', change.memberId);
  const { resourceName, resourceId, resourceUri, activity } = resourceOf(change, actor);
  return {
    id: change.id,
    activityId: activityIdOf(change.id),
    capturedAt: change.at,
    processedAt: change.at,
    configVersion: 1,
    owner: actor,
    actor,
    resourceName,
    resourceId,
    resourceUri,
    method: change.method,
    activity,
    processedActivity: activity,
    siblingActivities: [],
    parentSiblingActivities: [],
    activityStatus: 'SUCCESS',
  };
}
