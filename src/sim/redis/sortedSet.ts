import { compareBytes, utf8Length } from './bytes';
import type { ScoreBound } from './numbers';

const MAX_CHUNK = 512;
/** How far retired map entries may outnumber live members before they are deleted (see `retire`). */
const RETIRED_PER_LIVE = 8;
const RETIRED_SLACK = 1024;

/** Redis 7.0's defaults `zset-max-listpack-entries` and `zset-max-listpack-value` (bytes). */
export const ZSET_MAX_LISTPACK_ENTRIES = 128;
export const ZSET_MAX_LISTPACK_VALUE = 64;

/** How Redis 7.0 stores a sorted set: compact while small, a skiplist once it outgrew that. */
export type ZsetEncoding = 'listpack' | 'skiplist';

interface Chunk {
  members: string[];
  scores: number[];
}

/** A UTF-16 unit at or above U+D800: a surrogate, or a character the surrogates sort before. */
const HIGH_UNIT = /[\ud800-\uffff]/;

function compareNative(a: string, b: string): number {
  return a < b ? -1 : 1;
}

/** Whether the entry (s, m) sorts before (score, member); `native`: `member` has no unit at or above U+D800. */
function sortsBefore(s: number, m: string, score: number, member: string, native: boolean): boolean {
  return s < score || (s === score && (native ? m < member : compareBytes(m, member) < 0));
}

function aboveMin(score: number, min: ScoreBound): boolean {
  return min.exclusive ? score > min.value : score >= min.value;
}
function belowMax(score: number, max: ScoreBound): boolean {
  return max.exclusive ? score < max.value : score <= max.value;
}

/**
 * A Redis sorted set: a member → score map plus the members kept in (score, bytes) order, as
 * Redis keeps a dict beside its skiplist. The order lives in chunks of at most 512 entries, so
 * an insert or a removal moves at most one chunk and a range by score costs O(log n + m).
 * It also tracks Redis's encoding, because the two keep a score of -0 differently: a listpack
 * stores it as "0", a skiplist keeps the double, so ZSCORE, ZPOPMIN and WITHSCORES answer "-0".
 * Source: Redis docs "Sorted sets" (ordering of equal scores) and `t_zset.c` (`zsetAdd`).
 *
 * Three lazy steps keep a sweep cheap, each invisible to every read (a read puts the set back
 * in plain form first, `orderReady`):
 * - removing the lowest member (what a sweep does to `active` and a claim to `pending`, one ZREM
 *   after another) leaves its entry in the map, marked retired instead of deleted (`retire`),
 *   and its slot in the first chunk, passed over instead of shifted out (`front`);
 * - a new member added with `defer` (a script's ZADD into a skiplist: `ScriptContext.zadd`)
 *   waits in the tail, unsorted, until the script ends or something reads the order; then the
 *   whole tail is sorted once and merged in (`placeTail`).
 */
export class SortedSet {
  private index = new Map<string, number>();
  // The retired members: entries still in `index` whose member left the order from its front.
  // Each left as the lowest member, so each sorts at or before the last one retired (the
  // watermark), and every member still in the order sorts after it. An entry of `index` at or
  // before the watermark is therefore retired; `settle` restores that rule before a member
  // arrives at or before the watermark.
  private retired: string[] = [];
  private retiredCount = 0;
  // NaN, not 0: a score is rarely a small integer, and a field that starts as one and then holds
  // another number changes its hidden class in V8, which throws away every optimized method that
  // saw the first one (a sweep's first retire did that, in every sweep).
  private watermarkScore = Number.NaN;
  private watermarkMember: string | undefined = undefined;
  private chunks: Chunk[] = [];
  // Each chunk's last score and member, side by side, so the search for a chunk reads two flat
  // arrays instead of three objects per step (the chunks are scattered over the heap).
  private lastScores: number[] = [];
  private lastMembers: string[] = [];
  private skiplist = false;
  // How many members at the start of chunks[0] have left the order without leaving its arrays:
  // a removal of the lowest member moves this on instead of shifting two arrays (a call into V8's
  // runtime each, 200,000 in a sweep of 100,000). Never the whole chunk: that one is dropped.
  private front = 0;
  // New members that are in `index` but not in the order yet (see `set`'s defer): unsorted, in
  // arrival order, each with its score.
  private tailMembers: string[] = [];
  private tailScores: number[] = [];

