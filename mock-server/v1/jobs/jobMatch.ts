// Which jobs suit a member (the jobs API's job suggestions, the IN/JYMBII frame): jobs whose titles share
// words with the member's headline and position titles, of the same job functions, or in the member's
// industry; best first, then newest. A plain function over the store.
import type { MockContext } from '../../context/context.js';
import type { JobRecord } from '../../store/network.js';
import type { MemberRecord } from '../../store/types.js';
import { jobFunctionsOf } from '../../vocabulary/jobCodes.js';

/** Words of the member's headline and position titles, and the member's industry: what suggestions match. */
function interestsOf(member: MemberRecord): { words: Set<string>; industry: unknown; functions: Set<string> } {
  const titles = [member.headline, ...(Array.isArray(member.positions) ? member.positions.map((p: { title?: string }) => p.title) : [])].filter(
    (t): t is string => typeof t === 'string',
  );
  const words = new Set(titles.flatMap((t) => t.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length > 3));
  return { words, industry: member.industry, functions: new Set(titles.flatMap(jobFunctionsOf).filter((f) => f !== 'othr')) };
}

/** How well a job suits the member: shared title words, job functions, and the same industry. */
function suitability(ctx: MockContext, job: JobRecord, interests: ReturnType<typeof interestsOf>): number {
  const titleWords = job.title.toLowerCase().split(/[^a-z]+/);
  let score = titleWords.filter((w) => interests.words.has(w)).length * 2;
  score += jobFunctionsOf(job.title).filter((f) => interests.functions.has(f)).length;
  if (ctx.network.companies.get(job.companyId)?.industry === interests.industry) score += 1;
  return score;
}

/**
 * `jobs` with how well each suits `member` (0: not at all), best first, then newest, then by id.
 * @example rankJobsFor(ctx, member, [...ctx.network.jobs.values()])[0].job.title
 */
export function rankJobsFor(ctx: MockContext, member: MemberRecord, jobs: JobRecord[]): { job: JobRecord; score: number }[] {
  const interests = interestsOf(member);
  return jobs
    .map((job) => ({ job, score: suitability(ctx, job, interests) }))
    .sort((a, b) => b.score - a.score || b.job.timestamp - a.job.timestamp || a.job.id.localeCompare(b.job.id, 'en', { numeric: true }));
}
