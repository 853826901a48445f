// How a network update looks in the API (docs/rest.md "Sources"): updateKey, updateType,
// timestamp, the like and comment parts, and updateContent, whose shape depends on the type
// (§6.4: a person with the part that changed, a company with what it did, a job). Used by network
// updates, single updates and company updates.
//
// Only commentable updates carry isLiked, numLikes and updateComments, and only liked ones carry
// likes (SS updates.json: CONN and VIRL have none of them; CU15: company status updates neither).
import type { CompanyRecord, UpdateRecord, UpdateType } from '../../store/network.js';
import type { MemberRecord } from '../../store/types.js';
import { plainTable, project, type FieldTable } from '../format/fieldTable.js';
import { ListValue } from '../format/serialize.js';
import { selectFields } from '../format/fieldSelector.js';
import { SITE_URL, UPDATE_COMMENTS_INLINE } from '../../defaults.js';
import { personTable } from '../people/personFields.js';
import { numericId } from '../../store/numericId.js';
import { personOf, type Viewer } from '../people/personSource.js';
import { shareTable, shareView } from '../people/shareFields.js';

/** The person inside updateContent (SS updates.json). */
const UPDATE_PERSON_FIELDS = selectFields('id', 'firstName', 'lastName', 'headline', 'pictureUrl', 'siteStandardProfileRequest', 'apiStandardProfileRequest');
/** The people a CONN update lists (SS updates.json: no pictureUrl). */
const CONNECTION_FIELDS = selectFields('id', 'firstName', 'lastName', 'headline', 'siteStandardProfileRequest', 'apiStandardProfileRequest');
/** The person of a like (SS updates.json `likes.values[].person`). */
const LIKE_PERSON_FIELDS = selectFields('id', 'firstName', 'lastName', 'headline', 'pictureUrl');
/** The whole share inside an update (every share field). */
const SHARE_FIELDS = Object.keys(shareTable.fields).map((name) => ({ name, fields: name === 'author' ? selectFields('id', 'firstName', 'lastName', 'headline') : undefined }));

/** Types nobody can like or comment on (SS updates.json CONN and VIRL; new connections and follows alike). */
const NOT_COMMENTABLE: UpdateType[] = ['CONN', 'NCON', 'CCEM', 'VIRL', 'MSFC'];

/** The fields a selector may name on an update; their contents come whole. */
export const updateTable: FieldTable<Record<string, unknown>> = plainTable(
  'Update',
  {
    updateKey: 'string',
    updateType: 'string',
    timestamp: 'timestamp',
    isCommentable: 'boolean',
    isLikable: 'boolean',
    isLiked: 'boolean',
    numLikes: 'integer',
    likes: { note: '{_total, values:[{person}]}, only when liked' },
    updateComments: { note: `{_total, values:[{comment, id, person, sequenceNumber, timestamp}]}, the newest ${UPDATE_COMMENTS_INLINE}` },
    updateContent: { note: 'per update type, see "Network updates"' },
    updatedFields: { note: 'PROF and PRFX: {_count, values:[{name}]}' },
  },
  'SS updates.json; LJ DOC-1006; CU15; PYL README',
);

/** A share whole, as updates carry it. */
function shareOf(viewer: Viewer, shareId: string | undefined): Record<string, unknown> | undefined {
  const share = shareView(viewer, shareId);
  return share && project(share, shareTable, SHARE_FIELDS);
}

function person(viewer: Viewer, id: string | undefined, fields = UPDATE_PERSON_FIELDS): Record<string, unknown> | undefined {
  const member = id ? viewer.ctx.directory.members.get(id) : undefined;
  // Updates carry basic fields only, so they show whatever profile scope the token has.
  return member && project(personOf(viewer, member), personTable, fields);
}

const companyRef = (company: CompanyRecord | undefined) => company && { id: numericId(company.id), name: company.name };
const jobUrl = (id: string) => `${SITE_URL}/jobs?viewJob=&jobId=${encodeURIComponent(id)}&trk=api*a0*s0*`;

