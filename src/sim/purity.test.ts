import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// src/sim must run anywhere and replay identically: no framework, no DOM, no wall clock, no
// unseeded randomness. Comments may name these; code may not.
const FORBIDDEN: [RegExp, string][] = [
  [/from ['"](react|react-dom|zustand|d3-selection|d3-transition)['"/]/, 'imports a UI library'],
  [/\bDate\.now\s*\(|\bnew Date\s*\(/, 'reads the wall clock'],
  [/\bMath\.random\s*\(/, 'uses unseeded randomness'],
  [/\b(window|document|localStorage|performance)\./, 'touches the browser'],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s\/\/.*$/gm, '');
}

describe('the simulator core is framework-free and deterministic', () => {
  const files = sources(__dirname);

  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('no file in src/sim imports a UI library, reads the wall clock, uses Math.random or touches the browser', () => {
    const offences = files.flatMap((file) => {
      const text = code(readFileSync(file, 'utf8'));
      return FORBIDDEN.filter(([re]) => re.test(text)).map(([, why]) => `${relative(__dirname, file)} ${why}`);
    });
    expect(offences).toEqual([]);
  });
});
