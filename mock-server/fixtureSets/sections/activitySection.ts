// The fixture sections of what members and companies do: `shares` (each becomes the author's
// current share and a SHAR update, or a company status update), `posts` (group discussions with
// their likes and comments), `jobs`, and `updates` of any type (docs/rest.md, "Network updates").
// `activitySection` checks references (members, companies, groups, jobs, shares) and what each
// update type needs; `applyActivityFixtures` adds them to a service.
import type { MockContext } from '../../context/context.js';
import type { Fixtures } from '../../fixtureFormat/types.js';
import type { FixtureSection, SectionCheckContext } from './types.js';
import type { FixtureProblem } from '../FixtureError.js';
import type { ActivityFixtures, JobFixture, PostFixture, ShareFixture, UpdateFixture } from '../../fixtureFormat/activityFixtures.js';
import type { CompanyEvent, JobRecord, PostRecord, ShareRecord, UpdateRecord, UpdateType } from '../../store/network.js';


/** What each update type must name besides its member (docs/rest.md "Sources"). */
const NEEDS: Partial<Record<UpdateType, (keyof UpdateFixture)[]>> = {
  CONN: ['connectedIds'],
  NCON: ['connectedIds'],
  CCEM: ['connectedIds'],
  SHAR: ['shareId'],
  STAT: ['text'],
  JGRP: ['groupId'],
  CMPY: ['companyId'],
  MSFC: ['companyId'],
  APPS: ['activity'],
  APPM: ['activity'],
  VIRL: ['viral'],
  PREC: ['recommendation'],
  SVPR: ['recommendation'],
  JOBP: ['jobId'],
};

/**
 * Every problem in the activity sections beyond their shape: references to members, companies,
 * groups, jobs or shares that are not there, duplicate ids, and update fields a type needs.
 * @example activityFixtureProblems({ posts: [{ id: 'p', groupId: 'nope', creatorId: 'a', title: 't' }] }, context)
 */
function activityFixtureProblems(fixtures: Fixtures, context: SectionCheckContext): FixtureProblem[] {
  const problems: FixtureProblem[] = [];
  const set = fixtures as Fixtures & ActivityFixtures;
  const existing = context.existingRecords;
  const known = (given: { id: string }[] | undefined, before: ReadonlySet<string> | undefined) => new Set([...(before ?? []), ...(given ?? []).map((e) => e.id)]);
  const members = new Set([...context.existingMemberIds, ...(set.members ?? []).map((m) => m.id)]);
  const companies = known(set.companies, existing?.companyIds);
  const groups = known(set.groups, existing?.groupIds);
  const jobs = known(set.jobs, existing?.jobIds);
  const shares = known((set.shares ?? []).filter((s): s is ShareFixture & { id: string } => !!s.id), existing?.shareIds);
  const ref = (path: string, id: string | undefined, ids: Set<string>, what: string) => {
    if (id !== undefined && !ids.has(id)) problems.push({ path, message: `'${id}' is not the id of ${what} in this set, the default data set or the running service.` });
  };
  const unique = (name: string, entries: { id?: string }[] | undefined) => {
    const seen = new Map<string, number>();
    entries?.forEach((entry, i) => {
      if (entry.id === undefined) return;
      const earlier = seen.get(entry.id);
      if (earlier !== undefined) problems.push({ path: `${name}[${i}].id`, message: `'${entry.id}' is already the id of ${name}[${earlier}]; ids must be unique.` });
      else seen.set(entry.id, i);
    });
  };

  unique('shares', set.shares);
  set.shares?.forEach((share, i) => {
    if ((share.authorId === undefined) === (share.companyId === undefined)) {
      problems.push({ path: `shares[${i}]`, message: 'a share needs exactly one of authorId (a member shares) and companyId (a company page shares).' });
    }
    if (!share.comment && !share.content?.submittedUrl) problems.push({ path: `shares[${i}]`, message: "a share needs a 'comment', or 'content' with a 'submittedUrl'." });
    ref(`shares[${i}].authorId`, share.authorId, members, 'a member');
    ref(`shares[${i}].companyId`, share.companyId, companies, 'a company');
  });
  unique('posts', set.posts);
  set.posts?.forEach((post, i) => {
    ref(`posts[${i}].groupId`, post.groupId, groups, 'a group');
    ref(`posts[${i}].creatorId`, post.creatorId, members, 'a member');
    post.likes?.forEach((id, k) => ref(`posts[${i}].likes[${k}]`, id, members, 'a member'));
    post.followers?.forEach((id, k) => ref(`posts[${i}].followers[${k}]`, id, members, 'a member'));
    post.comments?.forEach((c, k) => ref(`posts[${i}].comments[${k}].creatorId`, c.creatorId, members, 'a member'));
  });
  unique('jobs', set.jobs);
  set.jobs?.forEach((job, i) => {
    ref(`jobs[${i}].companyId`, job.companyId, companies, 'a company');
    ref(`jobs[${i}].posterId`, job.posterId, members, 'a member');
  });
  set.updates?.forEach((update, i) => {
    const at = `updates[${i}]`;
    if (update.type !== 'CMPY' && update.memberId === undefined) problems.push({ path: at, message: `a ${update.type} update needs 'memberId', the member it is about.` });
    for (const field of NEEDS[update.type] ?? []) {
      if (update[field] === undefined) problems.push({ path: at, message: `a ${update.type} update needs '${field}' (docs/rest.md, "Network updates").` });
    }
    ref(`${at}.memberId`, update.memberId, members, 'a member');
    ref(`${at}.companyId`, update.companyId, companies, 'a company');
    ref(`${at}.groupId`, update.groupId, groups, 'a group');
    ref(`${at}.jobId`, update.jobId, jobs, 'a job');
    ref(`${at}.shareId`, update.shareId, shares, 'a share');
    update.connectedIds?.forEach((id, k) => ref(`${at}.connectedIds[${k}]`, id, members, 'a member'));
    ref(`${at}.recommendation.otherId`, update.recommendation?.otherId, members, 'a member');
    update.likes?.forEach((id, k) => ref(`${at}.likes[${k}]`, id, members, 'a member'));
    update.comments?.forEach((c, k) => ref(`${at}.comments[${k}].memberId`, c.memberId, members, 'a member'));
  });
  return problems;
}

