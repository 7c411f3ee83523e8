import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spacingUnder, spacingValues, stylesheetsUnder } from '../support/cssSpacing';

const ROOT = join(__dirname, '..', '..');
const UI = join(ROOT, 'src', 'ui');
const TOKENS = join(UI, 'theme', 'tokens.css');

describe('the stylesheets under src/ui', () => {
  it('space every margin, padding, gap and inset with a spacing token, never a raw px value', () => {
    const raw = spacingUnder(UI)
      .filter((s) => s.file !== TOKENS)
      .flatMap((s) => s.values.filter((v) => v.raw && !v.hairline).map((v) => `${relative(ROOT, s.file)}:${v.line}: ${v.property}: ${v.declaration}`));
    expect(raw).toEqual([]);
  });

  it('read only spacing tokens the token layer defines', () => {
    const defined = new Set([...readFileSync(TOKENS, 'utf8').matchAll(/(--space-[0-9-]+)\s*:/g)].map((m) => m[1]));
    const missing = stylesheetsUnder(UI).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--space-[0-9-]+)\)/g)].filter((m) => !defined.has(m[1])).map((m) => `${relative(ROOT, file)}: ${m[1]}`),
    );
    expect(missing).toEqual([]);
  });

  it('keep each component’s rules in a file named after it, which its view’s stylesheet imports once', () => {
    // A Capitalised stylesheet is a component's part: the shadow root's glob skips it (src/embed/shadowStyles.ts)
    // and reads it through the one lowercase file beside it that @imports it.
    const files = stylesheetsUnder(UI);
    const parts = files.filter((f) => /^[A-Z]/.test(basename(f)));
    const importedBy = (part: string) =>
      files.filter((f) => f !== part && new RegExp(`@import '\\./${basename(part).replace(/\./g, '\\.')}';`).test(readFileSync(f, 'utf8')));
    const stray = parts.filter((p) => importedBy(p).length !== 1 || /^[A-Z]/.test(basename(importedBy(p)[0]!)) || dirname(importedBy(p)[0]!) !== dirname(p));
    expect(parts.length).toBeGreaterThan(0);
    expect(stray.map((f) => relative(ROOT, f))).toEqual([]);
  });
});

describe('the spacing check', () => {
  it('finds a raw px value in a spacing property, shorthand, single-line rule or calc() alike', () => {
    const found = spacingValues(`.a {\n  padding: 6px var(--space-2);\n}\n.b { top: calc(100% + 4px); }\n.c { margin-left: -18px; }`);
    expect(found.filter((v) => v.raw).map((v) => [v.line, v.property, v.value])).toEqual([
      [2, 'padding', '6px'],
      [4, 'top', '4px'],
      [5, 'margin-left', '-18px'],
    ]);
  });

  it('lets 0, a ±1px hairline, a var() fallback, a token and a calc() factor pass, and reads no width or border', () => {
    const css = `.a { margin: 0 1px; gap: var(--space-1); padding: var(--stalled-recovery-pad, 16px); top: calc(var(--space-4-5) * -1); margin-left: -1px; width: 12px; border: 2px solid; }`;
    const found = spacingValues(css);
    expect(found.filter((v) => v.raw && !v.hairline)).toEqual([]);
    expect(found.map((v) => v.value)).toEqual(['0', '1px', 'var(--space-1)', 'var(--stalled-recovery-pad, 16px)', 'var(--space-4-5)', '-1px']);
  });

  it('does not read a spacing value inside a comment', () => {
    expect(spacingValues('/* padding: 6px; */ .a { color: red; }')).toEqual([]);
  });
});
