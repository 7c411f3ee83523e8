const NON_ASCII = /[^\x00-\x7f]/;

/**
 * Upper-cases ASCII letters only, as Redis's `strcasecmp` compares in the C locale: `ıncr` and
 * `HEXıſTS` stay what they are (JavaScript's `toUpperCase` would make them `INCR`, `HEXISTS`).
 */
export function asciiUpper(word: string): string {
  if (!NON_ASCII.test(word)) return word.toUpperCase();
  return word.replace(/[a-z]+/g, (m) => m.toUpperCase());
}

/**
 * An option word (NX, WITHSCORES, LEFT, …) as Redis compares it: `strcasecmp` stops at a NUL
 * byte, so `nx\0zz` is NX; ASCII letters only are folded. Compare the result with the upper-case
 * option name.
 */
export function optionWord(word: string): string {
  const nul = word.indexOf('\0');
  return asciiUpper(nul === -1 ? word : word.slice(0, nul));
}
