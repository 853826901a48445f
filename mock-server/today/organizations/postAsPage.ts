// Posting and uploading as a page (Posts API https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api;
// Images API https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/images-api):
// an organization author or owner needs the page's `post` permission (pagePermissions.ts:
// w_organization_social, the Community Management product and a role that posts, APPROVED).
// LinkedIn's refusals, in the order it checks:
//   no organization permission on /rest/posts: 400 "Organization Or Events permissions must be used
//     when using organization as author" (jikig-ai/soleur#4863, a member-only token);
//   the product's Development tier: 403 "Not enough permissions to access: partnerApiPostsExternal.CREATE.{YYYYMM}01";
//   no organization permission on /v2/ugcPosts, /v2/shares or an upload, or a role that may not post:
//     403 "Field Value validation failed in REQUEST_BODY: Data Processing Exception while processing
//     fields [/author]" (n8n-io/n8n#1714, posting as a page with the scopes but not the role).
import type { TodayCall } from '../TodayRoute.js';
import type { CompanyRecord } from '../../store/network.js';
import { mayOnPage, tokenMayActOnPages, type PageAction } from './pagePermissions.js';
import { RestError, AccessDenied, FieldRefused } from '../../api/errors.js';

export const ORGANIZATION_AUTHOR_MESSAGE = 'Organization Or Events permissions must be used when using organization as author';

/**
 * The page a post or upload names as its author or owner, once the caller may act as it; the
 * refusal LinkedIn gives otherwise. `surface`: 'posts' (/rest/posts), 'legacy' (/v2/ugcPosts,
 * /v2/shares) or 'upload' (an initializeUpload owner); `path`: the body field, for the 403; `action`:
 * the row of the page permissions it takes (`post`; a video, `uploadVideo`); `refused`: the refusal
 * of a member whose roles do not allow it (the field-refused 403 unless the API names another).
 */
export function pageToActAs(call: TodayCall, companyId: string, surface: 'posts' | 'legacy' | 'upload', path: string, action: PageAction = 'post', refused: () => RestError = () => new FieldRefused(path)): CompanyRecord {
  if (!tokenMayActOnPages(call, action)) {
    if (surface === 'posts') throw new RestError(400, ORGANIZATION_AUTHOR_MESSAGE);
    throw new FieldRefused(path);
  }
  const app = call.ctx.directory.apps.get(call.caller.apiKey);
  if (surface === 'posts' && app?.communityManagementTier === 'development') throw new AccessDenied('partnerApiPostsExternal', 'CREATE', call.version);
  const company = call.ctx.network.companies.get(companyId);
  if (!company || !mayOnPage(call, action, company)) throw refused();
  return company;
}
