import { ERR_SYNTAX, type CommandSpec, type KeyspaceAccess } from './commandSpec';
import { clampRange } from './ranges';
import { lexCount, lexRangeMembers, parseLexRange } from './lexRange';
import { formatScore, parseInt64, parseLongArg, parseScore, parseScoreBound, parseSmallInt, type ScoreBound } from './numbers';
import { RedisError, type Reply } from './reply';
import { SortedSet } from './sortedSet';
import { optionWord } from './words';

const SCRATCH_SCORES: number[] = [];

/** ZADD's flags as bits (`ZADD_NX | ZADD_CH`, …); 0 is a plain ZADD. */
export const ZADD_NX = 1, ZADD_XX = 2, ZADD_GT = 4, ZADD_LT = 8, ZADD_CH = 16, ZADD_INCR = 32;

/**
 * ZADD key [NX|XX] [GT|LT] [CH] [INCR] score member [score member …], with Redis 7.0's flag
 * rules and checks in its order (`t_zset.c` zaddGenericCommand): flags, pairs, NX+XX, GT/LT/NX,
 * INCR with one pair, every score parsed before anything is written.
 */
function zadd(ks: KeyspaceAccess, argv: readonly string[]): Reply {
  let flags = 0;
  let i = 2;
  for (; i < argv.length; i++) {
    const word = argv[i]!;
    // A flag is 2 or 4 letters, but strcasecmp stops at a NUL byte, so `nx\0zz` is NX too.
    // A score starts with a digit, a sign, a dot or space; every flag with a letter.
    const first = word.charCodeAt(0) | 0x20;
    if (word.length < 2 || first < 0x61 || first > 0x7a) break;
    const flag = optionWord(word);
    if (flag === 'NX') flags |= ZADD_NX;
    else if (flag === 'XX') flags |= ZADD_XX;
    else if (flag === 'GT') flags |= ZADD_GT;
    else if (flag === 'LT') flags |= ZADD_LT;
    else if (flag === 'CH') flags |= ZADD_CH;
    else if (flag === 'INCR') flags |= ZADD_INCR;
    else break;
  }
  const rest = argv.length - i;
  if (rest === 0 || rest % 2 !== 0) throw new RedisError(ERR_SYNTAX);
  const nx = (flags & ZADD_NX) !== 0;
  const gt = (flags & ZADD_GT) !== 0;
  const lt = (flags & ZADD_LT) !== 0;
  if (nx && (flags & ZADD_XX) !== 0) throw new RedisError('ERR XX and NX options at the same time are not compatible');
  if ((gt && nx) || (lt && nx) || (gt && lt)) {
    throw new RedisError('ERR GT, LT, and/or NX options at the same time are not compatible');
  }
  if ((flags & ZADD_INCR) !== 0 && rest > 2) throw new RedisError('ERR INCR option supports a single increment-element pair');
  // Every score is parsed before anything is written; a shared scratch array avoids one
  // allocation per ZADD.
  const scores = SCRATCH_SCORES;
  scores.length = 0;
  for (let j = i; j < argv.length; j += 2) scores.push(parseScore(argv[j]!));
  const key = argv[1]!;
  return zaddParsed(ks, key, ks.get(key, 'zset'), flags, scores, argv, i + 1);
}

/**
 * The write half of ZADD, once the flags (`ZADD_*` bits, already checked for conflicts) and the
 * scores are parsed: `set` is what `key` holds (undefined when missing; its type already
 * checked), member p is `words[firstMember + 2p]`. The generic ZADD and `ScriptContext.zadd`
 * (a verb's `redis.call('ZADD', key, score, member)`) both run this. Returns ZADD's reply: the
 * number added (or added + updated with CH), or with INCR the new score as a string (null when
 * nothing was written). New members of a big set are placed in the order in one batch at the
 * end (`SortedSet.placeTail`), or, with `defer`, left for the caller to place (ScriptContext
 * does at the end of the script).
 */
