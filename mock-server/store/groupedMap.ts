// A Map that also keeps its values grouped, by keys of theirs, as entries are set and deleted: the
// comments of a post, the replies to a comment, the reactions to a post or comment, found without
// looking at any other (round five #5: the post page filtered the whole reaction and comment maps once
// per comment). Every Map operation keeps the groups true, so code that only knows a Map is right.

/**
 * @example
 * const comments = new GroupedMap<string, Comment>((c) => [`post:${c.shareId}`, `under:${c.shareId}/${c.parentId ?? ''}`]);
 * comments.group(`under:${shareId}/`) // the post's first-level comments, in the order they were set
 */
export class GroupedMap<K, V> extends Map<K, V> {
  readonly #groupsOf: (value: V) => readonly string[];
  #groups: Map<string, Map<K, V>> = new Map();

  constructor(groupsOf: (value: V) => readonly string[]) {
    super();
    this.#groupsOf = groupsOf;
  }

  override set(key: K, value: V): this {
    if (super.has(key)) this.#leave(key, super.get(key) as V);
    super.set(key, value);
    for (const name of this.#groupsOf(value)) {
      let group = this.#groups.get(name);
      if (!group) this.#groups.set(name, (group = new Map()));
      group.set(key, value);
    }
    return this;
  }

  override delete(key: K): boolean {
    if (!super.has(key)) return false;
    this.#leave(key, super.get(key) as V);
    return super.delete(key);
  }

  override clear(): void {
    this.#groups.clear();
    super.clear();
  }

  /** The entries of one group, in the order they were set; empty for a group none is in. Read it, never change it. */
  group(name: string): ReadonlyMap<K, V> {
    return this.#groups.get(name) ?? EMPTY;
  }

  #leave(key: K, value: V): void {
    for (const name of this.#groupsOf(value)) {
      const group = this.#groups.get(name);
      group?.delete(key);
      if (group?.size === 0) this.#groups.delete(name);
    }
  }
}

const EMPTY: ReadonlyMap<never, never> = new Map<never, never>();
