import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

/**
 * Real docs sites built from the README's "Embedding" snippets, so README and tests cannot drift:
 * the snippet text is read out of README.md and only `https://SITE/` is replaced by the address the
 * built dist/ is served at. Used by e2e/vitepress.spec.ts (VitePress, in CI) and by
 * scripts/docs-sites.ts (VitePress, Docusaurus and Starlight, measured by hand).
 */

/** The placeholder the README writes for the address the built dist/ is served at. */
export const SITE = 'https://SITE/';

/** The repository's root folder. */
export const ROOT = resolve(import.meta.dirname, '..');

/** The README's Embedding snippets, as written there (with `https://SITE/`). */
export interface ReadmeSnippets {
  /** The VitePress bullet's `head: [...]` and `vue: {...}` config properties. */
  vitepress: { head: string; vue: string };
  /** The Docusaurus bullet's `scripts: [...]` config property. */
  docusaurus: { scripts: string };
  /** The Starlight bullet's `head: [...]` property of `starlight({…})`. */
  starlight: { head: string };
  /** The element lines of the first HTML block under "### The element" (its `<script>` goes in the config). */
  elements: string[];
  /** The `<iframe …></iframe>` of the HTML block under "### The iframe". */
  iframe: string;
  /** The iframe's `style={{…}}` as the README writes it for MDX. */
  mdxStyle: string;
}

function section(text: string, heading: string, level: number): string {
  const marks = '#'.repeat(level);
  const start = text.indexOf(`\n${marks} ${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "${marks} ${heading}" section`);
  const rest = text.slice(start + heading.length + level + 3);
  const end = rest.search(new RegExp(`\\n#{1,${level}} `));
  return end < 0 ? rest : rest.slice(0, end);
}

function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
}

function span(spans: string[], prefix: string, where: string): string {
  const found = spans.find((s) => s.startsWith(prefix));
  if (!found) throw new Error(`README.md's ${where} has no \`${prefix}…\` snippet`);
  return found;
}

function bullet(embedding: string, name: string): string {
  const start = embedding.indexOf(`- **${name}**`);
  if (start < 0) throw new Error(`README.md's Embedding section has no "- **${name}**" bullet`);
  const rest = embedding.slice(start + 2);
  const end = rest.search(/\n- \*\*|\n\n/);
  return end < 0 ? rest : rest.slice(0, end);
}

function htmlBlock(text: string, where: string): string {
  const m = /```html\n([\s\S]*?)```/.exec(text);
  if (!m) throw new Error(`README.md's ${where} has no html block`);
  return m[1]!;
}

/**
 * Reads the Embedding snippets out of the README's text. Throws an Error naming the section and
 * the snippet it could not find.
 */
export function readmeSnippets(readme: string): ReadmeSnippets {
  const embedding = section(readme, 'Embedding', 2);
  const vp = codeSpans(bullet(embedding, 'VitePress'));
  const du = codeSpans(bullet(embedding, 'Docusaurus'));
  const sl = codeSpans(bullet(embedding, 'Starlight'));
  const elementBlock = htmlBlock(section(embedding, 'The element', 3), '"### The element"');
  const elements = elementBlock.split('\n').filter((l) => /^<stalled-recovery-view .*><\/stalled-recovery-view>$/.test(l.trim()));
  if (elements.length === 0) throw new Error('README.md\'s "### The element" html block has no element line');
  const frameSection = section(embedding, 'The iframe', 3);
  const iframe = /<iframe[\s\S]*?<\/iframe>/.exec(htmlBlock(frameSection, '"### The iframe"'))?.[0];
  if (!iframe) throw new Error('README.md\'s "### The iframe" html block has no <iframe>');
  return {
    vitepress: { head: span(vp, 'head:', 'VitePress bullet'), vue: span(vp, 'vue:', 'VitePress bullet') },
    docusaurus: { scripts: span(du, 'scripts:', 'Docusaurus bullet') },
    starlight: { head: span(sl, 'head:', 'Starlight bullet') },
    elements: elements.map((l) => l.trim()),
    iframe,
    mdxStyle: span(codeSpans(frameSection), 'style={{', '"### The iframe" section'),
  };
}

