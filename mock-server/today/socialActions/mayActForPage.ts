// Whether the caller may comment and react for the page `organizationId`, and read its posts'
// comments: a member with one of the page roles that may post (today/organizations/pageRoles.ts
// POSTING_ROLES, APPROVED) whose token carries an organization scope (w_organization_social, or the
// Community Management API's w_organization_social_feed / r_organization_social_feed). The Comments and
// Reactions APIs restrict these permissions to members with a page role (Comments API
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api).
import type { V2Call } from '../V2Route.js';
import { hasRole, POSTING_ROLES } from '../organizations/pageRoles.js';
import { grantsAnyOf } from '../../scopes.js';

const WRITE_SCOPES = ['w_organization_social', 'w_organization_social_feed'];
const READ_SCOPES = ['r_organization_social', 'r_organization_social_feed', ...WRITE_SCOPES];

/** @example mayActForPage(call, '1001', 'write') */
export function mayActForPage(call: V2Call, organizationId: string, access: 'write' | 'read' = 'write'): boolean {
  const company = call.ctx.network.companies.get(organizationId);
  if (!company || !hasRole(company, call.caller.memberId, POSTING_ROLES)) return false;
  const scopes = access === 'write' ? WRITE_SCOPES : READ_SCOPES;
  return grantsAnyOf(call.caller.scopes, scopes);
}
