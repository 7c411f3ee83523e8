import { hexToDouble } from './hexFloat';
import { printfG } from './printfDouble';
import { RedisError } from './reply';

/** Redis's error replies for numbers (Redis 7.0 `object.c`, `t_zset.c`, `t_hash.c`). */
export const ERR_NOT_INTEGER = 'ERR value is not an integer or out of range';
export const ERR_NOT_FLOAT = 'ERR value is not a valid float';
export const ERR_RANGE_NOT_FLOAT = 'ERR min or max is not a float';

const SPACE = /^[ \t\n\v\f\r]/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const HEX = /^([+-]?)0[xX](?:([0-9a-fA-F]+)\.?([0-9a-fA-F]*)|\.([0-9a-fA-F]+))(?:[pP]([+-]?\d+))?/;
const INF = /^[+-]?(?:infinity|inf)/i;
const NAN = /^[+-]?nan(?:\([0-9A-Za-z_]*\))?/i;

/** What `strtod` read: the value, how many characters, and whether C's `errno` became ERANGE. */
export interface StrtodResult {
  value: number;
  used: number;
  /** Overflow to ±infinity or underflow to zero from a non-zero literal. */
  erange: boolean;
}

/**
 * C's `strtod`: reads the longest prefix of `text` that is a number (leading white space, a sign,
 * decimal or `0x` hex with an optional binary exponent `p`, `inf`, `infinity`, `nan`). Returns
 * the value, how many characters were used (0 when no number starts the text; value 0) and
 * ERANGE. Decimal and hex are both correctly rounded, as glibc does (hex: `hexToDouble`).
 * Source: C11 §7.22.1.3, which Redis calls for score bounds and scores.
 */
export function strtod(text: string): StrtodResult {
  let lead = 0;
  while (lead < text.length && SPACE.test(text[lead]!)) lead++;
  const rest = text.slice(lead);
  const inf = INF.exec(rest);
  if (inf) return { value: inf[0].startsWith('-') ? -Infinity : Infinity, used: lead + inf[0].length, erange: false };
  const nan = NAN.exec(rest);
  if (nan) return { value: NaN, used: lead + nan[0].length, erange: false };
  const hex = HEX.exec(rest);
  if (hex) {
    const [whole, sign, intDigits = '', fracDigits = '', fracOnly, exp = ''] = hex;
    const { value, erange } = hexToDouble(sign === '-', intDigits, fracOnly ?? fracDigits, exp);
    return { value, used: lead + whole.length, erange };
  }
  // "0x" with no hex digit after it: strtod reads just the "0".
  const dec = DECIMAL.exec(rest);
  if (dec) {
    const value = Number(dec[0]);
    const erange = !Number.isFinite(value) || (value === 0 && /[1-9]/.test(dec[0].replace(/[eE].*$/, '')));
    return { value, used: lead + dec[0].length, erange };
  }
  return { value: 0, used: 0, erange: false };
}

/**
 * A score as ZADD and HINCRBYFLOAT read it (Redis 7.0 `getDoubleFromObject`): the whole string
 * must be a number, no leading space, not empty, not NaN, no overflow. Throws
 * `ERR value is not a valid float`.
 */
export function parseScore(text: string): number {
  const small = parseSmallInt(text);
  if (small !== undefined) return small;
  if (text.length === 0 || SPACE.test(text[0]!)) throw new RedisError(ERR_NOT_FLOAT);
  const { value, used, erange } = strtod(text);
  if (used !== text.length || Number.isNaN(value)) throw new RedisError(ERR_NOT_FLOAT);
  // Redis rejects ERANGE only when the result is ±HUGE_VAL or zero; a subnormal stands.
  if (erange) throw new RedisError(ERR_NOT_FLOAT);
  return value;
}

/** One end of a score range: `(` makes it exclusive. */
export interface ScoreBound {
  value: number;
  exclusive: boolean;
}

/**
 * A ZRANGEBYSCORE bound (Redis 7.0 `zslParseRange`): an optional `(`, then `strtod` over the
 * rest, which must be used up to its end or to a NUL byte (Redis checks `eptr[0] != '\0'`, so
 * `5\0abc` reads as 5). An empty string reads as 0, `[` is not allowed, an overflow reads as
 * ±inf. Throws `ERR min or max is not a float`.
 */