/** The README's snippets, with `https://SITE/` replaced by `dist` (the served dist/'s address, ending in `/`). */
export function snippetsFor(dist: string): ReadmeSnippets {
  if (!dist.endsWith('/')) throw new Error(`dist address must end in "/": ${dist}`);
  const raw = readmeSnippets(readFileSync(join(ROOT, 'README.md'), 'utf8'));
  const on = (s: string) => s.split(SITE).join(dist);
  return {
    vitepress: { head: on(raw.vitepress.head), vue: on(raw.vitepress.vue) },
    docusaurus: { scripts: on(raw.docusaurus.scripts) },
    starlight: { head: on(raw.starlight.head) },
    elements: raw.elements.map(on),
    iframe: on(raw.iframe),
    mdxStyle: raw.mdxStyle,
  };
}

/** The README's iframe showing `view` (its address's `view=` replaced), optionally `compact=1`. */
export function iframeOf(s: ReadmeSnippets, view: string, { compact = false, id = 'frame' } = {}): string {
  let tag = s.iframe.replace(/\?view=[a-z]+&/, `?view=${view}&`).replace('<iframe ', `<iframe id="${id}" `);
  if (compact) tag = tag.replace('&embed=1', '&embed=1&compact=1');
  return tag;
}

/** The README's iframe as MDX JSX: its `style="…"` written as the README's `style={{…}}`. */
export function mdxIframe(tag: string, s: ReadmeSnippets): string {
  return tag.replace(/style="[^"]*"/, s.mdxStyle).replace(/\s*\n\s*/g, ' ');
}

/** A 1×1 PNG, served as the site's favicon. */
export const FAVICON = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Filler prose below the views: text a layout shift would move. */
export const PROSE = [
  'A lease is a promise with a deadline: the worker that took the job must renew it before the deadline on the server clock passes.',
  'When it does not, the sweep moves the job back to the wait list and counts one stall; past the limit it goes to the dead-letter list.',
  'A fencing token, bumped on every claim, lets the store refuse a late write from a worker that lost its lease.',
];

/** The pages each site gets, as Markdown bodies (the element lines and iframe as given). */
export function pageBodies(elements: string[], iframe: string): { views: string; frame: string; text: string } {
  const prose = PROSE.join('\n\n');
  return {
    views: `# Two views\n\nThe hub at step 14, and the bound dive.\n\n${elements.join('\n\n')}\n\n## After the views\n\n${prose}\n`,
    frame: `# A framed view\n\nThe one-step explorer in an iframe.\n\n${iframe}\n\n## After the frame\n\n${prose}\n`,
    text: `# Only text\n\n${prose}\n`,
  };
}

/**
 * Writes a VitePress site into `dir` (wiped first): `.vitepress/config.mjs` holds the README's
 * `head:` and `vue:` snippets verbatim, with a sidebar and nav linking the three pages
 * (`views`: the README's two elements; `frame`: its iframe showing the one-step view; `text`).
 */
export function writeVitePressSite(dir: string, s: ReadmeSnippets, pages = pageBodies(s.elements, iframeOf(s, 'onestep'))): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, '.vitepress'), { recursive: true });
  writeFileSync(
    join(dir, '.vitepress', 'config.mjs'),
    `// Generated from README.md's VitePress bullet by e2e/docsSites.ts: do not edit.
export default {
  title: 'Queue docs',
  lang: 'en-US',
  ${s.vitepress.head},
  ${s.vitepress.vue},
  themeConfig: {
    nav: [{ text: 'Views', link: '/views' }, { text: 'Text', link: '/text' }],
    sidebar: [
      { text: 'Guide', items: [{ text: 'Two views', link: '/views' }, { text: 'A framed view', link: '/frame' }, { text: 'Only text', link: '/text' }] },
    ],
  },
};
`,
  );
  // A site has an icon: without one the browser's /favicon.ico 404 lands in the console.
  mkdirSync(join(dir, 'public'), { recursive: true });
  writeFileSync(join(dir, 'public', 'favicon.ico'), FAVICON);
  writeFileSync(join(dir, 'index.md'), `# Queue docs\n\n${PROSE[0]}\n\n[Two views](./views) · [A framed view](./frame) · [Only text](./text)\n`);
  for (const [name, body] of Object.entries(pages)) writeFileSync(join(dir, `${name}.md`), body);
}

