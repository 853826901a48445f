// The authorization window on the auth host: a popup the member signs in with, or a hidden
// frame that asks silently (auto-login). Either answers with one message to this page.
import { AuthMessage, isAuthAnswer } from './authMessage';
import { AUTH_MARK } from '../../protocol/marks';
import { AUTHORIZE_PATH } from '../../protocol/paths';
import { openWindow } from '../window/openWindow';
import { openFrame } from '../window/openFrame';
import { WindowEnd, WindowFlow, WindowOptions } from '../window/types';
import { pageOrigin } from '../compat/origin';

/** How a flow ended: a message (token or error), or the window never answered. */
export type AuthEnd = WindowEnd<AuthMessage>;

function options(IN: any, silent: boolean): WindowOptions {
  var scope = String(IN.ENV.js.scope || '').replace(/[\s,]+/g, ' ') || undefined;
  return {
    _mark: AUTH_MARK,
    _name: 'sign-in',
    _width: IN.ENV.ui.popup_window_width,
    _accept: isAuthAnswer,
    _url: IN.ENV.url.auth + AUTHORIZE_PATH,
    _params: {
      immediate: 'true',
      client_id: IN.ENV.auth.api_key,
      type: 'user-agent',
      origin: pageOrigin(),
      state: '',
      scope: scope,
      mode: silent ? 'silent' : undefined,
    },
  };
}

/** Opens the sign-in popup; `done` runs once with how it ended. */
export function openPopup(IN: any, done: (how: AuthEnd) => void): WindowFlow {
  return openWindow(options(IN, false), done);
}

/**
 * Asks the auth host in a hidden frame whether the member is signed in there and has granted
 * this app; `done` runs once, at the latest after `timeout` ms.
 */
export function askSilently(IN: any, timeout: number, done: (how: AuthEnd) => void): void {
  openFrame(options(IN, true), timeout, done);
}
