import { Settings } from './settings';

/** The framework's state as pages written for the original read it (IN.ENV.*). */
export interface Env {
  js: Settings;
  auth: { oauth_token: string; member_id: string; api_key: string; oauth_expires_in?: number };
  url: { sdk: string; auth: string; base: string; api: string };
  ui: { popup_window_width: number; window_width: number };
  /** timeout: ms an API call may take before its error callback gets a timeout payload. */
  api: { timeout: number };
}

/** Milliseconds an API call may take (IN.ENV.api.timeout changes it). */
export var API_TIMEOUT_MS = 30000;

function stripSlash(url: unknown): string {
  return String(url).replace(/\/+$/, '');
}

/**
 * Builds IN.ENV from parsed settings. Every service address defaults to the origin the
 * script was loaded from (the mock service serves all of them) unless base_url, auth_url or
 * sdk_url says otherwise.
 */
export function createEnv(settings: Settings, scriptOrigin: string): Env {
  var sdk = stripSlash(settings.sdk_url || scriptOrigin);
  var base = stripSlash(settings.base_url || scriptOrigin);
  return {
    js: settings,
    auth: { oauth_token: '', member_id: '', api_key: (settings.api_key as string) || '' },
    url: { sdk: sdk, auth: stripSlash(settings.auth_url || scriptOrigin), base: base, api: base + '/v1' },
    ui: { popup_window_width: 600, window_width: 100 },
    api: { timeout: API_TIMEOUT_MS },
  };
}
