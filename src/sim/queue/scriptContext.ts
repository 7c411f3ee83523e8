import { WRONGTYPE, type RedisValue, type ValueTypes } from '../redis/commandSpec';
import { hdelFields, hincrbyParsed, hsetPairs } from '../redis/hashCommands';
import { Keyspace } from '../redis/keyspace';
import {
  boundFromLuaNumber,
  ERR_NOT_INTEGER,
  luaNumberToArg,
  parseInt64,
  parseLongArg,
  parseScoreBound,
  parseSmallInt,
  scoreFromLuaNumber,
  smallIntFromLuaNumber,
} from '../redis/numbers';
import { RedisError, type Reply } from '../redis/reply';
import type { SortedSet } from '../redis/sortedSet';
import { zaddParsed, zrangeByScoreMembers, zremMembers } from '../redis/zsetCommands';
import { flattened, keepHiddenClassAlive } from './v8Tuning';

/** One Redis command a verb ran: its words, its reply, and the line of the `.lua` file that ran it. */
export interface RedisCall {
  argv: string[];
  reply: Reply;
  /** 1-based line in `src/sim/queue/scripts/<verb>.lua`. */
  line: number;
}

/** Commands a verb keeps in its log; past this the log only counts them. */
export const MAX_RECORDED_CALLS = 2000;

/** How many keys a script context remembers it looked up (a sweep touches 3 per job plus the next job). */
const LOOKUP_SLOTS = 4;
// The words a fixed-shape fast path hands to the shared implementation: reused, so a sweep does
// not allocate an argument array per command (the log builds its own argv, and only when kept).
const ONE_SCORE: number[] = [0];
const ONE_WORD: string[] = [''];
const TWO_WORDS: string[] = ['', ''];

/**
 * What a TypeScript verb sees instead of Lua's `redis` object. `call(line, ...words)` runs one
 * command on the keyspace through the generic command table, records it with the script line it
 * mirrors, and returns the reply; an error reply is thrown (`RedisError`), as `redis.call`
 * raises, and stops the verb there with its earlier writes kept (docs/model.md "Errors and no rollback"). A number
 * becomes a word the way Redis 7.0 passes a Lua number to a command (`%.17g`, `luaNumberToArg`),
 * not the way Lua's own `..` writes one (`%.14g`).
 *
 * The typed fast paths (`zrangeByScore`, `zrem`, `exists`, `hincrby`, `hdel`, `hget`, `zadd`,
 * `hset`) are the same `redis.call` with a fixed shape: same line, same reply, same error, same
 * log entry, but they go straight to the shared implementation behind the command (the
 * `*Parsed`/`*Members`/`*Fields`/`*Pairs` functions the command table runs too), take numbers
 * as numbers (the `%.17g` text is only written for the log, and only for the entries it keeps),
 * and look each key up once while the verb keeps naming it. A ZADD of a new member into a big
 * sorted set leaves the member waiting for its place until the verb ends (`settleWrites`) or
 * reads that order; every reply is already Redis's. Their words must already be Redis's
 * bytes: a verb's KEYS and ARGV (runVerb makes them so), members and values read from the
 * keyspace, ASCII literals, or joins of those.
 */
export class ScriptContext {
  /** The first `MAX_RECORDED_CALLS` commands, in order. */
  readonly calls: RedisCall[] = [];
  /** How many commands ran past that cap (a sweep over 100,000 leases runs 700,000). */
  omittedCalls = 0;

  // The keys the fast paths looked up last, what they hold (undefined: missing), and when each
  // was last used. Any write that creates or removes a key, and any generic call, forgets them.
  private readonly slotKeys: (string | undefined)[] = new Array(LOOKUP_SLOTS).fill(undefined);
  private readonly slotValues: (RedisValue | undefined)[] = new Array(LOOKUP_SLOTS).fill(undefined);
  private readonly slotUsed: number[] = new Array(LOOKUP_SLOTS).fill(0);
  private tick = 0;
  // The sorted sets a fast ZADD left new members waiting in (SortedSet.set's defer).
  private readonly deferred: SortedSet[] = [];

