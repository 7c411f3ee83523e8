/**
 * The double nearest to a hexadecimal floating constant, as glibc's `strtod` computes it: the
 * digits read exactly, then rounded once to 53 bits with ties to even (subnormals included).
 * `intDigits`/`fracDigits` are hex digits (either may be empty, not both), `exponent` the decimal
 * text after `p` ('' when absent). `erange` is C's ERANGE for a result that overflowed to
 * infinity or underflowed to zero from a non-zero value. The digits are counted before the
 * exponent is weighed, as glibc's `____STRTOF_INTERNAL` (stdlib/strtod_l.c) does, so
 * `0x1<25,000 zeros>p-100004` is 2^100000 · 2^-100004 = 0.0625, however many digits there are.
 * Source: C11 §7.22.1.3, IEEE 754 §4.3, glibc stdlib/strtod_l.c.
 */
export function hexToDouble(
  negative: boolean,
  intDigits: string,
  fracDigits: string,
  exponent: string,
): { value: number; erange: boolean } {
  const signed = (v: number) => (negative ? -v : v);
  const digits = `${intDigits}${fracDigits}`.replace(/^0+/, '');
  if (digits === '') return { value: signed(0), erange: false };
  const mantissa = BigInt(`0x${digits}`);
  // The value is mantissa · 2^exp2 and its top bit weighs 2^top. An exponent text too long for a
  // safe integer is beyond any file's digits (4 MiB) either way: infinite or zero.
  const p = exponent === '' ? 0 : Number(exponent);
  const exp2 = p - 4 * fracDigits.length;
  const bits = 4 * (digits.length - 1) + Math.clz32(0) - Math.clz32(parseInt(digits[0]!, 16));
  const top = bits - 1 + exp2;
  if (top > 1023) return { value: signed(Infinity), erange: true };
  // Below half the least subnormal (2^-1075) everything rounds to zero; this also keeps the
  // shift below at most the mantissa's own length plus about 1,100 bits.
  if (top < -1076) return { value: signed(0), erange: true };
  // The weight of the last bit kept: 52 below the top bit, but never below the least subnormal.
  const lsb = Math.max(top - 52, -1074);
  const shift = lsb - exp2;
  let kept: bigint;
  if (shift > 0) {
    kept = mantissa >> BigInt(shift);
    const rest = mantissa - (kept << BigInt(shift));
    const half = 1n << BigInt(shift - 1);
    if (rest > half || (rest === half && (kept & 1n) === 1n)) kept += 1n;
  } else {
    kept = mantissa << BigInt(-shift);
  }
  // kept ≤ 2^53, so Number(kept) is exact and the product is the one rounding already done.
  const value = Number(kept) * 2 ** lsb;
  if (value === Infinity) return { value: signed(Infinity), erange: true };
  return { value: signed(value), erange: value === 0 };
}
