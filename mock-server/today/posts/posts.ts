// Posting as the member (w_member_social, the "Share on LinkedIn" product):
//   POST /v2/ugcPosts      → 201, X-RestLi-Id: urn:li:share:{id} and {"id":"urn:li:share:{id}"} (DOC-SHARE;
//                            the body as LinkedIn sends it, MicrosoftDocs/feedback#3651, withoneai/knowledge#47)
//   GET  /v2/ugcPosts?q=authors&authors=List({urn}) → a page's or the caller's posts in the UGC shape
//                            (today/posts/ugcPostsFinder.ts)
//   POST /v2/shares        → 201 with the legacy share record and X-RestLi-Id
//   POST /rest/posts       → 201, x-restli-id, Content-Length: 0 (Posts API; LinkedIn-Version required)
//   GET  /rest/posts/{urn} → the post (the author's own with r_member_social, or a page's to those who run it; others'
//                            are restricted), for apps with the Community Management API only: a
//                            self-serve app (Sign In + Share on LinkedIn) gets 403
//                            partnerApiPostsExternal.GET.{version}, as from LinkedIn
//   GET  /rest/posts?q=author&author={urn} → the caller's posts or a page's, newest first (the same
//                            gate: partnerApiPostsExternal.FINDER-author.{version}; today/posts/postsFinder.ts)
//   GET  /rest/posts?ids=List({urn},…) → the batch get, {results, statuses, errors} (restli/batchGet.ts):
//                            each post as GET /rest/posts/{urn} answers it, or its 403/404
//   DELETE /rest/posts/{urn} → 204 (today/posts/deletePost.ts)
//   POST /rest/posts/{urn} (PARTIAL_UPDATE, patch.$set.commentary) → 204 (today/posts/updatePost.ts)
// Each stores one share through publishShare, the function v1's POST /people/~/shares uses, so
// the post is the member's current share, a SHAR network update and a count on its URL.
import type { TodayCall, TodayRoute } from '../TodayRoute.js';
import type { PostInput } from './postInput.js';
import { postsInput, sharesInput, ugcPostInput } from './postInput.js';
import { jsonBody } from '../jsonBody.js';
import { checkPostMedia, checkReshareAllowed, markShownMedia, resolveReshareParent } from './postMedia.js';
import { deletePost } from './deletePost.js';
import { postsByAuthor, MEMBER_POST_READING_SCOPES, PAGE_POST_READING_SCOPES, POSTS_PARTNER_RESOURCE } from './postsFinder.js';
import { updatePost } from './updatePost.js';
import { ugcPostsByAuthors } from './ugcPostsFinder.js';
import { publishCompanyShare, publishShare } from '../../store/publishShare.js';
import { pageToActAs } from '../organizations/postAsPage.js';
import { mayOnPage } from '../organizations/pagePermissions.js';
import { projectRecord } from '../../restli/projectRecord.js';
import { liUrn, urnParam, type Urn } from '../../restli/urn.js';
import { batchGet } from '../../restli/batchGet.js';
import { BATCH_GET_MAX } from '../../defaults.js';
import { authorUrn, postOfUrn, postTable, postUrn } from './postRecords.js';
import { activityNumber, postNumber } from '../../store/postNumbers.js';
import { callerIsPerson } from '../callerIsPerson.js';
import { grantsAnyOf } from '../../scopes.js';
import { commentaryAsPublished } from './commentaryAsPublished.js';
import { duplicateOf, duplicatePostBody } from './duplicatePost.js';
import { notifyPagesOfPost } from './pageNotifications.js';
import { littleTextMentions } from './littleText.js';

import { RestError, AccessDenied, BadRequest, FieldRefused, NotFound, Unprocessable } from '../../api/errors.js';

/**
 * The answer the real service gives a post whose author is not the token's member: `403
 * {"serviceErrorCode":100,"message":"Field Value validation failed in REQUEST_BODY: Data Processing
 * Exception while processing fields [/author]"}` (n8n-io/n8n#1714; the one field-refused 403, api/errors.ts).
 */
export const AUTHOR_MISMATCH_MESSAGE = new FieldRefused('/author').message;

/** Where a post body names its author and visibility, for the refusals. */
interface BodyPaths {
  author: string;
  visibility: string;
  media: string;
}

/**
 * Checks the author (the caller, or a page the caller may post as: today/organizations/postAsPage.ts)
 * and the media and reshared post of a post (today/posts/postMedia.ts), and that its author did not
 * publish the same post already (422 DUPLICATE_POST, today/posts/duplicatePost.ts), then stores it
 * as the member's share or the page's company share; returns the new share. `memberScopes`: the scopes that let a member post as themself here.
 */
