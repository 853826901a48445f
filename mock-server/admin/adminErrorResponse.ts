/** The `error` code of an admin refusal, by status. */
const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  421: 'misdirected_request',
};

/**
 * The admin API's one error body, `{error, message, problems?}` with the status, for every
 * refusal under /__admin/ (the admin handlers' and the standalone server's own).
 * @example return adminErrorResponse(415, 'Send the body as Content-Type: application/json.')
 */
export function adminErrorResponse(status: number, message: string, problems?: string[], headers: Record<string, string> = {}): Response {
  const body: Record<string, unknown> = { error: CODES[status] ?? 'bad_request', message };
  if (problems) body.problems = problems;
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}
