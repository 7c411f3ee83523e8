/**
 * lz-string 1.5.0's `decompressFromEncodedURIComponent`, ported so that it stops at a size limit.
 * lz-string builds the whole output before anyone can measure it, and a few kilobytes of its codes
 * can spell tens of millions of characters (each code may name the entry the previous code just
 * made, one character longer): a 20,915-character link expands to 50,000,000 characters and
 * blocks the tab for seconds; a 44,871-character one crashes it. This loop is lz-string's own,
 * bit for bit, for the URI-safe alphabet (A–Z a–z 0–9 + - $, a space read as `+`), so every link
 * lz-string wrote reads back exactly as before; it only counts what it has written and gives up
 * before an entry would take the output past `maxChars`.
 *
 * Source: lz-string 1.5.0, libs/lz-string.js (`_decompress`, `decompressFromEncodedURIComponent`),
 * https://github.com/pieroxy/lz-string
 */

const URI_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE = new Map([...URI_SAFE].map((ch, i) => [ch, i]));

/** The output would be longer than the limit: decompression stopped there. */
export interface OverLimit {
  overLimit: true;
  /** The limit that was reached, in UTF-16 code units (characters of a JavaScript string). */
  maxChars: number;
}

/**
 * The text `input` (lz-string's URI-safe output) decompresses to, at most `maxChars` UTF-16 code
 * units long. Returns `{overLimit: true}` as soon as the output would pass `maxChars` (the work done
 * is bounded by `maxChars` plus the input's length), null for data that is not lz-string's (a
 * code naming no entry, data that ends before its end mark) and `''` for empty data, as lz-string
 * does. Never throws.
 */
export function decompressUriSafeBounded(input: string, maxChars: number): string | null | OverLimit {
  if (input === '') return null;
  const length = input.length;
  // A character outside the alphabet reads as 0, as lz-string's lookup (undefined & bit) does.
  const valueAt = (index: number): number => VALUE.get(input.charAt(index) === ' ' ? '+' : input.charAt(index)) ?? 0;
  const resetValue = 32;
  let val = valueAt(0);
  let position = resetValue;
  let index = 1;
  const read = (bitCount: number): number => {
    let bits = 0;
    for (let power = 1, i = 0; i < bitCount; i++, power *= 2) {
      const bit = val & position;
      position >>= 1;
      if (position === 0) {
        position = resetValue;
        val = valueAt(index++);
      }
      if (bit > 0) bits += power;
    }
    return bits;
  };

  const dictionary: string[] = [];
  let enlargeIn = 4;
  let dictSize = 4;
  let numBits = 3;
  const first = read(2);
  if (first === 2) return '';
  // lz-string reads a first code of 3 as an undefined entry; its compressor never writes one.
  if (first !== 0 && first !== 1) return null;
  let w = String.fromCharCode(read(first === 0 ? 8 : 16));
  dictionary[3] = w;
  const result: string[] = [w];
  let written = 1;
  if (written > maxChars) return { overLimit: true, maxChars };

  for (;;) {
    if (index > length) return '';
    let c = read(numBits);
    if (c === 2) return result.join('');
    if (c === 0 || c === 1) {
      dictionary[dictSize++] = String.fromCharCode(read(c === 0 ? 8 : 16));
      c = dictSize - 1;
      enlargeIn--;
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: string;
    const known = dictionary[c];
    if (known) entry = known;
    else if (c === dictSize) entry = w + w.charAt(0);
    else return null;
    // Measured before the entry is used: `length` of a joined string costs nothing, reading its characters may flatten it.
    written += entry.length;
    if (written > maxChars) return { overLimit: true, maxChars };
    result.push(entry);
    dictionary[dictSize++] = w + entry.charAt(0);
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
