// Whether the caller may comment and react for the page `organizationId`: an administrator of the
// company (the v1 company's `admins`) whose token carries an organization scope. The Comments and
// Reactions APIs restrict `w_organization_social(_feed)` to members with a page role
// (ADMINISTRATOR, DIRECT_SPONSORED_CONTENT_POSTER, RECRUITING_POSTER; Comments API
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api).
import type { V2Call } from '../V2Route.js';

const ORGANIZATION_SCOPES = ['w_organization_social_feed'];

/** @example mayActForPage(call, '1001') */
export function mayActForPage(call: V2Call, organizationId: string): boolean {
  const company = call.ctx.network.companies.get(organizationId);
  if (!company || !company.admins.includes(call.caller.memberId)) return false;
  return ORGANIZATION_SCOPES.some((scope) => (call.caller.scopes as string[]).includes(scope));
}