  /**
   * `listpack` until a member longer than 64 bytes or a 129th member arrives, then `skiplist`
   * for good: Redis 7.0 never converts back while the key exists.
   */
  get encoding(): ZsetEncoding {
    return this.skiplist ? 'skiplist' : 'listpack';
  }

  get size(): number {
    return this.index.size - this.retiredCount;
  }

  /** The score of `member`, or `undefined`. */
  score(member: string): number | undefined {
    const score = this.index.get(member);
    if (score === undefined || this.watermarkMember === undefined || !this.atOrBeforeWatermark(member, score)) return score;
    return undefined;
  }

  /**
   * Sets `member`'s score, adding it when absent. `old` is its current score, when known.
   * `defer`: a new member of a skiplist may wait in the tail for its place (the caller, or the
   * first read of the order, calls `placeTail`); the score, the size and the encoding are
   * already what Redis has after the ZADD.
   */
  set(member: string, score: number, old: number | undefined = this.score(member), defer = false): void {
    // zsetAdd converts before it inserts the member that does not fit, so that member is already
    // in the skiplist.
    if (!this.skiplist && old === undefined && this.outgrowsListpack(member)) this.skiplist = true;
    // A listpack writes the score as text, and -0 as "0": adding +0 makes -0 into 0.
    if (!this.skiplist) score += 0;
    if (old !== undefined) {
      if (old === score) return;
      this.orderReady();
      this.removeFromOrder(member, old);
    }
    if (this.watermarkMember !== undefined && this.atOrBeforeWatermark(member, score)) this.settle();
    const entries = this.index.size;
    this.index.set(member, score);
    // A new member whose map entry was already there was a retired one: it is back.
    if (old === undefined && this.index.size === entries) this.retiredCount--;
    if (defer && this.skiplist) {
      this.tailMembers.push(member);
      this.tailScores.push(score);
    } else {
      this.orderReady();
      this.insertInOrder(member, score);
    }
  }

  /** Whether new members wait in the tail for their place in the order (see `set`). */
  get hasTail(): boolean {
    return this.tailMembers.length !== 0;
  }

  /**
   * Puts the tail's members in their places: sorted once, then merged into the order (or, for
   * a few members into a big order, each placed by search). Sorting a batch is what makes the
   * tail cheaper than placing each member as it arrives: its compares read members still in
   * cache, where a search in the order reads members scattered over the heap, a cache miss each,
   * and it moves no chunk's tail 100,000 times over. A sweep of 100,000 leases into an empty
   * lane: about 25 ms less on the bench machine.
   */
  placeTail(): void {
    const members = this.tailMembers;
    const t = members.length;
    if (t === 0) return;
    this.trimFront();
    const scores = this.tailScores;
    this.tailMembers = [];
    this.tailScores = [];
    let uniform = true;
    let native = true;
    const first = scores[0]!;
    for (let i = 0; i < t; i++) {
      // Object.is: a skiplist keeps -0 apart from 0 (WITHSCORES answers "-0"), so a tail of both
      // is not one score, and each member must keep its own.
      if (!Object.is(scores[i], first)) uniform = false;
      if (native && HIGH_UNIT.test(members[i]!)) native = false;
    }
    let sortedMembers = members;
    let sortedScores = scores;
    if (uniform) {
      // Without a comparator, sort compares UTF-16 units: byte order when no member has a unit
      // at or above U+D800 (see `locate`).
      if (native) members.sort();
      else members.sort(compareBytes);
    } else {
      const byMember = native ? compareNative : compareBytes;
      const order = new Array<number>(t);
      for (let i = 0; i < t; i++) order[i] = i;
      order.sort((a, b) => scores[a]! - scores[b]! || byMember(members[a]!, members[b]!));
      sortedMembers = new Array<string>(t);
      sortedScores = new Array<number>(t);
      for (let i = 0; i < t; i++) {
        sortedMembers[i] = members[order[i]!]!;
        sortedScores[i] = scores[order[i]!]!;
      }
    }
    const live = this.size - t;
    if (live === 0) {
      this.buildChunks(sortedMembers, sortedScores);
    } else if (live > 8 * t) {
      // A few members into a big order: each placed by search, in order, so the chunk of the
      // last one is the first one tried for the next.
      for (let i = 0; i < t; i++) this.insertInOrder(sortedMembers[i]!, sortedScores[i]!);
    } else {
      this.mergeIntoOrder(sortedMembers, sortedScores);
    }
  }

