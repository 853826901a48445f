// The answers the share dialog gave to its forms, by each form's single-use CSRF token, so that a
// form sent twice (a double click, a reload after posting) gets the same answer again instead of
// acting twice: a second Share shows the same "shared" relay page, and no second share is made.
// Kept in the service's state (ctx.formAnswers, emptied by reset); an answer is given again only
// to the browser that sent the form, for the same dialog, while the token would still be fresh.
import type { MockContext } from '../context/context.js';
import { CSRF_TOKEN_LIFETIME_SECONDS } from '../defaults.js';
import type { StoredAnswer } from '../store/formAnswers.js';

function responseOf(answer: StoredAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/** Who sent a form: its CSRF token, the browser id and what the token was for. */
interface FormSender {
  token: string;
  browserId: string;
  purpose: string;
}

/**
 * Keeps `response` as the answer to the form `sender` sent; returns a response to send now.
 * @example return rememberAnswer(ctx, { token, browserId, purpose }, relay, () => ctx.network.shares.has(id));
 */
export function rememberAnswer(ctx: MockContext, sender: FormSender, response: Response, stillTrue: () => boolean = () => true): Promise<Response> {
  const now = ctx.clock.now();
  const answer = response.text().then((body) => ({ status: response.status, headers: [...response.headers], body }));
  ctx.formAnswers.set(sender.token, { browserId: sender.browserId, purpose: sender.purpose, expiresAt: now + CSRF_TOKEN_LIFETIME_SECONDS * 1000, answer, stillTrue });
  return answer.then(responseOf);
}

/** The answer given earlier to this form from this browser, as a fresh response, if there is one. */
export function earlierAnswer(ctx: MockContext, sender: { token: string | null; browserId: string | undefined; purpose: string }): Promise<Response> | undefined {
  if (!sender.token || !sender.browserId) return undefined;
  const remembered = ctx.formAnswers.get(sender.token);
  if (!remembered || remembered.browserId !== sender.browserId || remembered.purpose !== sender.purpose) return undefined;
  if (remembered.expiresAt <= ctx.clock.now() || !remembered.stillTrue()) return undefined;
  return remembered.answer.then(responseOf);
}