export function parseScoreBound(text: string): ScoreBound {
  const exclusive = text.startsWith('(');
  const nul = text.indexOf('\0');
  const body = text.slice(exclusive ? 1 : 0, nul === -1 ? text.length : nul);
  const { value, used } = strtod(body);
  if (used !== body.length || Number.isNaN(value)) throw new RedisError(ERR_RANGE_NOT_FLOAT);
  return { value, exclusive };
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const INTEGER = /^(?:0|-?[1-9]\d*)$/;

/**
 * A signed 64-bit integer as Redis's `string2ll` reads it: no spaces, no `+`, no leading zeros.
 * Returns `null` when the text is not one.
 */
export function parseInt64(text: string): bigint | null {
  if (text.length === 0 || text.length > 20 || !INTEGER.test(text) || text === '-0') return null;
  const v = BigInt(text);
  return v < INT64_MIN || v > INT64_MAX ? null : v;
}

/**
 * A canonical decimal integer of at most 15 digits (`0`, `-12`, no `+`, no leading zero), as a
 * plain number; `undefined` for anything else, which then needs the full `parseInt64` check.
 * Written as a character loop because HINCRBY and ZADD call it for every job a sweep moves.
 */
export function parseSmallInt(text: string): number | undefined {
  const n = text.length;
  let i = 0;
  let sign = 1;
  if (n > 0 && text.charCodeAt(0) === 45) { sign = -1; i = 1; }
  if (i === n || n - i > 15) return undefined;
  const first = text.charCodeAt(i);
  if (first === 48) return n === 1 ? 0 : undefined; // "0" only: no leading zeros, no "-0"
  let value = 0;
  for (; i < n; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return undefined;
    value = value * 10 + c;
  }
  return sign * value;
}

/** `parseInt64` for command arguments: throws `ERR value is not an integer or out of range`. */
export function parseLongArg(text: string): number {
  const small = parseSmallInt(text);
  if (small !== undefined) return small;
  const v = parseInt64(text);
  if (v === null) throw new RedisError(ERR_NOT_INTEGER);
  return Number(v);
}

/** True when a bigint fits Redis's signed 64-bit integers. */
export function fitsInt64(v: bigint): boolean {
  return v >= INT64_MIN && v <= INT64_MAX;
}

/**
 * A score as Redis 7.0 replies it (`addReplyDouble`: glibc's `%.17g`, and `inf` / `-inf`), e.g.
 * in ZSCORE and WITHSCORES replies: `72057594037927952` keeps its 17 digits and
 * `86914823972620.0625` rounds to even, `86914823972620.062`.
 */
export function formatScore(value: number): string {
  // A safe integer prints every digit under %.17g, exactly as String() prints it.
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return String(value);
  return printfG(value, 17);
}

/**
 * A Lua number as Redis 7.0 turns it into a `redis.call` argument (`script_lua.c`:
 * `snprintf("%.17g")`): `100000000000004` stays exact, `0.1` becomes `0.10000000000000001`.
 * The verbs pass deadlines and `now` this way.
 */
export function luaNumberToArg(value: number): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return String(value);
  return printfG(value, 17);
}

/**
 * A Lua number as Lua 5.1's `tostring` and `..` write it (`LUA_NUMBER_FMT` `%.14g`):
 * `1767225630000` stays exact, `1e14` becomes `1e+14`, `1.7e15 + 3` loses digits. The claim
 * script builds its fencing token this way (`worker .. ':' .. n`).
 */
export function luaNumberToString(value: number): string {
  if (Number.isSafeInteger(value) && Math.abs(value) < 1e14 && !Object.is(value, -0)) return String(value);
  return printfG(value, 14);
}

/**
 * A Lua number passed to ZADD as its score, read as Redis would read `luaNumberToArg(value)`:
 * `%.17g` gives back the same double for every finite value (and `-0`, `inf`, `-inf`), so the
 * number is the score itself, without the text; NaN (`nan`) is `ERR value is not a valid float`.
 */
export function scoreFromLuaNumber(value: number): number {
  if (value !== value) throw new RedisError(ERR_NOT_FLOAT);
  return value;
}

/**
 * A Lua number passed as an inclusive ZRANGEBYSCORE bound, read as `parseScoreBound` reads
 * `luaNumberToArg(value)`: the same double (see `scoreFromLuaNumber`); NaN is
 * `ERR min or max is not a float`.
 */
export function boundFromLuaNumber(value: number): ScoreBound {
  if (value !== value) throw new RedisError(ERR_RANGE_NOT_FLOAT);
  return { value, exclusive: false };
}

/**
 * A Lua number passed as an integer argument (HINCRBY's increment), as the command would parse
 * `luaNumberToArg(value)`: an integer below 10^15 in size is the canonical decimal
 * `parseSmallInt` reads, so it is returned as it is; anything else (`-0`, 1e15 and up, a
 * fraction) is `undefined`, and the caller parses the `%.17g` text instead.
 */
export function smallIntFromLuaNumber(value: number): number | undefined {
  return Number.isInteger(value) && Math.abs(value) < 1e15 && !Object.is(value, -0) ? value : undefined;
}

const TWO_63 = 2 ** 63;

/**
 * A Lua number returned by a script, as Redis 7.0 turns it into an integer reply
 * (`script_lua.c`: `(long long)lua_tonumber(...)`): truncated toward zero, and, as x86-64's
 * conversion does, NaN or anything outside [-2^63, 2^63) becomes -9223372036854775808. So a
 * stall count of 9223372036854775807 (2^63 as a double) replies -9223372036854775808.
 */
export function luaIntegerReply(value: number): number {
  if (!(value >= -TWO_63 && value < TWO_63)) return -TWO_63;
  return Math.trunc(value) + 0;
}
