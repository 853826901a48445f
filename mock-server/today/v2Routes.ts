// Every route of today's API, in one list (docs/v2.md).
import type { V2Route } from './V2Route.js';
import { memberRoutes } from './members/members.js';
import { postRoutes } from './posts/posts.js';
import { imageRoutes } from './media/images.js';
import { organizationRoutes } from './organizations/organizationRoutes.js';
import { videoRoutes } from './media/videos.js';
import { documentRoutes } from './media/documents.js';
import { assetRoutes } from './media/assets.js';
import { socialActionRoutes } from './socialActions/socialActionRoutes.js';
import { eventSubscriptionRoutes } from './eventSubscriptions/eventSubscriptions.js';

export const V2_ROUTES: V2Route[] = [...memberRoutes, ...postRoutes, ...imageRoutes, ...videoRoutes, ...documentRoutes, ...assetRoutes, ...organizationRoutes, ...socialActionRoutes, ...eventSubscriptionRoutes];
