// An answer known as plain data: status, headers and text. The REST pipelines of both eras build
// their answers as this, so the standalone server writes them straight to the socket (no Fetch
// Response, no body stream, no Headers to iterate), while MSW (setupServer, setupWorker) gets the
// very same answer as a Response, made at its edge by answerResponse. One answer, two carriers.
import { textResponse } from './textResponse.js';
import { own } from '../records/safeKey.js';

/** An answer as data. `text` null: no body at all (as `new Response(null)`), '' an empty one. */
export interface TextAnswer {
  readonly kind: 'text-answer';
  status: number;
  /** Lower-case names, values as Headers would hold them (one per name). */
  headers: Record<string, string>;
  text: string | null;
}

/** What a route of the service answers with: a Fetch Response or a TextAnswer. */
export type Answer = Response | TextAnswer;

/** Leading and trailing HTTP whitespace, which Headers strips from a value. */
const OUTER_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;

/** Adds `name: value` to a header record as `Headers.append` would (lower-case name, trimmed value, repeats joined). */
function appendHeader(headers: Record<string, string>, name: string, value: string): void {
  const key = name.toLowerCase();
  const text = String(value);
  const trimmed = text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32 ? text.replace(OUTER_WHITESPACE, '') : text;
  headers[key] = own(headers, key) !== undefined ? `${headers[key]}, ${trimmed}` : trimmed;
}

/**
 * The answer `new Response(text, { status, headers })` would be, as data.
 * @example return textAnswer(JSON.stringify(body), 200, { 'content-type': JSON_TYPE })
 */
export function textAnswer(text: string | null, status: number, headers: Record<string, string> = {}): TextAnswer {
  const record: Record<string, string> = {};
  // Own names only: a name inherited from a prototype is never a header of the answer.
  for (const name of Object.keys(headers)) appendHeader(record, name, headers[name]!);
  return { kind: 'text-answer', status, headers: record, text };
}

export function isTextAnswer(answer: Answer | Request): answer is TextAnswer {
  return (answer as TextAnswer).kind === 'text-answer';
}

/** Sets headers on an answer, as `response.headers.set` would (replacing a value of the same name). */
export function setAnswerHeaders(answer: Answer, headers: Record<string, string>): Answer {
  for (const name of Object.keys(headers)) {
    if (isTextAnswer(answer)) {
      const key = name.toLowerCase();
      delete answer.headers[key];
      appendHeader(answer.headers, key, headers[name]!);
    } else answer.headers.set(name, headers[name]!);
  }
  return answer;
}

/** One header of an answer, or null. */
export function answerHeader(answer: Answer, name: string): string | null {
  return isTextAnswer(answer) ? (own(answer.headers, name.toLowerCase()) ?? null) : answer.headers.get(name);
}

/** The answer as a Fetch Response (what MSW and the fault rules take); a Response is itself. */
export function answerResponse(answer: Answer): Response {
  if (!isTextAnswer(answer)) return answer;
  return answer.text === null ? new Response(null, { status: answer.status, headers: answer.headers }) : textResponse(answer.text, { status: answer.status, headers: answer.headers });
}

/** An answer's header names in the order a Fetch Headers lists them (sorted), for writing it as a Response would be. */
export function sortedHeaderNames(answer: TextAnswer): string[] {
  return Object.keys(answer.headers).sort();
}

/** The Content-Type of every JSON answer of the REST API, both eras. */
export const JSON_TYPE = 'application/json;charset=UTF-8';
