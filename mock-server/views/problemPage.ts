// The one page the service shows when a request cannot go on: the OAuth error page (client or
// redirect_uri not verified, RFC 6749 4.1.2.1), the sign-in window, share dialog and API proxy
// refusing to start. Every value escaped; no script.
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { pageResponse } from './pageResponse.js';

/** What a problem page says. */
export interface Problem {
  /** The window's title, e.g. "Authorization error". */
  title: string;
  /** The page's heading, e.g. "This request cannot be completed". */
  heading: string;
  /** What went wrong and how to fix it, in a sentence or two. */
  message: string;
  /** A protocol error code shown before the message (OAuth: invalid_request, …). */
  code?: string;
  /** A paragraph after the message, e.g. what the member should do now. */
  advice?: string;
}

/**
 * The problem page's HTML.
 * @example renderProblemPage({ title: 'Sign-in error', heading: 'Sign-in cannot start', message: "Unknown API key 'x'." })
 */
function renderProblemPage(problem: Problem): string {
  const code = problem.code ? `<strong id="error-code">${htmlEscape(problem.code)}</strong>: ` : '';
  const advice = problem.advice ? `\n<p>${htmlEscape(problem.advice)}</p>` : '';
  return renderPage(
    problem.title,
    `<h1>${htmlEscape(problem.heading)}</h1>
<div class="error" id="error">${code}<span id="error-description">${htmlEscape(problem.message)}</span></div>${advice}`,
  );
}

/** The problem page as a response (400 unless told), with the page security headers. */
export function problemResponse(problem: Problem, status = 400, headers: [string, string][] = []): Response {
  return pageResponse(renderProblemPage(problem), status, headers);
}
