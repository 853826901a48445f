// Companies (docs/rest.md "Sources"):
//   GET /v1/companies/{id}, /companies/id={id}, /companies/universal-name={name}   one company
//   GET /v1/companies::(1001,universal-name=…)     several, each with its `_key`
//   GET /v1/companies?email-domain={domain}        the companies with that e-mail domain
//   GET /v1/companies?is-company-admin=true        the companies the caller administers (also a filter on ::(…))
//   GET /v1/companies/{id}/updates                 its updates, paged; event-type=status-update|job-posting|new-product
//   GET /v1/companies/{id}/updates/key={key}       one update, with …/update-comments, …/likes, …/is-liked
//   POST /v1/companies/{id}/shares                 rw_company_admin, administrators only
//   GET /v1/companies/{id}/company-statistics      rw_company_admin, administrators only
//   GET /v1/companies/{id}/is-company-share-enabled (and …/relation-to-viewer/is-company-share-enabled): true or false
//   GET, POST /v1/people/~/following/companies; DELETE …/following/companies/id={id}
//   GET /v1/people/~/suggestions/to-follow/companies
import type { Route, RestCall } from '../pipeline/router.js';
import type { CompanyRecord, UpdateRecord } from '../../store/network.js';
import { COMPANY_DEFAULT_FIELDS, companyTable, requireAdmin, resolveCompany } from './companyFields.js';
import { checkSelection, project } from '../format/fieldTable.js';
import { selectFields, type FieldRequest } from '../format/fieldSelector.js';
import { page, parsePaging } from '../input/paging.js';
import { newestFirst } from '../activity/updateView.js';
import { findUpdate, updateActionRoutes, updateViews } from '../activity/updates.js';
import { readBody, textOf } from '../input/body.js';
import { shareInput } from '../activity/shareInput.js';
import { shareCreated } from '../activity/shares.js';
import { publishCompanyShare } from '../../store/publishShare.js';
import { followCompany } from '../../store/followCompany.js';
import { BadRequest, NotFound } from '../../api/errors.js';
import { booleanParam, oneOfParam, textParam } from '../input/queryParams.js';
import { ListValue } from '../format/serialize.js';
import { industryCode } from '../../vocabulary/industries.js';
import { LIST_DEFAULT_COUNT, MAX_PAGE_COUNT } from '../../defaults.js';

const MONTH_MS = 30 * 86_400_000;
/** The `event-type` filter of company updates (LNET; EMO). */
const COMPANY_EVENT_TYPES = ['status-update', 'job-posting', 'new-product'] as const;

function fieldsOf(call: RestCall): FieldRequest[] {
  const fields = call.fields ?? selectFields(...COMPANY_DEFAULT_FIELDS);
  checkSelection(companyTable, fields);
  return fields;
}

const view = (record: CompanyRecord, fields: FieldRequest[]) => project(record, companyTable, fields);

function company(call: RestCall) {
  const record = resolveCompany(call, call.params.company);
  return { root: 'company', body: view(record, fieldsOf(call)) };
}

/** `is-company-admin=true`, `false` or absent. */
function adminFilter(call: RestCall): boolean {
  return booleanParam(call.url.searchParams, 'is-company-admin') ?? false;
}

function companies(call: RestCall) {
  const params = call.url.searchParams;
  const fields = fieldsOf(call);
  const domain = textParam(params, 'email-domain') ?? null;
  const admin = adminFilter(call);
  if (domain === null && !admin) {
    throw new BadRequest('GET /v1/companies needs email-domain={domain} or is-company-admin=true; for one company use /v1/companies/{id}.');
  }
  let list = [...call.ctx.network.companies.values()];
  if (domain !== null) list = list.filter((c) => (c.emailDomains ?? []).some((d) => d.toLowerCase() === domain.toLowerCase()));
  if (admin) list = list.filter((c) => c.admins.includes(call.caller.memberId));
  const paging = parsePaging(params, MAX_PAGE_COUNT);
  return { root: 'companies', body: page(list, paging, 'company', (c) => view(c, fields)) };
}

