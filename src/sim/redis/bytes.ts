/**
 * Compares two strings by their UTF-8 bytes, as Redis's memcmp-then-length rule does for equal
 * scores in a sorted set (MODEL.md "Keyspace": `Job:3 < job:1 < job:10 < job:2`).
 * UTF-8 byte order equals code-point order; UTF-16 code-unit order (JS `<`) differs only when a
 * surrogate pair meets a character in U+E000..U+FFFF, so that case is compared by code point.
 * Returns a negative number, zero or a positive number.
 */
export function compareBytes(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      if (x >= 0xd800 && y >= 0xd800) return (a.codePointAt(i) ?? x) - (b.codePointAt(i) ?? y) || x - y;
      return x - y;
    }
  }
  return a.length - b.length;
}

/** Sorts strings by their bytes (a new array). */
export function sortByBytes(values: Iterable<string>): string[] {
  return [...values].sort(compareBytes);
}
