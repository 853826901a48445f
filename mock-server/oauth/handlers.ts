import type { RequestHandler } from 'msw';
import type { MockContext } from '../context/context.js';
import type { PathFamily } from './oauthPaths.js';
import { authorizationHandlers } from './authorizationHandler.js';
import { accessTokenHandlers } from './accessTokenHandler.js';
import { dialogHandlers } from './dialogHandler.js';
import { privacySettingsHandlers } from './privacySettingsHandler.js';
import { openidHandlers } from './openidHandlers.js';

const FAMILIES: PathFamily[] = ['current', 'legacy'];

/** The OAuth 2.0 authorization server: both path families, the dialog, the privacy settings page, and today's OpenID Connect documents. */
export function oauthHandlers(ctx: MockContext): RequestHandler[] {
  return [
    ...FAMILIES.flatMap((family) => [...authorizationHandlers(ctx, family), ...accessTokenHandlers(ctx, family), ...dialogHandlers(ctx, family)]),
    ...privacySettingsHandlers(ctx),
    ...openidHandlers(ctx),
  ];
}