  /** Replaces the order with entries already sorted, in half-full chunks (room for inserts). */
  private buildChunks(members: readonly string[], scores: readonly number[]): void {
    this.chunks = [];
    this.lastMembers = [];
    this.lastScores = [];
    this.hintChunk = 0;
    for (let i = 0; i < members.length; i += MAX_CHUNK / 2) {
      const end = Math.min(members.length, i + MAX_CHUNK / 2);
      this.chunks.push({ members: members.slice(i, end), scores: scores.slice(i, end) });
      this.lastMembers.push(members[end - 1]!);
      this.lastScores.push(scores[end - 1]!);
    }
  }

  /** Merges sorted entries (none of them in the order yet) with the order, in one pass. */
  private mergeIntoOrder(members: readonly string[], scores: readonly number[]): void {
    const outMembers: string[] = [];
    const outScores: number[] = [];
    let b = 0;
    const t = members.length;
    for (const c of this.chunks) {
      for (let i = 0; i < c.members.length; i++) {
        const m = c.members[i]!;
        const s = c.scores[i]!;
        while (b < t && sortsBefore(scores[b]!, members[b]!, s, m, !HIGH_UNIT.test(m))) {
          outMembers.push(members[b]!);
          outScores.push(scores[b]!);
          b++;
        }
        outMembers.push(m);
        outScores.push(s);
      }
    }
    for (; b < t; b++) {
      outMembers.push(members[b]!);
      outScores.push(scores[b]!);
    }
    this.buildChunks(outMembers, outScores);
  }

  private outgrowsListpack(member: string): boolean {
    // Fewer than 22 UTF-16 units cannot exceed 64 UTF-8 bytes: skip the byte count.
    return this.size + 1 > ZSET_MAX_LISTPACK_ENTRIES || (member.length > 21 && utf8Length(member) > ZSET_MAX_LISTPACK_VALUE);
  }

  /** Removes `member`; returns whether it was there. */
  delete(member: string): boolean {
    if (this.tailMembers.length !== 0) this.placeTail();
    // A sweep removes the lowest member again and again: that one needs no score lookup, no
    // search and no map delete, and it leaves the first chunk's array as it is (see `front`).
    const first = this.chunks[0];
    const at = this.front;
    if (first !== undefined && first.members[at] === member) {
      const score = first.scores[at]!;
      if (at + 1 === first.members.length) {
        this.chunks.shift();
        this.lastMembers.shift();
        this.lastScores.shift();
        this.front = 0;
      } else this.front = at + 1;
      // Out of the order first: `retire` may rebuild the map from the order.
      this.retire(member, score);
      if (this.chunks.length === 0) this.clear();
      return true;
    }
    this.trimFront();
    const old = this.score(member);
    if (old === undefined) return false;
    this.index.delete(member);
    this.removeFromOrder(member, old);
    if (this.chunks.length === 0) this.clear();
    return true;
  }

  /**
   * Takes the lowest member out of the map lazily. A JavaScript `Map` pays a hash probe (a cache
   * miss in a big set) for every delete, and shrinks by rehashing as it empties; a sweep that
   * expires every lease would pay that 100,000 times only to drop the whole key at the end (ZREM
   * of the last member deletes the key). So the entry stays, counted as retired, until the set
   * empties (`clear`: dropped in one go), a member arrives at or before the watermark (`settle`),
   * or the retired entries outnumber the live ones by RETIRED_PER_LIVE (`settle`).
   */
  private retire(member: string, score: number): void {
    this.retired.push(member);
    this.retiredCount++;
    this.watermarkScore = score;
    this.watermarkMember = member;
    if (this.retiredCount > RETIRED_PER_LIVE * this.size + RETIRED_SLACK) this.settle();
  }

