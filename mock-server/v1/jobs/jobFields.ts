// The job record of v1's jobs API (GET /v1/jobs/{id}, job search, job suggestions, job bookmarks):
// its field table and the view of a stored job it projects. The fields are the era's full list, as
// public clients selected them: `jobs:(id,customer-job-code,active,posting-date,expiration-date,
// posting-timestamp,expiration-timestamp,company:(id,name),position:(title,location,job-functions,
// industries,job-type,experience-level),skills-and-experience,description-snippet,description,salary,
// job-poster:(id,first-name,last-name,headline),referral-bonus,site-job-url,location-description))`
// (mpiccirilli/Rlinkedin R/searchJobs.R). The default fields are those of a job lookup without a
// selector: `{active, company:{id,name}, descriptionSnippet, id, position:{title}, postingTimestamp}`
// (ozgur/python-linkedin README, "Job API"). The stored job (store/network.ts JobRecord) has an id,
// company, title, description, location and poster; the other fields are worked out from them
// (vocabulary/jobCodes.ts), the same on every run.
// This module asks no other v1 family: people/ uses its table for the job bookmarks of a profile.
import type { MockContext } from '../../context/context.js';
import type { JobRecord } from '../../store/network.js';
import type { MemberRecord } from '../../store/types.js';
import { plainTable, type FieldTable } from '../format/fieldTable.js';
import { numericId } from '../../store/numericId.js';
import { NotFound } from '../../api/errors.js';
import { industryCode } from '../../vocabulary/industries.js';
import { LOCATION_AREAS } from '../../vocabulary/locations.js';
import { EXPERIENCE_LEVELS, JOB_FUNCTIONS, JOB_TYPES, experienceLevelOf, jobFunctionsOf } from '../../vocabulary/jobCodes.js';
import { JOB_DESCRIPTION_SNIPPET_CHARS, SITE_URL } from '../../defaults.js';

/** The fields of a job when the selector names none (ozgur/python-linkedin README: GET /v1/jobs/5174636). */
export const JOB_DEFAULT_FIELDS = ['id', 'active', 'company', 'position', 'descriptionSnippet', 'postingTimestamp'];

const codeName = (type: string) => plainTable(type, { code: 'string', name: 'string' });

const jobPositionTable = plainTable('JobPosition', {
  title: 'string',
  location: { sub: plainTable('JobLocation', { name: 'string', country: { sub: plainTable('Country', { code: 'string' }) } }) },
  jobFunctions: { sub: codeName('JobFunction'), item: 'job-function', note: Object.keys(JOB_FUNCTIONS).join(', ') },
  industries: { sub: codeName('Industry'), item: 'industry' },
  jobType: { sub: codeName('JobType'), note: Object.entries(JOB_TYPES).map(([code, name]) => `${code} ${name}`).join(', ') },
  experienceLevel: { sub: codeName('ExperienceLevel'), note: Object.entries(EXPERIENCE_LEVELS).map(([code, name]) => `${code} ${name}`).join(', ') },
});

const dateTable = plainTable('Date', { year: 'integer', month: 'integer', day: 'integer' });

export const jobTable: FieldTable<Record<string, unknown>> = plainTable(
  'Job',
  {
    id: { type: 'integer', note: 'a number in JSON' },
    customerJobCode: { type: 'string', note: "the poster's own code for the job" },
    active: { type: 'boolean', note: 'true: the data set’s jobs do not expire' },
    postingDate: { sub: dateTable },
    expirationDate: { sub: dateTable, note: 'absent: the data set’s jobs do not expire' },
    postingTimestamp: 'timestamp',
    expirationTimestamp: 'timestamp',
    company: { sub: plainTable('JobCompany', { id: 'integer', name: 'string' }) },
    // A position named without `:(…)` is its title, as in the job lookup's default answer.
    position: { sub: jobPositionTable, defaults: ['title'] },
    skillsAndExperience: 'string',
    descriptionSnippet: { type: 'string', note: `the description's first ${JOB_DESCRIPTION_SNIPPET_CHARS} characters` },
    description: 'string',
    salary: { type: 'string', note: 'text as the poster wrote it; absent when the job names none' },
    jobPoster: { sub: plainTable('JobPoster', { id: 'string', firstName: 'string', lastName: 'string', headline: 'string' }) },
    referralBonus: 'string',
    siteJobUrl: 'string',
    locationDescription: 'string',
  },
  'mpiccirilli/Rlinkedin searchJobs; ozgur/python-linkedin README "Job API"; LJ DOC-1323',
);

