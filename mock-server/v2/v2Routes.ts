// Every route of today's API, in one list (docs/v2.md).
import type { V2Route } from './V2Route.js';
import { memberRoutes } from './members.js';
import { postRoutes } from './posts.js';
import { imageRoutes } from './images.js';
import { videoRoutes } from '../today/media/videos.js';
import { documentRoutes } from '../today/media/documents.js';
import { assetRoutes } from '../today/media/assets.js';

export const V2_ROUTES: V2Route[] = [...memberRoutes, ...postRoutes, ...imageRoutes, ...videoRoutes, ...documentRoutes, ...assetRoutes];
