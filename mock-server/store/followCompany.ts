// A member following a company page: the one place it happens, for v1's
// POST /v1/people/~/following/companies (v1/companies/companies.ts) and the IN/FollowCompany button's
// window (widgets/followCompany.ts): the member joins the page's followers (numFollowers, the
// follow button's count, today's networkSizes) and an MSFC update says so in the member's updates.
import type { Clock } from './clock.js';
import type { CompanyRecord, NetworkStore } from './network.js';

/**
 * Makes `memberId` a follower of `company`; returns false when the member followed it already
 * (nothing changes then).
 * @example followCompany(ctx, ctx.network.companies.get('1001')!, 'aZ3kq9XbW1') // true
 */
export function followCompany(ctx: { network: NetworkStore; clock: Clock }, company: CompanyRecord, memberId: string): boolean {
  if (company.followers.includes(memberId)) return false;
  company.followers.push(memberId);
  const now = ctx.clock.now();
  const network = ctx.network;
  network.updates.push({ key: network.newUpdateKey('MSFC', memberId, now), type: 'MSFC', timestamp: now, memberId, companyId: company.id, likes: [], comments: [] });
  return true;
}