  /**
   * Puts the members the fast ZADDs left waiting in their places (`SortedSet.placeTail`), so a
   * verb leaves every sorted set in plain form and its own time includes that work. runVerb
   * calls it when the verb ends, also after an error.
   */
  settleWrites(): void {
    for (const set of this.deferred) set.placeTail();
    this.deferred.length = 0;
  }
  // The key looked up last and its value: the first slot `entry` reads.
  private lastKey: string | undefined = undefined;
  private lastValue: RedisValue | undefined = undefined;

  constructor(
    private readonly ks: Keyspace,
    /** The server clock in milliseconds: what `TIME` returns inside this script. */
    readonly nowMs: number,
  ) {}

  call(line: number, ...words: (string | number)[]): Reply {
    // The rest array is fresh on every call, so it becomes the recorded argv in place.
    for (let i = 0; i < words.length; i++) if (typeof words[i] === 'number') words[i] = luaNumberToArg(words[i] as number);
    const argv = words as string[];
    this.forget();
    try {
      const reply = this.ks.call(argv, this.nowMs);
      this.record(argv, reply, line);
      return reply;
    } catch (e) {
      // The failing command is always kept: it is the one a learner needs to see.
      if (e instanceof RedisError) this.calls.push({ argv, reply: { error: e.message }, line });
      throw e;
    }
  }

  private record(argv: string[], reply: Reply, line: number): void {
    // A command log of a huge sweep is unreadable anyway, and keeping every call alive would
    // cost more memory and garbage collection than the sweep itself.
    if (this.calls.length < MAX_RECORDED_CALLS) this.calls.push({ argv, reply, line });
    else this.omittedCalls++;
  }

  /** Whether a fast path's command goes into the log (then it builds the argv), or is only counted. */
  private keeps(): boolean {
    if (this.calls.length < MAX_RECORDED_CALLS) return true;
    this.omittedCalls++;
    return false;
  }

  /** Logs a fast path's failing command (always kept) and rethrows. */
  private fail(e: unknown, line: number, argv: (string | number)[]): never {
    if (e instanceof RedisError) this.calls.push({ argv: argv.map(toArg), reply: { error: e.message }, line });
    throw e;
  }

  /** What `key` holds, looked up in the keyspace at most once while the verb keeps naming it. */
  private entry(key: string): RedisValue | undefined {
    // The key named last first: a verb names one key several times in a row, and the same
    // string object compares equal at once, where another key of the same length is compared
    // character by character.
    if (key === this.lastKey) return this.lastValue;
    const keys = this.slotKeys;
    const used = this.slotUsed;
    const length = key.length;
    let oldest = 0;
    for (let i = 0; i < LOOKUP_SLOTS; i++) {
      const k = keys[i];
      // Lengths first: a verb's keys mostly differ in length (a queue's active, pending and job
      // keys), and that test is inline where a string compare is a call.
      if (k !== undefined && k.length === length && k === key) {
        used[i] = ++this.tick;
        this.lastKey = key;
        return (this.lastValue = this.slotValues[i]);
      }
      if (used[i]! < used[oldest]!) oldest = i;
    }
    const v = this.ks.lookup(flattened(key));
    keys[oldest] = key;
    this.slotValues[oldest] = v;
    used[oldest] = ++this.tick;
    this.lastKey = key;
    this.lastValue = v;
    return v;
  }

  private typed<T extends keyof ValueTypes>(key: string, type: T): ValueTypes[T] | undefined {
    const v = this.entry(key);
    if (v === undefined) return undefined;
    if (v.type !== type) throw new RedisError(WRONGTYPE);
    return v.value as ValueTypes[T];
  }

  private forget(): void {
    this.lastKey = undefined;
    this.slotKeys.fill(undefined);
  }

