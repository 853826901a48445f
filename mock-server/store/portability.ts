// What Member Data Portability keeps (docs/identity.md): which members each app registered for
// DMA data generation and since when (`regulatedAt` of /rest/memberAuthorizations), and the change
// log of what members did through this service (posts, comments, reactions, profile edits), in the
// order it happened, for /rest/memberChangeLogs. A change is recorded where it is stored (one call
// each: store/publishShare.ts, today's comments and reactions, Add to Profile) as plain data, a copy
// of the record; today/portability/ renders it as LinkedIn's event. Events older than
// MEMBER_CHANGE_LOG_DAYS are dropped as new ones come, and a member keeps at most
// MEMBER_CHANGE_LOG_MAX_EVENTS.
import { MEMBER_CHANGE_LOG_DAYS, MEMBER_CHANGE_LOG_MAX_EVENTS } from '../defaults.js';
import type { ReactionRecord, ShareRecord, SocialCommentRecord } from './network.js';

const DAY_MS = 86_400_000;

/** The Rest.li methods of the change log's events. */
export type ChangeMethod = 'CREATE' | 'UPDATE' | 'PARTIAL_UPDATE' | 'DELETE';

/** What a change is about: the kind of record, and a copy of it as it was when the change happened. */
export type ChangeSubject =
  | { resource: 'share'; record: ShareRecord }
  | { resource: 'comment'; record: SocialCommentRecord }
  | { resource: 'reaction'; record: ReactionRecord }
  | { resource: 'certification'; record: { id: number; name: string; authority?: { name?: string } } };

/** One change a member made, as recorded when it happened. */
export interface MemberChange {
  /** Unique in the store, increasing: the event's `id`. */
  id: number;
  /** The member who made it (the event's owner and actor). */
  memberId: string;
  method: ChangeMethod;
  subject: ChangeSubject;
  /** When it happened (ms, mock clock): `capturedAt`. */
  at: number;
}

export interface PortabilityStore {
  /** `{apiKey}|{memberId}` → when the member was registered for the app's DMA data generation (ms). */
  authorizations: Map<string, number>;
  /** Member id → the member's changes, oldest first. */
  changes: Map<string, MemberChange[]>;
  /** Registers the member for the app at `at`, unless registered already; returns `regulatedAt`. */
  register(apiKey: string, memberId: string, at: number): number;
  /** Records a change the member made at `at`. */
  record(memberId: string, method: ChangeMethod, subject: ChangeSubject, at: number): void;
  clear(): void;
}

export function createPortabilityStore(): PortabilityStore {
  let nextId = 1;
  const store: PortabilityStore = {
    authorizations: new Map(),
    changes: new Map(),
    register(apiKey, memberId, at) {
      const key = `${apiKey}|${memberId}`;
      if (!store.authorizations.has(key)) store.authorizations.set(key, at);
      return store.authorizations.get(key)!;
    },
    record(memberId, method, subject, at) {
      let list = store.changes.get(memberId);
      if (!list) store.changes.set(memberId, (list = []));
      list.push({ id: nextId++, memberId, method, subject: structuredClone(subject), at });
      const oldest = at - MEMBER_CHANGE_LOG_DAYS * DAY_MS;
      let drop = 0;
      while (drop < list.length && (list[drop]!.at < oldest || list.length - drop > MEMBER_CHANGE_LOG_MAX_EVENTS)) drop++;
      if (drop) list.splice(0, drop);
    },
    clear() {
      store.authorizations.clear();
      store.changes.clear();
      nextId = 1;
    },
  };
  return store;
}
