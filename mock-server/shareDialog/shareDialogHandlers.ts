import { http } from 'msw';
import type { MockContext } from '../context/context.js';
import { SHARE_PATH } from '../../protocol/paths.js';
import { SHARE_ARTICLE_PATH } from '../views/servedPages.js';
import { showShareDialog, submitShareDialog } from './shareDialog.js';

/**
 * The share dialog (`/cws/share`): GET shows the step, POST submits its forms; and the share link
 * of the v1 era, `GET /shareArticle?mini=true&url=…&title=…&summary=…&source=…`, which opens the
 * same dialog (its forms post to /cws/share).
 */
export function shareDialogHandlers(ctx: MockContext) {
  const path = `*${SHARE_PATH}`;
  return [
    http.get(path, ({ request }) => showShareDialog(ctx, request)),
    http.post(path, ({ request }) => submitShareDialog(ctx, request)),
    http.get(`*${SHARE_ARTICLE_PATH}`, ({ request }) => showShareDialog(ctx, request)),
  ];
}