function batch(call: RestCall) {
  const fields = fieldsOf(call);
  const admin = adminFilter(call);
  const found = call.keys.companies.map((ref) => ({ ref, record: resolveCompany(call, ref) }));
  const kept = admin ? found.filter((f) => f.record.admins.includes(call.caller.memberId)) : found;
  return { root: 'companies', body: new ListValue(kept.map((f) => ({ _key: f.ref, ...view(f.record, fields) })), 'company') };
}

/** The event type of a company update. */
const eventOf = (update: UpdateRecord) => update.companyEvent ?? 'status-update';

function updates(call: RestCall) {
  const params = call.url.searchParams;
  const paging = parsePaging(params, LIST_DEFAULT_COUNT);
  const record = resolveCompany(call, call.params.company);
  const eventType = oneOfParam(params, 'event-type', COMPANY_EVENT_TYPES);
  const viewOf = updateViews(call);
  const list = newestFirst(
    call.ctx.network.updates.filter((u) => u.type === 'CMPY' && u.companyId === record.id && (eventType === undefined || eventOf(u) === eventType)),
  );
  return { root: 'updates', body: page(list, paging, 'update', viewOf) };
}

async function share(call: RestCall) {
  const record = resolveCompany(call, call.params.company);
  requireAdmin(call, record, 'posting shares');
  const input = shareInput(await readBody(call.request));
  return shareCreated(call, publishCompanyShare(call.ctx, record.id, input).updateKey);
}

/** A breakdown `{_total, values:[{entryKey, entryValue}]}` of follower counts (format unverified). */
function breakdown(counts: Map<string, number>, itemName: string): ListValue {
  const entries = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([entryKey, entryValue]) => ({ entryKey, entryValue }));
  return new ListValue(entries, itemName);
}

/** Statistics derived from the company's data: followers, and its status updates by month. */
function companyStatistics(call: RestCall, record: CompanyRecord) {
  const members = call.ctx.directory.members;
  const employees = new Set(
    [...members.values()]
      .filter((m) => Array.isArray(m.positions) && (m.positions as { isCurrent?: boolean; company?: { id?: unknown } }[]).some((p) => p.isCurrent && String(p.company?.id) === record.id))
      .map((m) => m.id),
  );
  const followers = record.followers;
  const now = call.ctx.clock.now();
  const viewsByMonth: Record<string, unknown>[] = [];
  const countsByMonth: Record<string, unknown>[] = [];
  const updates = call.ctx.network.updates.filter((u) => u.type === 'CMPY' && u.companyId === record.id);
  for (let back = 11; back >= 0; back--) {
    const date = new Date(now - back * MONTH_MS);
    const month = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
    const inMonth = updates.filter((u) => {
      const d = new Date(u.timestamp);
      return d.getUTCFullYear() === month.year && d.getUTCMonth() + 1 === month.month;
    });
    const likes = inMonth.reduce((n, u) => n + u.likes.length, 0);
    const comments = inMonth.reduce((n, u) => n + u.comments.length, 0);
    const impressions = inMonth.length * Math.max(followers.length, 1) * 3;
    const clicks = Math.round(impressions / 40);
    viewsByMonth.push({
      date: month,
      shares: inMonth.length,
      impressions,
      clicks,
      likes,
      comments,
      engagement: impressions ? Number(((clicks + likes + comments) / impressions).toFixed(4)) : 0,
    });
    // Followers joined evenly over the year: the count at the end of each month.
    const totalCount = Math.round((followers.length * (12 - back)) / 12);
    const previous = Math.round((followers.length * (11 - back)) / 12);
    countsByMonth.push({ date: month, newCount: totalCount - previous, totalCount });
  }
  const countries = new Map<string, number>();
  const industries = new Map<string, number>();
  for (const id of followers) {
    const member = members.get(id);
    const country = (member?.location as { country?: { code?: string } } | undefined)?.country?.code;
    if (country) countries.set(country, (countries.get(country) ?? 0) + 1);
    const code = industryCode(member?.industry);
    if (code !== undefined) industries.set(String(code), (industries.get(String(code)) ?? 0) + 1);
  }
  return {
    statusUpdateStatistics: { viewsByMonth: new ListValue(viewsByMonth, 'views-by-month') },
    followStatistics: {
      count: followers.length,
      employeeCount: followers.filter((id) => employees.has(id)).length,
      nonEmployeeCount: followers.filter((id) => !employees.has(id)).length,
      countsByMonth: new ListValue(countsByMonth, 'counts-by-month'),
      countries: breakdown(countries, 'country'),
      industries: breakdown(industries, 'industry'),
    },
  };
}

