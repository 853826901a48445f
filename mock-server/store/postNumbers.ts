// The numbers of a share's URNs in today's API, of LinkedIn's shape: `urn:li:share:{19 digits}`
// (also readable as `urn:li:ugcPost:{same digits}`) and its activity `urn:li:activity:{19 digits}`,
// a different number as on LinkedIn (a post's activity id is not its share id). Derived from the
// share's v1 id, never stored: v1 keeps its ids (`s10149`, `s-1`) in v1 JSON/XML, and a state
// file saved before these numbers existed (`--state`) loads with the same URNs as a new run.
//   a share the service made (`s-{counter}`): 7100000000000000000 + counter × 2^22, in the order made;
//   any other id (seeded `s10149`, a fixture's own id): 7000… + a 34-bit FNV-1a hash of it × 2^22.
// Both deterministic, so tests that hard-code a URN keep passing run after run.
import type { NetworkStore, ShareRecord } from './network.js';

const STEP = 4_194_304n; // 2^22: a post's number and its activity's never meet
const ACTIVITY_OFFSET = 2_097_152n; // half a step
const MADE_BASE = 7_100_000_000_000_000_000n - (7_100_000_000_000_000_000n % STEP);
const OTHER_BASE = 7_000_000_000_000_000_000n - (7_000_000_000_000_000_000n % STEP);
const HASH_BITS = 34n;
const MADE_ID = /^s-(\d{1,12})$/;
const NUMBER = /^[1-9]\d{0,18}$/;

/** 64-bit FNV-1a of a string's UTF-16 units. */
function fnv1a64(text: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash;
}

function postBig(shareId: string): bigint {
  const made = MADE_ID.exec(shareId);
  if (made) return MADE_BASE + BigInt(made[1]!) * STEP;
  return OTHER_BASE + (fnv1a64(shareId) & ((1n << HASH_BITS) - 1n)) * STEP;
}

/**
 * The number of a share's post URN (`urn:li:share:…`, `urn:li:ugcPost:…`).
 * @example postNumber('s-1') // '7100000000002097152'… (19 digits)
 */
export function postNumber(shareId: string): string {
  return String(postBig(shareId));
}

/** The number of a share's activity URN (`urn:li:activity:…`): another 19-digit number. */
export function activityNumber(shareId: string): string {
  return String(postBig(shareId) + ACTIVITY_OFFSET);
}

/**
 * The share a URN's id names: `kind` 'post' for share and ugcPost URNs, 'activity' for activity
 * URNs; undefined for an id of another shape or one no share has.
 * @example shareOfNumber(ctx.network, 'post', '7100000000004194304') // the share s-1
 */
export function shareOfNumber(network: Pick<NetworkStore, 'shares'>, kind: 'post' | 'activity', id: string): ShareRecord | undefined {
  if (!NUMBER.test(id)) return undefined;
  let wanted = BigInt(id);
  if (kind === 'activity') wanted -= ACTIVITY_OFFSET;
  if (wanted < OTHER_BASE || wanted % STEP !== OTHER_BASE % STEP) return undefined;
  if (wanted >= MADE_BASE) {
    const share = network.shares.get(`s-${(wanted - MADE_BASE) / STEP}`);
    if (share) return share;
  }
  for (const share of network.shares.values()) if (postBig(share.id) === wanted) return share;
  return undefined;
}

/** The kind of number a post URN type carries. */
export function numberKindOf(entityType: string): 'post' | 'activity' | undefined {
  return entityType === 'share' || entityType === 'ugcPost' ? 'post' : entityType === 'activity' ? 'activity' : undefined;
}
