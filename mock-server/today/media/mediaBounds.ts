// The one bound on uploaded media of every kind (images, videos, documents and legacy video assets
// through the same rule; a legacy image asset is an image): a count and a byte budget per member and per server, and a lifetime for an
// item no post shows. Limits in defaults.ts (MEDIA_BOUNDS); docs/security.md.
import type { MockContext } from '../../context/context.js';
import type { ImageRecord, MediaRecord } from '../../store/network.js';
import { MEDIA_BOUNDS, type MediaKind } from '../../defaults.js';
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
export function makeRoomForMedia<T extends MediaItem>(held: Iterable<T>, add: Omit<MediaItem, 'since' | 'inPost'>, now: number, bounds: MediaBounds = MEDIA_BOUNDS): { drop: T[] } | { refusal: string } {
  const drop: T[] = [];
  const kept: T[] = [];
  for (const item of held) {
    if (item.kind === add.kind && item.id === add.id) continue;
    (now >= mediaDropAt(item, bounds) ? drop : kept).push(item);
  }
  kept.sort((a, b) => a.since - b.since);
  const over = (mine: boolean) => {
    const items = kept.filter((item) => !drop.includes(item) && (!mine || item.ownerId === add.ownerId));
    const bytes = items.reduce((sum, item) => sum + item.bytes, add.bytes);
    return mine ? items.length + 1 > bounds.memberItems || bytes > bounds.memberBytes : items.length + 1 > bounds.serverItems || bytes > bounds.serverBytes;
  };
  for (const mine of [true, false]) {
    while (over(mine)) {
      const oldest = kept.find((item) => !item.inPost && !drop.includes(item) && (!mine || item.ownerId === add.ownerId));
      if (!oldest) {
        const whose = mine ? `member ${add.ownerId}'s uploads` : "this server's uploads";
        const bound = mine ? `${bounds.memberItems} items and ${bounds.memberBytes} bytes per member` : `${bounds.serverItems} items and ${bounds.serverBytes} bytes per server`;
        return { refusal: `Uploaded media are at their bound (${bound}, in-mock's limit) and every one of ${whose} in the way is shown by a post; delete posts or reset the mock to upload more.` };
      }
      drop.push(oldest);
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

/** Every uploaded item of every service sharing `ctx`'s server (images, then videos, documents and assets). */
export function heldMedia(ctx: MockContext): HeldMedia[] {
  const held: HeldMedia[] = [];
  for (const service of ctx.budget.services) {
    for (const image of service.network.images.values()) held.push({ ...imageMedia(image), drop: () => void service.network.images.delete(image.id) });
    for (const item of service.network.media.values()) held.push({ ...mediaRecordMedia(item), drop: () => void service.network.media.delete(item.id) });
  }
  return held;
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
  const plan = makeRoomForMedia(heldMedia(ctx), add, ctx.clock.now());
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
  if (refusal) throw new RestError(429, refusal);
  item.size = bytes;
}
