/**
 * C's `printf("%.<precision>g", value)` as glibc prints it, for any double: the exact decimal
 * value of the double, rounded to `precision` significant digits with ties to even (glibc reads
 * the binary value exactly; JavaScript's `toPrecision` rounds ties away from zero, and
 * `String()` prints the shortest round-trip digits, which drops digits above 2^53).
 * `inf`, `-inf`; NaN prints as `-nan`, the sign x86 gives the NaN of `0/0` or `inf - inf`.
 * Source: C11 §7.21.6.1 (the `g` conversion), glibc `printf_fp.c`.
 */
export function printfG(value: number, precision: number): string {
  if (Number.isNaN(value)) return '-nan';
  if (value === Infinity) return 'inf';
  if (value === -Infinity) return '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0' : '0';
  const sign = value < 0 ? '-' : '';
  let { digits, exponent } = exactDecimal(Math.abs(value));
  if (digits.length > precision) {
    let head = BigInt(digits.slice(0, precision));
    const next = digits.charCodeAt(precision) - 48;
    const tie = next === 5 && !/[1-9]/.test(digits.slice(precision + 1));
    if (next > 5 || (next === 5 && !tie) || (tie && (head & 1n) === 1n)) head += 1n;
    digits = head.toString();
    if (digits.length > precision) {
      exponent += 1;
      digits = digits.slice(0, precision);
    }
  }
  digits = digits.replace(/0+$/, '');
  if (exponent < -4 || exponent >= precision) {
    const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const e = Math.abs(exponent);
    return `${sign}${mantissa}e${exponent < 0 ? '-' : '+'}${e < 10 ? '0' : ''}${e}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = digits.slice(exponent + 1);
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

const VIEW = new DataView(new ArrayBuffer(8));

/**
 * The exact decimal expansion of a positive finite double: its significant digits (no leading
 * zero) and the power of ten of the first one (`1.5` → `{ digits: '15', exponent: 0 }`).
 */
function exactDecimal(value: number): { digits: string; exponent: number } {
  VIEW.setFloat64(0, value);
  const hi = VIEW.getUint32(0);
  const lo = VIEW.getUint32(4);
  const biased = (hi >>> 20) & 0x7ff;
  let mantissa = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let exp2 = -1074;
  if (biased !== 0) {
    mantissa |= 1n << 52n;
    exp2 = biased - 1075;
  }
  // value = mantissa × 2^exp2 = (mantissa × 5^k) × 10^-k when exp2 = -k.
  const digits = exp2 >= 0 ? (mantissa << BigInt(exp2)).toString() : (mantissa * 5n ** BigInt(-exp2)).toString();
  const scale = exp2 >= 0 ? 0 : exp2;
  return { digits, exponent: digits.length - 1 + scale };
}
