import { RedisError } from './reply';

/** Redis's error replies for numbers (Redis 7.0 `object.c`, `t_zset.c`, `t_hash.c`). */
export const ERR_NOT_INTEGER = 'ERR value is not an integer or out of range';
export const ERR_NOT_FLOAT = 'ERR value is not a valid float';
export const ERR_RANGE_NOT_FLOAT = 'ERR min or max is not a float';

const SPACE = /^[ \t\n\v\f\r]/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const HEX = /^([+-]?)0[xX]((?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+))(?:[pP]([+-]?\d+))?/;
const INF = /^[+-]?(?:infinity|inf)/i;
const NAN = /^[+-]?nan(?:\([0-9A-Za-z_]*\))?/i;

/**
 * C's `strtod`: reads the longest prefix of `text` that is a number (leading white space, a sign,
 * decimal or `0x` hex with an optional exponent, `inf`, `infinity`, `nan`). Returns the value
 * and how many characters were used; `used` is 0 when no number starts the text (value 0).
 * Source: C11 §7.22.1.3, which Redis calls for score bounds and scores.
 */
export function strtod(text: string): { value: number; used: number } {
  let lead = 0;
  while (lead < text.length && SPACE.test(text[lead]!)) lead++;
  const rest = text.slice(lead);
  const inf = INF.exec(rest);
  if (inf) return { value: inf[0].startsWith('-') ? -Infinity : Infinity, used: lead + inf[0].length };
  const nan = NAN.exec(rest);
  if (nan) return { value: NaN, used: lead + nan[0].length };
  const hex = HEX.exec(rest);
  if (hex) {
    const [whole, sign, digits, exp] = hex;
    const [intPart, fracPart = ''] = digits!.split('.');
    let value = 0;
    for (const d of intPart!) value = value * 16 + parseInt(d, 16);
    let scale = 1 / 16;
    for (const d of fracPart) { value += parseInt(d, 16) * scale; scale /= 16; }
    if (exp !== undefined) value *= 2 ** Number(exp);
    return { value: sign === '-' ? -value : value, used: lead + whole.length };
  }
  // "0x" with no hex digit after it: strtod reads just the "0".
  const dec = DECIMAL.exec(rest);
  if (dec) return { value: Number(dec[0]), used: lead + dec[0].length };
  return { value: 0, used: 0 };
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
  const { value, used } = strtod(text);
  if (used !== text.length || Number.isNaN(value)) throw new RedisError(ERR_NOT_FLOAT);
  // strtod's ERANGE: a finite literal that overflows to ±inf or underflows to zero.
  if (!Number.isFinite(value) && !INF.test(text)) throw new RedisError(ERR_NOT_FLOAT);
  if (value === 0 && hasNonZeroDigit(text)) throw new RedisError(ERR_NOT_FLOAT);
  return value;
}

function hasNonZeroDigit(text: string): boolean {
  const hex = /^[+-]?0[xX]/.exec(text);
  if (hex) return /[1-9a-fA-F]/.test(text.slice(hex[0].length).replace(/[pP].*$/, ''));
  return /[1-9]/.test(text.replace(/[eE].*$/, ''));
}

/** One end of a score range: `(` makes it exclusive. */
export interface ScoreBound {
  value: number;
  exclusive: boolean;
}

/**
 * A ZRANGEBYSCORE bound (Redis 7.0 `zslParseRange`): an optional `(`, then `strtod` over the
 * rest, which must be used whole. An empty string reads as 0 and `[` is not allowed.
 * Throws `ERR min or max is not a float`.
 */
export function parseScoreBound(text: string): ScoreBound {
  const exclusive = text.startsWith('(');
  const body = exclusive ? text.slice(1) : text;
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

/** C's `printf("%.<precision>g", value)` for finite values. */
function formatG(value: number, precision: number): string {
  if (value === 0) return Object.is(value, -0) ? '-0' : '0';
  // toExponential rounds correctly; its exponent is the one %g decides on.
  const expForm = value.toExponential(precision - 1);
  const realExp = Number(expForm.slice(expForm.indexOf('e') + 1));
  if (realExp < -4 || realExp >= precision) {
    let [mant, e] = expForm.split('e') as [string, string];
    if (mant.includes('.')) mant = mant.replace(/\.?0+$/, '');
    const sign = e.startsWith('-') ? '-' : '+';
    const digits = e.replace(/^[+-]/, '').padStart(2, '0');
    return `${mant}e${sign}${digits}`;
  }
  let fixed = value.toFixed(Math.max(0, precision - 1 - realExp));
  if (fixed.includes('.')) fixed = fixed.replace(/\.?0+$/, '');
  return fixed;
}

/**
 * A score as Redis 7.0 replies it (`addReplyDouble`: `%.17g`, and `inf` / `-inf`), e.g. in
 * ZSCORE and WITHSCORES replies.
 */
export function formatScore(value: number): string {
  // Whole numbers below 1e17 print every digit under %.17g, exactly as String() prints them.
  if (Number.isInteger(value) && Math.abs(value) < 1e17 && !Object.is(value, -0)) return String(value);
  if (value === Infinity) return 'inf';
  if (value === -Infinity) return '-inf';
  return formatG(value, 17);
}

/**
 * A Lua number as Redis's Lua 5.1 turns it into a command argument (`LUA_NUMBER_FMT` `%.14g`):
 * `1767225630000` stays exact, `1.7e15 + 3` loses digits. The verbs pass deadlines this way.
 */
export function luaNumberToString(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e14 && !Object.is(value, -0)) return String(value);
  if (value === Infinity) return 'inf';
  if (value === -Infinity) return '-inf';
  if (Number.isNaN(value)) return 'nan';
  return formatG(value, 14);
}
