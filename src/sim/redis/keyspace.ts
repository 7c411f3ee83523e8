import { jsonRecord, type DumpScore, type KeyDump, type KeyspaceDump } from '../format/trace';
import { sortByBytes, toWireArgv } from './bytes';
import { COMMANDS } from './commands';
import { unknownCommandError, WRONGTYPE, type KeyspaceAccess, type RedisValue, type ValueTypes } from './commandSpec';
import { RedisError, type Reply } from './reply';
import { HashValue } from './hashValue';
import { ListValue } from './listValue';
import { SortedSet } from './sortedSet';
import { asciiUpper } from './words';

export type { RedisValue } from './commandSpec';
export { WRONGTYPE } from './commandSpec';

/**
 * The keyspace of one Redis database, with the raw commands of docs/scenario-format.md ("`redis` runs one
 * raw command") answering as Redis 7.0 does. Mutable; time travel copies it (`clone`, `dump`).
 */
export class Keyspace implements KeyspaceAccess {
  readonly data = new Map<string, RedisValue>();

  /**
   * Runs one command, e.g. `ks.call(['ZADD', 'emq:{q}:active', '1767225630000', 'j1'], nowMs)`.
   * `nowMs` is the server clock in milliseconds (only TIME reads it). Returns the reply as JSON
   * (`Reply`); throws `RedisError` with Redis's message for an error reply, as `redis.call` raises
   * in a script. The words arrive as Redis receives them (UTF-8, a lone surrogate as U+FFFD:
   * `toWireArgv`); the name is matched ignoring ASCII case only. Sources: the Redis command pages
   * for each command; docs/scenario-format.md for the JSON form.
   */
  call(words: readonly string[], nowMs: number): Reply {
    const argv = toWireArgv(words);
    if (argv.length === 0) throw new RedisError(unknownCommandError(['']));
    const name = argv[0]!;
    const canonical = COMMANDS.has(name) ? name : asciiUpper(name);
    const spec = COMMANDS.get(canonical);
    if (!spec) throw new RedisError(unknownCommandError(argv));
    const n = argv.length;
    if ((spec.arity > 0 && n !== spec.arity) || (spec.arity < 0 && n < -spec.arity)) {
      throw new RedisError(`ERR wrong number of arguments for '${canonical.toLowerCase()}' command`);
    }
    return spec.run(this, argv, nowMs);
  }

  /** Like `call`, but an error comes back as `{ error }` instead of being thrown. */
  tryCall(argv: readonly string[], nowMs: number): Reply {
    try {
      return this.call(argv, nowMs);
    } catch (e) {
      if (e instanceof RedisError) return { error: e.message };
      throw e;
    }
  }

  /**
   * The value `key` holds, of any type, or `undefined` when it has none: Redis's `lookupKey`
   * (db.c). For a verb's typed fast paths (src/sim/queue/scriptContext.ts), which check the type
   * themselves; nothing outside src/sim/redis writes through it.
   */
  lookup(key: string): RedisValue | undefined {
    return this.data.get(key);
  }

  /** The value at `key` if it has type `type`; `undefined` when missing; WRONGTYPE otherwise. */
  get<T extends keyof ValueTypes>(key: string, type: T): ValueTypes[T] | undefined {
    const v = this.data.get(key);
    if (v === undefined) return undefined;
    if (v.type !== type) throw new RedisError(WRONGTYPE);
    return v.value as ValueTypes[T];
  }

  /** Removes `key` when its collection became empty (Redis never keeps an empty one). */
  dropIfEmpty(key: string): void {
    const v = this.data.get(key);
    if (!v) return;
    const size = v.type === 'zset' ? v.value.size : v.type === 'hash' ? v.value.size : v.type === 'list' ? v.value.length : 1;
    if (size === 0) this.data.delete(key);
  }

  /**
   * The keyspace in the `emq-trace/1` form: keys and hash fields sorted by bytes, in objects
   * without a prototype (`jsonRecord`), so a key or field named `__proto__` stays in the trace.
   */
  dump(): KeyspaceDump {
    const out: KeyspaceDump = jsonRecord();
    for (const key of sortByBytes(this.data.keys())) out[key] = dumpValue(this.data.get(key)!);
    return out;
  }

