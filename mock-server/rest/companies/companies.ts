// Companies: GET /v1/companies/{id} (any valid token), GET /v1/companies/{id}/updates (paged
// company status updates), POST /v1/companies/{id}/shares (rw_company_admin, administrators
// only; the share shows in the company's updates and its followers' network updates) and
// GET /v1/companies/{id}/company-statistics (rw_company_admin, administrators only).
import type { Route, RestCall } from '../router.js';
import type { CompanyRecord } from '../../store/network.js';
import { COMPANY_DEFAULT_FIELDS, companyTable, requireAdmin, resolveCompany } from './companyFields.js';
import { checkSelection, project } from '../fieldTable.js';
import { selectFields } from '../fieldSelector.js';
import { page, parsePaging } from '../paging.js';
import { newestFirst, updateTable, updateView } from '../people/updateView.js';
import { readBody } from '../body.js';
import { shareInput } from '../people/shareInput.js';
import { shareCreated } from '../people/shares.js';
import { badRequest } from '../restError.js';
import { ListValue } from '../serialize.js';
import { LIST_DEFAULT_COUNT } from '../../defaults.js';

const MONTH_MS = 30 * 86_400_000;
const EVENT_TYPES = ['status-update'];

function company(call: RestCall) {
  const record = resolveCompany(call, call.params.company);
  return { root: 'company', body: project(record, companyTable, call.fields ?? selectFields(...COMPANY_DEFAULT_FIELDS)) };
}

function updates(call: RestCall) {
  const params = call.url.searchParams;
  const paging = parsePaging(params, LIST_DEFAULT_COUNT);
  const record = resolveCompany(call, call.params.company);
  const eventType = params.get('event-type');
  if (eventType !== null && !EVENT_TYPES.includes(eventType)) throw badRequest(`'${eventType}' is not a company event type; use status-update.`);
  if (call.fields) checkSelection(updateTable, call.fields);
  const list = newestFirst(call.ctx.network.updates.filter((u) => u.type === 'CMPY' && u.companyId === record.id));
  const view = (u: (typeof list)[number]) => (call.fields ? project(updateView(call, u), updateTable, call.fields) : updateView(call, u));
  return { root: 'updates', body: page(list, paging, 'update', view) };
}

async function share(call: RestCall) {
  const record = resolveCompany(call, call.params.company);
  requireAdmin(call, record, 'posting shares');
  const input = shareInput(await readBody(call.request));
  const network = call.ctx.network;
  const now = call.ctx.clock.now();
  const created = { ...input, id: network.nextId('s'), companyId: record.id, timestamp: now };
  network.shares.set(created.id, created);
  const key = network.nextId('UPDATE-CMPY');
  network.updates.push({ key, type: 'CMPY', timestamp: now, companyId: record.id, shareId: created.id, likes: [], comments: [] });
  return shareCreated(call, key);
}

/** Statistics derived from the company's data: followers, and its status updates by month. */
export function companyStatistics(call: RestCall, record: CompanyRecord) {
  const members = call.ctx.directory.members;
  const employees = new Set(
    [...members.values()]
      .filter((m) => Array.isArray(m.positions) && (m.positions as { isCurrent?: boolean; company?: { id?: string } }[]).some((p) => p.isCurrent && p.company?.id === record.id))
      .map((m) => m.id),
  );
  const followers = record.followers;
  const now = call.ctx.clock.now();
  const months: Record<string, unknown>[] = [];
  const updates = call.ctx.network.updates.filter((u) => u.type === 'CMPY' && u.companyId === record.id);
  for (let back = 11; back >= 0; back--) {
    const date = new Date(now - back * MONTH_MS);
    const inMonth = updates.filter((u) => {
      const d = new Date(u.timestamp);
      return d.getUTCFullYear() === date.getUTCFullYear() && d.getUTCMonth() === date.getUTCMonth();
    });
    const likes = inMonth.reduce((n, u) => n + u.likes.length, 0);
    const comments = inMonth.reduce((n, u) => n + u.comments.length, 0);
    const impressions = inMonth.length * Math.max(followers.length, 1) * 3;
    const clicks = Math.round(impressions / 40);
    months.push({
      date: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 },
      shares: inMonth.length,
      impressions,
      clicks,
      likes,
      comments,
      engagement: impressions ? Number(((clicks + likes + comments) / impressions).toFixed(4)) : 0,
    });
  }
  return {
    followStatistics: {
      count: followers.length,
      employeeCount: followers.filter((id) => employees.has(id)).length,
      nonEmployeeCount: followers.filter((id) => !employees.has(id)).length,
    },
    statusUpdateStatistics: { viewsByMonth: new ListValue(months, 'views-by-month') },
  };
}

function statistics(call: RestCall) {
  if (call.fields) throw badRequest('Company statistics take no field selector.');
  const record = resolveCompany(call, call.params.company);
  requireAdmin(call, record, 'the statistics');
  return { root: 'company-statistics', body: companyStatistics(call, record) };
}

export const companyRoutes: Route[] = [
  { path: '/v1/companies/:company', methods: { GET: { scopes: [], selector: true, handle: company } } },
  { path: '/v1/companies/:company/updates', methods: { GET: { scopes: [], selector: true, handle: updates } } },
  { path: '/v1/companies/:company/shares', methods: { POST: { scopes: ['rw_company_admin'], handle: share } } },
  { path: '/v1/companies/:company/company-statistics', methods: { GET: { scopes: ['rw_company_admin'], handle: statistics } } },
];
