// The share counter behind the IN/Share button's bubble: GET /countserv/count/share?url=&callback=
// answers JSONP, `IN.Tags.Share.handleCount({"count":N,"url":"…"});`, as the original's did.
// The count follows the real shares: every share in the network store whose submitted URL is
// this one (member shares, company shares, shares posted through the share dialog).
import type { NetworkStore } from '../store/network.js';
import { scriptLiteral } from '../views/scriptLiteral.js';

/** What the original framework asked for; used when the request names no callback. */
export const DEFAULT_COUNT_CALLBACK = 'IN.Tags.Share.handleCount';
/** Longest callback name accepted. */
export const MAX_CALLBACK_LENGTH = 128;

const CALLBACK_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/** A JSONP callback must be a plain identifier path (`cb`, `IN.Tags.Share.handleCount`): nothing else reaches the script. */
export function isCallbackPath(name: string): boolean {
  return name.length <= MAX_CALLBACK_LENGTH && CALLBACK_PATH.test(name);
}

/**
 * One form for addresses that name the same page: scheme and host in lower case, no fragment,
 * no trailing slash on the path. Text that is not an absolute URL is compared as it is.
 * @example sameUrlKey('HTTPS://Example.com/a/#top') // 'https://example.com/a'
 */
export function sameUrlKey(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}${u.search}`;
  } catch {
    return url;
  }
}

/** How many shares in the store point at `url`. */
export function countShares(network: NetworkStore, url: string): number {
  const key = sameUrlKey(url);
  let count = 0;
  for (const share of network.shares.values()) {
    if (share.content?.submittedUrl && sameUrlKey(share.content.submittedUrl) === key) count++;
  }
  return count;
}

/** The JSONP body: `callback({"count":N,"url":"…"});`, safe for old script parsers. */
export function countScript(callback: string, url: string, count: number): string {
  return `${callback}(${scriptLiteral({ count, url })});`;
}
