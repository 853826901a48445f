// JSON with its Content-Length, the one way the service writes a JSON answer of today's API and of
// its OAuth and OpenID Connect endpoints. Without the length, axios' Node adapter (linkedin-api-client's
// RestliClient, with `Connection: Keep-Alive`) waits for ever for the end of an answer MSW gives it
// in-process (docs/v2.md).
import { answerResponse, JSON_TYPE, textAnswer, type TextAnswer } from '../http/textAnswer.js';

/**
 * `value` as JSON (keys in its own order), with its Content-Length; `headers` on top of the JSON
 * content type (`application/json;charset=UTF-8`, which a caller may replace).
 * @example return jsonAnswer({ id: 'aZ3kq9XbW1' }, 200, { 'x-restli-protocol-version': '2.0.0' })
 */
export function jsonAnswer(value: unknown, status: number, headers: Record<string, string> = {}): TextAnswer {
  const text = JSON.stringify(value);
  return textAnswer(text, status, { 'content-type': JSON_TYPE, ...headers, 'content-length': String(new TextEncoder().encode(text).byteLength) });
}

/**
 * jsonAnswer as a Fetch Response, for the routes that answer with one (OAuth, OpenID Connect), typed
 * `application/json` unless `headers` say otherwise.
 * @example return jsonResponse({ sub: 'x' })
 */
export function jsonResponse(value: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return answerResponse(jsonAnswer(value, status, { 'content-type': 'application/json', ...headers }));
}