export function zaddParsed(
  ks: KeyspaceAccess,
  key: string,
  existing: SortedSet | undefined,
  flags: number,
  scores: readonly number[],
  words: readonly string[],
  firstMember: number,
  defer = false,
): Reply {
  const nx = (flags & ZADD_NX) !== 0, xx = (flags & ZADD_XX) !== 0, gt = (flags & ZADD_GT) !== 0;
  const lt = (flags & ZADD_LT) !== 0, incr = (flags & ZADD_INCR) !== 0;
  let set = existing;
  let added = 0;
  let updated = 0;
  let incrResult: number | null = null;
  if (!set) {
    if (xx) return incr ? null : 0;
    set = new SortedSet();
    ks.data.set(key, { type: 'zset', value: set });
  }
  for (let p = 0; p < scores.length; p++) {
    const score = scores[p]!;
    const member = words[firstMember + 2 * p]!;
    const current = set.score(member);
    if (current !== undefined) {
      if (nx) continue;
      let next = score;
      if (incr) {
        next = current + score;
        if (Number.isNaN(next)) throw new RedisError('ERR resulting score is not a number (NaN)');
      }
      if ((gt && next <= current) || (lt && next >= current)) continue;
      incrResult = next;
      if (next !== current) {
        set.set(member, next, current);
        updated++;
      }
    } else {
      if (xx) continue;
      set.set(member, score, undefined, true);
      incrResult = score;
      added++;
    }
  }
  if (!defer) set.placeTail();
  if (set.size === 0) ks.data.delete(key);
  if (incr) return incrResult === null ? null : formatScore(incrResult);
  return (flags & ZADD_CH) !== 0 ? added + updated : added;
}

/**
 * ZREM's work once `key` is looked up (`set` undefined when missing, its type checked): removes
 * `words[from…]`, drops the key when it empties, returns how many were there. The generic ZREM
 * and `ScriptContext.zrem` both run this.
 */
export function zremMembers(ks: KeyspaceAccess, key: string, set: SortedSet | undefined, words: readonly string[], from: number): number {
  if (!set) return 0;
  let removed = 0;
  for (let i = from; i < words.length; i++) if (set.delete(words[i]!)) removed++;
  if (set.size === 0) ks.data.delete(key);
  return removed;
}

/**
 * ZRANGEBYSCORE key min max [LIMIT offset count] without WITHSCORES, once parsed: the members
 * in order. Redis answers an offset at or past the end with nothing before it walks. The generic
 * ZRANGE/ZRANGEBYSCORE and `ScriptContext.zrangeByScore` both run this.
 */
export function zrangeByScoreMembers(set: SortedSet | undefined, min: ScoreBound, max: ScoreBound, offset: number, count: number): string[] {
  if (!set) return [];
  if (offset > 0 && offset >= set.size) return [];
  return set.membersByScore(min, max, offset, count);
}

function withScores(entries: [string, number][], scores: boolean): string[] {
  if (!scores) return entries.map((e) => e[0]);
  const out: string[] = [];
  for (const [m, s] of entries) out.push(m, formatScore(s));
  return out;
}

/** How a range is read: by rank, by score or by lex (`t_zset.c` zrange_type). */
type RangeType = 'rank' | 'score' | 'lex';

/**
 * ZRANGE, ZRANGEBYSCORE and ZRANGEBYLEX share Redis 7.0's zrangeGenericCommand (`t_zset.c`), and
 * its order: the options first (LIMIT's numbers read as they come, so a bad one is named before
 * anything else; REV, BYSCORE and BYLEX only for ZRANGE, and once), then LIMIT without BYSCORE or
 * BYLEX (unless its count is -1), then WITHSCORES with BYLEX, then the range (with REV written max
 * first), then the key's type. `fixed` is the range type of ZRANGEBYSCORE / ZRANGEBYLEX, null for
 * ZRANGE. Sources: https://redis.io/docs/latest/commands/zrange/,
 * https://redis.io/docs/latest/commands/zrangebyscore/, https://redis.io/docs/latest/commands/zrangebylex/
 */
