// How the collections of today's social actions page (comments, replies, reactions, likes; Rest.li
// paging, https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/pagination, read by
// restli/paging.ts): start 0 and count 10 by default, LinkedIn's defaults; count at most
// SOCIAL_PAGE_MAX (a larger count is capped, not refused: LinkedIn documents no maximum for these
// collections, docs/social-actions.md).
import type { PagingRule } from '../../restli/paging.js';
import { SOCIAL_PAGE_DEFAULT, SOCIAL_PAGE_MAX } from '../../defaults.js';

export const SOCIAL_PAGING: PagingRule = { defaultCount: SOCIAL_PAGE_DEFAULT, maxCount: SOCIAL_PAGE_MAX, overMax: 'cap' };
