// The routes of today's social actions: comments and summaries, reactions and likes, social metadata (docs/social-actions.md).
import type { TodayRoute } from '../TodayRoute.js';
import { commentRoutes } from './comments.js';
import { reactionRoutes } from './reactions.js';
import { socialMetadataRoutes } from './socialMetadata.js';

// The likes routes come before the summary route `/v2/socialActions/:urn`, which has fewer segments anyway.
export const socialActionRoutes: TodayRoute[] = [...commentRoutes, ...reactionRoutes, ...socialMetadataRoutes];
