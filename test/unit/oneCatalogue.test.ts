import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sentenceLiterals } from '../support/sentenceLiterals';

const ROOT = resolve(__dirname, '../..');

describe('every learner-facing sentence is in the catalogue', () => {
  it('no component or UI module under src/ui writes a sentence of its own', () => {
    const found = sentenceLiterals(resolve(ROOT, 'src/ui')).map((f) => `${relative(ROOT, f.file)}:${f.line}: ${f.text}`);
    expect(found).toEqual([]);
  });

  it('the finder does find a sentence written in a component (so the check above can fail)', async () => {
    const { writeFileSync, mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(resolve(tmpdir(), 'literals-'));
    try {
      writeFileSync(resolve(dir, 'Widget.tsx'), [
        "export const Widget = () => <p className=\"hub-lane is-active\">The lease has expired.</p>;",
        "export const label = 'Step the sweep';",
        "// developer text: a key name",
        "export const key = 'Shift Enter';",
      ].join('\n'));
      expect(sentenceLiterals(dir).map((f) => f.text)).toEqual(['Step the sweep', 'The lease has expired.']);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
