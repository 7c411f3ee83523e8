import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One learner-facing sentence written in a component instead of the catalogue. `line` is 1-based. */
export interface SentenceLiteral {
  file: string;
  line: number;
  text: string;
}

/** Source files of a folder, tests and stories aside. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Blanks comments while keeping line numbers (a `//` inside a string such as a URL is left alone). */
function withoutComments(text: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  while (i < text.length) {
    const c = text[i];
    if (quote) {
      out += c;
      if (c === '\\') { out += text[i + 1] ?? ''; i += 2; continue; }
      if (c === quote) quote = null;
      i += 1;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
      continue;
    }
    if (c === '/' && text[i + 1] === '/' && !/[:'"`]$/.test(text.slice(Math.max(0, i - 1), i))) {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    out += c;
    i += 1;
  }
  return out;
}

// Two words of letters with a space between: prose, not an identifier, a key name or a CSS value.
const PROSE = /[A-Za-z][a-z]+[,.;:!?]?\s+[A-Za-z][a-z']*/;
// Strings that hold words but are not read by a learner: class lists, CSS, selectors, MIME types, key names.
const NOT_PROSE = [
  /^[a-z0-9_-]+( [a-z0-9_:-]+)*$/, // a class list ("hub-lane is-active") or a space-separated key list
  /^[\w-]+\([^)]*\)( [\w-]+\([^)]*\))*$/, // CSS functions
  /^(?:\d|var\(|calc\()/, // CSS values
  /^\[[^\]]+\]( \[[^\]]+\])*$/, // attribute selectors
  /^\([a-z-]+: [\w-]+\)( and \([a-z-]+: [\w-]+\))*$/, // media queries: (prefers-reduced-motion: reduce)
  /^[.#][\w-]+(?:[ >]+[\w.#-]+(?:\[[^\]]+\])?)*$/, // CSS selectors: .predict--dive input[type="radio"]
  /^(?:[a-z][\w-]*(?:\[[^\]]*\])?|\[[^\]]+\])(?:, ?(?:[a-z][\w-]*(?:\[[^\]]*\])?|\[[^\]]+\]))+$/, // selector lists: button, a[href], [role]
];

function isProse(text: string): boolean {
  const t = text.trim();
  if (!PROSE.test(t)) return false;
  return !NOT_PROSE.some((re) => re.test(t));
}

/**
 * The sentence literals of one file: quoted strings and JSX text of two or more words that are
 * not class lists or CSS. Template literals count by their text outside `${…}`.
 */
export function sentenceLiteralsIn(file: string): SentenceLiteral[] {
  const source = readFileSync(file, 'utf8');
  const text = withoutComments(source);
  // A line may say why its words are not the learner's: `// developer text: <why>` on it or the line above.
  const sourceLines = source.split('\n');
  const excused = (line: number) => [line - 1, line - 2].some((i) => /\/\/ developer text:/.test(sourceLines[i] ?? ''));
  const found: SentenceLiteral[] = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const strings = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  for (const m of text.matchAll(strings)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 12), m.index);
    if (/(?:from|import|import\(|require\()\s*$/.test(before)) continue;
    if (/className=\{?\s*$|class=\s*$/.test(before)) continue;
    if (/(?:new Error|console\.\w+)\(\s*$/.test(text.slice(Math.max(0, (m.index ?? 0) - 24), m.index))) continue;
    if (excused(lineAt(m.index ?? 0))) continue;
    const body = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
    if (isProse(body)) found.push({ file, line: lineAt(m.index ?? 0), text: body.trim().slice(0, 80) });
  }
  if (file.endsWith('.tsx')) {
    const jsxText = />([^<>{}`'"=]+)</g;
    for (const m of text.matchAll(jsxText)) {
      const body = m[1];
      if (/=>|&&|\|\|/.test(text.slice(Math.max(0, (m.index ?? 0) - 2), m.index ?? 0))) continue;
      // The `>` of an arrow starts code, not JSX text: `useMemo(() => (a ? b : c), [a]);` up to the next tag.
      if (text[(m.index ?? 0) - 1] === '=') continue;
      if (excused(lineAt(m.index ?? 0))) continue;
      if (/^\s*[)\];,|&]/.test(body) || /\b(?:as|extends|typeof|keyof)\b.*[(|;]/.test(body)) continue;
      // A generic's closing `>` followed by a call or a parameter list, not JSX: `f<T>(null);`, `g<S, A>(view: string, …`.
      if (/^\((?:\w+\??: |[^)]*\);)/.test(body)) continue;
      if (isProse(body)) found.push({ file, line: lineAt(m.index ?? 0), text: body.trim().slice(0, 80) });
    }
  }
  return found;
}

/** Every sentence literal under a folder. */
export function sentenceLiterals(dir: string): SentenceLiteral[] {
  return sourceFiles(dir).flatMap(sentenceLiteralsIn);
}
