// The share dialog on the auth host (the original's /cws/share), opened by IN.UI.Share() in a popup:
// sign-in if needed, then the link, a comment and the visibility. Share posts a real share (the
// REST API's publishShare: it shows in the member's and the connections' network updates and in
// the share count); Share or Cancel ends in a relay page that posts the outcome to the page's
// exact origin, or hands it to a page without postMessage at its `ret`, as the sign-in window does
// (jsapi/frameworkAuthorize.ts). Protocol: docs/share-dialog.md.
import type { MockContext } from '../context/context.js';
import type { AppRecord } from '../store/types.js';
import { CSRF_TOKEN_LIFETIME_SECONDS } from '../defaults.js';
import { browserIdOf, endSession, existingBrowserId, signedInMember, startSession } from '../oauth/browserCookies.js';
import { memberFromLoginForm } from '../oauth/rules/memberFromLoginForm.js';
import { renderLoginPage } from '../views/loginPage.js';
import { pageResponse } from '../views/pageResponse.js';
import { problemResponse } from '../views/problemPage.js';
import { publishShare, type ShareInput } from '../store/publishShare.js';
import { originAllowed, restrictedMessage } from '../apps/jsOrigins.js';
import { errorBody, statusBody } from '../views/relayPage.js';
import { SHARE_MARK } from '../../protocol/marks.js';
import { SHARE_PATH } from '../../protocol/paths.js';
import { returnUrlParam } from '../jsapi/returnUrlParam.js';
import { relayToPage } from '../jsapi/relayToPage.js';
import { actionIn, SHARE_BUTTONS, type DialogForm } from '../views/buttons.js';
import { pageOriginParam, pageOriginProblem } from '../jsapi/pageOriginParam.js';
import { SHARE_VISIBILITIES, shareDialogInput, urlProblem, type ShareDraft } from './shareDialogInput.js';
import { renderSharePage, SHARE_DIALOG_TITLE } from '../views/sharePages.js';
import { earlierAnswer, rememberAnswer } from './shareDialogAnswers.js';
import { articleContent, articleLink, linkFields, openedByLink, type ArticleLink } from './articleLink.js';
import { linkEnded } from './linkEnded.js';
import { redirectResponse } from '../http/redirectResponse.js';


const SIGN_IN_HEADING = 'Sign in to share this link';
const CSRF_FAILED = 'This form was not sent from the share dialog, or was already sent or is too old (CSRF check). Nothing was shared; check the form and send it again.';
const SIGN_IN_ENDED = 'Your sign-in has ended; sign in again to share. Nothing was shared.';
const CANCELLED = 'The member cancelled the share.';

/**
 * The dialog one page opened: the page's app (none for a page without an API key: widget-only
 * mode), its exact origin, its state and the link to share.
 */
interface ShareTarget {
  app?: AppRecord;
  origin: string;
  state: string;
  url: string;
  /** For a page without postMessage: the static file on `origin` whose frames carry the answer (relayPage.ts). */
  ret?: string;
  /** Opened by a plain link (`/shareArticle?mini=true&url=…`, `/cws/share?url=…`): no page to answer; what the link said about the article. */
  link?: ArticleLink;
}

function problem(message: string, status = 400): Response {
  return problemResponse({ title: SHARE_DIALOG_TITLE, heading: 'Sharing cannot start', message }, status);
}

function relay(to: { origin: string; ret?: string }, fields: Record<string, string>, body: string, close: boolean): Response {
  return relayToPage({ origin: to.origin, ret: to.ret, mode: 'popup', mark: SHARE_MARK, title: SHARE_DIALOG_TITLE }, fields, body, close);
}

/**
 * Checks what opens the dialog (query of the GET, hidden fields of a POST), in the sign-in
 * window's order: the key, the origin, the state, the origin registered for the key; then the link.
 * Refusals the page may hear about (origin, link) are relayed to it; the window stays open.
 * Without a key (a widget-only page) any origin may open it: the answer still goes only to that
 * origin (the opener), and tells nothing the member did not type (docs/share-dialog.md).
 */
