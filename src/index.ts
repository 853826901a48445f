// Entry of dist/in.js: creates the IN global once and starts it from its script tag, or, with
// in.js?async=true, waits for IN.init({...}).
import { createEvents } from './events/Event';
import { findOwnScript, scriptBody } from './env/script';
import { originOf } from './compat/origin';
import { queryParam } from './compat/queryString';
import { parseConfig, readSettings } from './env/parseConfig';
import { boot } from './boot/boot';
import { logWarn } from './compat/log';
import { installApi } from './api/install';
import { installUser } from './auth/User';
import { installShare } from './ui/Share';
import { installTags } from './tags/installTags';

var win = window as any;

// A second copy of the script (two tags, or a bundle plus a tag) must not start a second
// framework or fire the events again.
if (win.IN && win.IN.Event && win.IN.ENV) {
  logWarn('the framework is already loaded on this page; the second copy of in.js was ignored.');
} else {
  var IN: any = (win.IN = { ENV: { js: {} } });
  IN.Event = createEvents(IN);
  IN.UI = {};
  installUser(IN);
  installShare(IN);
  installApi(IN);
  installTags(IN);
  var script = findOwnScript(document);
  var src = script ? script.getAttribute('src') || '' : '';
  var origin = originOf(src);
  var started = false;

  /**
   * Starts the framework in async mode (in.js?async=true) with the same settings the script
   * tag takes: IN.init({api_key: "...", onLoad: "fn", authorize: true}).
   */
  IN.init = function (settings?: { [name: string]: unknown }) {
    if (started) {
      logWarn('IN.init was ignored: the framework has already started. Load in.js?async=true to start it with IN.init.');
      return;
    }
    started = true;
    boot(IN, readSettings(settings || {}, {}), origin);
  };

  if (queryParam(src, 'async') !== 'true') {
    var settings = parseConfig(scriptBody(script));
    var lang = queryParam(src, 'lang');
    if (lang && !settings.lang) settings.lang = lang;
    started = true;
    boot(IN, settings, origin);
  }
}
