// How a network update looks in the API (reference 5.4): updateKey, updateType, timestamp,
// likes, comments and updateContent (a person with the part that changed, or a company with
// its status update). Used by network updates and company updates.
import type { RestCall } from '../router.js';
import type { UpdateRecord } from '../../store/network.js';
import type { MemberRecord } from '../../store/types.js';
import { plainTable, type FieldTable } from '../fieldTable.js';
import { ListValue } from '../serialize.js';
import { selectFields } from '../fieldSelector.js';
import { shareView } from './personFields.js';
import { personView } from './resolvePerson.js';

const UPDATE_PERSON_FIELDS = ['id', 'firstName', 'lastName', 'headline', 'pictureUrl', 'siteStandardProfileRequest', 'apiStandardProfileRequest'];
const SHORT_PERSON_FIELDS = ['id', 'firstName', 'lastName', 'headline'];

/** The fields a selector may name on an update; their contents come whole. */
export const updateTable: FieldTable<Record<string, unknown>> = plainTable('update', {
  updateKey: {}, updateType: {}, timestamp: {}, isCommentable: {}, isLikable: {}, isLiked: {}, numLikes: {},
  likes: {}, updateComments: {}, updateContent: {}, updatedFields: {},
});

function person(call: RestCall, id: string | undefined, fields = UPDATE_PERSON_FIELDS): Record<string, unknown> | undefined {
  const member = id ? call.ctx.directory.members.get(id) : undefined;
  // Updates only carry basic fields, so they show whatever profile scope the token has.
  return member && personView(call, member, selectFields(...fields.filter((f) => f !== 'apiStandardProfileRequest' || member.id)));
}

function content(call: RestCall, update: UpdateRecord): Record<string, unknown> | undefined {
  const ctx = call.ctx;
  if (update.type === 'CMPY') {
    const company = update.companyId ? ctx.network.companies.get(update.companyId) : undefined;
    return {
      company: company && { id: company.id, name: company.name },
      companyStatusUpdate: { share: shareView(ctx, update.shareId) },
    };
  }
  const who = person(call, update.memberId);
  if (!who) return undefined;
  switch (update.type) {
    case 'SHAR':
      return { person: { ...who, currentShare: shareView(ctx, update.shareId) } };
    case 'CONN': {
      const others = (update.connectedIds ?? []).map((id) => person(call, id)).filter((p) => p);
      return { person: { ...who, connections: new ListValue(others, 'person') } };
    }
    case 'STAT':
      return { person: { ...who, currentStatus: update.text } };
    case 'PROF':
      return { person: { ...who, positions: positionsOf(ctx.directory.members.get(update.memberId!)) } };
    case 'JGRP': {
      const group = update.groupId ? ctx.network.groups.get(update.groupId) : undefined;
      return { person: { ...who, memberGroups: new ListValue(group ? [{ id: group.id, name: group.name }] : [], 'member-group') } };
    }
  }
  return undefined;
}

function positionsOf(member: MemberRecord | undefined) {
  const list = Array.isArray(member?.positions) ? (member!.positions as Record<string, unknown>[]) : [];
  return new ListValue(list.filter((p) => p.isCurrent).slice(0, 1), 'position');
}

/** An update as the caller sees it. */
export function updateView(call: RestCall, update: UpdateRecord): Record<string, unknown> {
  const me = call.caller.memberId;
  const likes = update.likes.map((id) => ({ person: person(call, id, SHORT_PERSON_FIELDS) })).filter((l) => l.person);
  const comments = update.comments.map((c) => ({ id: c.id, comment: c.comment, timestamp: c.timestamp, person: person(call, c.memberId, SHORT_PERSON_FIELDS) }));
  return {
    updateKey: update.key,
    updateType: update.type,
    timestamp: update.timestamp,
    isCommentable: update.type === 'SHAR' || update.type === 'CMPY',
    isLikable: true,
    isLiked: update.likes.includes(me),
    numLikes: update.likes.length,
    likes: new ListValue(likes, 'like'),
    updateComments: new ListValue(comments, 'update-comment'),
    updateContent: content(call, update),
  };
}

/** Updates newest first (ties: later-made first). */
export function newestFirst(updates: UpdateRecord[]): UpdateRecord[] {
  return updates
    .map((update, index) => ({ update, index }))
    .sort((a, b) => b.update.timestamp - a.update.timestamp || b.index - a.index)
    .map((entry) => entry.update);
}
