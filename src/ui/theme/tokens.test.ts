import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..', '..');
const TOKENS = 'ui/theme/tokens.css';

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) ? [path] : [];
  });
}

const stylesheets = files(SRC, /\.css$/).map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const components = files(SRC, /\.tsx$/).map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const RAW_COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|:\s*(?:[^;{}]*\s)?(?:white|black|red|green|blue|gray|grey|orange|yellow|purple|pink|silver)\b/;

/** Each line of `text` that `pattern` finds, as "file:line: text". */
function hits(file: string, text: string, pattern: RegExp): string[] {
  return text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('the token layer', () => {
  it('is the only stylesheet with a raw colour in it', () => {
    const found = stylesheets.filter((s) => s.file !== TOKENS).flatMap((s) => hits(s.file, withoutComments(s.text), RAW_COLOUR));
    expect(found).toEqual([]);
  });

  it('leaves no raw colour in a component: SVG paints and inline styles use tokens or classes', () => {
    const paint = /\b(?:fill|stroke|color|background|stopColor|floodColor)\s*[=:]\s*[{'"`]*\s*(?:#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\()/;
    expect(components.flatMap((c) => hits(c.file, c.text, paint))).toEqual([]);
  });

  it('defines every token a stylesheet reads (but the hooks a host page sets, --stalled-recovery-*)', () => {
    const defined = new Set(stylesheets.flatMap((s) => [...s.text.matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1])));
    const missing = stylesheets.flatMap((s) =>
      [...withoutComments(s.text).matchAll(/var\((--[a-z0-9-]+)/g)].filter((m) => !defined.has(m[1]) && !m[1]!.startsWith('--stalled-recovery-')).map((m) => `${s.file}: ${m[1]}`),
    );
    expect(missing).toEqual([]);
  });

  it('sizes all type from the scale (or relative to the parent, in em)', () => {
    const offScale = /\bfont(?:-size)?\s*:(?![^;]*var\(--text-)(?![^;]*\d(?:\.\d+)?em\b)(?![^;]*\binherit\b)[^;]*;/;
    expect(stylesheets.filter((s) => s.file !== TOKENS).flatMap((s) => hits(s.file, withoutComments(s.text), offScale))).toEqual([]);
  });

  it('rounds every corner with a radius token', () => {
    const raw = /border-radius\s*:(?![^;]*var\(--radius)[^;]*\d[^;]*;/;
    expect(stylesheets.filter((s) => s.file !== TOKENS).flatMap((s) => hits(s.file, withoutComments(s.text), raw))).toEqual([]);
  });

  it('uses only the three breakpoints of the token table, in media and container queries alike', () => {
    const widths = stylesheets.flatMap((s) => [...s.text.matchAll(/@(?:media|container)[^{]*?\((?:max|min)-width:\s*([^)]+)\)/g)].map((m) => m[1]));
    expect(new Set(widths)).toEqual(new Set(['640px', '860px', '1100px']));
  });
});

/** The selectors (and at-rule preludes) of a stylesheet's top-level rules; nested rules inherit their scope. */
function topLevel(css: string): string[] {
  const tops: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') {
      if (depth === 0) tops.push(css.slice(start, i).trim());
      depth++;
    } else if (css[i] === '}') {
      depth--;
      if (depth === 0) start = i + 1;
    } else if (css[i] === ';' && depth === 0) start = i + 1;
  }
  return tops;
}

describe('scoped styles', () => {
  it('style the document itself only in the page reset, which only main.tsx imports', () => {
    const isDocument = (sel: string) => sel.split(',').some((part) => /^(?:html|body|:root|\*)$/.test(part.trim()));
    const documentStyled = stylesheets.filter((s) => topLevel(withoutComments(s.text)).some(isDocument)).map((s) => s.file);
    expect(documentStyled).toEqual(['ui/app/page.css']);
    const importers = [...components, ...files(SRC, /\.ts$/).map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }))]
      .filter((c) => /^import '[^']*\/page\.css';$/m.test(c.text))
      .map((c) => c.file);
    expect(importers).toEqual(['main.tsx']);
  });

  it('wrap every other rule in a widget root or the page root', () => {
    // Each selector of the list starts at a root: :where(…) or :is(…) of .page, [data-widget] or [data-theme].
    const ROOTED = /^(?::where|:is)\((?:\.page|\[data-widget\]|\[data-theme)/;
    const unscoped = stylesheets
      .filter((s) => s.file !== 'ui/app/page.css')
      .flatMap((s) => topLevel(withoutComments(s.text)).filter((sel) => !sel.startsWith('@media') && !ROOTED.test(sel)).map((sel) => `${s.file}: ${sel}`));
    expect(unscoped).toEqual([]);
  });
});
