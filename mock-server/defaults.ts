// Every default, lifetime and limit of the mock service in one place (spec: "Limits").

/** Port of the standalone server when --port is not given. */
export const DEFAULT_PORT = 8787;
/** Interface the standalone server binds to when --host is not given: loopback only. */
export const DEFAULT_HOST = '127.0.0.1';

/** Access token lifetime: 60 days (spec: "Limits"). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 5184000;
