// The answer the real service gives a post (or an upload) whose author (owner) is not the token's
// member: `403 {"serviceErrorCode":100,"message":"Field Value validation failed in REQUEST_BODY: Data
// Processing Exception while processing fields [/author]"}` (n8n-io/n8n#1714). Shared by the posts and media folders.

export const AUTHOR_MISMATCH_MESSAGE = 'Field Value validation failed in REQUEST_BODY: Data Processing Exception while processing fields [/author]';
