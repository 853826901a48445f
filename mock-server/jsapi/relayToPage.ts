import { AUTH_MARK } from '../../protocol/marks.js';
import { relayResponse } from '../views/relayPage.js';
import { encodeRelayMessage } from './relayMessage.js';

/** Where and how a framework window answers: the page's origin, popup or frame, and for a page without postMessage its `ret`. */
export interface PageAnswer {
  origin: string;
  mode: 'popup' | 'silent';
  ret?: string;
  /** AUTH_MARK (sign-in, the default) or SHARE_MARK (share dialog). */
  mark?: string;
  /** The window's title. */
  title?: string;
}

/** The relay page that hands `fields` to the page `to` describes. */
export function relayToPage(to: PageAnswer, fields: Record<string, string | undefined>, body: string, close: boolean): Response {
  return relayResponse({
    origin: to.origin,
    mode: to.mode,
    ret: to.ret,
    title: to.title,
    message: encodeRelayMessage(fields, to.mark ?? AUTH_MARK),
    body,
    close,
  });
}
