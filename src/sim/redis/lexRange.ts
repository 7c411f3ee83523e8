import { compareBytes } from './bytes';
import { RedisError } from './reply';

/** Redis 7.0's reply to a lex range end it cannot read (`t_zset.c` zrangeGenericCommand, zlexcountCommand). */
export const ERR_LEX_RANGE = 'ERR min or max not valid string range item';

/**
 * One end of a lex range (`t_zset.c` zlexrangespec): `edge` -1 for `-` (the least string), 1 for
 * `+` (the greatest), 0 for a string `value` given as `[value` (inclusive) or `(value`
 * (exclusive). `-` and `+` count as exclusive, as Redis sets them.
 */
export interface LexBound {
  edge: -1 | 0 | 1;
  value: string;
  exclusive: boolean;
}

export interface LexRange {
  min: LexBound;
  max: LexBound;
}

/**
 * A lex range end as Redis 7.0 reads it (`t_zset.c` zslParseLexRangeItem): `-` or `+` alone (C
 * reads the word up to a NUL byte, so `+\0x` is `+` too), or `[` / `(` followed by any bytes, NULs
 * included. Anything else, the empty string among them, is `ERR min or max not valid string range
 * item`. Source: https://redis.io/docs/latest/commands/zrangebylex/
 */
export function parseLexBound(text: string): LexBound {
  const first = text[0];
  const alone = text.length === 1 || text[1] === '\0';
  if (first === '-' && alone) return { edge: -1, value: '', exclusive: true };
  if (first === '+' && alone) return { edge: 1, value: '', exclusive: true };
  if (first === '(' || first === '[') return { edge: 0, value: text.slice(1), exclusive: first === '(' };
  throw new RedisError(ERR_LEX_RANGE);
}

/** Both ends, min first (`t_zset.c` zslParseLexRange). */
export function parseLexRange(min: string, max: string): LexRange {
  return { min: parseLexBound(min), max: parseLexBound(max) };
}

/**
 * `t_zset.c` sdscmplex: bytes (memcmp, then length), with `-` below and `+` above every string;
 * `-` against `-` (and `+` against `+`) is 0, as the same shared string compares equal to itself.
 */
function compareLex(a: LexBound, b: LexBound): number {
  if (a.edge === 0 && b.edge === 0) return compareBytes(a.value, b.value);
  if (a.edge === b.edge) return 0;
  if (a.edge === -1 || b.edge === 1) return -1;
  return 1;
}

/** A member against one end of the range: `-` is below it, `+` above it. */
function compareMember(member: string, bound: LexBound): number {
  return bound.edge === 0 ? compareBytes(member, bound.value) : -bound.edge;
}

/** `zslLexValueGteMin`: the member is at or above (past, when exclusive) the range's min. */
export function lexGteMin(member: string, range: LexRange): boolean {
  const c = compareMember(member, range.min);
  return range.min.exclusive ? c > 0 : c >= 0;
}

/** `zslLexValueLteMax`: the member is at or below (before, when exclusive) the range's max. */
export function lexLteMax(member: string, range: LexRange): boolean {
  const c = compareMember(member, range.max);
  return range.max.exclusive ? c < 0 : c <= 0;
}

/**
 * `zzlIsInLexRange`: false for a range that is always empty (min above max, or equal with either
 * end exclusive), or when the last member is below min or the first above max.
 */
function mayHold(members: readonly string[], range: LexRange): boolean {
  const cmp = compareLex(range.min, range.max);
  if (cmp > 0 || (cmp === 0 && (range.min.exclusive || range.max.exclusive))) return false;
  const n = members.length;
  return n > 0 && lexGteMin(members[n - 1]!, range) && lexLteMax(members[0]!, range);
}

/**
 * Where a lex walk starts, as an index into `members` (Redis's order), or -1 for nothing.
 * Forward (`zzlFirstInLexRange`): the first member at or above min, if it is within max. Reverse
 * (`zzlLastInLexRange`): the last member within max, if it is at or above min.
 *
 * These are the listpack's scans. With every score equal, as BYLEX expects, a skiplist's search
 * finds the same member. With mixed scores a skiplist's search depends on its random node levels,
 * so Redis itself may answer differently from one start to the next; the listpack's answer is then
 * one of the answers it can give.
 */
function lexStart(members: readonly string[], range: LexRange, reverse: boolean): number {
  if (!mayHold(members, range)) return -1;
  if (!reverse) {
    for (let i = 0; i < members.length; i++) {
      if (lexGteMin(members[i]!, range)) return lexLteMax(members[i]!, range) ? i : -1;
    }
    return -1;
  }
  for (let i = members.length - 1; i >= 0; i--) {
    if (lexLteMax(members[i]!, range)) return lexGteMin(members[i]!, range) ? i : -1;
  }
  return -1;
}

/**
 * ZRANGE … BYLEX [REV] [LIMIT offset count] over the members in Redis's order (`t_zset.c`
 * genericZrangebylexCommand): from the start (`lexStart`), `offset` members are passed over
 * without a check (a negative offset walks off the end: nothing), then members are taken while
 * they stay within max (forward) or at or above min (reverse), at most `count` of them (a negative
 * count takes all). Source: https://redis.io/docs/latest/commands/zrange/
 */
export function lexRangeMembers(members: readonly string[], range: LexRange, offset: number, count: number, reverse: boolean): string[] {
  const out: string[] = [];
  let i = lexStart(members, range, reverse);
  if (i === -1 || offset < 0) return out;
  const step = reverse ? -1 : 1;
  i += step * offset;
  for (let left = count; i >= 0 && i < members.length && left !== 0; left--, i += step) {
    const m = members[i]!;
    if (reverse ? !lexGteMin(m, range) : !lexLteMax(m, range)) break;
    out.push(m);
  }
  return out;
}

/**
 * ZLEXCOUNT over the members in Redis's order (`t_zset.c` zlexcountCommand, listpack branch):
 * from the first member in range, how many in a row stay within max. Source:
 * https://redis.io/docs/latest/commands/zlexcount/
 */
export function lexCount(members: readonly string[], range: LexRange): number {
  let i = lexStart(members, range, false);
  if (i === -1) return 0;
  let n = 0;
  for (; i < members.length && lexLteMax(members[i]!, range); i++) n++;
  return n;
}
