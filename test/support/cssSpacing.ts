import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The spacing properties: the space around and between boxes (margin, padding, gap, the inset
 * family and scroll margins). Widths, heights, borders, radii and font sizes are not spacing.
 */
const SPACING = String.raw`(?:margin|padding|scroll-margin|scroll-padding)(?:-(?:top|right|bottom|left|inline|block)(?:-(?:start|end))?)?|gap|row-gap|column-gap|grid-gap|inset(?:-(?:inline|block)(?:-(?:start|end))?)?|top|right|bottom|left`;
const DECLARATION = new RegExp(String.raw`(^|[{;\s])(${SPACING})\s*:\s*([^;{}]+?)\s*(?=[;}])`, 'g');

/** One length in a spacing declaration: where it is, and whether it is a raw px value. */
export interface SpacingValue {
  /** 1-based line of the declaration. */
  line: number;
  property: string;
  /** The whole declared value, e.g. `6px var(--space-2)`. */
  declaration: string;
  /** This one value: `6px`, `var(--space-2)`, `0`, `50%`, `auto`, `1em`. */
  value: string;
  /** A px length other than 0 written out, not through a token. */
  raw: boolean;
  /** ±1px: a hairline, tied to a 1px border or a 2px rule it centres, not to the spacing rhythm. */
  hairline: boolean;
}

/** `css` with its comments blanked out, newlines kept, so line numbers still hold. */
function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
}

/**
 * Every value of every spacing declaration in a stylesheet's text, in order. A `var(…)` counts
 * as one value whatever its fallback holds (a fallback is the host page's hook, not ours to tokenise).
 * Shape: `[{ line, property, declaration, value, raw, hairline }]`.
 */
export function spacingValues(css: string): SpacingValue[] {
  const text = withoutComments(css);
  const out: SpacingValue[] = [];
  for (const m of text.matchAll(DECLARATION)) {
    const [, lead, property, declaration] = m as unknown as [string, string, string, string];
    const line = text.slice(0, m.index + lead.length).split('\n').length;
    // Each var(…), nested parentheses and all, stands as one word, so its fallback is not read.
    const vars = collectVars(declaration);
    const flat = vars.reduce((acc, call) => acc.replace(call, ' VAR '), declaration);
    let v = 0;
    // A bare number other than 0 is a calc() factor (`* -1`), not a length.
    for (const t of flat.matchAll(/VAR|-?\d*\.?\d+(?:[a-z]+|%)|(?<![\w.])0(?![\w.])|\bauto\b/gi)) {
      const value = t[0] === 'VAR' ? (vars[v++] ?? 'var(…)') : t[0];
      const px = /^(-?\d*\.?\d+)px$/i.exec(value);
      const n = px ? Math.abs(Number(px[1])) : 0;
      out.push({ line, property, declaration, value, raw: n !== 0, hairline: n === 1 });
    }
  }
  return out;
}

/** The top-level var(…) calls of a value, in order, with their parentheses balanced. */
function collectVars(value: string): string[] {
  const found: string[] = [];
  for (let i = value.indexOf('var('); i >= 0; i = value.indexOf('var(', i)) {
    let depth = 0;
    let j = i + 3;
    for (; j < value.length; j++) {
      if (value[j] === '(') depth++;
      else if (value[j] === ')' && --depth === 0) break;
    }
    found.push(value.slice(i, j + 1));
    i = j + 1;
  }
  return found;
}

/** Every .css file under `dir`, recursively, sorted. */
export function stylesheetsUnder(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? stylesheetsUnder(path) : name.endsWith('.css') ? [path] : [];
    })
    .sort();
}

/** The spacing values of each stylesheet under `dir`: `[{ file, values }]`. */
export function spacingUnder(dir: string): { file: string; values: SpacingValue[] }[] {
  return stylesheetsUnder(dir).map((file) => ({ file, values: spacingValues(readFileSync(file, 'utf8')) }));
}
