// The one bound on uploaded media of every kind (images, videos, documents and legacy video assets
// through the same rule; a legacy image asset is an image): a count and a byte budget per member and per server, and a lifetime for an
// item no post shows. Limits in defaults.ts (MEDIA_BOUNDS); docs/security.md.
// The server's bound is shared by its services (its own and each tenant: server/tenants.ts): each
// service holding media has an equal share of it, and a service only ever makes room among its own
// items. Past its share the adding service is refused, in LinkedIn's 429 body; no other service's
// item is ever dropped, and no service can take another's share (round five #7).
import type { MockContext } from '../../context/context.js';
import type { ImageRecord, MediaRecord } from '../../store/network.js';
import { MEDIA_BOUNDS, type MediaKind } from '../../defaults.js';
import { THROTTLED_BODY } from '../../answers/todayErrorAnswer.js';
import { RestError } from '../../api/errors.js';

/** What the bound needs to know of an uploaded item, whatever its kind. */
export interface MediaItem {
  kind: MediaKind;
  /** Its id within its kind (for telling it apart from a new upload to the same item). */
  id: string;
  ownerId: string;
  /** Bytes it holds (0 until its upload). */
  bytes: number;
  /** When it was made or last uploaded to (mock clock, ms): its unused lifetime counts from here. */
  since: number;
  /** A post shows it: it does not expire, and is never pushed out to make room. */
  inPost: boolean;
}

/** The bounds (MEDIA_BOUNDS; tests give smaller ones). */
export type MediaBounds = { memberItems: number; memberBytes: number; serverItems: number; serverBytes: number; unusedLifetimeSeconds: Record<MediaKind, number> };

/** When an item no post shows is dropped (never, for one a post shows). */
export function mediaDropAt(item: MediaItem, bounds: MediaBounds = MEDIA_BOUNDS): number {
  return item.inPost ? Infinity : item.since + bounds.unusedLifetimeSeconds[item.kind] * 1000;
}

/**
 * What to drop so that `add` fits the bounds among `held` (every item of the server), or why it
 * cannot: expired items go; then, while the member or the server is over a bound, their oldest
 * item no post shows; if only items in posts are left in the way, a refusal.
 * @example makeRoomForMedia(held, { kind: 'image', id: 'x', ownerId: 'ada', bytes: 1024 }, now)
 */
export function makeRoomForMedia<T extends MediaItem>(
  held: Iterable<T>,
  add: Omit<MediaItem, 'since' | 'inPost'>,
  now: number,
  bounds: MediaBounds = MEDIA_BOUNDS,
  /** What the second bound (serverItems, serverBytes) is, for the refusal. */
  whose = "this server's uploads",
): { drop: T[] } | { refusal: string } {
  const drop: T[] = [];
  const kept: T[] = [];
  for (const item of held) {
    if (item.kind === add.kind && item.id === add.id) continue;
    (now >= mediaDropAt(item, bounds) ? drop : kept).push(item);
  }
  kept.sort((a, b) => a.since - b.since);
  // What is held besides the new item, by the member and in all, as items are dropped (linear in what is held).
  const dropped = new Set<T>();
  const mineOf = (item: T) => item.ownerId === add.ownerId;
  const totals = { member: { items: 0, bytes: 0 }, all: { items: 0, bytes: 0 } };
  for (const item of kept) {
    totals.all.items++;
    totals.all.bytes += item.bytes;
    if (mineOf(item)) {
      totals.member.items++;
      totals.member.bytes += item.bytes;
    }
  }
  const over = (mine: boolean) => {
    const { items, bytes } = mine ? totals.member : totals.all;
    return mine ? items + 1 > bounds.memberItems || bytes + add.bytes > bounds.memberBytes : items + 1 > bounds.serverItems || bytes + add.bytes > bounds.serverBytes;
  };
  for (const mine of [true, false]) {
    // The oldest first: a cursor over `kept` never looks at an item twice.
    let at = 0;
    while (over(mine)) {
      while (at < kept.length && (kept[at]!.inPost || dropped.has(kept[at]!) || (mine && !mineOf(kept[at]!)))) at++;
      const oldest = kept[at];
      if (!oldest) {
        const of = mine ? `member ${add.ownerId}'s uploads` : whose;
        const bound = mine ? `${bounds.memberItems} items and ${bounds.memberBytes} bytes per member` : `${bounds.serverItems} items and ${bounds.serverBytes} bytes per server`;
        return { refusal: `Uploaded media are at their bound (${bound}, in-mock's limit) and every one of ${of} in the way is shown by a post; delete posts or reset the mock to upload more.` };
      }
      dropped.add(oldest);
      drop.push(oldest);
      totals.all.items--;
      totals.all.bytes -= oldest.bytes;
      if (mineOf(oldest)) {
        totals.member.items--;
        totals.member.bytes -= oldest.bytes;
      }
    }
  }
  return { drop };
}

/** An item the server holds, with how to drop it from its service. */
export type HeldMedia = MediaItem & { drop(): void };

/** The bound's view of an uploaded image (one from a state file saved before `size` is measured by its base64). */
export function imageMedia(image: ImageRecord): MediaItem {
  return { kind: 'image', id: image.id, ownerId: image.ownerId, bytes: image.size ?? Math.floor(((image.data?.length ?? 0) * 3) / 4), since: image.uploadedAt ?? image.createdAt, inPost: !!image.inPost };
}

/**
 * The bound's view of a video, document or legacy video asset: its bytes so far (a video's parts,
 * the whole file; one from a state file saved before `size` is measured by its base64).
 */
