// The one flow of today's links (share-offsite, the feed composer, Add to Profile) and of the v1
// tags' windows (the follow window, the apply dialog, the recommend window): a page a member opens
// from a plain link or a page's popup. Not signed in on the service: the
// sign-in form (the OAuth dialog's login page), whose form posts back here and returns to the same
// link. Signed in: the link's own page; its forms post back here with the link's fields, a
// single-use CSRF token bound to the browser and to this link, and one action: login, post or save,
// cancel, signout. A form sent twice gets the first answer (the share dialog's rule,
// shareDialog/shareDialogAnswers.ts): a second Post makes no second post.
import type { MockContext } from '../context/context.js';
import type { AppRecord, MemberRecord } from '../store/types.js';
import { CSRF_TOKEN_LIFETIME_SECONDS } from '../defaults.js';
import { browserIdOf, endSession, existingBrowserId, signedInMember, startSession } from '../oauth/browserCookies.js';
import { memberFromLoginForm } from '../oauth/rules/memberFromLoginForm.js';
import { renderLoginPage } from '../views/loginPage.js';
import { pageResponse } from '../views/pageResponse.js';
import { problemResponse } from '../views/problemPage.js';
import { actionIn, type DialogForm } from '../views/buttons.js';
import { LINK_BUTTONS } from '../views/linkPages.js';
import { earlierAnswer, rememberAnswer } from '../shareDialog/shareDialogAnswers.js';
import { redirectResponse } from '../http/redirectResponse.js';
import { noteRequest } from '../http/requestNotes.js';

const CSRF_FAILED = 'This form was not sent from this page, or was already sent or is too old (CSRF check). Nothing was changed; check the form and send it again.';
const SIGN_IN_ENDED = 'Your sign-in has ended; sign in again. Nothing was changed.';

/** The page of a signed-in member, with the mock's notes on it (also left on the request for the journal). */
export interface LinkPage {
  html: string;
  notes?: string[];
  /** Its own Content-Security-Policy, when it runs a script (the page's headers otherwise: no script). */
  csp?: string;
}

/** One kind of link: how it reads what it asks for, shows its page and does its action. */
export interface LinkKind<T> {
  /** The path the link opens and the forms post to. */
  path: string;
  /** The title of its problem page. */
  title: string;
  /** The heading of its sign-in step. */
  signInHeading: string;
  /** The page's primary action: post (the composers), save (Add to Profile), follow, recommend, apply or verify (Verified on LinkedIn's page). */
  primary: 'post' | 'save' | 'follow' | 'recommend' | 'apply' | 'verify';
  /** The app the window is for, shown on its sign-in step (the apply dialog's). */
  app?(target: T): AppRecord | undefined;
  /** What the link asks for, from the GET query or the forms' hidden fields, or why it cannot start. */
  read(params: URLSearchParams): { target: T } | { problem: string };
  /** The fields that carry the target through the forms. */
  fields(target: T): Record<string, string>;
  /** The signed-in page; `sent` is the form the member sent when it is shown again with `error`. */
  page(ctx: MockContext, request: Request, target: T, member: MemberRecord, form: DialogForm, again?: { sent: URLSearchParams; error: string }): Promise<LinkPage>;
  /** The member's Post or Save: the last page, or a sentence saying what to fix (the page again, 400). */
  act(ctx: MockContext, request: Request, target: T, member: MemberRecord, sent: URLSearchParams): Promise<{ done: Response; stillTrue?: () => boolean } | { error: string }>;
  /** The page after Cancel. */
  cancelled(target: T): Response;
  /** Notes on what the link itself said (parameters LinkedIn ignores), left on its GET whoever opens it. */
  queryNotes?(params: URLSearchParams): string[];
}

function problem(kind: LinkKind<unknown>, message: string): Response {
  return problemResponse({ title: kind.title, heading: `${kind.title} cannot start`, message }, 400);
}

/** What a form's CSRF token is for: this link, with these fields. */
function purposeOf<T>(kind: LinkKind<T>, target: T): string {
  return `link:${kind.path}:${JSON.stringify(kind.fields(target))}`;
}

/** The link's GET URL (where sign-in and sign-out send the window back). */
function linkUrl<T>(kind: LinkKind<T>, request: Request, target: T): string {
  const url = new URL(kind.path, request.url);
  url.search = new URLSearchParams(kind.fields(target)).toString();
  return url.href;
}

