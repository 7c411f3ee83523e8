/**
 * The double nearest to a hexadecimal floating constant, as glibc's `strtod` computes it: the
 * digits read exactly, then rounded once to 53 bits with ties to even (subnormals included).
 * `intDigits`/`fracDigits` are hex digits (either may be empty, not both), `exponent` the decimal
 * text after `p` ('' when absent). `erange` is C's ERANGE for a result that overflowed to
 * infinity or underflowed to zero from a non-zero value. Source: C11 §7.22.1.3, IEEE 754 §4.3.
 */
export function hexToDouble(
  negative: boolean,
  intDigits: string,
  fracDigits: string,
  exponent: string,
): { value: number; erange: boolean } {
  const signed = (v: number) => (negative ? -v : v);
  const mantissa = BigInt(`0x${intDigits}${fracDigits}` === '0x' ? '0x0' : `0x${intDigits}${fracDigits}`);
  if (mantissa === 0n) return { value: signed(0), erange: false };
  // Past these the result is infinite or zero whatever the digits; clamping keeps BigInt shifts small.
  const p = Math.max(-100_000, Math.min(100_000, exponent === '' ? 0 : Number(exponent)));
  const exp2 = p - 4 * fracDigits.length;
  const bits = mantissa.toString(2).length;
  const top = bits - 1 + exp2;
  if (top > 1023) return { value: signed(Infinity), erange: true };
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
