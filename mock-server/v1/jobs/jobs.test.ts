import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { useServiceKit } from '../../../test/support/serviceKit.js';

const kit = useServiceKit();
const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false });
const jsonPost = (path: string, token: string, body: unknown) =>
  kit.call(path, token, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-li-format': 'json' } });

/** The first seeded job and its company. */
function firstJob() {
  const job = [...kit.service.context.network.jobs.values()][0]!;
  const company = kit.service.context.network.companies.get(job.companyId)!;
  return { job, company };
}

describe('GET /v1/jobs/{id}', () => {
  it('answers the default fields of a job lookup (ozgur/python-linkedin README), in JSON and XML', async () => {
    const { job, company } = firstJob();
    const token = kit.token(['r_basicprofile']);
    const { status, body } = await kit.getJson(`/v1/jobs/${job.id}`, token);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['active', 'company', 'descriptionSnippet', 'id', 'position', 'postingTimestamp']);
    expect(body).toMatchObject({ active: true, id: Number(job.id), company: { id: Number(company.id), name: company.name }, position: { title: job.title }, postingTimestamp: job.timestamp });
    const parsed = xml.parse(await (await kit.call(`/v1/jobs/${job.id}`, token)).text());
    expect(parsed.job.position.title).toBe(job.title);
    expect(parsed.job['posting-timestamp']).toBe(String(job.timestamp));
  });

  it('takes the era’s full field selector, and refuses an unknown field and an unknown job', async () => {
    const { job } = firstJob();
    const token = kit.token(['r_basicprofile']);
    const selector =
      ':(id,customer-job-code,active,posting-date,expiration-date,posting-timestamp,expiration-timestamp,company:(id,name),position:(title,location,job-functions,industries,job-type,experience-level),skills-and-experience,description-snippet,description,salary,job-poster:(id,first-name,last-name,headline),referral-bonus,site-job-url,location-description)';
    const { body } = await kit.getJson(`/v1/jobs/${job.id}${selector}`, token);
    expect(body.customerJobCode).toMatch(/^[0-9A-Z]{10}$/);
    expect(body.postingDate).toEqual({ year: expect.any(Number), month: expect.any(Number), day: expect.any(Number) });
    expect(body.position.jobType).toEqual({ code: 'F', name: 'Full-time' });
    expect(body.position.jobFunctions._total).toBeGreaterThan(0);
    expect(body.position.experienceLevel.code).toMatch(/^[0-6]$/);
    expect(body.siteJobUrl).toBe(`https://www.linkedin.com/jobs?viewJob=&jobId=${job.id}`);
    expect(body.description).toBe(job.description);
    expect(body.expirationTimestamp).toBeUndefined();
    const unknown = await kit.getJson(`/v1/jobs/${job.id}:(ceo)`, token);
    expect([unknown.status, unknown.body.message]).toEqual([400, expect.stringContaining('Unknown field {ceo} in resource {Job}')]);
    const missing = await kit.getJson('/v1/jobs/1', token);
    expect([missing.status, missing.body.message]).toEqual([404, 'Could not find job based on: 1']);
  });
});

describe('GET /v1/job-search', () => {
  it('answers {jobs, numResults}, pages by start and count (at most 20), and filters by keywords, title and company', async () => {
    const token = kit.token(['r_basicprofile']);
    const all = await kit.getJson('/v1/job-search', token);
    const total = kit.service.context.network.jobs.size;
    expect(all.body.numResults).toBe(total);
    expect(all.body.jobs).toMatchObject({ _count: 10, _start: 0, _total: total });
    const second = await kit.getJson('/v1/job-search?start=10&count=5', token);
    expect(second.body.jobs).toMatchObject({ _count: 5, _start: 10 });
    expect((await kit.getJson('/v1/job-search?count=21', token)).status).toBe(400);

    const { job, company } = firstJob();
    const byTitle = await kit.getJson(`/v1/job-search?job-title=${encodeURIComponent(job.title)}`, token);
    expect(byTitle.body.jobs.values.every((j: { position: { title: string } }) => j.position.title === job.title)).toBe(true);
    const byCompany = await kit.getJson(`/v1/job-search?company-name=${encodeURIComponent(company.name)}`, token);
    expect(byCompany.body.jobs.values.every((j: { company: { name: string } }) => j.company.name === company.name)).toBe(true);
    expect((await kit.getJson('/v1/job-search?keywords=zzzz-nothing', token)).body).toEqual({ jobs: { _total: 0 }, numResults: 0 });
  });

  it('takes the selectors of python-linkedin and Rlinkedin, the facets and their filters, and the XML of Rlinkedin’s XPath', async () => {
    const token = kit.token(['r_basicprofile']);
    const selected = await kit.getJson('/v1/job-search:(jobs:(id,customer-job-code,posting-date))?count=2', token);
    expect(Object.keys(selected.body.jobs.values[0]).sort()).toEqual(['customerJobCode', 'id', 'postingDate']);
    const faceted = await kit.getJson('/v1/job-search:(jobs:(id,company:(id)),facets)?facets=company,job-function', token);
    const companies = faceted.body.facets.values.find((f: { code: string }) => f.code === 'company');
    const bucket = companies.buckets.values[0];
    const filtered = await kit.getJson(`/v1/job-search:(jobs:(company:(id)),num-results)?facet=company,${bucket.code}`, token);
    expect(filtered.body.numResults).toBe(bucket.count);
    expect(filtered.body.jobs.values.every((j: { company: { id: number } }) => String(j.company.id) === bucket.code)).toBe(true);
    expect((await kit.getJson('/v1/job-search?facet=salary,1', token)).status).toBe(400);
    const parsed = xml.parse(await (await kit.call('/v1/job-search?count=3', token)).text());
    expect(parsed['job-search'].jobs['@_total']).toBe(String(kit.service.context.network.jobs.size));
    expect(parsed['job-search'].jobs.job).toHaveLength(3);
  });

  it('sorts by posting date with DA and DD, and finds jobs near a postal code', async () => {
    const token = kit.token(['r_basicprofile']);
    const up = (await kit.getJson('/v1/job-search:(jobs:(posting-timestamp))?sort=DA&count=20', token)).body.jobs.values.map((j: { postingTimestamp: number }) => j.postingTimestamp);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await kit.getJson('/v1/job-search:(jobs:(posting-timestamp))?sort=DD&count=20', token)).body.jobs.values.map((j: { postingTimestamp: number }) => j.postingTimestamp);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const near = await kit.getJson('/v1/job-search:(jobs:(position:(location)),num-results)?country-code=us&postal-code=94105', token);
    expect(near.body.jobs.values.every((j: { position: { location: { name: string } } }) => j.position.location.name === 'San Francisco Bay Area')).toBe(true);
    expect((await kit.getJson('/v1/job-search?postal-code=94105', token)).status).toBe(400);
  });
});

