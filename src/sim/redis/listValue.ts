/**
 * A Redis list: a deque of strings, head (LEFT) to tail (RIGHT). The elements sit in one array
 * from `head` on, with free room kept in front, so a push or a pop at either end is O(1)
 * amortised: `Array.unshift` would move every element on each LPUSH (a list of 100,000 built by
 * LPUSH moved about 5·10⁹ of them). Indexes in this API count from the head, as LRANGE's do.
 * Source: Redis docs "Lists" (LPUSH, RPUSH, LMOVE, LREM, LRANGE, LLEN).
 */
export class ListValue {
  private items: (string | undefined)[] = [];
  private head = 0;

  /** A list holding `elements`, head first (a copy). */
  static from(elements: readonly string[]): ListValue {
    const list = new ListValue();
    list.items = elements.slice();
    return list;
  }

  /** LLEN: how many elements. */
  get length(): number {
    return this.items.length - this.head;
  }

  /** LPUSH of one element. */
  pushLeft(element: string): void {
    if (this.head === 0) this.makeRoomInFront();
    this.items[--this.head] = element;
  }

  /** RPUSH of one element. */
  pushRight(element: string): void {
    this.items.push(element);
  }

  /** LPOP's element, or undefined when empty. */
  popLeft(): string | undefined {
    if (this.length === 0) return undefined;
    const element = this.items[this.head];
    // Cleared, so the list keeps no popped string alive.
    this.items[this.head++] = undefined;
    this.trimFront();
    return element;
  }

  /** RPOP's element, or undefined when empty. */
  popRight(): string | undefined {
    if (this.length === 0) return undefined;
    const element = this.items.pop();
    if (this.head === this.items.length) this.clear();
    return element;
  }

  /** The element at `index` from the head (0-based), or undefined past either end. */
  at(index: number): string | undefined {
    return index >= 0 && index < this.length ? this.items[this.head + index] : undefined;
  }

  /** Removes the element at `index` from the head (0 ≤ index < length). */
  removeAt(index: number): void {
    const i = this.head + index;
    // The shorter side moves: from the head it is just a shift of the room in front.
    if (index < this.length >> 1) {
      for (let j = i; j > this.head; j--) this.items[j] = this.items[j - 1];
      this.items[this.head++] = undefined;
      this.trimFront();
    } else {
      for (let j = i; j < this.items.length - 1; j++) this.items[j] = this.items[j + 1];
      this.items.pop();
    }
    if (this.head === this.items.length) this.clear();
  }

  /** Elements `start` to `stop` from the head, both inclusive and already clamped (LRANGE). */
  range(start: number, stop: number): string[] {
    return this.items.slice(this.head + start, this.head + stop + 1) as string[];
  }

  /** Every element, head first (a copy). */
  toArray(): string[] {
    return this.items.slice(this.head) as string[];
  }

  clone(): ListValue {
    return ListValue.from(this.toArray());
  }

  /**
   * After pops from the head: an empty list starts over, and one whose free room in front is
   * over twice its length (and over 32 slots) moves down, so RPUSH + LPOP as a queue does not
   * grow the array for ever. Each move follows at least as many pops as it copies elements.
   */
  private trimFront(): void {
    if (this.head === this.items.length) this.clear();
    else if (this.head > 32 && this.head > 2 * this.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }

  private clear(): void {
    this.items = [];
    this.head = 0;
  }

  /** Moves the elements back by as many slots as there are (at least 8), so LPUSHes have room. */
  private makeRoomInFront(): void {
    const n = this.items.length;
    const room = Math.max(8, n);
    const next: (string | undefined)[] = new Array(room + n);
    for (let i = 0; i < n; i++) next[room + i] = this.items[i];
    this.items = next;
    this.head = room;
  }
}
