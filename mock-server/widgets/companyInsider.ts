// IN/CompanyInsider's frame, `GET /cws/company/insider?companyId=…&modules=innetwork,newhires,jobchanges`
// (the original's company_insider_url): what the network knows of a company for the member who sees it.
//   innetwork   the member's connections who work there now (for a member the frame sees signed in on
//               the service; otherwise a line saying to sign in);
//   newhires    who joined most recently (the current positions there, newest start first);
//   jobchanges  who worked there and moved on (a past position there; where they are now).
// People the viewer is not connected to are named by first name and initial ("Ada L."), as v1 names
// members out of the viewer's network (docs/tags.md, "IN/CompanyInsider").
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { MockContext } from '../context/context.js';
import type { CompanyRecord } from '../store/network.js';
import type { MemberRecord } from '../store/types.js';
import { findCompany } from '../views/profileCards.js';
import { FRAME_CSP, renderInsiderFrame, type InsiderModule } from '../views/widgetFrames.js';
import { signedInMember } from '../oauth/browserCookies.js';
import { COMPANY_INSIDER_PATH } from '../../protocol/paths.js';
import { INSIDER_MODULE_MAX } from '../defaults.js';

const MODULES = ['innetwork', 'newhires', 'jobchanges'];

interface Position {
  title?: string;
  isCurrent?: boolean;
  startDate?: { year?: number; month?: number };
  company?: { id?: unknown; name?: string };
}

const positionsOf = (member: MemberRecord) => (Array.isArray(member.positions) ? (member.positions as Position[]) : []);
const at = (company: CompanyRecord) => (p: Position) => String(p.company?.id) === company.id || (!p.company?.id && p.company?.name === company.name);

function frame(html: string, status = 200): Response {
  return new HttpResponse(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': FRAME_CSP, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' } });
}

function insiderFrame(ctx: MockContext, request: Request): Response {
  const params = new URL(request.url).searchParams;
  const id = params.get('companyId');
  const company = id ? findCompany(ctx.network, id) : undefined;
  if (!company) return frame(renderInsiderFrame({ company: 'Company insider', modules: [{ id: 'missing', heading: 'Not found', lines: [], empty: id ? `No company has the id or name ${id}.` : 'The tag needs data-id (the company id).' }] }), id ? 404 : 400);
  const asked = (params.get('modules') ?? MODULES.join(',')).split(',').map((m) => m.trim().toLowerCase()).filter((m) => MODULES.includes(m));
  const viewer = signedInMember(ctx, request)?.member;
  const mine = new Set(viewer ? ctx.network.connectionsOf(viewer.id) : []);
  const name = (m: MemberRecord) => (viewer && (mine.has(m.id) || m.id === viewer.id) ? `${m.firstName} ${m.lastName}` : `${m.firstName} ${m.lastName.charAt(0)}.`);
  const members = [...ctx.directory.members.values()];
  const current = members.filter((m) => positionsOf(m).some((p) => p.isCurrent && at(company)(p)));
  const modules: InsiderModule[] = [];
  for (const module of asked.length ? asked : MODULES) {
    if (module === 'innetwork') {
      const known = viewer ? current.filter((m) => mine.has(m.id)) : [];
      modules.push({
        id: 'innetwork',
        heading: viewer ? `In your network (${known.length})` : 'In your network',
        lines: known.slice(0, INSIDER_MODULE_MAX).map((m) => ({ text: name(m), detail: m.headline })),
        empty: viewer ? `None of your connections works at ${company.name}.` : `Sign in on LinkedIn to see who you know at ${company.name}.`,
      });
    } else if (module === 'newhires') {
      const when = (m: MemberRecord) => {
        const start = positionsOf(m).find((p) => p.isCurrent && at(company)(p))?.startDate;
        return (start?.year ?? 0) * 12 + (start?.month ?? 1);
      };
      const hires = [...current].sort((a, b) => when(b) - when(a) || a.id.localeCompare(b.id));
      modules.push({
        id: 'newhires',
        heading: 'New hires',
        lines: hires.slice(0, INSIDER_MODULE_MAX).map((m) => ({ text: name(m), detail: positionsOf(m).find((p) => p.isCurrent && at(company)(p))?.title })),
        empty: `Nobody has joined ${company.name} lately.`,
      });
    } else {
      const left = members.filter((m) => !current.includes(m) && positionsOf(m).some((p) => !p.isCurrent && at(company)(p)));
      modules.push({
        id: 'jobchanges',
        heading: 'Job changes',
        lines: left.slice(0, INSIDER_MODULE_MAX).map((m) => {
          const now = positionsOf(m).find((p) => p.isCurrent);
          return { text: name(m), detail: now?.title ? `now ${now.title}${now.company?.name ? ` at ${now.company.name}` : ''}` : `left ${company.name}` };
        }),
        empty: `Nobody has moved on from ${company.name} lately.`,
      });
    }
  }
  return frame(renderInsiderFrame({ company: company.name, modules }));
}

export function companyInsiderHandlers(ctx: MockContext): RequestHandler[] {
  return [http.get(`*${COMPANY_INSIDER_PATH}`, ({ request }) => insiderFrame(ctx, request))];
}