function openDialog(ctx: MockContext, params: URLSearchParams): { target: ShareTarget } | { refusal: Response } {
  if (openedByLink(params)) {
    const url = params.get('url');
    const badUrl = urlProblem(url);
    if (badUrl) return { refusal: problem(badUrl) };
    return { target: { origin: '', state: '', url: url!, link: articleLink(params) } };
  }
  const apiKey = params.get('api_key') ?? '';
  const app = apiKey ? ctx.directory.apps.get(apiKey) : undefined;
  if (apiKey && !app) return { refusal: problem(`Unknown API key '${apiKey}'. Check the api_key setting of the in.js script tag.`) };
  const origin = pageOriginParam(params.get('origin'));
  if (!origin) return { refusal: problem(pageOriginProblem('The share window', params.get('origin'), 'IN.UI.Share()')) };
  const state = params.get('state') ?? '';
  if (!state) return { refusal: problem('The share window needs a state. Open it through IN.UI.Share().') };
  // Without postMessage the answer goes to ret: refused, never followed, unless it is a file on a registered origin.
  const returnTo = returnUrlParam(app, origin, params.get('ret'));
  if ('problem' in returnTo) return { refusal: problem(returnTo.problem) };
  const ret = returnTo.ret;
  if (app && !originAllowed(app, origin)) {
    const body = errorBody(`This site may not share through ${app.name}`, `${restrictedMessage(app)}; this page is on ${origin}.`);
    return { refusal: relay({ origin, ret }, { state, error: 'origin_not_allowed', error_description: restrictedMessage(app) }, body, false) };
  }
  const url = params.get('url');
  const badUrl = urlProblem(url);
  if (badUrl) {
    const body = errorBody('This link cannot be shared', badUrl);
    return { refusal: relay({ origin, ret }, { state, error: 'invalid_url', error_description: badUrl }, body, false) };
  }
  return { target: { app, origin, state, url: url!, ...(ret ? { ret } : {}) } };
}

/** What a form's CSRF token is for: this dialog, for this page, this state and this link. */
function purposeOf(target: ShareTarget): string {
  if (target.link) return `share-link:${JSON.stringify([target.url, target.link.title, target.link.summary, target.link.source])}`;
  return `share:${JSON.stringify([target.app?.apiKey ?? '', target.origin, target.state, target.url, target.ret ?? ''])}`;
}

/** The fields that say which dialog this is: the GET query, and the forms' hidden fields. */
function targetFields(target: ShareTarget): Record<string, string> {
  if (target.link) return { url: target.url, ...linkFields(target.link) };
  const fields: Record<string, string> = { api_key: target.app?.apiKey ?? '', origin: target.origin, state: target.state, url: target.url };
  if (target.ret) fields.ret = target.ret;
  return fields;
}

/** The dialog's GET URL for `target` (where sign-in and sign-out send the window back). */
function dialogUrl(request: Request, target: ShareTarget): string {
  const url = new URL(SHARE_PATH, request.url);
  url.search = new URLSearchParams(targetFields(target)).toString();
  return url.href;
}

/** The page for where the member is: the sign-in form, or the share form; each with a fresh CSRF token. */
function nextStep(
  ctx: MockContext,
  request: Request,
  target: ShareTarget,
  extra: { error?: string; email?: string; draft?: ShareDraft; status?: number } = {},
): Response {
  const browser = browserIdOf(request);
  const form: DialogForm = {
    action: SHARE_PATH,
    hidden: {
      ...targetFields(target),
      csrfToken: ctx.csrf.issue(browser.id, purposeOf(target), CSRF_TOKEN_LIFETIME_SECONDS),
    },
  };
  const signedIn = signedInMember(ctx, request);
  const html = signedIn
    ? renderSharePage({ form, member: signedIn.member, url: target.url, article: target.link, visibilities: SHARE_VISIBILITIES, draft: extra.draft, error: extra.error })
    : renderLoginPage({ app: target.app, form, error: extra.error, email: extra.email, title: SIGN_IN_HEADING, cancel: true });
  return pageResponse(html, extra.status ?? 200, browser.cookies);
}

