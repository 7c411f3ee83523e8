/**
 * The page's main-thread tasks on "any click or key" (the goal: no task of 50 ms or more), for scripts/bench-page.ts.
 *
 * For one view (`viewTasks`): the worst task while it loads, then every control in `main` driven
 * once, each measured on its own: every enabled button clicked (no cap but a runaway guard of
 * MAX_ACTIONS, far above any view's count), every other option of every select chosen, every range
 * input moved one step (ArrowRight) and then to its end (End), every number input stepped (ArrowUp),
 * every checkbox and radio clicked, every key the shared key map or a button announces pressed with
 * focus outside the widget (the page shell forwards it to the view). Controls that appear after an
 * action (Pause after Play, Cancel while counting, a checkpoint's verdict) are driven too: the
 * list is read again after every action. Then the view's own `extra` scenarios (play for a while,
 * fork in the past, count every interleaving). `navTasks` measures each switch between views
 * through the nav (a click that loads a chunk and renders a whole view).
 *
 * Tasks come from a PerformanceObserver for 'longtask' (tasks of 50 ms or more, the browser's own
 * threshold); an action is charged with every task that starts between the action and the moment
 * the page has been quiet for QUIET_MS. Times are milliseconds.
 */
import type { Browser, Page } from '@playwright/test';

/** Runaway guard: a control whose name changes on every click (a counter) cannot loop forever. */
const MAX_ACTIONS = 400;
/** How long the page must stay free of new long tasks before an action's cost is read (ms). */
const QUIET_MS = 150;
/** BENCH_TRACE=1: every action and its worst task on stderr, as it runs. */
const TRACE = process.env.BENCH_TRACE === '1';

export interface Task {
  ms: number;
  on: string;
}

export interface ViewTasks {
  /** The worst task while the view loaded from its link (ms), null when none reached 50 ms. */
  loadMs: number | null;
  /** The worst task any one interaction caused, and which; null when none reached 50 ms. */
  worst: Task | null;
  /** Every interaction that caused a task of 50 ms or more, worst first. */
  over50: Task[];
  /** How many controls were driven (a select counts once per option, a range twice) and keys pressed. */
  controls: number;
  keys: number;
  /** What the view's own scenarios checked (e.g. "Cancel stops the count"), each true or false. */
  checks: Record<string, boolean>;
}

type Perf = { __longTasks: { start: number; ms: number }[] };

export async function observeLongTasks(page: Page): Promise<void> {
  // tsx (esbuild, keepNames) wraps the named functions of an evaluated function in __name(…).
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  await page.addInitScript(() => {
    const w = window as unknown as Perf;
    w.__longTasks = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

const now = (page: Page) => page.evaluate(() => performance.now());
const tasksSince = (page: Page, t: number) =>
  page.evaluate((t0) => (window as unknown as Perf).__longTasks.filter((x) => x.start >= t0).map((x) => x.ms), t);

/** Waits until no long task has started for QUIET_MS (two frames at least), at most `maxMs`. */
async function settle(page: Page, maxMs = 4000): Promise<void> {
  await page.evaluate(
    ({ quiet, max }) =>
      new Promise<void>((resolve) => {
        const t0 = performance.now();
        const check = () => {
          const tasks = (window as unknown as Perf).__longTasks;
          const last = tasks.length ? tasks[tasks.length - 1]!.start + tasks[tasks.length - 1]!.ms : 0;
          const t = performance.now();
          if ((t - Math.max(last, t0) >= quiet && t - t0 >= quiet) || t - t0 > max) resolve();
          else setTimeout(check, 25);
        };
        requestAnimationFrame(() => requestAnimationFrame(check));
      }),
    { quiet: QUIET_MS, max: maxMs },
  );
}

export async function waitLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return document.documentElement.hasAttribute('data-live') && !!main && main.children.length > 0 && !main.querySelector('.view-loading');
  });
}

/** One control as the page lists it: a key stable across re-renders (kind, name, n-th of that name). */
interface Control {
  /** The element's own number, given the first time it is listed (kept while React keeps the node). */
  id: number;
  key: string;
  kind: 'button' | 'link' | 'select' | 'range' | 'number' | 'text' | 'checkbox' | 'radio';
  label: string;
  options: string[];
}

/**
 * Every visible, enabled control of the page (the shell's theme switch and glossary too) but the
 * views nav and links to another view or page (navTasks measures view switches); marks the one
 * named `target` with data-bench-target.
 */
