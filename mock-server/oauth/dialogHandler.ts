import { http } from 'msw';
import type { MockContext } from '../context/context.js';
import { OAUTH_PATHS, type PathFamily } from './oauthPaths.js';
import { showDialog, submitDialog } from './dialog.js';

/** The login/consent dialog of one path family: GET shows the step, POST submits it. */
export function dialogHandlers(ctx: MockContext, family: PathFamily) {
  const path = `*${OAUTH_PATHS[family].dialog}`;
  return [http.get(path, ({ request }) => showDialog(ctx, request)), http.post(path, ({ request }) => submitDialog(ctx, request))];
}
