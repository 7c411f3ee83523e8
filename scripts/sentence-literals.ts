/**
 * Prints the sentence literals left in a folder (default src/ui): learner-facing words written in a
 * component instead of the catalogue. `npx tsx scripts/sentence-literals.ts [dir] [--list]`.
 */
import { relative } from 'node:path';
import { sentenceLiterals } from '../test/support/sentenceLiterals';

const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'src/ui';
const found = sentenceLiterals(dir);
const perFile = new Map<string, number>();
for (const f of found) perFile.set(f.file, (perFile.get(f.file) ?? 0) + 1);
if (process.argv.includes('--list')) for (const f of found) console.log(`${relative('.', f.file)}:${f.line}: ${f.text}`);
else for (const [file, n] of [...perFile].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(4)}  ${relative('.', file)}`);
console.log(`${found.length} sentence literals in ${perFile.size} files under ${dir}`);