/**
 * `GET /cws/share?api_key=&origin=&state=&url=`: the sign-in form when the member is not signed in
 * on the auth host, else the share form; or why the dialog cannot start.
 * @example await showShareDialog(ctx, new Request('https://auth.test/cws/share?api_key=demo-api-key&origin=http://localhost:3000&state=s1&url=https://example.com/'))
 */
export function showShareDialog(ctx: MockContext, request: Request): Response {
  const opened = openDialog(ctx, new URL(request.url).searchParams);
  if ('refusal' in opened) return opened.refusal;
  return nextStep(ctx, request, opened.target);
}

/**
 * `POST /cws/share`: one of the dialog's forms (action login, post, cancel or signout), with the
 * hidden fields api_key, origin, state, url and csrfToken. A form sent again gets the first answer.
 */
export async function submitShareDialog(ctx: MockContext, request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const opened = openDialog(ctx, form);
  if ('refusal' in opened) return opened.refusal;
  const target = opened.target;
  const sender = { token: form.get('csrfToken'), browserId: existingBrowserId(request), purpose: purposeOf(target) };
  const draft: ShareDraft = { comment: form.get('comment') ?? '', visibility: form.get('visibility') ?? 'anyone' };
  const again = earlierAnswer(ctx, sender);
  if (again) return again;
  if (!ctx.csrf.consume(sender.token, sender.browserId, sender.purpose)) return nextStep(ctx, request, target, { error: CSRF_FAILED, draft, status: 403 });
  // From here the token is spent: whatever is answered is the answer to this form, also when sent again.
  const used = { token: sender.token!, browserId: sender.browserId!, purpose: sender.purpose };
  switch (actionIn(form, SHARE_BUTTONS)) {
    case 'login': {
      const login = memberFromLoginForm(ctx.directory, form);
      if ('error' in login) return rememberAnswer(ctx, used, nextStep(ctx, request, target, login));
      return rememberAnswer(ctx, used, redirectResponse(dialogUrl(request, target), startSession(ctx, request, login.member), 303));
    }
    case 'signout':
      return rememberAnswer(ctx, used, redirectResponse(dialogUrl(request, target), endSession(ctx, request), 303));
    case 'cancel': {
      if (target.link) return rememberAnswer(ctx, used, linkEnded(target.url, target.link, false));
      const fields = { state: target.state, error: 'user_cancelled', error_description: CANCELLED };
      return rememberAnswer(ctx, used, relay(target, fields, statusBody('Not shared', 'Nothing was shared. This window closes itself.'), true));
    }
    case 'post': {
      const signedIn = signedInMember(ctx, request);
      if (!signedIn) return rememberAnswer(ctx, used, nextStep(ctx, request, target, { error: SIGN_IN_ENDED }));
      const checked = shareDialogInput(target.url, draft);
      if ('problem' in checked) return rememberAnswer(ctx, used, nextStep(ctx, request, target, { error: checked.problem, draft, status: 400 }));
      const { url, comment, visibility } = checked.input;
      const input: ShareInput = { content: { submittedUrl: url, ...articleContent(target.link) }, visibility };
      if (comment !== undefined) input.comment = comment;
      const { share, updateKey } = publishShare(ctx, signedIn.member.id, input);
      if (target.link) return rememberAnswer(ctx, used, linkEnded(url, target.link, true), () => ctx.network.shares.get(share.id) === share);
      const fields = { state: target.state, updateKey, url, comment: comment ?? '', visibility };
      const page = relay(target, fields, statusBody('Shared', 'The link was shared. This window closes itself.'), true);
      return rememberAnswer(ctx, used, page, () => ctx.network.shares.get(share.id) === share);
    }
    default:
      return problem("The form did not say what to do: send exactly one 'action' (login, post, cancel or signout).");
  }
}
