import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const LAYER_READMES = ['src/sim/README.md', 'src/model/README.md', 'src/store/README.md', 'src/ui/README.md', 'src/embed/README.md', 'src/replay/README.md', 'test/README.md'];

/** Every repository path a document names: `src/…`, `test/…`, `e2e/…`, `docs/…`, `scripts/…` (globs and placeholders left out). */
function pathsNamedIn(text: string): string[] {
  const found = text.match(/(?<![\w/.-])(?:src|test|e2e|docs|scripts)\/[\w./-]*[\w/]/g) ?? [];
  return [...new Set(found)].filter((p) => !/[<*]/.test(p) && !p.includes('..'));
}

describe('ARCHITECTURE.md and the layer READMEs', () => {
  it('keeps ARCHITECTURE.md to one page', () => {
    const lines = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(80);
  });

  it('has a README in each layer folder that ARCHITECTURE.md points to', () => {
    const architecture = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8');
    for (const readme of LAYER_READMES) {
      expect(existsSync(join(root, readme)), readme).toBe(true);
      expect(architecture, readme).toContain(readme);
    }
  });

  it('names only paths that exist', () => {
    const missing: string[] = [];
    for (const doc of ['ARCHITECTURE.md', ...LAYER_READMES]) {
      const text = readFileSync(join(root, doc), 'utf8');
      for (const p of pathsNamedIn(text)) {
        // dist/… and .tmp/… are build output; a path may end in a sentence's full stop.
        const clean = p.replace(/\.$/, '');
        if (!existsSync(join(root, clean))) missing.push(`${doc}: ${clean}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
