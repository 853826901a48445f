/**
 * One cap shared by many stores: the whole server's budget for something anyone can make without
 * signing in (pending dialog requests, CSRF tokens, journal entries), held across the server's
 * own service and every tenant. Each stored entry holds a ticket; when the cap is reached the
 * oldest ticket, whichever store holds it, is taken back and its entry dropped. So a page that
 * fills one tenant pushes out the oldest entries of the server, never grows memory past the cap.
 * @example
 * const cap = new SharedCap(2_000);
 * const ticket = cap.take(() => map.delete(key)); // … later, when the entry goes: cap.give(ticket)
 */
export class SharedCap {
  /** Live tickets, oldest first, each with what drops its entry. */
  readonly #held = new Map<object, () => void>();
  readonly cap: number;

  constructor(cap: number) {
    this.cap = cap;
  }

  /** Entries held now, over every store sharing the cap. */
  get size(): number {
    return this.#held.size;
  }

  /** A ticket for a new entry; first drops the oldest entries (`drop` of their store) while the cap is reached. */
  take(drop: () => void): object {
    while (this.#held.size >= this.cap) {
      const [oldest, dropOldest] = this.#held.entries().next().value as [object, () => void];
      this.#held.delete(oldest);
      dropOldest();
    }
    const ticket = {};
    this.#held.set(ticket, drop);
    return ticket;
  }

  /** Gives back the ticket of an entry its store dropped itself (used, expired, cleared). */
  give(ticket: object | undefined): void {
    if (ticket) this.#held.delete(ticket);
  }
}
