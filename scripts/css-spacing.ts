/**
 * `npx tsx scripts/css-spacing.ts [dir] [--list]` — how many spacing values (margin, padding, gap,
 * inset/top/left…) in the stylesheets under a folder (default src/ui) are raw px rather than
 * spacing tokens (src/ui/theme/tokens.css). 0 and ±1px hairlines are not counted as raw; --list
 * prints each raw one as file:line.
 */
import { relative } from 'node:path';
import { spacingUnder } from '../test/support/cssSpacing';

const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'src/ui';
let total = 0;
let raw = 0;
let hairlines = 0;
for (const { file, values } of spacingUnder(dir)) {
  total += values.length;
  const rawHere = values.filter((v) => v.raw && !v.hairline);
  raw += rawHere.length;
  hairlines += values.filter((v) => v.hairline).length;
  if (process.argv.includes('--list')) for (const v of rawHere) console.log(`${relative('.', file)}:${v.line}: ${v.property}: ${v.declaration}`);
}
console.log(`${raw} raw px of ${total} spacing values under ${dir} (and ${hairlines} ±1px hairlines, allowed)`);