function listControls(target: number | null): Control[] {
  const main = document.querySelector('.page') ?? document.querySelector('main');
  if (!main) return [];
  const view = new URLSearchParams(location.search).get('view') ?? 'hub';
  document.querySelectorAll('[data-bench-target]').forEach((e) => e.removeAttribute('data-bench-target'));
  const out: Control[] = [];
  const seen = new Map<string, number>();
  const w = window as unknown as { __benchSeq?: number };
  const nameOf = (el: Element): string => {
    const aria = el.getAttribute('aria-label');
    if (aria) return aria;
    const labelled = el.getAttribute('aria-labelledby');
    if (labelled) return labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return labels[0]!.textContent ?? '';
    return el.textContent ?? (el as HTMLInputElement).name ?? '';
  };
  for (const el of main.querySelectorAll('button, select, input, textarea, summary, a[href]')) {
    const h = el as HTMLInputElement;
    if (el.closest('nav[aria-label="Views"]') || el.classList.contains('skip-link')) continue;
    if (el.tagName === 'A') {
      const href = el.getAttribute('href')!;
      if (!href.startsWith('?') || el.getAttribute('target') || el.hasAttribute('download')) continue;
      if ((new URLSearchParams(href).get('view') ?? 'hub') !== view) continue;
    }
    if (h.disabled || el.getAttribute('aria-disabled') === 'true') continue;
    if (!(el as HTMLElement).checkVisibility?.() || el.getClientRects().length === 0) continue;
    let kind: Control['kind'];
    const type = el.tagName === 'INPUT' ? h.type : el.tagName.toLowerCase();
    if (type === 'button' || type === 'submit' || type === 'summary') kind = 'button';
    else if (type === 'a') kind = 'link';
    else if (type === 'select') kind = 'select';
    else if (type === 'range') kind = 'range';
    else if (type === 'number') kind = 'number';
    else if (type === 'checkbox') kind = 'checkbox';
    else if (type === 'radio') kind = 'radio';
    else if (type === 'text' || type === 'textarea' || type === 'search' || type === 'url') kind = 'text';
    else continue; // file inputs open a dialog
    if (el.closest('.sr-only')) continue;
    let label = nameOf(el).replace(/\s+/g, ' ').trim().slice(0, 50);
    if (kind === 'radio') label = `${el.closest('fieldset')?.querySelector('legend')?.textContent?.trim().slice(0, 30) ?? h.name}: ${label}`;
    const base = `${kind}:${label}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    const key = `${base}#${n}`;
    const options = kind === 'select' ? [...(el as HTMLSelectElement).options].filter((o) => !o.disabled).map((o) => o.value) : [];
    const node = el as Element & { __benchId?: number };
    node.__benchId ??= w.__benchSeq = (w.__benchSeq ?? 0) + 1;
    if (node.__benchId === target) el.setAttribute('data-bench-target', '');
    out.push({ id: node.__benchId, key, kind, label, options });
  }
  return out;
}

/** The keys the shared key map binds (keyMap.ts) and every key a control in `main` announces. */
async function keysOf(page: Page): Promise<string[]> {
  const announced = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll('main [aria-keyshortcuts]')].flatMap((e) => e.getAttribute('aria-keyshortcuts')!.split(' '))),
  ]);
  const shared = ['Space', 'ArrowRight', 'ArrowLeft', 'Shift+ArrowRight', 'Shift+ArrowLeft', 'End', 'Home', 'n', 'u', 'p', 's', '+', '-', 'r'];
  return [...new Set([...shared, ...announced])].filter((k) => k !== '?' && k !== 'Escape');
}

export class Session {
  readonly over: Task[] = [];
  controls = 0;
  keys = 0;
  readonly checks: Record<string, boolean> = {};
  constructor(readonly page: Page) {}

  /** Runs `act` and charges it with every long task until the page is quiet again. */
  async measure(on: string, act: () => Promise<unknown>, settleMs?: number): Promise<number> {
    const t = await now(this.page);
    await act().catch(() => undefined);
    await settle(this.page, settleMs);
    const ms = Math.max(0, ...(await tasksSince(this.page, t)));
    if (TRACE) process.stderr.write(`    ${Math.round(ms)} ms  ${on}\n`);
    if (ms >= 50) this.over.push({ ms: Math.round(ms), on });
    return ms;
  }