/**
 * `npm ci` in `dir` unless its node_modules was installed from this very package-lock.json (a
 * stamp in node_modules holds the lockfile's hash). Throws with npm's output on failure.
 */
export function npmCi(dir: string): void {
  const lock = readFileSync(join(dir, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const stamp = join(dir, 'node_modules', '.installed-from-lock');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'pipe', timeout: 300_000 });
  writeFileSync(stamp, hash);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built static site in `dir` on 127.0.0.1:`port`, as a static host does: `/a` is
 * `a.html` or `a/index.html`, an unknown path is `404.html` (status 404). `cors`: send
 * `Access-Control-Allow-Origin: *` (for a served dist/ loaded by another origin).
 */
export function serveStatic(dir: string, port: number, { cors = false } = {}): Promise<Server> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const base = normalize(join(root, path));
    const file = [base, `${base}.html`, join(base, 'index.html')].find(
      (f) => f.startsWith(root) && existsSync(f) && statSync(f).isFile(),
    );
    const headers: Record<string, string> = cors ? { 'access-control-allow-origin': '*' } : {};
    if (!file) {
      const notFound = join(root, '404.html');
      res.writeHead(404, { ...headers, 'content-type': TYPES['.html']! });
      res.end(existsSync(notFound) ? readFileSync(notFound) : 'not found');
      return;
    }
    res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

/**
 * A script for `page.addInitScript` (every document, frames included) that records, for the top
 * document, the host's cumulative layout shift (`window.__cls`: the sum of `layout-shift` entries
 * without recent input, buffered from the start; `window.__mainCls`: of those, the ones that moved
 * something inside <main>, the docs column, leaving out a site's own header; `window.__shifts`), and for each `<stalled-recovery-view>` the
 * themes its view showed while visible, in order (`window.__elementThemes`: one array per element
 * added, with its `view`); in a frame, the theme its first rendered frame showed
 * (`window.__firstTheme`, the `data-theme` on its root).
 */
export const PROBES = `(() => {
  if (window !== window.top) {
    const first = () => {
      if (document.body) window.__firstTheme = document.documentElement.getAttribute('data-theme') || getComputedStyle(document.documentElement).colorScheme;
      else requestAnimationFrame(first);
    };
    requestAnimationFrame(first);
    return;
  }
  window.__cls = 0;
  window.__mainCls = 0;
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__cls += e.value;
      // A shift inside the page's <main> (the column the views sit in), not the site's own header.
      const inMain = (e.sources || []).some((s) => s.node && (s.node.nodeType === 1 ? s.node : s.node.parentElement)?.closest('main'));
      if (inMain) window.__mainCls += e.value;
      window.__shifts.push({ value: e.value, inMain, at: Math.round(e.startTime), nodes: (e.sources || []).map((s) => s.node && (s.node.nodeName + (s.node.id ? '#' + s.node.id : '') + (s.node.className && typeof s.node.className === 'string' ? '.' + s.node.className.split(' ')[0] : ''))) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__elementThemes = [];
  const seen = new WeakSet();
  const watch = (el) => {
    if (seen.has(el)) return;
    seen.add(el);
    const record = { view: el.getAttribute('view'), themes: [] };
    window.__elementThemes.push(record);
    const frame = () => {
      if (!el.isConnected) return;
      const mount = el.shadowRoot && el.shadowRoot.querySelector('.mount');
      const page = mount && !mount.classList.contains('pending') ? mount.querySelector('[data-theme]') : null;
      const theme = page && page.getAttribute('data-theme');
      if (theme && record.themes[record.themes.length - 1] !== theme) record.themes.push(theme);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  new MutationObserver(() => document.querySelectorAll('stalled-recovery-view').forEach(watch)).observe(document, { childList: true, subtree: true });
})();`;
