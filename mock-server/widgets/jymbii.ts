// IN/JYMBII's frame, `GET /cws/jymbii` (the original's jymbii_url): "Jobs you may be interested in".
// The jobs of the data set (ctx.network.jobs) the tag names: a company (companyId: its id, universal
// name or name), an industry (its name or v1 code), a job function (a v1 code, `eng`), a country
// (`us`); at most `max` (default JYMBII_DEFAULT_MAX, at most JYMBII_MAX). For a member the frame sees
// signed in on the service, the jobs that suit them come first (v1/jobs/jobMatch.ts, as the jobs API's
// job suggestions); else the newest. Each links to its page on the network (docs/tags.md, "IN/JYMBII").
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { MockContext } from '../context/context.js';
import type { JobRecord } from '../store/network.js';
import { findCompany } from '../views/profileCards.js';
import { FRAME_CSP, renderJobsFrame } from '../views/widgetFrames.js';
import { signedInMember } from '../oauth/browserCookies.js';
import { rankJobsFor } from '../v1/jobs/jobMatch.js';
import { siteJobUrl } from '../v1/jobs/jobFields.js';
import { industryCode } from '../vocabulary/industries.js';
import { jobFunctionsOf } from '../vocabulary/jobCodes.js';
import { LOCATION_AREAS } from '../vocabulary/locations.js';
import { JYMBII_PATH } from '../../protocol/paths.js';
import { JYMBII_DEFAULT_MAX, JYMBII_MAX } from '../defaults.js';

function frame(html: string, status = 200): Response {
  return new HttpResponse(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': FRAME_CSP, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' } });
}

const DAY_MS = 86_400_000;

/** "posted N days ago" on the mock clock. */
function postedAgo(now: number, at: number): string {
  const days = Math.max(0, Math.floor((now - at) / DAY_MS));
  return days === 0 ? 'posted today' : `posted ${days} day${days === 1 ? '' : 's'} ago`;
}

function jymbiiFrame(ctx: MockContext, request: Request): Response {
  const params = new URL(request.url).searchParams;
  const companyRef = params.get('companyId');
  const company = companyRef ? findCompany(ctx.network, companyRef) : undefined;
  if (companyRef && !company) return frame(renderJobsFrame({ heading: 'Jobs', jobs: [], empty: `No company has the id or name ${companyRef}.` }), 404);
  const industry = params.get('industry')?.trim().toLowerCase();
  const jobFunction = params.get('jobFunction')?.trim().toLowerCase();
  const country = params.get('country')?.trim().toLowerCase();
  const max = Math.min(JYMBII_MAX, Math.max(1, parseInt(params.get('max') ?? '', 10) || JYMBII_DEFAULT_MAX));
  const companyOf = (job: JobRecord) => ctx.network.companies.get(job.companyId);
  const countryOf = (job: JobRecord) => {
    const hq = companyOf(job)?.locations[0];
    return (LOCATION_AREAS.find((a) => a.region === hq?.address.regionCode && a.country === hq?.address.countryCode)?.country ?? hq?.address.countryCode)?.toLowerCase();
  };
  const jobs = [...ctx.network.jobs.values()].filter((job) => {
    const owner = companyOf(job);
    if (company && job.companyId !== company.id) return false;
    if (industry && owner?.industry.toLowerCase() !== industry && String(industryCode(owner?.industry)) !== industry) return false;
    if (jobFunction && !jobFunctionsOf(job.title).includes(jobFunction)) return false;
    if (country && countryOf(job) !== country) return false;
    return true;
  });
  const member = signedInMember(ctx, request)?.member;
  const ordered = member ? rankJobsFor(ctx, member, jobs).map((entry) => entry.job) : jobs.sort((a, b) => b.timestamp - a.timestamp || a.id.localeCompare(b.id, 'en', { numeric: true }));
  const now = ctx.clock.now();
  const heading = params.get('title')?.trim() || (company ? `Jobs at ${company.name}` : 'Jobs you may be interested in');
  return frame(
    renderJobsFrame({
      heading,
      empty: company ? `${company.name} has no open jobs.` : 'No open jobs match.',
      jobs: ordered.slice(0, max).map((job) => ({ title: job.title, company: companyOf(job)?.name ?? '', location: job.locationDescription, url: siteJobUrl(job.id), posted: postedAgo(now, job.timestamp) })),
    }),
  );
}

export function jymbiiHandlers(ctx: MockContext): RequestHandler[] {
  return [http.get(`*${JYMBII_PATH}`, ({ request }) => jymbiiFrame(ctx, request))];
}
