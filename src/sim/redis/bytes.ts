/**
 * Compares two strings by their UTF-8 bytes, as Redis's memcmp-then-length rule does for equal
 * scores in a sorted set (docs/model.md "Keyspace": `Job:3 < job:1 < job:10 < job:2`).
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

/**
 * How many bytes `s` takes in UTF-8 as a client sends it (a lone surrogate counts as U+FFFD, 3 bytes,
 * as `TextEncoder` and Node's `Buffer.from` write it): for Redis's byte-length limits such as
 * `zset-max-listpack-value` (64), a RESP bulk string's length, and a file's size limit. Counting
 * stops once it passes `stopAfter`, so a huge text is measured only as far as a limit needs.
 */
export function utf8Length(s: string, stopAfter = Infinity): number {
  let n = 0;
  for (let i = 0; i < s.length && n <= stopAfter; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

const LONE_SURROGATE = /[\ud800-\udfff]/;

/**
 * A string as the bytes Redis receives: UTF-8, where a lone UTF-16 surrogate (which UTF-8 cannot
 * carry) becomes U+FFFD, as a client's UTF-8 encoder writes it. So `"\ud800"` and `"\ufffd"`
 * name the same member. Source: WHATWG Encoding (UTF-8 encode), Redis strings are bytes.
 */
export function toWireString(s: string): string {
  if (!LONE_SURROGATE.test(s)) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      out += s[i]! + s[i + 1]!;
      i++;
    } else out += c >= 0xd800 && c <= 0xdfff ? '\ufffd' : s[i]!;
  }
  return out;
}

/** `toWireString` over a command's words; the same array when none needs a change. */
export function toWireArgv(argv: readonly string[]): readonly string[] {
  for (let i = 0; i < argv.length; i++) if (LONE_SURROGATE.test(argv[i]!)) return argv.map(toWireString);
  return argv;
}