function statistics(call: RestCall) {
  const record = resolveCompany(call, call.params.company);
  requireAdmin(call, record, 'the statistics');
  return { root: 'company-statistics', body: companyStatistics(call, record) };
}

function shareEnabled(call: RestCall) {
  const record = resolveCompany(call, call.params.company);
  return { root: 'is-company-share-enabled', body: record.admins.includes(call.caller.memberId) };
}

function following(call: RestCall) {
  const fields = fieldsOf(call);
  const me = call.caller.memberId;
  const list = [...call.ctx.network.companies.values()].filter((c) => c.followers.includes(me));
  return { root: 'companies', body: page(list, parsePaging(call.url.searchParams, MAX_PAGE_COUNT), 'company', (c) => view(c, fields)) };
}

async function follow(call: RestCall) {
  const body = await readBody(call.request);
  if (body.root !== undefined && body.root !== 'company') throw new BadRequest(`The XML body must be a <company> element, not <${body.root}>.`);
  const id = textOf((body.value as { id?: unknown } | undefined)?.id);
  if (!id) throw new BadRequest('Name the company to follow: {"id":1001} (JSON) or <company><id>1001</id></company> (XML).');
  const record = resolveCompany(call, id);
  followCompany(call.ctx, record, call.caller.memberId);
  return { root: 'company', body: undefined, status: 201, headers: { location: `${call.apiOrigin}/v1/people/~/following/companies/id=${record.id}` } };
}

function unfollow(call: RestCall) {
  const record = resolveCompany(call, call.params.company);
  const me = call.caller.memberId;
  if (!record.followers.includes(me)) throw new NotFound(`The member does not follow the company ${record.id}.`);
  record.followers = record.followers.filter((id) => id !== me);
  return { root: 'company', body: undefined, status: 204 };
}

function suggestions(call: RestCall) {
  const fields = fieldsOf(call);
  const me = call.caller.memberId;
  const list = [...call.ctx.network.companies.values()].filter((c) => !c.followers.includes(me));
  return { root: 'companies', body: page(list, parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT), 'company', (c) => view(c, fields)) };
}

const companyUpdate = (call: RestCall) => {
  const record = resolveCompany(call, call.params.company);
  return findUpdate(call, call.params.key, (u) => u.type === 'CMPY' && u.companyId === record.id);
};

export const companyRoutes: Route[] = [
  { path: '/v1/companies', methods: { GET: { scopes: [], selector: true, handle: companies } } },
  { path: '/v1/companies::', methods: { GET: { scopes: [], selector: true, handle: batch } } },
  { path: '/v1/companies/:company', methods: { GET: { scopes: [], selector: true, handle: company } } },
  { path: '/v1/companies/:company/updates', methods: { GET: { scopes: [], selector: true, handle: updates } } },
  ...updateActionRoutes('/v1/companies/:company/updates/:key', companyUpdate, []),
  { path: '/v1/companies/:company/shares', methods: { POST: { scopes: ['rw_company_admin'], handle: share } } },
  { path: '/v1/companies/:company/company-statistics', methods: { GET: { scopes: ['rw_company_admin'], handle: statistics } } },
  { path: '/v1/companies/:company/is-company-share-enabled', methods: { GET: { scopes: [], handle: shareEnabled } } },
  { path: '/v1/companies/:company/relation-to-viewer/is-company-share-enabled', methods: { GET: { scopes: [], handle: shareEnabled } } },
  { path: '/v1/people/~/following/companies', methods: { GET: { scopes: [], selector: true, handle: following }, POST: { scopes: [], handle: follow } } },
  { path: '/v1/people/~/following/companies/:company', methods: { DELETE: { scopes: [], handle: unfollow } } },
  { path: '/v1/people/~/suggestions/to-follow/companies', methods: { GET: { scopes: [], selector: true, handle: suggestions } } },
];
