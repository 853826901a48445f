// IN/Login: a "Sign in with LinkedIn" button; once the member is signed in, the tag's body
// rendered as a template with the member's default profile fields; the button again after logout.
import { logError } from '../compat/log';
import { createTemplate } from '../template/createTemplate';
import type { TagAttributes } from './parseTags';
import { makeButton, sizeWidget } from './button';
import { callNamed } from '../events/callNamed';

var TITLE = 'Sign in with LinkedIn';

/**
 * `<script type="IN/Login" data-onAuth="onAuth" data-onLogout="onLogout">Hello, <?js= firstName ?>.</script>`
 * Uses IN.User, IN.API.Profile and IN.Event, looked up when needed (tests give fakes).
 */
export function Login(el: HTMLElement, attributes: TagAttributes): void {
  var IN = (window as any).IN;
  var template = createTemplate(attributes.content || '', IN.ENV.js.templateMarkers);
  // Each render bumps this, so a profile arriving after a logout is not shown.
  var generation = 0;
  sizeWidget(el, attributes.size);

  function showButton(): void {
    generation++;
    el.innerHTML = '';
    makeButton(el, 'IN-btn', TITLE, '', function () {
      IN.User.authorize();
    });
  }

  function showMember(): void {
    var mine = ++generation;
    el.innerHTML = '';
    IN.API.Profile('me')
      .result(function (result: any) {
        if (mine === generation) el.innerHTML = template(result && result.values ? result.values[0] : result);
      })
      .error(function (error: any) {
        logError("IN/Login: the member's profile could not be read: " + (error && error.message), error);
      });
  }

  IN.Event.on(IN, 'auth', function () {
    showMember();
    callNamed(attributes.onauth);
  });
  IN.Event.on(IN, 'logout', function () {
    showButton();
    callNamed(attributes.onlogout);
  });
  // The session can also end without a logout (the API answered 401): offer sign-in again.
  IN.Event.on(IN, 'noAuth', function () {
    if (!IN.User.isAuthorized()) showButton();
  });
  if (IN.User.isAuthorized()) {
    // Signed in before the tag was parsed (authorize: true): the page still hears of it.
    showMember();
    callNamed(attributes.onauth);
  } else {
    showButton();
  }
}
