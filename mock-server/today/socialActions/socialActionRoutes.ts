// The routes of today's social actions: comments and summaries, reactions and likes (docs/social-actions.md).
import type { V2Route } from '../V2Route.js';
import { commentRoutes } from './comments.js';
import { reactionRoutes } from './reactions.js';

// The likes routes come before the summary route `/v2/socialActions/:urn`, which has fewer segments anyway.
export const socialActionRoutes: V2Route[] = [...commentRoutes, ...reactionRoutes];
