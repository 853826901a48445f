// Jobs (docs/rest.md "Jobs"):
//   GET /v1/jobs/{id}                                   one job (default fields, or `:(…)`)
//   GET /v1/people/~/suggestions/job-suggestions        jobs for the caller ("jobs you may be interested in")
//   GET, POST /v1/people/~/job-bookmarks                the caller's saved jobs; POST {"job":{"id":…}} saves one
//   DELETE /v1/people/~/job-bookmarks/{job-id}          unsaves one
// The saved jobs are the full profile's `job-bookmarks` (member.jobBookmarks, what the profile field
// shows too), so reading and saving them needs r_fullprofile, as the profile field does.
import type { Route, RestCall } from '../pipeline/router.js';
import type { JobRecord } from '../../store/network.js';
import type { MemberRecord } from '../../store/types.js';
import type { MockContext } from '../../context/context.js';
import { checkSelection, plainTable, project, type FieldTable } from '../format/fieldTable.js';
import { parseFieldSelector, selectFields, type FieldRequest } from '../format/fieldSelector.js';
import { page, parsePaging } from '../input/paging.js';
import { readBody, textOf } from '../input/body.js';
import { BadRequest, NotFound } from '../../api/errors.js';
import { JOB_DEFAULT_FIELDS, findJob, jobTable, jobView } from './jobFields.js';
import { rankJobsFor } from './jobMatch.js';
import { numericId } from '../../store/numericId.js';
import { LIST_DEFAULT_COUNT, MAX_PAGE_COUNT } from '../../defaults.js';

/** A saved job as the profile stores it (seed/defaultNetwork.ts; LJ DOC-1323). */
interface StoredBookmark {
  isApplied?: boolean;
  isSaved?: boolean;
  savedTimestamp?: number;
  appliedTimestamp?: number;
  job?: { id?: number | string; [field: string]: unknown };
}

/** A saved job of the job-bookmarks resource: its job looked up among the jobs, so any job field can be selected. */
const bookmarkTable: FieldTable<Record<string, unknown>> = plainTable(
  'JobBookmark',
  { isApplied: 'boolean', isSaved: 'boolean', savedTimestamp: 'timestamp', appliedTimestamp: 'timestamp', job: { sub: jobTable, defaults: JOB_DEFAULT_FIELDS } },
  'LJ DOC-1323',
);

/** The bookmarks without a selector: every bookmark field, the job with its default fields (LJ DOC-1323). */
const BOOKMARK_DEFAULT_SELECTION = parseFieldSelector(':(is-applied,is-saved,saved-timestamp,applied-timestamp,job)');

function fieldsOf(call: RestCall, table: FieldTable<any>, fallback: FieldRequest[]): FieldRequest[] {
  const fields = call.fields ?? fallback;
  checkSelection(table, fields);
  return fields;
}

function lookup(call: RestCall) {
  const job = findJob(call.ctx, call.params.job);
  return { root: 'job', body: project(jobView(call.ctx, job), jobTable, fieldsOf(call, jobTable, selectFields(...JOB_DEFAULT_FIELDS))) };
}

function memberOf(call: RestCall): MemberRecord {
  return call.ctx.directory.members.get(call.caller.memberId)!;
}

function storedBookmarks(member: MemberRecord): StoredBookmark[] {
  return Array.isArray(member.jobBookmarks) ? (member.jobBookmarks as StoredBookmark[]) : [];
}

/** A stored bookmark with its job as the jobs API shows it (the stored snapshot when the job is gone). */
function bookmarkView(ctx: MockContext, bookmark: StoredBookmark): Record<string, unknown> {
  const stored = ctx.network.jobs.get(String(bookmark.job?.id ?? ''));
  return { ...bookmark, job: stored ? jobView(ctx, stored) : bookmark.job };
}

function bookmarks(call: RestCall) {
  const fields = fieldsOf(call, bookmarkTable, BOOKMARK_DEFAULT_SELECTION);
  const list = storedBookmarks(memberOf(call));
  return { root: 'job-bookmarks', body: page(list, parsePaging(call.url.searchParams, MAX_PAGE_COUNT), 'job-bookmark', (b) => project(bookmarkView(call.ctx, b), bookmarkTable, fields)) };
}

