import { HashValue } from './hashValue';
import type { CommandSpec } from './commandSpec';
import { ERR_NOT_INTEGER, fitsInt64, parseInt64, parseSmallInt } from './numbers';
import { RedisError } from './reply';

/** HSET, HGET, HGETALL, HDEL, HEXISTS, HINCRBY (Redis docs: hash commands). */
export const HASH_COMMANDS: Record<string, CommandSpec> = {
  HSET: {
    arity: -4,
    run(ks, argv) {
      if (argv.length % 2 !== 0) throw new RedisError("ERR wrong number of arguments for 'hset' command");
      const key = argv[1]!;
      let hash = ks.get(key, 'hash');
      if (!hash) {
        hash = new HashValue();
        ks.data.set(key, { type: 'hash', value: hash });
      }
      let added = 0;
      for (let i = 2; i < argv.length; i += 2) if (hash.set(argv[i]!, argv[i + 1]!)) added++;
      return added;
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
    run(ks, argv) {
      const key = argv[1]!;
      const hash = ks.get(key, 'hash');
      if (!hash) return 0;
      let removed = 0;
      for (let i = 2; i < argv.length; i++) if (hash.delete(argv[i]!)) removed++;
      ks.dropIfEmpty(key);
      return removed;
    },
  },
  HEXISTS: {
    arity: 3,
    run: (ks, argv) => (ks.get(argv[1]!, 'hash')?.has(argv[2]!) ? 1 : 0),
  },
  HINCRBY: {
    arity: 4,
    run(ks, argv) {
      const key = argv[1]!;
      const field = argv[2]!;
      // Redis 7.0 reads the increment before it looks at the key, so a bad increment on a key
      // of another type is "not an integer", not WRONGTYPE (found by the random conformance).
      const bySmall = parseSmallInt(argv[3]!);
      const byBig = bySmall === undefined ? parseInt64(argv[3]!) : null;
      if (bySmall === undefined && byBig === null) throw new RedisError(ERR_NOT_INTEGER);
      let hash = ks.get(key, 'hash');
      const current = hash?.get(field);
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
      hash.set(field, next.toString());
      return Number(next);
    },
  },
};
