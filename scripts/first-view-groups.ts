/**
 * `npx tsx scripts/first-view-groups.ts [depth]` — what the first view's JS is made of: builds the
 * page with source maps into a temporary folder, takes the scripts dist/index.html loads (the entry
 * and its modulepreloads, as `firstViewBytes` in bench-page.ts counts them), attributes every
 * generated character to its source file through the source map, and prints each group's size:
 * raw characters and gzip -9 bytes of that group's code alone (a package under node_modules, or a
 * source folder `depth` levels deep, default 3: src/ui/app). Groups compress separately, so their
 * sum exceeds the chunk's own gzip size by a little; compare groups, not the sum.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = join(import.meta.dirname, '..');
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Each source file's share of one generated file, from its source map (VLQ mappings, v3). */
function sourcesOf(code: string, map: { sources: string[]; mappings: string }, into: Map<string, string[]>): void {
  const lines = code.split('\n');
  let src = 0;
  map.mappings.split(';').forEach((segments, li) => {
    const line = lines[li] ?? '';
    let col = 0;
    let prev: { s: string; c: number } | null = null;
    for (const seg of segments ? segments.split(',') : []) {
      const vals: number[] = [];
      let v = 0;
      let shift = 0;
      for (const ch of seg) {
        let d = B64.indexOf(ch);
        const more = d & 32;
        d &= 31;
        v += d << shift;
        if (more) shift += 5;
        else {
          vals.push(v & 1 ? -(v >> 1) : v >> 1);
          v = 0;
          shift = 0;
        }
      }
      col += vals[0]!;
      if (vals.length > 1) src += vals[1]!;
      if (prev) (into.get(prev.s) ?? into.set(prev.s, []).get(prev.s)!).push(line.slice(prev.c, col));
      prev = { s: map.sources[src]!, c: col };
    }
    if (prev) (into.get(prev.s) ?? into.set(prev.s, []).get(prev.s)!).push(line.slice(prev.c));
  });
}

const depth = Number(process.argv[2] ?? 3);
const out = mkdtempSync(join(tmpdir(), 'first-view-'));
try {
  const b = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--sourcemap', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (b.status !== 0) throw new Error('vite build failed');
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  const scripts = [...new Set([...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  const bySource = new Map<string, string[]>();
  for (const f of scripts) {
    let map;
    try {
      map = JSON.parse(readFileSync(join(out, `${f}.map`), 'utf8'));
    } catch {
      continue; // a classic script the build writes without a map (the first-screen script)
    }
    sourcesOf(readFileSync(join(out, f), 'utf8'), map, bySource);
  }
  const groups = new Map<string, string[]>();
  for (const [s, parts] of bySource) {
    const p = s.replace(/.*node_modules\//, 'node_modules/').replace(/^.*?\/(src|scripts)\//, '$1/');
    const key = p.split('/').slice(0, p.startsWith('node_modules/') ? 2 : depth).join('/');
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(...parts);
  }
  console.log(`First view's JS by source (${scripts.join(', ')}):`);
  const rows = [...groups].map(([k, parts]) => ({ k, raw: parts.join('').length, gz: gzipSync(parts.join(''), { level: 9 }).length })).sort((a, b) => b.gz - a.gz);
  for (const r of rows) console.log(`  ${r.k.padEnd(36)} ${String(r.raw).padStart(8)} chars  ${(r.gz / 1000).toFixed(1).padStart(6)} kB gzip`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
