// Every route of today's API, in one list (docs/v2.md).
import type { V2Route } from './V2Route.js';
import { memberRoutes } from './members.js';
import { postRoutes } from './posts.js';
import { imageRoutes } from './images.js';
import { organizationRoutes } from '../today/organizations/organizationRoutes.js';

export const V2_ROUTES: V2Route[] = [...memberRoutes, ...postRoutes, ...imageRoutes, ...organizationRoutes];