describe('job suggestions and bookmarks', () => {
  it('GET …/suggestions/job-suggestions: jobs matching the member, with the fields Rlinkedin reads; r_fullprofile', async () => {
    const { body, status } = await kit.getJson('/v1/people/~/suggestions/job-suggestions', kit.token(['r_fullprofile']));
    expect(status).toBe(200);
    expect(body.jobs._total).toBeGreaterThan(0);
    expect(body.jobs.values[0]).toMatchObject({ id: expect.any(Number), company: { id: expect.any(Number), name: expect.any(String) }, descriptionSnippet: expect.any(String) });
    const parsed = xml.parse(await (await kit.call('/v1/people/~/suggestions/job-suggestions', kit.token(['r_fullprofile']))).text());
    expect(parsed['job-suggestions'].jobs.job.length).toBeGreaterThan(0);
    expect((await kit.getJson('/v1/people/~/suggestions/job-suggestions', kit.token(['r_basicprofile']))).status).toBe(403);
  });

  it('GET, POST and DELETE …/job-bookmarks: the profile’s saved jobs, with any job field; 201, 204, 404', async () => {
    const token = kit.token(['r_fullprofile']);
    const before = await kit.getJson('/v1/people/~/job-bookmarks', token);
    expect(before.body._total).toBe(2);
    expect(Object.keys(before.body.values[0].job).sort()).toEqual(['active', 'company', 'descriptionSnippet', 'id', 'position', 'postingTimestamp']);
    const saved = new Set(before.body.values.map((b: { job: { id: number } }) => String(b.job.id)));
    const other = [...kit.service.context.network.jobs.values()].find((j) => !saved.has(j.id))!;

    const created = await jsonPost('/v1/people/~/job-bookmarks', token, { job: { id: Number(other.id) } });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toMatch(new RegExp(`/v1/people/~/job-bookmarks/${other.id}$`));
    expect((await jsonPost('/v1/people/~/job-bookmarks', token, { job: { id: Number(other.id) } })).status).toBe(201);
    const after = await kit.getJson('/v1/people/~/job-bookmarks:(is-saved,job:(id,salary,skills-and-experience))', token);
    expect(after.body._total).toBe(3);
    expect(after.body.values[2]).toMatchObject({ isSaved: true, job: { id: Number(other.id) } });
    // The profile field shows the same saved jobs.
    const profile = await kit.getJson('/v1/people/~:(job-bookmarks)', token);
    expect(profile.body.jobBookmarks._total).toBe(3);

    const xmlSave = await kit.call('/v1/people/~/job-bookmarks', token, { method: 'POST', body: '<job-bookmark><job><id>1</id></job></job-bookmark>', headers: { 'content-type': 'text/xml' } });
    expect(xmlSave.status).toBe(404);
    expect((await jsonPost('/v1/people/~/job-bookmarks', token, { job: {} })).status).toBe(400);

    expect((await kit.call(`/v1/people/~/job-bookmarks/${other.id}`, token, { method: 'DELETE' })).status).toBe(204);
    expect((await kit.call(`/v1/people/~/job-bookmarks/${other.id}`, token, { method: 'DELETE' })).status).toBe(404);
    expect((await kit.getJson('/v1/people/~/job-bookmarks', kit.token(['r_basicprofile']))).status).toBe(403);
  });
});