export function mediaRecordMedia(item: MediaRecord): MediaItem {
  const base64 = (item.data?.length ?? 0) + (item.data === undefined ? (item.parts ?? []).reduce((sum, part) => sum + (part?.data.length ?? 0), 0) : 0);
  return { kind: item.legacyAsset ? 'asset' : item.kind, id: item.id, ownerId: item.ownerId, bytes: item.size ?? Math.floor((base64 * 3) / 4), since: item.uploadedAt ?? item.createdAt, inPost: !!item.inPost };
}

/** Every uploaded item of `ctx`'s service (images, then videos, documents and assets): the only ones its uploads may push out. */
export function heldMedia(ctx: Pick<MockContext, 'network'>): HeldMedia[] {
  const held: HeldMedia[] = [];
  const { network } = ctx;
  for (const image of network.images.values()) held.push({ ...imageMedia(image), drop: () => void network.images.delete(image.id) });
  for (const item of network.media.values()) held.push({ ...mediaRecordMedia(item), drop: () => void network.media.delete(item.id) });
  return held;
}

/**
 * `ctx`'s share of the server's bound (MEDIA_BOUNDS.serverItems, serverBytes): an equal part for
 * each service of the server that holds media, `ctx` counted whether it holds any or not. Alone on
 * its server (the usual case, and setupServer's), a service has the whole bound.
 * @example mediaShare(ctx) // { items: 500, bytes: 33554432, services: 2 }
 */
export function mediaShare(ctx: Pick<MockContext, 'budget' | 'network'>, bounds: MediaBounds = MEDIA_BOUNDS): { items: number; bytes: number; services: number } {
  let services = 1;
  for (const service of ctx.budget.services) if (service.network !== ctx.network && service.network.images.size + service.network.media.size > 0) services++;
  return { items: Math.floor(bounds.serverItems / services), bytes: Math.floor(bounds.serverBytes / services), services };
}

/** The bounds an upload of `ctx` is admitted within: the member's, and its service's share in place of the server's. */
export function boundsOf(ctx: Pick<MockContext, 'budget' | 'network'>): { bounds: MediaBounds; whose: string } {
  const share = mediaShare(ctx);
  const bounds = { ...MEDIA_BOUNDS, serverItems: share.items, serverBytes: share.bytes };
  return { bounds, whose: share.services === 1 ? "this server's uploads" : `this service's uploads (its share of the server's bound, 1/${share.services}: ${share.services} services on the server hold media)` };
}

/**
 * The refusal of an upload past the bound: LinkedIn's 429 body exactly (the one it answers past a
 * throttle limit), the reason in the journal's notes (the error's message).
 */
export function mediaBoundRefusal(reason: string): RestError {
  return new RestError(429, reason, { body: THROTTLED_BODY });
}

/** The video, document or asset with this id, unless none or its unused lifetime is over (then dropped). */
export function liveMedia(ctx: Pick<MockContext, 'network' | 'clock'>, id: string): MediaRecord | undefined {
  const item = ctx.network.media.get(id);
  if (item && ctx.clock.now() >= mediaDropAt(mediaRecordMedia(item))) ctx.network.media.delete(id);
  return ctx.network.media.get(id);
}

/**
 * Admits a new item (or new bytes for one, same kind and id) of `ctx`'s member: drops what the
 * bound says, or answers the refusal (a 429 in the caller's format).
 */
export function admitMedia(ctx: MockContext, add: Omit<MediaItem, 'since' | 'inPost'>): string | null {
  const { bounds, whose } = boundsOf(ctx);
  const plan = makeRoomForMedia(heldMedia(ctx), add, ctx.clock.now(), bounds, whose);
  if ('refusal' in plan) return plan.refusal;
  for (const item of plan.drop) item.drop();
  return null;
}

/** Drops `ctx`'s own items whose unused lifetime is over (when its clock moves, and before reads). */
export function dropExpiredMedia(ctx: MockContext): void {
  const now = ctx.clock.now();
  for (const image of ctx.network.images.values()) if (now >= mediaDropAt(imageMedia(image))) ctx.network.images.delete(image.id);
  for (const item of ctx.network.media.values()) if (now >= mediaDropAt(mediaRecordMedia(item))) ctx.network.media.delete(item.id);
}

/** Admits `item` with `bytes` (its new total) or throws the 429 (today's error body); records its size. */
export function admitMediaRecord(ctx: MockContext, item: MediaRecord, bytes: number): void {
  const refusal = admitMedia(ctx, { kind: item.legacyAsset ? 'asset' : item.kind, id: item.id, ownerId: item.ownerId, bytes });
  if (refusal) throw mediaBoundRefusal(refusal);
  item.size = bytes;
}

/**
 * The most bytes `item` (an existing upload of `ctx`'s member `ownerId`) can hold: what the member's
 * bound and the service's share leave once every unused item in the way is pushed out. What an
 * upload PUT's body is bounded by before it is read (uploadHead.ts).
 * @example mostBytesKept(ctx, { kind: 'document', id: 'D4D10AQx', ownerId: 'aZ3kq9XbW1' }) // 16777216
 */
export function mostBytesKept(ctx: MockContext, item: Pick<MediaItem, 'kind' | 'id' | 'ownerId'>): number {
  const { bounds } = boundsOf(ctx);
  let member = 0;
  let service = 0;
  for (const held of heldMedia(ctx)) {
    if (!held.inPost || (held.kind === item.kind && held.id === item.id)) continue;
    service += held.bytes;
    if (held.ownerId === item.ownerId) member += held.bytes;
  }
  return Math.max(0, Math.min(bounds.memberBytes - member, bounds.serverBytes - service));
}
