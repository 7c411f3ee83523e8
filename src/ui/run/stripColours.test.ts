import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARK_PAINT } from './TimelineStrip';

const css = (file: string) => readFileSync(join(__dirname, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
// run.css is an index of @imports: the view's rules are in its component stylesheets beside it.
const RUN = readdirSync(__dirname).filter((f) => f.endsWith('.css')).map(css).join('\n');
const TOKENS = css('../theme/tokens.css');

/** A token's value in each theme: `light-dark(a, b)` gives both, a reference to another token is followed. */
function token(name: string): [string, string] {
  const local = new RegExp(`${name}:\\s*([^;]+);`).exec(RUN) ?? new RegExp(`${name}:\\s*([^;]+);`).exec(TOKENS);
  if (!local) throw new Error(`no ${name}`);
  return colour(local[1]!.trim());
}

function colour(value: string): [string, string] {
  const ref = /^var\((--[a-z0-9-]+)\)$/.exec(value);
  if (ref) return token(ref[1]!);
  const both = /^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i.exec(value);
  if (both) return [both[1]!, both[2]!];
  if (/^#[0-9a-f]{6}$/i.test(value)) return [value, value];
  throw new Error(`not a colour: ${value}`);
}

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('the strip marks’ colours', () => {
  it('stand out from the strip’s paper by at least 3:1 in the light and the dark theme', () => {
    const paper = token('--paper');
    const found: string[] = [];
    for (const [kind, property] of Object.entries(MARK_PAINT)) {
      const rule = new RegExp(`\\.run-strip__mark--${kind}\\s*\\{([^}]*)\\}`).exec(RUN);
      expect(rule, kind).not.toBeNull();
      const value = new RegExp(`(?:^|[;\\s])${property}:\\s*([^;]+);`).exec(rule![1]!)![1]!.trim();
      const [light, dark] = colour(value);
      found.push(`${kind} ${contrast(light, paper[0]) >= 3 ? 'ok' : `light ${contrast(light, paper[0]).toFixed(2)}`} ${contrast(dark, paper[1]) >= 3 ? 'ok' : `dark ${contrast(dark, paper[1]).toFixed(2)}`}`);
    }
    expect(found).toEqual(Object.keys(MARK_PAINT).map((k) => `${k} ok ok`));
  });
});
