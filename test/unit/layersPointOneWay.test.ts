import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every relative import of a file, resolved to a path from the repository root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"?]+)/g)].map((m) => m[1]);
  return specs.map((spec) => relative(ROOT, resolve(file, '..', spec)));
}

function crossings(layer: string, forbidden: string[]): string[] {
  return sources(join(ROOT, layer)).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.some((f) => target === f || target.startsWith(`${f}/`)))
      .map((target) => `${relative(ROOT, file)} imports ${target}`),
  );
}

describe('the layers import downwards only', () => {
  it('the simulator (src/sim) imports nothing from the view models, the store, the UI or the element', () => {
    expect(crossings('src/sim', ['src/model', 'src/store', 'src/ui', 'src/embed', 'src/frames'])).toEqual([]);
  });

  it('the view models (src/model) import the simulator but never the store, the UI or the element', () => {
    expect(crossings('src/model', ['src/store', 'src/ui', 'src/embed', 'src/frames'])).toEqual([]);
    expect(sources(join(ROOT, 'src/model')).some((file) => importsOf(file).some((t) => t.startsWith('src/sim/')))).toBe(true);
  });

  it('the store (src/store) imports the simulator and the view models, never the UI or the element', () => {
    expect(crossings('src/store', ['src/ui', 'src/embed', 'src/frames'])).toEqual([]);
  });

  it('the Node tools (src/replay, src/cli) import the simulator, never a view, the store or the page', () => {
    expect(crossings('src/replay', ['src/model', 'src/store', 'src/ui', 'src/embed', 'src/frames'])).toEqual([]);
    expect(crossings('src/cli', ['src/model', 'src/store', 'src/ui', 'src/embed', 'src/frames'])).toEqual([]);
  });

  it('frames.js imports nothing of ours but the element\'s measured heights', () => {
    expect(crossings('src/frames', ['src/sim', 'src/model', 'src/store', 'src/ui'])).toEqual([]);
  });

  it('the view models stay framework-free: no React, no DOM, no wall clock, no unseeded randomness', () => {
    const offences = sources(join(ROOT, 'src/model')).filter((file) => {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '');
      return /from ['"](react|react-dom|zustand|d3-selection)['"/]|\bDate\.now\s*\(|\bMath\.random\s*\(|\b(window|document|localStorage)\./.test(code);
    });
    expect(offences.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