  /** Whether (score, member) sorts at or before the watermark (only while one is set). */
  private atOrBeforeWatermark(member: string, score: number): boolean {
    if (score !== this.watermarkScore) return score < this.watermarkScore;
    const mark = this.watermarkMember!;
    return member === mark || (HIGH_UNIT.test(member) ? compareBytes(member, mark) < 0 : member < mark);
  }

  /**
   * Deletes the retired entries from the map for real: one by one when they are fewer than the
   * live members, else by building the map again from the order (cheaper than that many
   * deletes). Every entry at or before the watermark is retired, by the invariant above; a
   * retired member that came back since sorts after the watermark and stays.
   */
  private settle(): void {
    this.orderReady();
    if (this.retiredCount > this.size) {
      const fresh = new Map<string, number>();
      for (const c of this.chunks) for (let i = 0; i < c.members.length; i++) fresh.set(c.members[i]!, c.scores[i]!);
      this.index = fresh;
    } else {
      for (const m of this.retired) {
        const score = this.index.get(m);
        if (score !== undefined && this.atOrBeforeWatermark(m, score)) this.index.delete(m);
      }
    }
    this.retired = [];
    this.retiredCount = 0;
    this.watermarkMember = undefined;
  }

  /** An empty set keeps nothing: the map with its retired entries goes in one piece. */
  private clear(): void {
    if (this.index.size === 0) return;
    this.index = new Map();
    this.retired = [];
    this.retiredCount = 0;
    this.watermarkMember = undefined;
  }

  /** Members with their scores between two ranks (both inclusive, already clamped), in order. */
  byRank(start: number, stop: number, reverse = false): [string, number][] {
    this.orderReady();
    const out: [string, number][] = [];
    const n = this.size;
    if (reverse) {
      // Rank r from the top is rank n-1-r from the bottom.
      const all = this.byRank(n - 1 - stop, n - 1 - start);
      return all.reverse();
    }
    let rank = 0;
    for (const c of this.chunks) {
      const len = c.members.length;
      if (rank + len <= start) { rank += len; continue; }
      for (let i = Math.max(0, start - rank); i < len && rank + i <= stop; i++) out.push([c.members[i]!, c.scores[i]!]);
      rank += len;
      if (rank > stop) break;
    }
    return out;
  }

  /**
   * Members with scores in [min, max] (or their exclusive forms), in order, skipping `offset`
   * and returning at most `count` (a negative count means all). Reverse walks from max down.
   */
  byScore(min: ScoreBound, max: ScoreBound, offset = 0, count = -1, reverse = false): [string, number][] {
    this.orderReady();
    const out: [string, number][] = [];
    if (offset < 0 || count === 0) return out;
    let skip = offset;
    if (!reverse) {
      let [ci, i] = this.firstScoreWhere((score) => aboveMin(score, min));
      for (; ci < this.chunks.length; ci++, i = 0) {
        const c = this.chunks[ci]!;
        for (; i < c.members.length; i++) {
          const s = c.scores[i]!;
          if (!belowMax(s, max)) return out;
          if (skip > 0) { skip--; continue; }
          out.push([c.members[i]!, s]);
          if (out.length === count) return out;
        }
      }
      return out;
    }
    // The last entry within max is the one just before the first entry above it.
    let [ci, i] = this.firstScoreWhere((score) => !belowMax(score, max));
    if (i > 0) i -= 1;
    else {
      ci -= 1;
      i = Infinity;
    }
    for (; ci >= 0; ci--) {
      const c = this.chunks[ci]!;
      if (i === Infinity) i = c.members.length - 1;
      for (; i >= 0; i--) {
        const s = c.scores[i]!;
        if (!aboveMin(s, min)) return out;
        if (skip > 0) { skip--; continue; }
        out.push([c.members[i]!, s]);
        if (out.length === count) return out;
      }
      i = Infinity;
    }
    return out;
  }

