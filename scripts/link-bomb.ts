// `npx tsx scripts/link-bomb.ts [--old-200m] [--chromium]`: how long a hub link's `#scenario=1.<data>` takes to
// read when its data is a decompression bomb (a link's size bound), with lz-string's own decompressor (what
// the page used) and with the bounded one it uses now (src/sim/story/boundedDecompress.ts), which
// stops at the 4 MiB file limit. `--old-200m` also runs lz-string on the 44,554-character bomb that
// expands to 200,000,000 characters (about 400 MB of string; it crashed a browser tab).
import lz from 'lz-string';
import { bombChars, lzBomb } from '../test/support/lzBomb';
import { readStoryLink } from '../src/sim/story/storyLink';

const fmt = (n: number) => n.toLocaleString('en-US');

function time<T>(run: () => T): { ms: number; value: T | Error } {
  const start = performance.now();
  let value: T | Error;
  try {
    value = run();
  } catch (e) {
    value = e as Error;
  }
  return { ms: performance.now() - start, value };
}

for (const codes of [10_000, 20_000]) {
  const data = lzBomb(codes);
  console.log(`bomb: ${fmt(data.length + 2)} characters of #scenario=1.<data>, expanding to ${fmt(bombChars(codes))} characters`);
  if (codes === 10_000 || process.argv.includes('--old-200m')) {
    // What readStoryLink did before: decompress it all, then JSON.parse (which refused it as "damaged").
    const old = time(() => {
      const text = lz.decompressFromEncodedURIComponent(data) ?? '';
      try {
        JSON.parse(text);
      } catch {
        // the old reader's "is damaged: … not JSON"
      }
      return text.length;
    });
    const out = old.value instanceof Error ? old.value.message : `${fmt(old.value)} characters built, then refused as damaged (not JSON)`;
    console.log(`  before (lz-string, then JSON.parse): ${old.ms.toFixed(0)} ms, ${out}`);
  } else {
    console.log('  before (lz-string): not run (--old-200m runs it)');
  }
  const now = time(() => readStoryLink(`1.${data}`));
  console.log(`  after (readStoryLink, bounded): ${now.ms.toFixed(1)} ms, ${now.value instanceof Error ? `refused: ${now.value.message}` : 'read'}`);
}

// `--chromium`: the same two decoders inside headless Chromium (the tab the issue measured).
if (process.argv.includes('--chromium')) {
  const { build } = await import('esbuild');
  const { chromium } = await import('@playwright/test');
  const { chromiumPath } = await import('./chromiumPath');
  const { readFileSync } = await import('node:fs');
  const bundled = await build({
    entryPoints: [new URL('../src/sim/story/boundedDecompress.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'bounded',
  });
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: readFileSync(new URL('../node_modules/lz-string/libs/lz-string.js', import.meta.url), 'utf8') });
    await page.addScriptTag({ content: bundled.outputFiles[0]!.text });
    for (const codes of [10_000, 20_000]) {
      const data = lzBomb(codes);
      const run = (which: 'old' | 'new') =>
        page.evaluate(
          ([d, w]) => {
            const g = globalThis as unknown as {
              LZString: { decompressFromEncodedURIComponent(s: string): string | null };
              bounded: { decompressUriSafeBounded(s: string, max: number): unknown };
            };
            const start = performance.now();
            const out = w === 'old' ? g.LZString.decompressFromEncodedURIComponent(d)?.length : g.bounded.decompressUriSafeBounded(d, 4 * 1024 * 1024);
            return { ms: performance.now() - start, out: JSON.stringify(out) };
          },
          [data, which] as const,
        );
      const after = await run('new');
      console.log(`chromium, ${fmt(data.length + 2)}-character bomb: after ${after.ms.toFixed(1)} ms (${after.out})`);
      const before = await run('old').catch((e: Error) => ({ ms: NaN, out: `the tab failed: ${e.message.split('\n')[0]}` }));
      console.log(`chromium, ${fmt(data.length + 2)}-character bomb: before ${before.ms.toFixed(0)} ms (${before.out} characters)`);
    }
  } finally {
    await browser.close();
  }
}
