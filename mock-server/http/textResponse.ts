// Responses the service builds from text remember that text, so that the gateway's journal and the
// standalone server can read the body without teeing a web stream (a Response body is a
// ReadableStream; reading it twice means a clone). Anything else is read the ordinary way.

const texts = new WeakMap<Response, string>();

/**
 * `new Response(text, init)` that remembers its text.
 * @example return textResponse(JSON.stringify(body), { status: 200, headers: { 'content-type': JSON_TYPE } })
 */
export function textResponse(text: string, init: ResponseInit): Response {
  const response = new Response(text, init);
  texts.set(response, text);
  return response;
}

/** The text `response` was built from by textResponse, if it was (read or not, that is its body). */
export function knownText(response: Response): string | undefined {
  return texts.get(response);
}