/** The job id a bookmark body names: `{"job":{"id":123}}` or `<job-bookmark><job><id>123</id></job></job-bookmark>`. */
function bookmarkedId(root: string | undefined, value: unknown): string {
  if (root !== undefined && root !== 'jobBookmark') throw new BadRequest(`The XML body must be a <job-bookmark> element, not <${root}>.`);
  const id = textOf((value as { job?: { id?: unknown } } | undefined)?.job?.id);
  if (!id) throw new BadRequest('Name the job to save: {"job":{"id":7000000}} (JSON) or <job-bookmark><job><id>7000000</id></job></job-bookmark> (XML).');
  return id.trim();
}

async function addBookmark(call: RestCall) {
  const body = await readBody(call.request);
  const job = findJob(call.ctx, bookmarkedId(body.root, body.value));
  const member = memberOf(call);
  const list = storedBookmarks(member);
  // Saving a saved job again changes nothing (no source shows the real answer to it; nothing is refused on a guess).
  if (!list.some((b) => String(b.job?.id) === job.id)) {
    const company = call.ctx.network.companies.get(job.companyId);
    const saved: StoredBookmark = {
      isApplied: false,
      isSaved: true,
      savedTimestamp: call.ctx.clock.now(),
      job: { id: numericId(job.id), position: { title: job.title }, company: company && { id: numericId(company.id), name: company.name }, postingTimestamp: job.timestamp },
    };
    member.jobBookmarks = [...list, saved];
  }
  return { root: 'job-bookmark', body: undefined, status: 201, headers: { location: `${call.apiOrigin}/v1/people/~/job-bookmarks/${job.id}` } };
}

function removeBookmark(call: RestCall) {
  const id = call.params.job;
  const member = memberOf(call);
  const list = storedBookmarks(member);
  const kept = list.filter((b) => String(b.job?.id) !== id);
  if (kept.length === list.length) throw new NotFound(`The member has not saved the job ${id}.`);
  member.jobBookmarks = kept;
  return { root: 'job-bookmark', body: undefined, status: 204 };
}

function suggestions(call: RestCall) {
  const { ctx } = call;
  const fields = fieldsOf(call, suggestionTable, [{ name: 'jobs', fields: selectFields(...SUGGESTION_FIELDS) }]);
  const member = memberOf(call);
  const saved = new Set(storedBookmarks(member).map((b) => String(b.job?.id)));
  const ranked = rankJobsFor(ctx, member, [...ctx.network.jobs.values()].filter((job) => !saved.has(job.id))).filter((entry) => entry.score > 0);
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  return { root: 'job-suggestions', body: project({ ctx, ranked, paging }, suggestionTable, fields) };
}

/**
 * The fields of a suggested job without a selector: the job's defaults plus what clients of the era
 * read from it (mpiccirilli/Rlinkedin R/getJobs.R: salary, job-poster, description-snippet).
 */
const SUGGESTION_FIELDS = [...JOB_DEFAULT_FIELDS, 'locationDescription', 'salary', 'jobPoster'];

interface SuggestionSource {
  ctx: MockContext;
  ranked: { job: JobRecord }[];
  paging: { start: number; count: number };
}

const suggestionTable: FieldTable<SuggestionSource> = {
  type: 'JobSuggestions',
  source: 'mpiccirilli/Rlinkedin R/getJobs.R',
  fields: {
    jobs: {
      sub: jobTable,
      item: 'job',
      defaults: SUGGESTION_FIELDS,
      get: (s) => page(s.ranked, s.paging, 'job', (entry) => jobView(s.ctx, entry.job)),
    },
  },
};

export const jobRoutes: Route[] = [
  { path: '/v1/jobs/:job', methods: { GET: { scopes: [], selector: true, handle: lookup } } },
  {
    path: '/v1/people/~/suggestions/job-suggestions',
    methods: {
      GET: { scopes: ['r_fullprofile'], selector: true, handle: suggestions },
    },
  },
  { path: '/v1/people/~/job-bookmarks', methods: { GET: { scopes: ['r_fullprofile'], selector: true, handle: bookmarks }, POST: { scopes: ['r_fullprofile'], handle: addBookmark } } },
  { path: '/v1/people/~/job-bookmarks/:job', methods: { DELETE: { scopes: ['r_fullprofile'], handle: removeBookmark } } },
];
