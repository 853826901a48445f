/**
 * One cap shared by many stores: the whole server's budget for something anyone can make without
 * signing in (pending dialog requests, CSRF tokens, journal entries), held across the server's
 * own service and every tenant. Each stored entry holds a ticket of its store; when the cap is
 * reached, the store holding the most gives up its oldest entry. So a page that floods one tenant
 * pushes out that tenant's own entries first, never the few of a quiet one, and never grows memory
 * past the cap.
 * @example
 * const cap = new SharedCap(2_000);
 * const ticket = cap.take(store, () => map.delete(key)); // … later, when the entry goes: cap.give(store, ticket)
 */
export class SharedCap {
  /** Each store's live tickets, oldest first, each with what drops its entry. */
  readonly #stores = new Map<object, Map<object, () => void>>();
  #size = 0;
  readonly cap: number;

  constructor(cap: number) {
    this.cap = cap;
  }

  /** Entries held now, over every store sharing the cap. */
  get size(): number {
    return this.#size;
  }

  /** A ticket for a new entry of `store`; first, while the cap is reached, the largest store drops its oldest entry. */
  take(store: object, drop: () => void): object {
    while (this.#size >= this.cap) {
      let largest: object | undefined;
      for (const [owner, held] of this.#stores) if (!largest || held.size > this.#stores.get(largest)!.size) largest = owner;
      const held = this.#stores.get(largest!)!;
      const [oldest, dropOldest] = held.entries().next().value as [object, () => void];
      this.give(largest!, oldest);
      dropOldest();
    }
    const ticket = {};
    let held = this.#stores.get(store);
    if (!held) this.#stores.set(store, (held = new Map()));
    held.set(ticket, drop);
    this.#size++;
    return ticket;
  }

  /** Gives back the ticket of an entry its store dropped (used, expired, cleared, or pushed out). */
  give(store: object, ticket: object | undefined): void {
    const held = this.#stores.get(store);
    if (!ticket || !held?.delete(ticket)) return;
    this.#size--;
    if (held.size === 0) this.#stores.delete(store);
  }
}
