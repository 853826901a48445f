// The share counter behind the IN/Share button's bubble: GET /countserv/count/share?url=&callback=
// answers JSONP, `IN.Tags.Share.handleCount({"count":N,"fCnt":"…","fCntPlusOne":"…","url":"…"});`,
// as the original's did (fCnt and fCntPlusOne: the count and the count plus one, formatted for
// the bubble; docs/tags.md cites public records of the real answer).
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

/**
 * A count as the share button's bubble shows it, as the original framework formatted it: up to
 * 1000 as is, then with thousands commas, above 10000 in thousands ("12 k").
 * @example formatShareCount(2500) // '2,500'
 */
export function formatShareCount(count: number): string {
  const thousands = count > 10000;
  const shown = thousands ? Math.floor(count / 1000) : count;
  const text = shown > 1000 ? String(shown).replace(/\B(?=(\d{3})+$)/g, ',') : String(shown);
  return thousands ? `${text} k` : text;
}

/**
 * The JSONP body, fields in the real service's order:
 * `callback({"count":N,"fCnt":"…","fCntPlusOne":"…","url":"…"});`, safe for old script parsers.
 */
export function countScript(callback: string, url: string, count: number): string {
  return `${callback}(${scriptLiteral({ count, fCnt: formatShareCount(count), fCntPlusOne: formatShareCount(count + 1), url })});`;
}
