import type { RequestHandler } from 'msw';
import type { MockContext } from '../context/context.js';
import type { PathFamily } from './oauthPaths.js';
import { authorizationHandlers } from './authorizationHandler.js';
import { accessTokenHandlers } from './accessTokenHandler.js';
import { dialogHandlers } from './dialogHandler.js';
import { privacySettingsHandlers } from './privacySettingsHandler.js';

const FAMILIES: PathFamily[] = ['current', 'legacy'];

/** The OAuth 2.0 authorization server: both path families, the dialog and the privacy settings page. */
export function oauthHandlers(ctx: MockContext): RequestHandler[] {
  return [
    ...FAMILIES.flatMap((family) => [...authorizationHandlers(ctx, family), ...accessTokenHandlers(ctx, family), ...dialogHandlers(ctx, family)]),
    ...privacySettingsHandlers(ctx),
  ];
}