function publish(call: TodayCall, input: PostInput, surface: 'posts' | 'legacy', paths: BodyPaths, memberScopes: readonly string[] = ['w_member_social']) {
  let companyId: string | undefined;
  resolveReshareParent(call, input.share);
  if (input.author.type === 'organization') {
    companyId = pageToActAs(call, input.author.id, surface, paths.author).id;
    if (input.share.visibility !== 'anyone') throw new Unprocessable(paths.visibility, 'must be PUBLIC: a page posts publicly');
  } else {
    if (!callerIsPerson(call, input.author.id)) throw new FieldRefused(paths.author);
    if (!grantsAnyOf(call.caller.scopes, memberScopes)) throw new AccessDenied(surface === 'posts' ? 'posts' : 'ugcPosts', 'CREATE', call.version);
  }
  const duplicate = duplicateOf(call.ctx.network, call.ctx.clock.now(), input.author, input.share);
  if (duplicate) {
    const urn = postUrn(duplicate);
    throw new RestError(422, `Content is a duplicate of ${urn}`, { body: duplicatePostBody(urn) });
  }
  checkReshareAllowed(call, input.share, input.author);
  checkPostMedia(call, input.share, paths.media, companyId);
  markShownMedia(call.ctx.network, input.share);
  const share = companyId !== undefined ? publishCompanyShare(call.ctx, companyId, input.share).share : publishShare(call.ctx, call.caller.memberId, input.share).share;
  // Pages it reshares or mentions (little text, /rest/posts only) are notified (docs/webhooks.md).
  notifyPagesOfPost(call.ctx, share, surface === 'posts' ? littleTextMentions(share.comment ?? '') : []);
  return share;
}

/** 201 with the new id in X-RestLi-Id (and Location, where the post reads back) and an empty body (Content-Length: 0, which axios needs to finish). */
function created(call: TodayCall, urn: string, body?: unknown) {
  return { status: 201, body, headers: { 'x-restli-id': urn, location: `${call.apiOrigin}/rest/posts/${encodeURIComponent(urn)}` } };
}

async function ugcPost(call: TodayCall) {
  const share = publish(call, ugcPostInput(await jsonBody(call.request)), 'legacy', {
    author: '/author',
    visibility: '/visibility/com.linkedin.ugc.MemberNetworkVisibility',
    media: '/specificContent/com.linkedin.ugc.ShareContent/media',
  });
  // The UGC Post API answers the new post's URN in the body too (MicrosoftDocs/feedback#3651).
  return created(call, postUrn(share), { id: postUrn(share) });
}

async function legacyShare(call: TodayCall) {
  const share = publish(call, sharesInput(await jsonBody(call.request)), 'legacy', { author: '/owner', visibility: '/distribution/linkedInDistributionTarget/visibleToGuest', media: '/content' }, ['w_member_social', 'w_share']);
  const urn = postUrn(share);
  const actor = liUrn('person', call.caller.memberId);
  const body: Record<string, unknown> = {
    id: postNumber(share.id),
    activity: liUrn('activity', activityNumber(share.id)),
    owner: authorUrn(share),
    text: { text: share.comment ?? '' },
    distribution: { linkedInDistributionTarget: { visibleToGuest: share.visibility === 'anyone' } },
    created: { actor, time: share.timestamp },
    lastModified: { actor, time: share.timestamp },
  };
  if (share.content) {
    body.content = {
      contentEntities: [{ entityLocation: share.content.submittedUrl, ...(share.content.submittedImageUrl && { thumbnails: [{ resolvedUrl: share.content.submittedImageUrl }] }) }],
      ...(share.content.title && { title: share.content.title }),
      ...(share.content.description && { description: share.content.description }),
    };
  }
  return created(call, urn, body);
}

async function createPost(call: TodayCall) {
  const input = postsInput(await jsonBody(call.request));
  if (input.share.comment !== undefined) {
    // Little text: an unescaped reserved character cuts the commentary there, silently, as on LinkedIn.
    const published = commentaryAsPublished(call, input.share.comment, 'commentary');
    input.share.comment = published.text;
    if (published.cut) input.share.commentaryCut = published.cut;
  }
  const share = publish(call, input, 'posts', { author: '/author', visibility: '/visibility', media: input.share.images && input.share.images.length > 1 ? '/content/multiImage/images' : '/content/media/id' });
  return created(call, postUrn(share));
}