  /** Drives every control in `main` once (see the file's header). */
  async everyControl(): Promise<void> {
    const page = this.page;
    // A control is done once its node was driven, or a node of the same kind and name (React made a new one).
    const done = new Set<string | number>();
    for (let i = 0; i < MAX_ACTIONS; i++) {
      const next = (await page.evaluate(listControls, null)).find((c) => !done.has(c.key) && !done.has(c.id));
      if (!next) return;
      done.add(next.key).add(next.id);
      await page.evaluate(listControls, next.id);
      const el = page.locator('[data-bench-target]').first();
      const what = `${next.kind} “${next.label}”`;
      if (next.kind === 'button' || next.kind === 'link' || next.kind === 'checkbox' || next.kind === 'radio') {
        this.controls++;
        await this.measure(`click ${what}`, async () => {
          try {
            await el.click({ timeout: 1000 });
          } catch {
            await el.evaluate((e: HTMLElement) => e.click());
          }
        });
        // A dialog the click opened (the help overlay) closes again; its own controls were listed meanwhile.
        if (await page.locator('main [role="dialog"]:visible, main dialog[open]').count()) await page.keyboard.press('Escape');
      } else if (next.kind === 'select') {
        const current = await el.inputValue();
        for (const v of next.options.filter((o) => o !== current)) {
          this.controls++;
          await page.evaluate(listControls, next.id);
          await this.measure(`choose “${v}” in ${what}`, () => page.locator('[data-bench-target]').first().selectOption(v, { timeout: 1000 }));
        }
      } else if (next.kind === 'range') {
        for (const key of ['ArrowRight', 'End']) {
          this.controls++;
          await page.evaluate(listControls, next.id);
          await this.measure(`${key} on ${what}`, () => page.locator('[data-bench-target]').first().press(key, { timeout: 1000 }));
        }
      } else if (next.kind === 'number') {
        this.controls++;
        await this.measure(`ArrowUp on ${what}`, () => el.press('ArrowUp', { timeout: 1000 }));
      } else {
        this.controls++;
        await this.measure(`type into ${what}`, () => el.pressSequentially('ab', { timeout: 1000 }));
        await el.fill('').catch(() => undefined);
      }
    }
  }

  /** Presses every key of the shared key map and every announced key, focus outside the widget. */
  async everyKey(): Promise<void> {
    for (const k of await keysOf(this.page)) {
      this.keys++;
      await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await this.measure(`key ${k}`, () => this.page.keyboard.press(k));
      if (await this.page.locator('main [role="dialog"]:visible, main dialog[open]').count()) await this.page.keyboard.press('Escape');
    }
  }

  result(loadMs: number): ViewTasks {
    const over50 = this.over.slice().sort((a, b) => b.ms - a.ms);
    return { loadMs: loadMs >= 50 ? Math.round(loadMs) : null, worst: over50[0] ?? null, over50, controls: this.controls, keys: this.keys, checks: this.checks };
  }
}

export interface RunOptions {
  base: string;
  reducedMotion: 'reduce' | 'no-preference';
  /** CPU slowdown (CDP Emulation.setCPUThrottlingRate); 1 or absent: none. A headroom probe: at 2, a 25 ms task counts. */
  cpuRate?: number;
}

async function throttle(page: Page, rate: number | undefined): Promise<void> {
  if (!rate || rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** One view from its link: load, every control, every key, then `extra` (a view's own scenarios). */
export async function viewTasks(browser: Browser, search: string, opts: RunOptions, extra?: (s: Session) => Promise<void>): Promise<ViewTasks> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: opts.reducedMotion });
  const page = await ctx.newPage();
  await observeLongTasks(page);
  await throttle(page, opts.cpuRate);
  try {
    await page.goto(opts.base + search);
    await waitLive(page);
    await settle(page);
    const load = Math.max(0, ...(await tasksSince(page, 0)));
    const s = new Session(page);
    await s.everyControl();
    await s.everyKey();
    if (extra) await extra(s);
    return s.result(load);
  } finally {
    await ctx.close();
  }
}

/** Each switch between views through the nav, there and back, the first visit (chunk load) and a second. */
export async function navTasks(browser: Browser, views: readonly { id: string; label: string }[], opts: RunOptions): Promise<Record<string, { firstMs: number | null; againMs: number | null }>> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: opts.reducedMotion });
  const page = await ctx.newPage();
  await observeLongTasks(page);
  await throttle(page, opts.cpuRate);
  const out: Record<string, { firstMs: number | null; againMs: number | null }> = {};
  try {
    await page.goto(opts.base);
    await waitLive(page);
    await settle(page);
    const s = new Session(page);
    const order = [...views.slice(1), views[0]!, ...views.slice(1).reverse(), views[0]!];
    const visited = new Set<string>();
    for (const v of order) {
      const ms = await s.measure(`switch to ${v.id}`, async () => {
        await page.locator('nav[aria-label="Views"] a', { hasText: v.label }).first().click();
        await waitLive(page);
      });
      const entry = (out[v.id] ??= { firstMs: null, againMs: null });
      const r = ms >= 50 ? Math.round(ms) : null;
      if (!visited.has(v.id)) entry.firstMs = r;
      else entry.againMs = Math.max(entry.againMs ?? 0, r ?? 0) || null;
      visited.add(v.id);
    }
    return out;
  } finally {
    await ctx.close();
  }
}
