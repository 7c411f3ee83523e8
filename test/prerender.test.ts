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
    expect(root).toContain('<strong>lease</strong> deadline slips into the past');
    for (const id of ['JOB-a', 'JOB-b', 'JOB-c', 'JOB-d']) expect(root).toContain(`data-job-id="${id}"`);
    expect(root).toMatch(/class="lane[^"]*"[\s\S]*pending[\s\S]*active[\s\S]*dead/);
  });

  it('keeps the page free of inline styles: the chips’ positions sit in a linked first-screen stylesheet', () => {
    expect(html).not.toMatch(/\sstyle=/);
    const link = /<link rel="stylesheet" href="\.\/(assets\/first-screen-[0-9a-f]{8}\.css)" data-first-screen>/.exec(html);
    expect(link).not.toBeNull();
    expect(readdirSync(join(out, 'assets'))).toContain(link![1]!.slice('assets/'.length));
    // Scoped to index.html's own screen: another screen placed in #root (#root[data-screen]) gets none of them.
    expect(readFileSync(join(out, link![1]!), 'utf8')).toMatch(/^#root:not\(\[data-screen\]\)>:nth-child\(1\)>.*\{.*(left|top|height|transform):/m);
  });

  it('runs one same-origin screen script at the end of the head and again right after #root, and carries no other screen', () => {
    const tags = [...html.matchAll(/<script src="\.\/(assets\/first-screen-[0-9a-f]{8}\.js)"(?: fetchpriority="high")?><\/script>/g)];
    expect(tags).toHaveLength(2);
    expect(tags[0]!.index!).toBeLessThan(html.indexOf('</head>'));
    expect(tags[1]!.index!).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.slice(html.indexOf('<div id="root">'), tags[1]!.index!)).not.toContain('<script');
    expect(html).not.toContain('<template data-screen');
    expect(html).not.toContain('A whole run: workers, leases and the sweeper over time');
  });

  it('prerenders every other view, full page and embed, as its own screen file with its heading and no style attribute', () => {
    const script = readFileSync(join(out, /src="\.\/(assets\/first-screen-[0-9a-f]{8}\.js)"/.exec(html)![1]!), 'utf8');
    const titles: Record<string, string> = {
      'hub-embed': 'One sweep, four jobs',
      run: 'A whole run: workers, leases and the sweeper over time',
      detect: 'Detect: which leases has the sweep to recover?',
      bound: 'Bound: what stops a job that kills every worker?',
      onestep: 'One step: why the sweep must be one script',
      list: 'Before leases: the list pattern, beside the lease set',
    };
    for (const [id, title] of Object.entries({ ...titles, 'run-embed': titles.run!, 'list-embed': titles.list! })) {
      const file = new RegExp(`\\./(assets/screen-${id}-[0-9a-f]{8}\\.js)`).exec(script)?.[1];
      expect(file, `the screen script names ${id}'s file`).toBeDefined();
      const screen = readFileSync(join(out, file!), 'utf8');
      expect(screen).toContain(`<h1 id=`);
      expect(screen).toContain(title);
      expect(screen).not.toMatch(/\sstyle=/);
      expect(screen).toContain(id.endsWith('-embed') ? 'page page--embed' : 'class="masthead"');
    }
  });
});