/** The post a URN names as the caller may read it (projected), or the 404 or partner-gate 403 of GET /rest/posts/{urn}. */
function readablePost(call: TodayCall, text: string, urn: Urn) {
  const share = postOfUrn(call.ctx.network, urn);
  if (!share) throw new NotFound(`Post ${text} does not exist.`);
  const company = share.companyId === undefined ? undefined : call.ctx.network.companies.get(share.companyId);
  // A page's post: anyone with a role on the page; a member's: its author, with the restricted
  // r_member_social (Posts API; w_member_social only writes; the read scopes of a page,
  // PAGE_POST_READING_SCOPES, open the page's posts only).
  const readable = company ? mayOnPage(call, 'readPost', company) : share.authorId === call.caller.memberId && grantsAnyOf(call.caller.scopes, MEMBER_POST_READING_SCOPES);
  if (!readable) throw new AccessDenied(POSTS_PARTNER_RESOURCE, 'GET', call.version);
  return projectRecord(share, postTable, call.projection, call.env);
}

function getPost(call: TodayCall) {
  return { body: readablePost(call, call.params.urn!, call.urns.urn!) };
}

/** `GET /rest/posts?ids=List(urn:li:share:…,urn:li:ugcPost:…)`: each post as GET /rest/posts/{urn} answers it. */
function batchGetPosts(call: TodayCall) {
  return {
    body: batchGet(call.url, BATCH_GET_MAX, (key) => {
      const text = String(key);
      return { name: text, value: readablePost(call, text, urnParam(text, POST_URN)) };
    }),
  };
}

/** GET /rest/posts: the author finder, or a batch get. */
function findOrBatchGet(call: TodayCall) {
  if (call.finder === 'author') return postsByAuthor(call);
  if (call.query.has('ids')) return batchGetPosts(call);
  throw new BadRequest('GET /rest/posts needs q=author&author={urn} or ids=List({post urn},…).');
}

export { POSTS_PARTNER_RESOURCE };

/** The post a path names: `urn:li:share:{id}` or `urn:li:ugcPost:{id}`. */
const POST_URN = { what: 'a post', types: ['share', 'ugcPost'] } as const;

// w_organization_social lets a page's poster in; publish() then checks the author it names.
const SHARE_SCOPES = ['w_member_social', 'w_organization_social'] as const;

export const postRoutes: TodayRoute[] = [
  {
    path: '/v2/ugcPosts',
    resource: 'ugcPosts',
    methods: {
      POST: { scopes: SHARE_SCOPES, product: 'share', access: 'CREATE', handle: ugcPost },
      // The legacy finder "Retrieve UGC Posts by authors" (today/posts/ugcPostsFinder.ts): reading is the Community Management API's.
      GET: { scopes: [...MEMBER_POST_READING_SCOPES, ...PAGE_POST_READING_SCOPES], product: 'communityManagement', access: 'FINDER-authors', projects: true, finders: { names: ['authors'] }, handle: ugcPostsByAuthors },
    },
  },
  // The legacy Shares API took w_share before w_member_social replaced it.
  { path: '/v2/shares', resource: 'shares', methods: { POST: { scopes: ['w_member_social', 'w_share', 'w_organization_social'], product: 'share', access: 'CREATE', handle: legacyShare } } },
  {
    path: '/rest/posts',
    resource: 'posts',
    versioned: true,
    methods: {
      POST: { scopes: SHARE_SCOPES, product: 'share', access: 'CREATE', handle: createPost },
      GET: { scopes: [...MEMBER_POST_READING_SCOPES, 'w_organization_social', ...PAGE_POST_READING_SCOPES], product: 'communityManagement', resource: POSTS_PARTNER_RESOURCE, access: 'FINDER-author', batchAccess: 'BATCH_GET', projects: true, finders: { names: ['author'], optional: true }, handle: findOrBatchGet },
    },
  },
  { path: '/rest/posts/:urn', resource: 'posts', versioned: true, keyed: true, urns: { urn: POST_URN }, methods: { GET: { scopes: [...MEMBER_POST_READING_SCOPES, 'w_organization_social', ...PAGE_POST_READING_SCOPES], product: 'communityManagement', resource: POSTS_PARTNER_RESOURCE, access: 'GET', projects: true, handle: getPost }, DELETE: { scopes: SHARE_SCOPES, product: 'share', access: 'DELETE', handle: deletePost }, POST: { scopes: SHARE_SCOPES, product: 'share', access: 'PARTIAL_UPDATE', handle: updatePost } } },
];