function zrange(ks: KeyspaceAccess, argv: readonly string[], fixed: RangeType | null): Reply {
  let withscores = false;
  let limit: [number, number] | null = null;
  let reverse = false;
  let type: RangeType | null = fixed;
  for (let j = 4; j < argv.length; j++) {
    const word = optionWord(argv[j]!);
    const left = argv.length - j - 1;
    if (word === 'WITHSCORES') withscores = true;
    else if (word === 'LIMIT' && left >= 2) {
      limit = [parseLongArg(argv[j + 1]!), parseLongArg(argv[j + 2]!)];
      j += 2;
    } else if (fixed === null && word === 'REV' && !reverse) reverse = true;
    else if (type === null && word === 'BYLEX') type = 'lex';
    else if (type === null && word === 'BYSCORE') type = 'score';
    else throw new RedisError(ERR_SYNTAX);
  }
  type ??= 'rank';
  // By rank, Redis 7.0 refuses LIMIT only when its count is not -1 (`LIMIT 1 -1` is ignored).
  if (limit && limit[1] !== -1 && type === 'rank') {
    throw new RedisError('ERR syntax error, LIMIT is only supported in combination with either BYSCORE or BYLEX');
  }
  if (withscores && type === 'lex') throw new RedisError('ERR syntax error, WITHSCORES not supported in combination with BYLEX');
  const [offset, count] = limit ?? [0, -1];
  // With REV a score or lex range is written max first.
  const [minText, maxText] = reverse && type !== 'rank' ? [argv[3]!, argv[2]!] : [argv[2]!, argv[3]!];
  if (type === 'lex') {
    const range = parseLexRange(minText, maxText);
    const set = ks.get(argv[1]!, 'zset');
    return set ? lexRangeMembers(set.members(), range, offset, count, reverse) : [];
  }
  if (type === 'score') {
    const min = parseScoreBound(minText);
    const max = parseScoreBound(maxText);
    const set = ks.get(argv[1]!, 'zset');
    if (!withscores && !reverse) return zrangeByScoreMembers(set, min, max, offset, count);
    if (!set) return [];
    if (offset > 0 && offset >= set.size) return [];
    return withScores(set.byScore(min, max, offset, count, reverse), withscores);
  }
  const start = parseLongArg(minText);
  const stop = parseLongArg(maxText);
  const set = ks.get(argv[1]!, 'zset');
  if (!set) return [];
  const r = clampRange(start, stop, set.size);
  return r ? withScores(set.byRank(r[0], r[1], reverse), withscores) : [];
}

/**
 * ZLEXCOUNT key min max (`t_zset.c` zlexcountCommand): the range first, then the key (missing: 0;
 * another type: WRONGTYPE). Source: https://redis.io/docs/latest/commands/zlexcount/
 */
function zlexcount(ks: KeyspaceAccess, argv: readonly string[]): Reply {
  const range = parseLexRange(argv[2]!, argv[3]!);
  const set = ks.get(argv[1]!, 'zset');
  return set ? lexCount(set.members(), range) : 0;
}

/** ZADD, ZREM, ZSCORE, ZCARD, ZRANGE, ZRANGEBYSCORE, ZRANGEBYLEX, ZLEXCOUNT, ZPOPMIN (Redis docs: sorted set commands). */
export const ZSET_COMMANDS: Record<string, CommandSpec> = {
  ZADD: { arity: -4, run: (ks, argv) => zadd(ks, argv) },
  ZREM: {
    arity: -3,
    run: (ks, argv) => zremMembers(ks, argv[1]!, ks.get(argv[1]!, 'zset'), argv, 2),
  },
  ZSCORE: {
    arity: 3,
    run(ks, argv) {
      const s = ks.get(argv[1]!, 'zset')?.score(argv[2]!);
      return s === undefined ? null : formatScore(s);
    },
  },
  ZCARD: { arity: 2, run: (ks, argv) => ks.get(argv[1]!, 'zset')?.size ?? 0 },
  ZRANGE: { arity: -4, run: (ks, argv) => zrange(ks, argv, null) },
  ZRANGEBYSCORE: { arity: -4, run: (ks, argv) => zrange(ks, argv, 'score') },
  ZRANGEBYLEX: { arity: -4, run: (ks, argv) => zrange(ks, argv, 'lex') },
  ZLEXCOUNT: { arity: 4, run: zlexcount },
  ZPOPMIN: {
    arity: -2,
    run(ks, argv) {
      if (argv.length > 3) throw new RedisError(ERR_SYNTAX);
      let count = 1;
      if (argv.length === 3) {
        // getPositiveLongFromObjectOrReply: not a number at all is "out of range" too.
        const n = parseSmallInt(argv[2]!) ?? parseInt64(argv[2]!);
        if (n === null || n < 0) throw new RedisError('ERR value is out of range, must be positive');
        count = Number(n);
      }
      const key = argv[1]!;
      const set = ks.get(key, 'zset');
      if (!set || count === 0) return [];
      const out: string[] = [];
      for (const [m, s] of set.byRank(0, Math.min(count, set.size) - 1)) {
        set.delete(m);
        out.push(m, formatScore(s));
      }
      ks.dropIfEmpty(key);
      return out;
    },
  },
};