  /**
   * `redis.call('ZRANGEBYSCORE', key, min, max [, 'LIMIT', offset, count])`: members only, in
   * order. `max` is a Lua number (the clock: milliseconds); `min` and `count` are words.
   */
  zrangeByScore(line: number, key: string, min: string, max: number, offset?: number, count?: string): string[] {
    const limited = count !== undefined;
    let reply: string[];
    try {
      // Redis's order: LIMIT's numbers, then min, then max, then the key's type.
      let from = 0;
      let n = -1;
      if (limited) {
        from = parseLongArg(luaNumberToArg(offset ?? 0));
        n = parseLongArg(count);
      }
      const lo = parseScoreBound(min);
      const hi = boundFromLuaNumber(max);
      reply = zrangeByScoreMembers(this.typed(key, 'zset'), lo, hi, from, n);
    } catch (e) {
      this.fail(e, line, limited ? ['ZRANGEBYSCORE', key, min, max, 'LIMIT', offset ?? 0, count] : ['ZRANGEBYSCORE', key, min, max]);
    }
    if (this.keeps()) {
      const argv = ['ZRANGEBYSCORE', key, min, luaNumberToArg(max)];
      if (limited) argv.push('LIMIT', luaNumberToArg(offset ?? 0), count);
      this.calls.push({ argv, reply, line });
    }
    return reply;
  }

  /** `redis.call('ZREM', key, member)`: 1 when it was there, else 0. */
  zrem(line: number, key: string, member: string): number {
    let reply: number;
    try {
      const set = this.typed(key, 'zset');
      ONE_WORD[0] = member;
      reply = zremMembers(this.ks, key, set, ONE_WORD, 0);
      if (set !== undefined && set.size === 0) this.forget();
    } catch (e) {
      this.fail(e, line, ['ZREM', key, member]);
    }
    if (this.keeps()) this.calls.push({ argv: ['ZREM', key, member], reply, line });
    return reply;
  }

  /** `redis.call('EXISTS', key)`: 1 or 0. */
  exists(line: number, key: string): number {
    const reply = this.entry(key) === undefined ? 0 : 1;
    if (this.keeps()) this.calls.push({ argv: ['EXISTS', key], reply, line });
    return reply;
  }

  /** `redis.call('HINCRBY', key, field, by)` with `by` a Lua number: the new value. */
  hincrby(line: number, key: string, field: string, by: number): number {
    let reply: number;
    try {
      let bySmall = smallIntFromLuaNumber(by);
      let byBig: bigint | null = null;
      if (bySmall === undefined) {
        // A rare increment: parsed from its %.17g text, exactly as the command table would.
        const text = luaNumberToArg(by);
        bySmall = parseSmallInt(text);
        byBig = bySmall === undefined ? parseInt64(text) : null;
        if (bySmall === undefined && byBig === null) throw new RedisError(ERR_NOT_INTEGER);
      }
      const hash = this.typed(key, 'hash');
      reply = hincrbyParsed(this.ks, key, hash, field, bySmall, byBig);
      if (hash === undefined) this.forget();
    } catch (e) {
      this.fail(e, line, ['HINCRBY', key, field, by]);
    }
    if (this.keeps()) this.calls.push({ argv: ['HINCRBY', key, field, luaNumberToArg(by)], reply, line });
    return reply;
  }

  /** `redis.call('HDEL', key, field [, field2])`: how many were there. */
  hdel(line: number, key: string, field: string, field2?: string): number {
    let reply: number;
    try {
      const hash = this.typed(key, 'hash');
      let words = ONE_WORD;
      if (field2 === undefined) ONE_WORD[0] = field;
      else {
        TWO_WORDS[0] = field;
        TWO_WORDS[1] = field2;
        words = TWO_WORDS;
      }
      reply = hdelFields(this.ks, key, hash, words, 0);
      if (hash !== undefined && hash.size === 0) this.forget();
    } catch (e) {
      this.fail(e, line, hdelArgv(key, field, field2));
    }
    if (this.keeps()) this.calls.push({ argv: hdelArgv(key, field, field2), reply, line });
    return reply;
  }

