/**
 * A whole number with a comma between each group of three digits, as `toLocaleString('en-US')`
 * writes it (`100,000`, `-1,234`), without loading the browser's locale data: the first
 * `toLocaleString` call of a page costs tens of milliseconds, inside the render that makes it.
 * Throws a RangeError for a number that is not a safe integer.
 */
export function groupThousands(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`groupThousands needs a safe integer, got ${n}`);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
