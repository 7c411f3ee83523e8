import { expect as baseExpect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';

// The npm package (package/, vite.package.config.ts) as a docs site meets it: built, packed with
// `npm pack`, installed from the tarball into a fresh Vite React app (e2e/fixtures/package-app, its
// own package.json and lockfile), type-checked and built by that app's own TypeScript and Vite, served,
// and driven in Chromium. The app's page holds the element entry under a tag name of its own
// (<course-view view="detect">) and the React component (<StalledRecoveryView view="hub">, a button
// switching it to the bound dive).
const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 4173) + 2;
const APP = `http://127.0.0.1:${PORT}`;
const expect = baseExpect.configure({ timeout: 20_000 });

let work = '';
let packed: { filename: string; size: number; files: { path: string }[] };
let server: Server;

/** Runs a command to its end; a failure throws with what it printed (a type error, npm's reason). */
function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });
  } catch (e) {
    const { stdout = '', stderr = '' } = e as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${stdout}\n${stderr}`);
  }
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** The built app's dist/ over HTTP, as any static host serves a docs site. */
function serve(dist: string): Promise<Server> {
  const s = createServer((req, res) => {
    const path = new URL(req.url ?? '/', APP).pathname;
    const file = join(dist, path.endsWith('/') ? `${path}index.html` : path);
    try {
      if (!file.startsWith(dist) || !statSync(file).isFile()) throw new Error('not a file');
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((done) => s.listen(PORT, '127.0.0.1', () => done(s)));
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = mkdtempSync(join(tmpdir(), 'stalled-recovery-package-'));
  run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.package.config.ts', '--logLevel', 'warn'], ROOT);
  [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], join(ROOT, 'package')));
  const app = join(work, 'app');
  cpSync(join(ROOT, 'e2e/fixtures/package-app'), app, { recursive: true, filter: (src) => !/[\\/](node_modules|dist)$/.test(src) });
  // The test's own types file goes along: its mistakes must fail against the installed package too.
  cpSync(join(ROOT, 'package/test/types.tsx'), join(app, 'src/types.tsx'));
  run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], app);
  run('npm', ['install', join(work, packed.filename), '--no-save', '--no-audit', '--no-fund', '--prefer-offline'], app);
  run('npm', ['run', 'build'], app);
  server = await serve(join(app, 'dist'));
});

test.afterAll(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Opens the app, recording every console error and uncaught exception. */
async function open(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  await page.goto(APP);
  return errors;
}

test('npm pack ships the build, the declarations, the README and the LICENSE, and nothing else', () => {
  const paths = packed.files.map((f) => f.path);
  expect(paths).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/react.js', 'types/index.d.ts', 'types/react.d.ts']));
  expect(paths.filter((p) => !/^(package\.json|README\.md|LICENSE|dist\/.+\.js|types\/.+\.d\.ts)$/.test(p))).toEqual([]);
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package/package.json'), 'utf8')) as { version: string };
  expect(manifest.version).toBe((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
});

test('the element entry defines the element under the page’s own tag name, and it shows its view', async ({ page }) => {
  const errors = await open(page);
  const element = page.locator('course-view#element');
  await element.scrollIntoViewIfNeeded();
  await expect(element.getByRole('heading', { name: 'Detect: which leases has the sweep to recover?' })).toBeVisible();
  await expect(element.getByText('The detect dive (fallback).')).toBeHidden();
  expect(errors).toEqual([]);
});

test('the React component renders the hub, and a new view prop opens the bound dive', async ({ page }) => {
  const errors = await open(page);
  const component = page.locator('stalled-recovery-view#component');
  await component.scrollIntoViewIfNeeded();
  await expect(component).toHaveClass('course-figure');
  await expect(component.getByRole('heading', { name: 'One sweep, four jobs' })).toBeVisible();
  await expect(component.getByRole('button', { name: /^Step sweep/ })).toBeVisible();
  await component.getByRole('button', { name: /^Step sweep/ }).click();
  await page.getByRole('button', { name: 'Show the bound view' }).click();
  await expect(component).toHaveAttribute('view', 'bound');
  await expect(component.getByRole('heading', { name: 'Bound: what stops a job that kills every worker?' })).toBeVisible();
  await expect(component.getByRole('heading', { name: 'One sweep, four jobs' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the declarations describe the implementation (tsc over package/src, types and its test file)', () => {
  test.setTimeout(120_000);
  run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'package', '--noEmit'], ROOT);
});