function jobView(viewer: Viewer, jobId: string | undefined, withPoster: boolean) {
  const job = jobId ? viewer.ctx.network.jobs.get(jobId) : undefined;
  if (!job) return undefined;
  const company = viewer.ctx.network.companies.get(job.companyId);
  return {
    id: numericId(job.id),
    position: { title: job.title },
    company: companyRef(company),
    description: job.description,
    locationDescription: job.locationDescription,
    jobPoster: withPoster ? person(viewer, job.posterId) : undefined,
    siteJobRequest: { url: jobUrl(job.id) },
  };
}

function companyContent(viewer: Viewer, update: UpdateRecord): Record<string, unknown> {
  const network = viewer.ctx.network;
  const company = update.companyId ? network.companies.get(update.companyId) : undefined;
  const base = { company: companyRef(company) };
  switch (update.companyEvent ?? 'status-update') {
    case 'status-update':
      return { ...base, companyStatusUpdate: { share: shareOf(viewer, update.shareId) } };
    case 'job-posting': {
      const job = jobView(viewer, update.jobId, false);
      return { ...base, companyJobUpdate: { action: { code: 'created' }, job: job && { ...job, jobPoster: undefined } } };
    }
    case 'new-product':
      return { ...base, companyProductUpdate: { action: { code: 'create' }, eventType: { code: 'new-product' }, product: update.product } };
    case 'person': {
      const move = update.personMove;
      const title = (text: string | undefined) => text && { title: text, company: { name: company?.name } };
      return {
        ...base,
        companyPersonUpdate: move && {
          person: person(viewer, move.memberId),
          action: { code: move.action },
          oldPosition: title(move.oldTitle),
          newPosition: title(move.newTitle),
        },
      };
    }
    case 'profile':
      return { ...base, companyProfileUpdate: { editor: person(viewer, update.memberId), action: { code: 'updated' }, profileField: { code: 'profile' } } };
  }
}

function currentPositions(member: MemberRecord | undefined) {
  const list = Array.isArray(member?.positions) ? (member!.positions as Record<string, unknown>[]) : [];
  return list
    .filter((p) => p.isCurrent)
    .slice(0, 1)
    .map((p) => ({ id: p.id, title: p.title, company: { name: (p.company as { name?: string } | undefined)?.name } }));
}

function recommendationOf(viewer: Viewer, update: UpdateRecord, role: 'recommendee' | 'recommender') {
  const rec = update.recommendation;
  if (!rec) return undefined;
  const other = person(viewer, rec.otherId);
  return new ListValue(
    [{
      id: Number(update.key.replace(/\D/g, '').slice(-9)),
      recommendationSnippet: rec.snippet,
      recommendationType: { code: rec.code },
      [role]: other,
      webUrl: `${SITE_URL}/profile/view?id=${encodeURIComponent(role === 'recommendee' ? rec.otherId : update.memberId ?? '')}&trk=api*a0*s0*#recommendations`,
    }],
    'recommendation',
  );
}

