// What the tests of today's API share: a clock on which the versions they send are active, the
// version, and the headers linkedin-api-client sends on every call (Rest.li protocol 2.0).

/** November 2026, noon UTC, on the mock clock: LinkedIn-Version TODAY_VERSION is active (restli/apiVersion.ts). */
export const TODAY_NOW = Date.UTC(2026, 10, 25, 12);

/** The LinkedIn-Version the tests send (YYYYMM). */
export const TODAY_VERSION = '202611';

/** Rest.li's protocol header, on /v2 and /rest alike. */
export const RESTLI = { 'x-restli-protocol-version': '2.0.0' } as const;

/** The headers of a /rest call: the version and the protocol. */
export const REST = { 'linkedin-version': TODAY_VERSION, ...RESTLI } as const;

/** The headers of a /rest call with a JSON body. */
export const REST_JSON = { ...REST, 'content-type': 'application/json' } as const;

/** The headers of a /v2 call with a JSON body (no version: /v2 is unversioned). */
export const V2_JSON = { ...RESTLI, 'content-type': 'application/json' } as const;
