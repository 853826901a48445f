// Entry of dist/in.js: creates the IN global once and starts it from its script tag, or, with
// in.js?async=true, waits for IN.init({...}).
import { createEvents } from './events/Event';
import { findOwnScript, scriptBody } from './env/script';
import { originOf } from './compat/origin';
import { queryOf } from './compat/queryString';
import { parseConfig, readSettings } from './env/parseConfig';
import { Settings } from './env/settings';
import { boot } from './boot/boot';
import { logWarn } from './compat/log';
import { installApi } from './api/install';
import { createSignIn } from './auth/signIn';
import { installUser } from './auth/User';
import { apiSession } from './auth/session';
import { autoLogin } from './auth/autoLogin';
import { installAuthorize } from './ui/Authorize';
import { installLogout } from './ui/Logout';
import { installShare } from './ui/Share';
import { installApply } from './ui/Apply';
import { installTags } from './tags/installTags';

var win = window as any;

// A second copy of the script (two tags, or a bundle plus a tag) must not start a second
// framework or fire the events again.
if (win.IN && win.IN.Event) {
  logWarn('loaded twice: second copy ignored.');
} else {
  var IN: any = (win.IN = { ENV: { js: {} }, UI: {} });
  IN.Event = createEvents(IN);
  var signIn = createSignIn(IN);
  installUser(IN, signIn);
  installAuthorize(IN, signIn);
  installLogout(IN);
  installShare(IN);
  installApply(IN);
  installApi(IN, apiSession(IN));
  installTags(IN);
  var script = findOwnScript();
  // Absolute, except in IE 6-7 (as written: originOf resolves it against the page).
  var src = script ? script.src : '';
  var origin = originOf(src);
  var started = false;
  // Auto-login runs first once the DOM is ready, so the onLoad functions see the session.
  var start = function (settings: Settings) {
    started = true;
    boot(IN, settings, origin, autoLogin);
  };

  /**
   * Starts the framework in async mode (in.js?async=true) with the same settings the script
   * tag takes: IN.init({api_key: "...", onLoad: "fn", authorize: true}).
   */
  IN.init = function (settings?: { [name: string]: unknown }) {
    if (started) {
      logWarn('IN.init ignored: already started.');
      return;
    }
    start(readSettings(settings || {}));
  };

  var query = queryOf(src);
  // Without its own script element (evaluated by a loader) the framework has no settings to read:
  // it waits for IN.init, as with ?async=true.
  if (script && query.async !== 'true') {
    var settings = parseConfig(scriptBody(script));
    var lang = query.lang;
    if (lang && !settings.lang) settings.lang = lang;
    start(settings);
  }
}
