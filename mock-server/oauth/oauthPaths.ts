import type { PathFamily } from '../store/dialogRequests.js';

export type { PathFamily } from '../store/dialogRequests.js';

/** The two authorization path families (spec: "Versioning"): current /oauth/v2 and legacy /uas/oauth2. */
export const OAUTH_PATHS: Record<PathFamily, { authorization: string; accessToken: string; dialog: string }> = {
  current: { authorization: '/oauth/v2/authorization', accessToken: '/oauth/v2/accessToken', dialog: '/oauth/v2/dialog' },
  legacy: { authorization: '/uas/oauth2/authorization', accessToken: '/uas/oauth2/accessToken', dialog: '/uas/oauth2/dialog' },
};
