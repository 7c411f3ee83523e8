/**
 * A Redis hash as Redis 7.0 keeps a small one (a listpack): fields and values side by side in
 * one flat array, in insertion order, updated in place and closed up on delete. HGETALL lists
 * fields in this order. The API is the part of `Map` the simulator uses, so a hash reads like a
 * Map everywhere; a flat array costs a third of a Map's memory and no rehash when a sweep adds
 * `stalled` to every job it moves.
 */
export class HashValue implements Iterable<[string, string]> {
  /** field0, value0, field1, value1, …, then spare slots holding ''. */
  private flat: string[];
  /** How many slots of `flat` are in use (twice the field count). */
  private used = 0;

  constructor(entries?: Iterable<readonly [string, string]>) {
    this.flat = [];
    if (entries) for (const [f, v] of entries) this.set(f, v);
  }

  get size(): number {
    return this.used >> 1;
  }

  private indexOf(field: string): number {
    const flat = this.flat;
    const used = this.used;
    for (let i = 0; i < used; i += 2) if (flat[i] === field) return i;
    return -1;
  }

  /**
   * Where `field` sits (an opaque slot, -1 when missing), so a command that reads a field and
   * then writes it (HINCRBY) finds it once: `valueAt(slot)`, `setAt(slot, value)`. A slot is
   * good until the next write that adds or removes a field.
   */
  slotOf(field: string): number {
    return this.indexOf(field);
  }

  valueAt(slot: number): string {
    return this.flat[slot + 1]!;
  }

  setAt(slot: number, value: string): void {
    this.flat[slot + 1] = value;
  }

  /** Adds a field known to be missing (`slotOf` said -1). */
  append(field: string, value: string): void {
    const flat = this.flat;
    const used = this.used;
    if (used < flat.length) {
      flat[used] = field;
      flat[used + 1] = value;
    } else flat.push(field, value);
    this.used = used + 2;
  }

  get(field: string): string | undefined {
    const i = this.indexOf(field);
    return i === -1 ? undefined : this.flat[i + 1];
  }

  has(field: string): boolean {
    return this.indexOf(field) !== -1;
  }

  /** Sets a field; returns true when the field is new. */
  set(field: string, value: string): boolean {
    const i = this.indexOf(field);
    if (i !== -1) {
      this.flat[i + 1] = value;
      return false;
    }
    this.append(field, value);
    return true;
  }

  delete(field: string): boolean {
    const i = this.indexOf(field);
    if (i === -1) return false;
    this.closeUp(i);
    return true;
  }

  /**
   * Closes up the pair at slot `i` in place (splice would allocate an array of the removed pair
   * on every HDEL). The freed slots stay as spare room holding '' (so they keep no string alive):
   * no length store, which costs a call into V8's runtime on every HDEL.
   */
  private closeUp(i: number): void {
    const flat = this.flat;
    const used = this.used;
    for (let j = i + 2; j < used; j++) flat[j - 2] = flat[j]!;
    flat[used - 2] = '';
    flat[used - 1] = '';
    this.used = used - 2;
  }

  /** HDEL's removal of `fields[from…]`: how many were there (a field named twice counts once). */
  deleteFields(fields: readonly string[], from: number): number {
    let removed = 0;
    for (let w = from; w < fields.length; w++) {
      const i = this.indexOf(fields[w]!);
      if (i === -1) continue;
      this.closeUp(i);
      removed++;
    }
    return removed;
  }

  *keys(): IterableIterator<string> {
    for (let i = 0; i < this.used; i += 2) yield this.flat[i]!;
  }

  *entries(): IterableIterator<[string, string]> {
    for (let i = 0; i < this.used; i += 2) yield [this.flat[i]!, this.flat[i + 1]!];
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }

  /** Fields and values alternating, as HGETALL replies them (a copy). */
  toFlatArray(): string[] {
    return this.flat.slice(0, this.used);
  }

  /**
   * A copy with room for one more field and nothing more: the copy's array is exactly that long
   * (a growing array keeps half again its length spare, and a keyspace copy holds one per job),
   * and the one spare field is what a sweep's HINCRBY `stalled` adds to every job it moves.
   */
  clone(): HashValue {
    const copy = new HashValue();
    const used = this.used;
    copy.flat = this.flat.length >= used + 2 ? this.flat.slice(0, used + 2) : this.flat.slice(0, used).concat(SPARE_FIELD);
    copy.used = used;
    return copy;
  }
}

const SPARE_FIELD = ['', ''];