  /**
   * `byScore` forward, members only: what ZRANGEBYSCORE without WITHSCORES replies, built
   * without a [member, score] pair per entry (a sweep reads 100,000 of them at once).
   */
  membersByScore(min: ScoreBound, max: ScoreBound, offset = 0, count = -1): string[] {
    this.orderReady();
    const out: string[] = [];
    if (offset < 0 || count === 0) return out;
    let skip = offset;
    let [ci, i] = this.firstScoreWhere((score) => aboveMin(score, min));
    for (; ci < this.chunks.length; ci++, i = 0) {
      const c = this.chunks[ci]!;
      const members = c.members;
      const scores = c.scores;
      for (; i < members.length; i++) {
        if (!belowMax(scores[i]!, max)) return out;
        if (skip > 0) { skip--; continue; }
        out.push(members[i]!);
        if (out.length === count) return out;
      }
    }
    return out;
  }

  /** Every member, in order: what a lex range walks (lexRange.ts). */
  members(): string[] {
    this.orderReady();
    const out: string[] = [];
    for (const c of this.chunks) for (let i = 0; i < c.members.length; i++) out.push(c.members[i]!);
    return out;
  }

  /** Every member with its score, in order. */
  entries(): [string, number][] {
    this.orderReady();
    const out: [string, number][] = [];
    for (const c of this.chunks) for (let i = 0; i < c.members.length; i++) out.push([c.members[i]!, c.scores[i]!]);
    return out;
  }

  /** A copy that shares nothing mutable with this set. */
  clone(): SortedSet {
    this.orderReady();
    const copy = new SortedSet();
    if (this.retiredCount === 0) copy.index = new Map(this.index);
    else for (const c of this.chunks) for (let i = 0; i < c.members.length; i++) copy.index.set(c.members[i]!, c.scores[i]!);
    copy.chunks = this.chunks.map((c) => ({ members: c.members.slice(), scores: c.scores.slice() }));
    copy.lastScores = this.lastScores.slice();
    copy.lastMembers = this.lastMembers.slice();
    copy.skiplist = this.skiplist;
    return copy;
  }

  /**
   * Builds a set from entries already in Redis order (as a dump lists them). A dump does not
   * name the encoding: the set is a skiplist when its size or a member says it must be.
   */
  static fromOrdered(entries: readonly (readonly [string, number])[]): SortedSet {
    const set = new SortedSet();
    set.buildChunks(
      entries.map((e) => e[0]),
      entries.map((e) => e[1]),
    );
    for (const [m, s] of entries) set.index.set(m, s);
    set.skiplist = entries.length > ZSET_MAX_LISTPACK_ENTRIES || entries.some(([m]) => utf8Length(m) > ZSET_MAX_LISTPACK_VALUE);
    return set;
  }

