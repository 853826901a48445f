// Comments on group discussions: a post's comments, adding one, one comment, removing or flagging it.
import type { RestCall } from '../pipeline/router.js';
import type { GroupRecord } from '../../store/network.js';
import { project } from '../format/fieldTable.js';
import { selectFields } from '../format/fieldSelector.js';
import { page, parsePaging } from '../input/paging.js';
import { readBody } from '../input/body.js';
import { NotFound } from '../../api/errors.js';
import { viewerOf } from '../people/resolvePerson.js';
import { COMMENT_DEFAULT_FIELDS, commentTable, commentsOf, mayModerate, requireMember, requireReader, resolveGroup, type CommentSource } from './groupFields.js';
import { LIST_DEFAULT_COUNT, POST_SUMMARY_MAX } from '../../defaults.js';
import { objectBody, requiredText, selection } from './groupCalls.js';
import { readablePost } from './posts.js';

export function getComments(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  const { post } = readablePost(call);
  const fields = selection(call, commentTable, COMMENT_DEFAULT_FIELDS);
  const viewer = viewerOf(call);
  return { root: 'comments', body: page(commentsOf(viewer, post), paging, 'comment', (comment) => project({ viewer, post, comment }, commentTable, fields)) };
}

export async function addComment(call: RestCall) {
  const { post, group } = readablePost(call);
  requireMember(call, group, 'comment on its discussions');
  const text = requiredText(objectBody(await readBody(call.request), 'comment'), 'text', POST_SUMMARY_MAX);
  const comment = { id: call.ctx.network.nextId(`${post.id}-C-new`), creatorId: call.caller.memberId, text, timestamp: call.ctx.clock.now() };
  post.comments.push(comment);
  const view = project({ viewer: viewerOf(call), post, comment }, commentTable, selectFields(...COMMENT_DEFAULT_FIELDS));
  return { root: 'comment', status: 201, body: view, headers: { location: `${call.apiOrigin}/v1/comments/${comment.id}` } };
}

/** The comment a path names, readable by the caller. */
function findComment(call: RestCall): CommentSource & { group: GroupRecord } {
  for (const post of call.ctx.network.posts.values()) {
    const comment = post.comments.find((c) => c.id === call.params.comment && !c.flaggedBy?.includes(call.caller.memberId));
    if (!comment) continue;
    const group = resolveGroup(call, post.groupId);
    requireReader(call, group);
    return { viewer: viewerOf(call), post, comment, group };
  }
  throw new NotFound(`There is no comment with the id ${call.params.comment}.`);
}

export function getComment(call: RestCall) {
  const fields = selection(call, commentTable, COMMENT_DEFAULT_FIELDS);
  return { root: 'comment', body: project(findComment(call), commentTable, fields) };
}

export function deleteComment(call: RestCall) {
  const found = findComment(call);
  if (mayModerate(call, found.group, found.comment.creatorId)) found.post.comments = found.post.comments.filter((c) => c !== found.comment);
  else found.comment.flaggedBy = [...(found.comment.flaggedBy ?? []), call.caller.memberId];
  return { root: 'comment', body: undefined, status: 204 };
}