/** The fixture section check, for fixtureSets/sections/index.ts. */
export const activitySection: FixtureSection = { key: 'activity', check: activityFixtureProblems };

/**
 * Adds a checked set's shares, posts, jobs and updates to a service (an id that is there already
 * is replaced). Times default to the mock clock's now.
 * @example applyActivityFixtures(ctx, { shares: [{ authorId: 'aZ3kq9XbW1', comment: 'Hello' }] })
 */
export function applyActivityFixtures(ctx: MockContext, fixtures: Fixtures): void {
  const set = fixtures as Fixtures & ActivityFixtures;
  const network = ctx.network;
  const now = ctx.clock.now();
  for (const given of set.jobs ?? []) {
    const job: JobRecord = { description: '', locationDescription: '', ...structuredClone(given), timestamp: given.timestamp ?? now };
    network.jobs.set(job.id, job);
  }
  for (const given of set.shares ?? []) {
    const share: ShareRecord = { visibility: 'anyone', ...structuredClone(given), id: given.id ?? network.nextId('s'), timestamp: given.timestamp ?? now };
    network.shares.set(share.id, share);
    const update: UpdateRecord = share.companyId
      ? { key: network.newUpdateKey('CMPY', share.companyId, share.timestamp), type: 'CMPY', companyEvent: 'status-update', companyId: share.companyId, timestamp: share.timestamp, shareId: share.id, likes: [], comments: [] }
      : { key: network.newUpdateKey('SHAR', share.authorId!, share.timestamp), type: 'SHAR', memberId: share.authorId, timestamp: share.timestamp, shareId: share.id, likes: [], comments: [] };
    network.updates.push(update);
  }
  for (const given of set.posts ?? []) {
    const timestamp = given.timestamp ?? now;
    const post: PostRecord = {
      summary: '',
      ...structuredClone(given),
      timestamp,
      likes: [...(given.likes ?? [])],
      followers: [...(given.followers ?? [given.creatorId])],
      comments: (given.comments ?? []).map((c, k) => ({ id: c.id ?? `${given.id}-C-${k + 1}`, creatorId: c.creatorId, text: c.text, timestamp: c.timestamp ?? timestamp + (k + 1) * 60_000 })),
    };
    network.posts.set(post.id, post);
  }
  for (const given of set.updates ?? []) {
    const timestamp = given.timestamp ?? now;
    const subject = given.type === 'CMPY' ? given.companyId! : given.memberId!;
    network.updates.push({
      ...structuredClone(given),
      key: given.key ?? network.newUpdateKey(given.type, subject, timestamp),
      timestamp,
      companyEvent: given.type === 'CMPY' ? ((given.companyEvent ?? 'status-update') as CompanyEvent) : given.companyEvent,
      likes: [...(given.likes ?? [])],
      comments: (given.comments ?? []).map((c, k) => ({ id: c.id ?? network.nextId('comment'), memberId: c.memberId, comment: c.comment, timestamp: c.timestamp ?? timestamp + (k + 1) * 60_000 })),
    });
  }
}
