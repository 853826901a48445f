// The settings a page may give in the script tag body or to IN.init(), and how each is read.
// Kept in one table so the parser, IN.init and the docs (docs/config.md) agree.

/** How a setting's text is turned into its IN.ENV.js value. */
export type SettingKind = 'string' | 'boolean';

/**
 * Every known setting. The first group is the original framework's; base_url, auth_url and
 * sdk_url point the framework at another service (the mock service by default is the origin
 * the script came from).
 */
export var SETTINGS: { [name: string]: SettingKind } = {
  api_key: 'string',
  onLoad: 'string',
  authorize: 'boolean',
  lang: 'string',
  scope: 'string',
  credentials_cookie: 'boolean',
  credentials_cookie_crc: 'boolean',
  templateMarkers: 'string',
  // Accepted for compatibility: the original sent an analytics beacon unless false; we never do.
  statistics: 'boolean',
  base_url: 'string',
  auth_url: 'string',
  sdk_url: 'string',
};

/** Parsed settings, as they land in IN.ENV.js. */
export interface Settings {
  [name: string]: string | boolean | undefined;
}