  /** `redis.call('HGET', key, field)`: the value, or null (Lua's false). */
  hget(line: number, key: string, field: string): string | null {
    let reply: string | null;
    try {
      reply = this.typed(key, 'hash')?.get(field) ?? null;
    } catch (e) {
      this.fail(e, line, ['HGET', key, field]);
    }
    if (this.keeps()) this.calls.push({ argv: ['HGET', key, field], reply, line });
    return reply;
  }

  /** `redis.call('ZADD', key, score, member)` with `score` a Lua number: 1 when added, else 0. */
  zadd(line: number, key: string, score: number, member: string): number {
    let reply: number;
    try {
      ONE_SCORE[0] = scoreFromLuaNumber(score);
      ONE_WORD[0] = member;
      const set = this.typed(key, 'zset');
      reply = zaddParsed(this.ks, key, set, 0, ONE_SCORE, ONE_WORD, 0, true) as number;
      if (set === undefined) this.forget();
      else if (set.hasTail && !this.deferred.includes(set)) this.deferred.push(set);
    } catch (e) {
      this.fail(e, line, ['ZADD', key, score, member]);
    }
    if (this.keeps()) this.calls.push({ argv: ['ZADD', key, luaNumberToArg(score), member], reply, line });
    return reply;
  }

  /** `redis.call('HSET', key, field, value)`: 1 when the field is new, else 0. */
  hset(line: number, key: string, field: string, value: string): number {
    let reply: number;
    try {
      const hash = this.typed(key, 'hash');
      TWO_WORDS[0] = field;
      TWO_WORDS[1] = value;
      reply = hsetPairs(this.ks, key, hash, TWO_WORDS, 0);
      if (hash === undefined) this.forget();
    } catch (e) {
      this.fail(e, line, ['HSET', key, field, value]);
    }
    if (this.keeps()) this.calls.push({ argv: ['HSET', key, field, value], reply, line });
    return reply;
  }

  /**
   * The clock read every script starts with: `TIME`, then
   * `now = seconds * 1000 + floor(microseconds / 1000)` (docs/model.md "The clock").
   */
  now(line: number): number {
    const [sec, usec] = this.call(line, 'TIME') as [string, string];
    return Number(sec) * 1000 + Math.floor(Number(usec) / 1000);
  }
}

// One context that is never used keeps the class's hidden class (see v8Tuning.ts).
keepHiddenClassAlive(new ScriptContext(new Keyspace(), 2 ** 40));

// A function, not a closure in hdel: the fast path allocates nothing for a log entry it does not keep.
function hdelArgv(key: string, field: string, field2: string | undefined): string[] {
  return field2 === undefined ? ['HDEL', key, field] : ['HDEL', key, field, field2];
}

function toArg(word: string | number): string {
  return typeof word === 'number' ? luaNumberToArg(word) : word;
}

/** Lua's `tonumber` for the string forms the scripts use (decimal and hex); `null` for `nil`. */
export function luaToNumber(text: string): number | null {
  const small = parseSmallInt(text);
  if (small !== undefined) return small;
  const t = text.trim();
  if (t === '') return null;
  const n = /^[+-]?0[xX][0-9a-fA-F]+$/.test(t) ? parseInt(t, 16) : Number(t);
  return Number.isNaN(n) || /^[+-]?(inf|nan)/i.test(t) ? null : n;
}

/**
 * `tonumber(x)` used in arithmetic: a non-number is a Lua error, which Redis reports as a script
 * error (the message differs from Redis's; the keyspace effect is the same: nothing after it runs).
 */
export function luaNumberArg(text: string, what: string): number {
  const n = luaToNumber(text);
  if (n === null) throw new RedisError(`ERR Error running script: attempt to perform arithmetic on ${what} (a nil value)`);
  return n;
}
