// The settings a page may give in the script tag body or to IN.init(), and how each is read.
// Kept in one place so the parser, IN.init and the docs (docs/config.md) agree.

/**
 * Every known setting, in the order the console lists them. The first group is the original
 * framework's; base_url, auth_url and sdk_url point the framework at another service (the mock
 * service by default is the origin the script came from). `statistics` is accepted for
 * compatibility: the original sent an analytics beacon unless false; we never do.
 */
export var SETTINGS = [
  'api_key',
  'onLoad',
  'authorize',
  'lang',
  'scope',
  'credentials_cookie',
  'credentials_cookie_crc',
  'templateMarkers',
  'statistics',
  'base_url',
  'auth_url',
  'sdk_url',
];

/** The settings that are true or false; the others are text. */
export var BOOLEAN_SETTING = /^(authorize|credentials_cookie(_crc)?|statistics)$/;

/** Parsed settings, as they land in IN.ENV.js. */
export interface Settings {
  [name: string]: string | boolean | undefined;
}