/** The address of a job on the network's site, as the API's job records gave it. */
export function siteJobUrl(id: string): string {
  return `${SITE_URL}/jobs?viewJob=&jobId=${encodeURIComponent(id)}`;
}

/** A ten-character code like the era's `customerJobCode` values (`0006YT23WQ`), the same for the same id. */
function customerJobCode(id: string): string {
  let hash = 0;
  for (const char of id) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return (hash.toString(36).toUpperCase() + id).padStart(10, '0').slice(-10);
}

const dateOf = (ms: number) => {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/** The salary text of a job, for two jobs in three (a range by experience level, in the company's currency). */
function salaryOf(job: JobRecord, level: string, country: string | undefined): string | undefined {
  const n = Number(job.id);
  if (!Number.isFinite(n) || n % 3 === 0) return undefined;
  const base = ({ '1': 30, '2': 50, '3': 70, '4': 110, '5': 150, '6': 200 } as Record<string, number>)[level] ?? 60;
  const low = base + (n % 5) * 5;
  const sign = country === 'us' ? '$' : country === 'gb' ? '£' : ['de', 'fr', 'nl'].includes(country ?? '') ? '€' : 'USD ';
  return `${sign}${low},000 - ${sign}${low + 30},000`;
}

/**
 * Everything the jobs API shows of a stored job, under the JSON field names (the table projects it).
 * @example jobView(ctx, ctx.network.jobs.get('7000000')!).descriptionSnippet
 */
export function jobView(ctx: MockContext, job: JobRecord): Record<string, unknown> {
  const company = ctx.network.companies.get(job.companyId);
  const hq = company?.locations.find((l) => l.isHeadquarters) ?? company?.locations[0];
  const area = hq && LOCATION_AREAS.find((a) => a.region === hq.address.regionCode && a.country === hq.address.countryCode);
  const country = (area?.country ?? hq?.address.countryCode)?.toLowerCase();
  const level = experienceLevelOf(job.title);
  const functions = jobFunctionsOf(job.title);
  const industry = company?.industry;
  const code = industryCode(industry);
  const poster: MemberRecord | undefined = job.posterId ? ctx.directory.members.get(job.posterId) : undefined;
  const skills = company?.specialties.slice(0, 2) ?? [];
  return {
    id: numericId(job.id),
    customerJobCode: customerJobCode(job.id),
    active: true,
    postingDate: dateOf(job.timestamp),
    postingTimestamp: job.timestamp,
    company: company ? { id: numericId(company.id), name: company.name } : undefined,
    position: {
      title: job.title,
      location: area ? { name: area.name, country: { code: area.country } } : country ? { name: job.locationDescription, country: { code: country } } : undefined,
      jobFunctions: functions.map((c) => ({ code: c, name: JOB_FUNCTIONS[c] })),
      industries: industry ? [{ code: code === undefined ? undefined : String(code), name: industry }] : [],
      jobType: { code: 'F', name: JOB_TYPES.F },
      experienceLevel: { code: level, name: EXPERIENCE_LEVELS[level] },
    },
    skillsAndExperience: skills.length ? `Experience with ${skills.join(' and ')}.` : undefined,
    descriptionSnippet: job.description.slice(0, JOB_DESCRIPTION_SNIPPET_CHARS),
    description: job.description,
    salary: salaryOf(job, level, country),
    jobPoster: poster ? { id: poster.id, firstName: poster.firstName, lastName: poster.lastName, headline: poster.headline } : undefined,
    siteJobUrl: siteJobUrl(job.id),
    locationDescription: job.locationDescription,
  };
}

/**
 * The stored job a path or body names by its id, or the 404 the other v1 lookups answer.
 * @example findJob(ctx, '7000000')
 */
export function findJob(ctx: MockContext, id: string): JobRecord {
  const job = /^\d+$/.test(id) ? ctx.network.jobs.get(id) : undefined;
  if (!job) throw new NotFound(`Could not find job based on: ${id}`);
  return job;
}
