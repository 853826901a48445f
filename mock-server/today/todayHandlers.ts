// Today's API as one service route (and the upload routes of media beside it): what of today's API
// takes a request, the preflight of any of its paths (todayPreflight.ts), the download of an
// uploaded image (media/imageDownload.ts) or a call of one of its routes (handleTodayCall.ts, the
// pipeline); the paths no route has go on to the service's other routes.
import { ServiceRoute } from '../http/ServiceRoute.js';
import type { MockContext } from '../context/context.js';
import { eraOfPath } from '../api/era.js';
import { TODAY_ROUTES, isTodayRoutePath } from './todayRoutes.js';
import { handleTodayCall } from './handleTodayCall.js';
import { todayPreflight } from './todayPreflight.js';
import { DOWNLOAD_PATH } from './media/images.js';
import { imageDownload } from './media/imageDownload.js';
import { mediaTransferRoutes } from './media/mediaTransfer.js';

/**
 * What of today's API takes a request: the preflight of any of its paths, the download of an
 * uploaded image, a call of one of its routes; undefined for none (the request goes on).
 */
function todayPart(method: string, url: URL): 'preflight' | 'download' | 'call' | undefined {
  if (method === 'OPTIONS') return eraOfPath(url.pathname) === 'today' ? 'preflight' : undefined;
  if (method === 'GET' && url.pathname.startsWith(DOWNLOAD_PATH)) return 'download';
  return isTodayRoutePath(url.pathname) || (method === 'POST' && url.pathname.startsWith('/v2/')) ? 'call' : undefined;
}

/**
 * Today's API (/v2 Rest.li resources, /rest, their preflights, the image upload and download URLs),
 * as one route: the gateway asks every route of ours in turn, so fewer routes ask less per request.
 */
export function todayHandlers(ctx: MockContext) {
  return [
    ...mediaTransferRoutes(ctx),
    new ServiceRoute({
      header: "Today's API (/v2 Rest.li, /rest, image uploads and downloads)",
      era: 'today',
      accepts: (method, url) => todayPart(method, url) !== undefined,
      answer: (request) => {
        const url = new URL(request.url);
        const part = todayPart(request.method, url);
        if (part === 'preflight') return todayPreflight(ctx, request);
        if (part === 'download') return imageDownload(ctx, url);
        return handleTodayCall(ctx, request);
      },
      paths: [...TODAY_ROUTES.map((route) => route.path), `${DOWNLOAD_PATH}:id`],
    }),
  ];
}
