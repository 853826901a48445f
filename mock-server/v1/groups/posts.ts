// Group discussions: a group's posts (filtered and ordered), the caller's, one post, starting,
// removing or flagging, liking, following and categorising one.
import type { RestCall } from '../pipeline/router.js';
import type { GroupRecord, PostRecord } from '../../store/network.js';
import { selectFields } from '../format/fieldSelector.js';
import { page, parsePaging } from '../input/paging.js';
import { readBody, textOf } from '../input/body.js';
import { BadRequest } from '../../api/errors.js';
import { oneOfParam, timeParam } from '../input/queryParams.js';
import { viewerOf } from '../people/resolvePerson.js';
import { POST_DEFAULT_FIELDS, mayModerate, postTable, postsOf, requireMember, requireReader, resolveGroup, resolvePost } from './groupFields.js';
import { LIST_DEFAULT_COUNT, POST_SUMMARY_MAX, POST_TITLE_MAX } from '../../defaults.js';
import { objectBody, requiredText, booleanBody, selection, postView } from './groupCalls.js';

const ORDERS = ['recency', 'popularity'] as const;
const CATEGORIES = ['discussion', 'job', 'promotion'] as const;

/** Posts filtered and ordered by the request's category, modified-since and order parameters. */
export function filteredPosts(call: RestCall, posts: PostRecord[]): PostRecord[] {
  const params = call.url.searchParams;
  const order = oneOfParam(params, 'order', ORDERS) ?? 'recency';
  const category = oneOfParam(params, 'category', CATEGORIES);
  const since = timeParam(params, 'modified-since');
  const changed = (p: PostRecord) => Math.max(p.timestamp, ...p.comments.map((c) => c.timestamp));
  const kept = posts.filter((p) => (!category || (p.category ?? 'discussion') === category) && (since === undefined || changed(p) >= since));
  const popularity = (p: PostRecord) => p.likes.length + p.comments.length;
  return order === 'popularity' ? [...kept].sort((a, b) => popularity(b) - popularity(a) || b.timestamp - a.timestamp) : kept;
}

export function groupPosts(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  const group = resolveGroup(call, call.params.group);
  requireReader(call, group);
  const fields = selection(call, postTable, POST_DEFAULT_FIELDS);
  const posts = filteredPosts(call, postsOf(viewerOf(call), group));
  return { root: 'posts', body: page(posts, paging, 'post', (p) => postView(call, p, fields)) };
}

function createPost(call: RestCall, group: GroupRecord, body: Record<string, unknown>) {
  requireMember(call, group, 'start discussions');
  const content = body.content as Record<string, unknown> | undefined;
  const url = textOf(content?.submittedUrl);
  const post: PostRecord = {
    id: call.ctx.network.nextId(`g-${group.id}-S-new`),
    groupId: group.id,
    creatorId: call.caller.memberId,
    title: requiredText(body, 'title', POST_TITLE_MAX),
    summary: textOf(body.summary) ?? '',
    timestamp: call.ctx.clock.now(),
    category: 'discussion',
    likes: [],
    followers: [call.caller.memberId],
    comments: [],
  };
  if (url) {
    let domain: string;
    try {
      domain = new URL(url).hostname;
    } catch {
      throw new BadRequest(`'content.submitted-url' must be an absolute http or https URL, not '${url}'.`);
    }
    post.attachment = { contentUrl: url, title: textOf(content?.title), summary: textOf(content?.description), imageUrl: textOf(content?.submittedImageUrl), contentDomain: domain };
  }
  if (post.summary.length > POST_SUMMARY_MAX) throw new BadRequest(`'summary' is ${post.summary.length} characters long; at most ${POST_SUMMARY_MAX} are allowed.`);
  call.ctx.network.posts.set(post.id, post);
  return { root: 'post', status: 201, body: postView(call, post, selectFields(...POST_DEFAULT_FIELDS, 'summary', 'creationTimestamp')), headers: { location: `${call.apiOrigin}/v1/posts/${post.id}` } };
}

export async function postToGroup(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  return createPost(call, group, objectBody(await readBody(call.request), 'post'));
}

export function myPosts(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  const fields = selection(call, postTable, POST_DEFAULT_FIELDS);
  const viewer = viewerOf(call);
  const posts = [...call.ctx.network.groups.values()]
    .filter((g) => g.members.includes(call.caller.memberId))
    .flatMap((g) => postsOf(viewer, g))
    .sort((a, b) => b.timestamp - a.timestamp || b.id.localeCompare(a.id));
  return { root: 'posts', body: page(filteredPosts(call, posts), paging, 'post', (p) => postView(call, p, fields)) };
}

export async function postAnywhere(call: RestCall) {
  const body = objectBody(await readBody(call.request), 'post');
  const groupId = textOf((body.group as Record<string, unknown> | undefined)?.id);
  if (!groupId) throw new BadRequest("A post needs the group it goes to: 'group': {'id': …} (<group><id>…</id></group> in XML), or POST it to /v1/groups/{id}/posts.");
  return createPost(call, resolveGroup(call, groupId), body);
}

/** The post a path names, readable by the caller, with its group. */
export function readablePost(call: RestCall): { post: PostRecord; group: GroupRecord } {
  const post = resolvePost(call, call.params.post);
  const group = resolveGroup(call, post.groupId);
  requireReader(call, group);
  return { post, group };
}

export function getPost(call: RestCall) {
  const fields = selection(call, postTable, POST_DEFAULT_FIELDS);
  return { root: 'post', body: postView(call, readablePost(call).post, fields) };
}

export function deletePost(call: RestCall) {
  const { post, group } = readablePost(call);
  if (mayModerate(call, group, post.creatorId)) call.ctx.network.posts.delete(post.id);
  else post.flaggedBy = [...(post.flaggedBy ?? []), call.caller.memberId];
  return { root: 'post', body: undefined, status: 204 };
}

export async function likePost(call: RestCall) {
  const { post, group } = readablePost(call);
  requireMember(call, group, 'like its discussions');
  const liked = await booleanBody(call);
  const me = call.caller.memberId;
  post.likes = post.likes.filter((id) => id !== me);
  if (liked) post.likes.push(me);
  return { root: 'is-liked', body: undefined, status: 204 };
}

export async function followPost(call: RestCall) {
  const { post } = readablePost(call);
  const following = await booleanBody(call);
  const me = call.caller.memberId;
  post.followers = (post.followers ?? [post.creatorId]).filter((id) => id !== me);
  if (following) post.followers.push(me);
  return { root: 'is-following', body: undefined, status: 204 };
}

export async function categorize(call: RestCall) {
  const { post, group } = readablePost(call);
  requireMember(call, group, 'categorize its discussions');
  const { value } = await readBody(call.request);
  const text = textOf(value);
  if (text !== 'job' && text !== 'promotion') throw new BadRequest('The body must be the category code "job" or "promotion" (JSON), or <code>job</code> (XML).');
  post.category = text;
  return { root: 'code', body: undefined, status: 204 };
}