/** The page for where the member is, each form with a fresh CSRF token: the sign-in form, or the link's page. */
async function step<T>(
  kind: LinkKind<T>,
  ctx: MockContext,
  request: Request,
  target: T,
  extra: { error?: string; email?: string; sent?: URLSearchParams; status?: number } = {},
): Promise<Response> {
  const browser = browserIdOf(request);
  const form: DialogForm = {
    action: kind.path,
    hidden: { ...kind.fields(target), csrfToken: ctx.csrf.issue(browser.id, purposeOf(kind, target), CSRF_TOKEN_LIFETIME_SECONDS) },
  };
  const signedIn = signedInMember(ctx, request);
  if (!signedIn) return pageResponse(renderLoginPage({ app: kind.app?.(target), form, error: extra.error, email: extra.email, title: kind.signInHeading, cancel: true }), extra.status ?? 200, browser.cookies);
  const page = await kind.page(ctx, request, target, signedIn.member, form, extra.sent && extra.error ? { sent: extra.sent, error: extra.error } : undefined);
  for (const note of page.notes ?? []) noteRequest(request, note);
  return pageResponse(page.html, extra.status ?? 200, browser.cookies, page.csp ? { 'content-security-policy': page.csp } : {});
}

/**
 * `GET {path}?…`: the sign-in form, or the link's page; or why the link cannot start (400).
 * @example await showLink(shareOffsite, ctx, new Request('https://www.linkedin.com/sharing/share-offsite/?url=http://localhost:3000/post'))
 */
export async function showLink<T>(kind: LinkKind<T>, ctx: MockContext, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  for (const note of kind.queryNotes?.(params) ?? []) noteRequest(request, note);
  const read = kind.read(params);
  if ('problem' in read) return problem(kind as LinkKind<unknown>, read.problem);
  return step(kind, ctx, request, read.target);
}

/** `POST {path}`: one of the page's forms (action login, post or save, cancel, signout) with the link's fields and csrfToken. */
export async function submitLink<T>(kind: LinkKind<T>, ctx: MockContext, request: Request): Promise<Response> {
  const sent = new URLSearchParams(await request.text());
  const read = kind.read(sent);
  if ('problem' in read) return problem(kind as LinkKind<unknown>, read.problem);
  const target = read.target;
  const sender = { token: sent.get('csrfToken'), browserId: existingBrowserId(request), purpose: purposeOf(kind, target) };
  const again = earlierAnswer(ctx, sender);
  if (again) return again;
  if (!ctx.csrf.consume(sender.token, sender.browserId, sender.purpose)) return step(kind, ctx, request, target, { error: CSRF_FAILED, sent, status: 403 });
  // From here the token is spent: whatever is answered is the answer to this form, also when sent again.
  const used = { token: sender.token!, browserId: sender.browserId!, purpose: sender.purpose };
  const action = actionIn(sent, LINK_BUTTONS);
  switch (action) {
    case 'login': {
      const login = memberFromLoginForm(ctx.directory, sent);
      if ('error' in login) return rememberAnswer(ctx, used, await step(kind, ctx, request, target, login));
      return rememberAnswer(ctx, used, redirectResponse(linkUrl(kind, request, target), startSession(ctx, request, login.member), 303));
    }
    case 'signout':
      return rememberAnswer(ctx, used, redirectResponse(linkUrl(kind, request, target), endSession(ctx, request), 303));
    case 'cancel':
      return rememberAnswer(ctx, used, kind.cancelled(target));
    case 'post':
    case 'save':
    case 'follow':
    case 'recommend':
    case 'apply':
    case 'verify': {
      if (action !== kind.primary) break;
      const signedIn = signedInMember(ctx, request);
      if (!signedIn) return rememberAnswer(ctx, used, await step(kind, ctx, request, target, { error: SIGN_IN_ENDED }));
      const acted = await kind.act(ctx, request, target, signedIn.member, sent);
      if ('error' in acted) return rememberAnswer(ctx, used, await step(kind, ctx, request, target, { error: acted.error, sent, status: 400 }));
      return rememberAnswer(ctx, used, acted.done, acted.stillTrue);
    }
  }
  return problem(kind as LinkKind<unknown>, `The form did not say what to do: send exactly one 'action' (login, ${kind.primary}, cancel or signout).`);
}
