// What /in.js was from 2019-03-01 (docs/over-time.md): LinkedIn kept serving it (its widgets,
// IN/Share and IN/FollowCompany, still render), but the JavaScript SDK signs no one in:
// IN.User.authorize throws as LinkedIn's did, "TypeError: e(...).authorize(...) is undefined" at
// platform.linkedin.com/in.js in Firefox (abacritt/angularx-social-login#178), "Cannot read property
// 'then' of undefined" in Chrome (deepakaggarwal7/react-social-login#136): the same expression here
// makes each browser throw its own words. The standalone server appends this to the framework's
// script when the service replays such a day; ECMAScript 3, as every script the service sends.
import type { MockContext } from '../context/context.js';
import { asOfOf } from '../context/asOf.js';
import { inEffect } from '../history/datedChanges.js';

export const RETIRED_IN_JS_PATCH = `
/* in-js mock: LinkedIn's in.js from 2019-03-01 (docs/over-time.md): the widgets render, the JavaScript SDK signs no one in. */
(function () {
  var IN = window.IN;
  if (!IN || !IN.User) return;
  var e = function () { return { authorize: function () {} }; };
  IN.User.authorize = function (callback, scope) { return e().authorize(callback, scope).then(callback); };
  IN.User.isAuthorized = function () { return false; };
})();
`;

/** The script paths the patch goes after. */
export const FRAMEWORK_SCRIPT_PATHS: readonly string[] = ['/in.js', '/in.min.js'];

/**
 * The patch when `ctx` replays a day from 2019-03-01 and `pathname` is the framework's script; else null.
 * @example retiredFrameworkSuffix(ctx, '/in.js') // RETIRED_IN_JS_PATCH with asOf 2019-06-01
 */
export function retiredFrameworkSuffix(ctx: MockContext, pathname: string): string | null {
  return FRAMEWORK_SCRIPT_PATHS.includes(pathname) && inEffect('jsSdkRetired', asOfOf(ctx)) ? RETIRED_IN_JS_PATCH : null;
}