  /** A keyspace holding what `dump` wrote. */
  static fromDump(dump: KeyspaceDump): Keyspace {
    const ks = new Keyspace();
    for (const [key, d] of Object.entries(dump)) {
      switch (d.type) {
        case 'zset':
          ks.data.set(key, { type: 'zset', value: SortedSet.fromOrdered(d.value.map(([m, s]) => [m, scoreFromDump(s)] as const)) });
          break;
        case 'hash':
          ks.data.set(key, { type: 'hash', value: new HashValue(Object.entries(d.value)) });
          break;
        case 'list':
          ks.data.set(key, { type: 'list', value: ListValue.from(d.value) });
          break;
        case 'string':
          ks.data.set(key, { type: 'string', value: d.value });
          break;
      }
    }
    return ks;
  }

  /** A deep copy. */
  clone(): Keyspace {
    const ks = new Keyspace();
    for (const [key, v] of this.data) {
      switch (v.type) {
        case 'zset': ks.data.set(key, { type: 'zset', value: v.value.clone() }); break;
        case 'hash': ks.data.set(key, { type: 'hash', value: v.value.clone() }); break;
        case 'list': ks.data.set(key, { type: 'list', value: v.value.clone() }); break;
        case 'string': ks.data.set(key, { type: 'string', value: v.value }); break;
      }
    }
    return ks;
  }

  /*
   * Reads for the selectors, named after the Redis commands they mirror. They run no command,
   * record nothing and never throw: a missing key or one of another type reads as empty.
   */

  /** Every key (`KEYS *`), in insertion order. */
  keys(): IterableIterator<string> {
    return this.data.keys();
  }

  /** `TYPE key`: the value's type, or `'none'` when the key is missing. */
  type(key: string): RedisValue['type'] | 'none' {
    return this.data.get(key)?.type ?? 'none';
  }

  /** `ZSCORE key member` as a number (a lease deadline is in milliseconds), or null. */
  zscore(key: string, member: string): number | null {
    const v = this.data.get(key);
    return v?.type === 'zset' ? v.value.score(member) ?? null : null;
  }

  /** `ZCARD key`: how many members the sorted set holds (0 when missing). */
  zcard(key: string): number {
    const v = this.data.get(key);
    return v?.type === 'zset' ? v.value.size : 0;
  }

  /** `ZRANGE key 0 -1 WITHSCORES`: every [member, score] in Redis's order (score, then bytes). */
  zrangeAll(key: string): [string, number][] {
    const v = this.data.get(key);
    return v?.type === 'zset' ? v.value.entries() : [];
  }

  /** `HGET key field`, or null when the key, or the field, is missing. */
  hget(key: string, field: string): string | null {
    const v = this.data.get(key);
    return v?.type === 'hash' ? v.value.get(field) ?? null : null;
  }

  /**
   * `HGETALL key` as a fresh Map, field → value, in HGETALL's order (the hash's insertion order,
   * as Redis 7.0 keeps a small hash: see HashValue), or null when the key is missing or no hash.
   * A Map, not an object: an object would list a field named like an integer (`"7"`) first, and
   * would need care with `__proto__`.
   */
  hgetall(key: string): Map<string, string> | null {
    const v = this.data.get(key);
    return v?.type === 'hash' ? new Map(v.value) : null;
  }
}

function scoreToDump(s: number): DumpScore {
  return s === Infinity ? 'inf' : s === -Infinity ? '-inf' : s;
}
function scoreFromDump(s: DumpScore): number {
  return s === 'inf' ? Infinity : s === '-inf' ? -Infinity : s;
}

function dumpValue(v: RedisValue): KeyDump {
  switch (v.type) {
    case 'zset':
      return { type: 'zset', value: v.value.entries().map(([m, s]) => [m, scoreToDump(s)]) };
    case 'hash': {
      const value = jsonRecord<string>();
      for (const f of sortByBytes(v.value.keys())) value[f] = v.value.get(f)!;
      return { type: 'hash', value };
    }
    case 'list':
      return { type: 'list', value: v.value.toArray() };
    case 'string':
      return { type: 'string', value: v.value };
  }
}
