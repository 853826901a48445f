import { http } from 'msw';
import type { MockContext } from '../context/context.js';
import { SHARE_PATH } from '../../protocol/paths.js';
import { showShareDialog, submitShareDialog } from './shareDialog.js';

/** The share dialog (`/cws/share`): GET shows the step, POST submits its forms. */
export function shareDialogHandlers(ctx: MockContext) {
  const path = `*${SHARE_PATH}`;
  return [http.get(path, ({ request }) => showShareDialog(ctx, request)), http.post(path, ({ request }) => submitShareDialog(ctx, request))];
}
