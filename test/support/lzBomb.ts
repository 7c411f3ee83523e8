/**
 * A decompression bomb in lz-string's URI-safe format, written directly (compressing the text it
 * expands to would take as long as the attack): one literal `a`, then `codes` codes that each name
 * the entry about to be made (lz-string's "c === dictSize" case: the previous entry plus its own
 * first character), so the k-th code writes k + 1 characters, then the end mark. The whole text
 * is `a` repeated `bombChars(codes)` times. Source: lz-string 1.5.0 `_decompress`.
 */
export function lzBomb(codes: number, char = 'a'): string {
  const URI_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
  let out = '';
  let acc = 0;
  let filled = 0;
  const write = (value: number, bitCount: number) => {
    // lz-string reads each value's bits low bit first, and each character's six bits high bit first.
    for (let i = 0; i < bitCount; i++) {
      acc = (acc << 1) | ((value >> i) & 1);
      if (++filled === 6) {
        out += URI_SAFE[acc];
        acc = 0;
        filled = 0;
      }
    }
  };
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  write(0, 2);
  write(char.charCodeAt(0), 8);
  for (let k = 0; k < codes; k++) {
    write(dictSize, numBits);
    dictSize++;
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
  write(2, numBits);
  // The decoder looks one character past the end mark before it stops.
  while (filled !== 0) write(0, 1);
  return `${out}A`;
}

/** How many characters `lzBomb(codes)` expands to: 1 + 2 + … + (codes + 1). */
export function bombChars(codes: number): number {
  return ((codes + 1) * (codes + 2)) / 2;
}
