import { HashValue } from './hashValue';
import type { CommandSpec, KeyspaceAccess } from './commandSpec';
import { ERR_NOT_INTEGER, fitsInt64, parseInt64, parseSmallInt } from './numbers';
import { RedisError } from './reply';

/** HSET, HGET, HGETALL, HDEL, HEXISTS, HINCRBY (Redis docs: hash commands). */
export const HASH_COMMANDS: Record<string, CommandSpec> = {
  HSET: {
    arity: -4,
    run(ks, argv) {
      if (argv.length % 2 !== 0) throw new RedisError("ERR wrong number of arguments for 'hset' command");
      return hsetPairs(ks, argv[1]!, ks.get(argv[1]!, 'hash'), argv, 2);
    },
  },
  HGET: {
    arity: 3,
    run: (ks, argv) => ks.get(argv[1]!, 'hash')?.get(argv[2]!) ?? null,
  },
  HGETALL: {
    arity: 2,
    run(ks, argv) {
      const hash = ks.get(argv[1]!, 'hash');
      return hash ? hash.toFlatArray() : [];
    },
  },
  HDEL: {
    arity: -3,
    run: (ks, argv) => hdelFields(ks, argv[1]!, ks.get(argv[1]!, 'hash'), argv, 2),
  },
  HEXISTS: {
    arity: 3,
    run: (ks, argv) => (ks.get(argv[1]!, 'hash')?.has(argv[2]!) ? 1 : 0),
  },
  HINCRBY: {
    arity: 4,
    run(ks, argv) {
      // Redis 7.0 reads the increment before it looks at the key, so a bad increment on a key
      // of another type is "not an integer", not WRONGTYPE (found by the random conformance).
      const bySmall = parseSmallInt(argv[3]!);
      const byBig = bySmall === undefined ? parseInt64(argv[3]!) : null;
      if (bySmall === undefined && byBig === null) throw new RedisError(ERR_NOT_INTEGER);
      return hincrbyParsed(ks, argv[1]!, ks.get(argv[1]!, 'hash'), argv[2]!, bySmall, byBig);
    },
  },
};

/**
 * HSET's work once `key` is looked up (`hash` undefined when missing, its type checked) and the
 * pairs counted: sets `words[from…]` as field, value, field, value…, creating the hash when
 * missing. Returns how many fields were new. The generic HSET and `ScriptContext.hset` both run this.
 */
export function hsetPairs(ks: KeyspaceAccess, key: string, existing: HashValue | undefined, words: readonly string[], from: number): number {
  let hash = existing;
  if (!hash) {
    hash = new HashValue();
    ks.data.set(key, { type: 'hash', value: hash });
  }
  let added = 0;
  for (let i = from; i < words.length; i += 2) if (hash.set(words[i]!, words[i + 1]!)) added++;
  return added;
}

/**
 * HDEL's work once `key` is looked up: removes the fields `words[from…]`, drops the key when
 * the hash empties, returns how many were there. The generic HDEL and `ScriptContext.hdel` both run this.
 */
export function hdelFields(ks: KeyspaceAccess, key: string, hash: HashValue | undefined, words: readonly string[], from: number): number {
  if (!hash) return 0;
  const removed = hash.deleteFields(words, from);
  if (hash.size === 0) ks.data.delete(key);
  return removed;
}

/**
 * HINCRBY's work once the increment is parsed (`bySmall` when it is a canonical integer below
 * 10^15, else `byBig`) and `key` looked up (`hash` undefined when missing, its type checked):
 * the field's new value as an integer reply. Errors: `ERR hash value is not an integer`,
 * `ERR increment or decrement would overflow` (int64). The generic HINCRBY and
 * `ScriptContext.hincrby` both run this.
 */
export function hincrbyParsed(
  ks: KeyspaceAccess,
  key: string,
  existing: HashValue | undefined,
  field: string,
  bySmall: number | undefined,
  byBig: bigint | null,
): number {
  let hash = existing;
  // The field is found once: its slot serves both the read and the write.
  const slot = hash === undefined ? -1 : hash.slotOf(field);
  const current = slot === -1 ? undefined : hash!.valueAt(slot);
  const currentSmall = current === undefined ? 0 : parseSmallInt(current);
  let next: bigint | number;
  if (bySmall !== undefined && currentSmall !== undefined) {
    // Both below 10^15, so the sum is exact in a double and far inside int64.
    next = currentSmall + bySmall;
  } else {
    const value = current === undefined ? 0n : parseInt64(current);
    if (value === null) throw new RedisError('ERR hash value is not an integer');
    next = value + (byBig ?? BigInt(bySmall!));
    if (!fitsInt64(next)) throw new RedisError('ERR increment or decrement would overflow');
  }
  if (!hash) {
    hash = new HashValue();
    ks.data.set(key, { type: 'hash', value: hash });
  }
  if (slot === -1) hash.append(field, next.toString());
  else hash.setAt(slot, next.toString());
  return Number(next);
}