  /**
   * Position [chunk, offset] of the first entry whose score passes `test`, for a test that fails
   * on low scores and passes on high ones (a range bound); [chunks.length, 0] when none passes.
   */
  private firstScoreWhere(test: (score: number) => boolean): [number, number] {
    const chunks = this.chunks;
    let lo = 0;
    let hi = chunks.length;
    const lastScores = this.lastScores;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (test(lastScores[mid]!)) hi = mid; else lo = mid + 1;
    }
    if (lo === chunks.length) return [lo, 0];
    const scores = chunks[lo]!.scores;
    let a = 0;
    let b = scores.length;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (test(scores[mid]!)) b = mid; else a = mid + 1;
    }
    return [lo, a];
  }

  // locate() leaves its answer here instead of allocating a tuple: it runs on every write.
  private foundChunk = 0;
  private foundIndex = 0;
  /** The chunk the last located write fell in: tried first by the next one. */
  private hintChunk = 0;

  private locate(member: string, score: number): void {
    // UTF-16 order (JS `<`) and byte order differ only where both strings hold a unit at or
    // above U+D800 at their first difference, so a member without one compares natively
    // against any other: much cheaper than compareBytes's loop, and it runs ~17 times per write.
    const native = !HIGH_UNIT.test(member);
    const chunks = this.chunks;
    let lo = 0;
    let hi = chunks.length;
    const lastScores = this.lastScores;
    const lastMembers = this.lastMembers;
    // Writes cluster (a sweep recovers jobs in deadline order, which is mostly id order, into
    // one lane), so the chunk the last write landed in is tried first: two comparisons against
    // entries still in cache instead of a search over scattered ones.
    const h = this.hintChunk;
    if (
      h < hi &&
      !sortsBefore(lastScores[h]!, lastMembers[h]!, score, member, native) &&
      (h === 0 || sortsBefore(lastScores[h - 1]!, lastMembers[h - 1]!, score, member, native))
    ) {
      lo = h;
    } else {
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sortsBefore(lastScores[mid]!, lastMembers[mid]!, score, member, native)) lo = mid + 1;
        else hi = mid;
      }
      this.hintChunk = lo;
    }
    this.foundChunk = lo;
    this.foundIndex = 0;
    if (lo === chunks.length) return;
    const c = chunks[lo]!;
    const scores = c.scores;
    const members = c.members;
    let a = 0;
    let b = members.length;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (sortsBefore(scores[mid]!, members[mid]!, score, member, native)) a = mid + 1;
      else b = mid;
    }
    this.foundIndex = a;
  }

  private insertInOrder(member: string, score: number): void {
    if (this.chunks.length === 0) {
      this.chunks.push({ members: [member], scores: [score] });
      this.lastMembers.push(member);
      this.lastScores.push(score);
      return;
    }
    this.locate(member, score);
    let ci = this.foundChunk;
    let i = this.foundIndex;
    if (ci === this.chunks.length) {
      ci -= 1;
      i = this.chunks[ci]!.members.length;
    }
    const c = this.chunks[ci]!;
    c.members.splice(i, 0, member);
    c.scores.splice(i, 0, score);
    if (i === c.members.length - 1) {
      this.lastMembers[ci] = member;
      this.lastScores[ci] = score;
    }
    if (c.members.length > MAX_CHUNK) {
      const half = c.members.length >> 1;
      const tail: Chunk = { members: c.members.splice(half), scores: c.scores.splice(half) };
      this.chunks.splice(ci + 1, 0, tail);
      this.lastMembers.splice(ci + 1, 0, this.lastMembers[ci]!);
      this.lastScores.splice(ci + 1, 0, this.lastScores[ci]!);
      this.lastMembers[ci] = c.members[half - 1]!;
      this.lastScores[ci] = c.scores[half - 1]!;
    }
  }

  /** Makes the order plain again before anything but the lowest member's removal reads it. */
  private orderReady(): void {
    if (this.front !== 0) this.trimFront();
    if (this.tailMembers.length !== 0) this.placeTail();
  }

  /** Takes the members `delete` passed over out of the first chunk's arrays, in one splice each. */
  private trimFront(): void {
    const n = this.front;
    if (n === 0) return;
    this.front = 0;
    const first = this.chunks[0]!;
    first.members.splice(0, n);
    first.scores.splice(0, n);
  }

  private removeFirst(first: Chunk): void {
    first.members.shift();
    first.scores.shift();
    // The chunk's last entry stays what it was, unless the chunk is gone.
    if (first.members.length === 0) {
      this.chunks.shift();
      this.lastMembers.shift();
      this.lastScores.shift();
    }
  }

  private removeFromOrder(member: string, score: number): void {
    const first = this.chunks[0]!;
    if (first.members[0] === member) {
      this.removeFirst(first);
      return;
    }
    this.locate(member, score);
    const ci = this.foundChunk;
    const i = this.foundIndex;
    const c = this.chunks[ci]!;
    if (i === 0) {
      c.members.shift();
      c.scores.shift();
    } else {
      c.members.splice(i, 1);
      c.scores.splice(i, 1);
    }
    const len = c.members.length;
    if (len === 0) {
      this.chunks.splice(ci, 1);
      this.lastMembers.splice(ci, 1);
      this.lastScores.splice(ci, 1);
    } else if (i === len) {
      this.lastMembers[ci] = c.members[len - 1]!;
      this.lastScores[ci] = c.scores[len - 1]!;
    }
  }
}
