// How the collections of today's social actions page (comments, reactions, likes; Rest.li paging,
// https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/pagination, read by
// restli/paging.ts): count 10 by default, at most SOCIAL_PAGE_MAX (a larger count is capped, not
// refused: LinkedIn's own cap is not published, docs/social-actions.md).
import type { PagingRule } from '../../restli/paging.js';
import { SOCIAL_PAGE_DEFAULT_COUNT, SOCIAL_PAGE_MAX } from '../../defaults.js';

export const SOCIAL_PAGING: PagingRule = { defaultCount: SOCIAL_PAGE_DEFAULT_COUNT, maxCount: SOCIAL_PAGE_MAX, overMax: 'cap' };
