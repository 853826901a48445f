import { http } from 'msw';
import type { MockContext } from '../context/context.js';
import { PRIVACY_SETTINGS_PATH } from '../defaults.js';
import { showPrivacySettings, submitPrivacySettings } from './privacySettings.js';

/** The member's privacy settings page (`/psettings/permitted-services`). */
export function privacySettingsHandlers(ctx: MockContext) {
  const path = `*${PRIVACY_SETTINGS_PATH}`;
  return [http.get(path, ({ request }) => showPrivacySettings(ctx, request)), http.post(path, ({ request }) => submitPrivacySettings(ctx, request))];
}