function content(viewer: Viewer, update: UpdateRecord, depth: number): Record<string, unknown> | undefined {
  const network = viewer.ctx.network;
  if (update.type === 'CMPY') return companyContent(viewer, update);
  if (update.type === 'JOBP') return { job: jobView(viewer, update.jobId, true) };
  const who = person(viewer, update.memberId);
  if (!who) return undefined;
  switch (update.type) {
    case 'SHAR':
      return { person: { ...who, currentShare: shareOf(viewer, update.shareId) } };
    case 'CONN': {
      const others = (update.connectedIds ?? []).map((id) => person(viewer, id, CONNECTION_FIELDS)).filter((p) => p);
      return { person: { ...who, connections: new ListValue(others, 'person') } };
    }
    case 'NCON':
    case 'CCEM':
    case 'PICU':
      return { person: who };
    case 'STAT':
      return { person: { ...who, currentStatus: update.text } };
    case 'PROF':
    case 'PRFX':
      return { person: { ...who, positions: new ListValue(currentPositions(viewer.ctx.directory.members.get(update.memberId!)), 'position', undefined, 0, 'count') } };
    case 'JGRP': {
      const group = update.groupId ? network.groups.get(update.groupId) : undefined;
      const groups = group ? [{ id: numericId(group.id), name: group.name, siteGroupRequest: { url: `${SITE_URL}/groups?gid=${encodeURIComponent(group.id)}&trk=api*a0*s0*` } }] : [];
      return { person: { ...who, memberGroups: new ListValue(groups, 'member-group') } };
    }
    case 'MSFC': {
      const company = update.companyId ? network.companies.get(update.companyId) : undefined;
      return { company: companyRef(company), companyPersonUpdate: { person: who, action: { code: 'follow' } } };
    }
    case 'APPS':
    case 'APPM':
      return { person: { ...who, personActivities: new ListValue(update.activity ? [update.activity] : [], 'activity', undefined, 0, 'count') } };
    case 'PREC':
      return { person: { ...who, recommendationsGiven: recommendationOf(viewer, update, 'recommendee') } };
    case 'SVPR':
      return { person: { ...who, recommendationsReceived: recommendationOf(viewer, update, 'recommender') } };
    case 'VIRL': {
      const original = update.viral && depth === 0 ? network.updates.find((u) => u.key === update.viral!.originalKey) : undefined;
      return {
        person: who,
        updateAction: { action: { code: update.viral?.action }, originalUpdate: original && updateRecordView(viewer, original, 1) },
      };
    }
  }
  return undefined;
}

/** The comment of an update as the API shows it (LJ DOC-1006 update-comment). */
export function commentView(viewer: Viewer, update: UpdateRecord, index: number): Record<string, unknown> {
  const c = update.comments[index];
  return { id: c.id, sequenceNumber: index, comment: c.comment, timestamp: c.timestamp, person: person(viewer, c.memberId, LIKE_PERSON_FIELDS) };
}

/** The likes of an update: `{_total, values:[{person}]}`. */
export function likesView(viewer: Viewer, update: UpdateRecord): ListValue {
  const likes = update.likes.map((id) => ({ person: person(viewer, id, LIKE_PERSON_FIELDS) })).filter((l) => l.person);
  return new ListValue(likes, 'like');
}

/** Whether members may like and comment on an update. */
export function isCommentable(update: UpdateRecord): boolean {
  if (NOT_COMMENTABLE.includes(update.type)) return false;
  return !(update.type === 'CMPY' && (update.companyEvent ?? 'status-update') === 'status-update');
}

function updateRecordView(viewer: Viewer, update: UpdateRecord, depth: number): Record<string, unknown> {
  const commentable = isCommentable(update);
  const out: Record<string, unknown> = {
    timestamp: update.timestamp,
    updateKey: update.key,
    updateType: update.type,
    updateContent: content(viewer, update, depth),
    isCommentable: commentable,
    isLikable: commentable,
  };
  if (commentable) {
    const total = update.comments.length;
    const first = Math.max(0, total - UPDATE_COMMENTS_INLINE);
    out.isLiked = update.likes.includes(viewer.viewerId);
    out.numLikes = update.likes.length;
    if (update.likes.length) out.likes = likesView(viewer, update);
    out.updateComments = new ListValue(
      update.comments.slice(first).map((_, i) => commentView(viewer, update, first + i)),
      'update-comment',
      total,
      first,
    );
  }
  if (update.updatedFields?.length) {
    out.updatedFields = new ListValue(update.updatedFields.map((name) => ({ name })), 'update-field', undefined, 0, 'count');
  }
  return out;
}

/** An update as the viewer sees it. */
export function updateView(viewer: Viewer, update: UpdateRecord): Record<string, unknown> {
  return updateRecordView(viewer, update, 0);
}

/** Updates newest first (ties: later-made first). */
export function newestFirst(updates: UpdateRecord[]): UpdateRecord[] {
  return updates
    .map((update, index) => ({ update, index }))
    .sort((a, b) => b.update.timestamp - a.update.timestamp || b.index - a.index)
    .map((entry) => entry.update);
}
