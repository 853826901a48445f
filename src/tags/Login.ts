// IN/Login: a "Sign in with LinkedIn" button; once the member is signed in, the tag's body
// rendered as a template with the member's default profile fields; the button again after logout.
import { createTemplate } from '../template/createTemplate';
import type { TagAttributes } from './parseTags';
import { LOGO, makeButton, sizeWidget } from './button';
import { callNamed } from '../events/callNamed';

var TITLE = 'Sign in with LinkedIn';

/**
 * `<script type="IN/Login" data-onAuth="onAuth" data-onLogout="onLogout">Hello, <?js= firstName ?>.</script>`
 * Uses IN.User, IN.API.Profile and IN.Event, looked up when needed (tests give fakes).
 */
export function Login(el: HTMLElement, attributes: TagAttributes): void {
  var IN = (window as any).IN;
  // The token (the session) the member's template is shown for; '' while the button is. A
  // profile that arrives for another session (after a logout) is not shown.
  var shownFor = '';
  sizeWidget(el, attributes.size);

  function showButton(): void {
    shownFor = '';
    el.innerHTML = '';
    makeButton(el, 'IN-btn', LOGO + TITLE, '', function () {
      IN.User.authorize();
    });
  }

  // Once per session: a tag parsed after auto-login found the session also hears its auth event.
  function showMember(): void {
    var token = IN.ENV.auth.oauth_token;
    if (shownFor && shownFor === token) return;
    shownFor = token;
    el.innerHTML = '';
    // Without an error callback, IN.API logs a failure itself ("IN.API.Profile failed (401): …").
    IN.API.Profile('me').result(function (result: any) {
      // Compiled (once: createTemplate caches) when first needed.
      if (shownFor === token) el.innerHTML = createTemplate(attributes.content || '')(result.values[0]);
    });
    callNamed(attributes.onauth);
  }

  IN.Event.on(IN, 'auth', showMember);
  IN.Event.on(IN, 'logout', function () {
    showButton();
    callNamed(attributes.onlogout);
  });
  // The session can also end without a logout (the API answered 401): offer sign-in again.
  IN.Event.on(IN, 'noAuth', function () {
    if (!IN.User.isAuthorized()) showButton();
  });
  // Signed in before the tag was parsed (auto-login, or IN.parse later): the page still hears of it.
  if (IN.User.isAuthorized()) showMember();
  else showButton();
}
