import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built page, as a learner's browser receives it before any script runs.
describe('the built index.html holds the hub’s first screen', () => {
  const out = mkdtempSync(join(tmpdir(), 'prerender-'));
  let html = '';
  beforeAll(async () => {
    await build({ root: join(import.meta.dirname, '..'), logLevel: 'error', build: { outDir: out, emptyOutDir: true } });
    html = readFileSync(join(out, 'index.html'), 'utf8');
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('shows the heading, the lede and the four jobs in their lanes', () => {
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<h1');
    expect(root).toContain('One sweep, four jobs');
    expect(root).toContain('A worker that claims a job holds a <strong>lease</strong>');
    for (const id of ['JOB-a', 'JOB-b', 'JOB-c', 'JOB-d']) expect(root).toContain(`data-job-id="${id}"`);
    expect(root).toMatch(/class="lane[^"]*"[\s\S]*pending[\s\S]*active[\s\S]*dead/);
  });

  it('keeps the page free of inline styles: the chips’ positions sit in a linked first-screen stylesheet', () => {
    expect(html).not.toMatch(/\sstyle=/);
    const link = /<link rel="stylesheet" href="\.\/(assets\/first-screen-[0-9a-f]{8}\.css)" data-first-screen>/.exec(html);
    expect(link).not.toBeNull();
    expect(readdirSync(join(out, 'assets'))).toContain(link![1]!.slice('assets/'.length));
    expect(readFileSync(join(out, link![1]!), 'utf8')).toMatch(/^#root>:nth-child\(1\)>.*\{.*(left|top|height|transform):/m);
  });
});
