import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A clone must build, test and explain itself with nothing beside it, and its text must mean
 * something to a reader on another machine: no path of one machine, no pointer to the team's folder
 * beside the checkout (only the test that compares the recorded cases with their originals may look
 * there), and no number of a tracker a reader cannot see.
 */
const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.tmp', 'test-results', 'playwright-report']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|lua|css|html|sh|svg|txt|yml|yaml)$|^(\.ci\/run|LICENSE|\.gitignore|\.npmrc|\.env)$/;
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));
const CASES_CHECK = 'test/unit/recordedCasesMatchTheirSource.test.ts';

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* textFiles(join(dir, entry.name));
    } else {
      const rel = relative(ROOT, join(dir, entry.name));
      if (TEXT.test(entry.name) || TEXT.test(rel)) yield rel;
    }
  }
}

/** The files of the tree: those git tracks in a checkout (a developer's scratch files aside), else every text file. */
function treeFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((f) => f !== '' && (TEXT.test(f) || TEXT.test(f.split('/').pop()!)));
  } catch {
    return [...textFiles(ROOT)];
  }
}

/** `file:line: text` for every line of the tree (but `except`) that `pattern` matches. */
function findings(pattern: RegExp, except: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const file of treeFiles()) {
    if (file === THIS_FILE || except.includes(file) || file === 'package-lock.json') continue;
    if (statSync(join(ROOT, file)).size > 4_000_000) continue;
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (pattern.test(line)) out.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
  }
  return out;
}

describe('the repository stands on its own', () => {
  it('never points at the team folder beside the checkout, but in the test that compares the recorded cases', () => {
    expect(findings(new RegExp(['\\.\\.', 'shared'].join('/')), [CASES_CHECK])).toEqual([]);
  });

  it('holds no path of one machine (home folders, the team workspace, a fixed temporary folder)', () => {
    const machine = new RegExp(`(^|[^\\w.~-])/(${['work', 'home', 'Users', 'root', 'tmp', 'mnt'].join('|')})/|[A-Z]:\\\\Users\\\\`);
    expect(findings(machine)).toEqual([]);
  });

  it('cites no tracker number a reader cannot open', () => {
    expect(findings(new RegExp(['iss', 'ue [0-9]'].join(''), 'i'))).toEqual([]);
  });

  it('documents its formats and its model in docs/, and says how it may be used', () => {
    for (const f of ['docs/scenario-format.md', 'docs/model.md', 'docs/emq-scenario-1.schema.json', 'LICENSE']) {
      expect(statSync(join(ROOT, f)).size, f).toBeGreaterThan(500);
    }
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  });
});
