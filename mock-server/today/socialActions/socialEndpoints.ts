// The endpoints of today's social actions, comments and reactions alike, written once: on /rest the
// Community Management API's product gate, refused as LinkedIn refuses it with the resource's
// partner name (partnerApiSocialActions, partnerApiReactions), and the member or page feed scopes;
// on /v2 (Network Update Social Actions) Share on LinkedIn's product and posting scopes
// (docs/social-actions.md "Permissions"). Acting or reading as a page asks the page permissions
// besides (today/organizations/pagePermissions.ts `comment`, `readComments`).
import type { TodayEndpoint } from '../TodayRoute.js';
import type { Scope } from '../../scopes.js';

/** What lets a token write on /rest: a member's or a page's feed scope, or a posting scope. */
export const SOCIAL_WRITE_SCOPES: readonly Scope[] = ['w_member_social_feed', 'w_organization_social_feed', 'w_member_social', 'w_organization_social'];
/** What lets a token read on /rest: a read scope, or any that writes. */
export const SOCIAL_READ_SCOPES: readonly Scope[] = ['r_member_social_feed', 'r_organization_social_feed', 'r_organization_social', ...SOCIAL_WRITE_SCOPES];
/** What lets a token in on /v2/socialActions. */
export const V2_SOCIAL_SCOPES: readonly Scope[] = ['w_member_social', 'w_organization_social', 'w_member_social_feed', 'w_organization_social_feed'];

/**
 * A /rest endpoint of a social action.
 * @example restSocialEndpoint('partnerApiReactions', 'CREATE', SOCIAL_WRITE_SCOPES, createReaction)
 */
export function restSocialEndpoint(partnerResource: string, access: string, scopes: readonly Scope[], handle: TodayEndpoint['handle']): TodayEndpoint {
  return { scopes, product: 'communityManagement', resource: partnerResource, access, handle };
}

/**
 * A /v2/socialActions endpoint.
 * @example v2SocialEndpoint('GET_ALL', listLikes)
 */
export function v2SocialEndpoint(access: string, handle: TodayEndpoint['handle']): TodayEndpoint {
  return { scopes: V2_SOCIAL_SCOPES, product: 'share', access, handle };
}
