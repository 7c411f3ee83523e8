import { lazy, startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLink } from '../url/LinkProvider';

/** A lazily loaded component an island shows: loaded once, shared by every island of its name. */
export interface IslandChunk<P extends object> {
  /** Names the island in its markup (`data-island`). */
  name: string;
  /** Loads the chunk (once; later calls share the promise). */
  load(): Promise<ComponentType<P>>;
  /** The component once loaded, else null. */
  loaded(): ComponentType<P> | null;
  /** Gives the component up front: the build's server render does this, since renderToString cannot wait for a chunk. */
  provide(component: ComponentType<P>): void;
  Lazy: LazyExoticComponent<ComponentType<P>>;
}

/** An island's chunk from its dynamic import (`() => import('./X').then((m) => m.X)`). */
export function islandChunk<P extends object>(name: string, importer: () => Promise<ComponentType<P>>): IslandChunk<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const chunk: IslandChunk<P> = {
    name,
    load: () => (loading ??= importer().then((c) => (component = c))),
    loaded: () => component,
    provide(c) {
      component = c;
      loading ??= Promise.resolve(c);
    },
    Lazy: lazy(() => chunk.load().then((c) => ({ default: c }))),
  };
  return chunk;
}

/** Island names mounted once already: only a first mount can find its server markup. */
const mounted = new Set<string>();
let pageHydrating = false;

/**
 * Says the page is about to hydrate its server markup (main.tsx, before hydrateRoot): an island
 * that mounts while its prerendered markup is still in the document keeps that markup until
 * intent. Each island name's first mount ends it, so an island shown later (a view switch back)
 * renders its chunk lazily.
 */
export function hydratingServerMarkup(): void {
  pageHydrating = true;
}

/** True while this island's prerendered markup waits in the document for the hydrating page (read during render). */
function serverMarkupWaits(chunk: IslandChunk<object>): boolean {
  if (!pageHydrating || mounted.has(chunk.name) || chunk.loaded() !== null || typeof document === 'undefined') return false;
  return document.querySelector(`[data-island="${chunk.name}"] > *`) !== null;
}

/** What a learner did to a sleeping island, to do again once it is live. */
type Replay = { kind: 'click'; path: number[]; action: string | null } | { kind: 'key'; path: number[]; init: KeyboardEventInit };

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** What a click can act on (a label's click reaches its control on its own, so the control is recorded, not the label). */
const CLICKABLE = 'button, a, input, select, summary, [role], [tabindex]';

export interface StaticIslandProps<P extends object> {
  chunk: IslandChunk<P>;
  props: P;
  /** Wake as soon as the chunk is in, without waiting for intent: the link opens on something the server markup does not show. */
  wakeAtOnce?: boolean;
  /** Also wake, without intent, once the page is idle after load (requestIdleCallback; at most IDLE_WAKE_MS later). */
  wakeWhenIdle?: boolean;
}

/** The longest an island that wakes when idle waits for an idle moment (ms). */
const IDLE_WAKE_MS = 3000;

/**
 * A part of the prerendered page kept as a static island that wakes on intent. While the page
 * hydrates, the island's subtree does not: its wrapper keeps the server markup as it is (React
 * leaves the children of an element rendered with an empty `dangerouslySetInnerHTML` alone while
 * hydrating; `suppressHydrationWarning` keeps that quiet), so the first view loads none of the
 * island's code. On the first sign of intent inside it (pointer over or down, touch, focus, a
 * key) it imports the chunk, then renders the live component in its place: the same state, so
 * the same markup, with focus moved to the same element. Its markup's `data-link-params` (JSON)
 * are written to the link meanwhile, as the live component would.
 *
 * React does not replay discrete events on a dehydrated boundary
 * (https://github.com/reactjs/react.dev/pull/4484), and a learner (or a check) may click a button
 * before the chunk arrives: the island records each click and key meanwhile and does them again
 * on the live component (a button by its `data-action`, the action registry's id; anything else
 * by its place in the tree), so a first click is never lost. The swap waits while a pointer is
 * down, so a press and its click land on the same elements. A key the page shell forwards
 * (`useShownViewKeys`: nothing focused) reaches the sleeping widget root the same way.
 *
 * Anywhere else (no server markup: a view switch back, the element, a test) the island renders
 * the chunk lazily, under the nearest Suspense.
 */
export function StaticIsland<P extends object>({ chunk, props, wakeAtOnce = false, wakeWhenIdle = false }: StaticIslandProps<P>) {
  const [asleep, setAsleep] = useState(() => serverMarkupWaits(chunk as IslandChunk<object>));
  const link = useLink();
  const root = useRef<HTMLDivElement>(null);
  const replays = useRef<Replay[]>([]);
  const focusPath = useRef<number[] | null>(null);
  useEffect(() => {
    mounted.add(chunk.name);
  }, [chunk]);

  useEffect(() => {
    const el = root.current;
    if (!asleep || !el) return;
    const params = el.querySelector('[data-link-params]')?.getAttribute('data-link-params');
    if (params) link.write(JSON.parse(params) as Record<string, string | null>);
    let pressed = false;
    let ready = false;
    let gone = false;
    const wakeIfFree = () => {
      if (!ready || pressed || gone) return;
      gone = true;
      const active = el.ownerDocument.activeElement;
      focusPath.current = active && active !== el && el.contains(active) ? pathOf(el, active) : null;
      // A transition: React renders the live widget in slices of a few milliseconds instead of
      // one long task (a whole hub at once took 60–75 ms), and the server markup stays until commit.
      startTransition(() => setAsleep(false));
    };
    const intent = () => {
      void chunk.load().then(() => {
        ready = true;
        wakeIfFree();
      });
    };
    const onDown = () => {
      pressed = true;
    };
    // A press that ends without a click (dragged off) must not keep the island asleep.
    const onUp = () => setTimeout(() => ((pressed = false), wakeIfFree()));
    const onClick = (e: MouseEvent) => {
      pressed = false;
      const target = e.target instanceof Element ? e.target.closest(CLICKABLE) : null;
      if (target && el.contains(target) && target !== el) {
        replays.current.push({ kind: 'click', path: pathOf(el, target), action: target.getAttribute('data-action') });
      }
      wakeIfFree();
    };
    const onKey = (e: KeyboardEvent) => {
      if (!(e.target instanceof Element) || !el.contains(e.target)) return;
      const { key, code, shiftKey, ctrlKey, altKey, metaKey, repeat } = e;
      replays.current.push({ kind: 'key', path: pathOf(el, e.target), init: { key, code, shiftKey, ctrlKey, altKey, metaKey, repeat } });
      // A key one of the island's buttons announces is its own: the browser must not also act on it (scroll).
      if (announcedKeys(el).has(key.length === 1 ? key.toLowerCase() : key)) e.preventDefault();
    };
    for (const t of INTENT) el.addEventListener(t, intent, { capture: true, passive: true });
    el.addEventListener('pointerdown', onDown, true);
    el.addEventListener('pointerup', onUp, true);
    el.addEventListener('pointercancel', onUp, true);
    el.addEventListener('click', onClick, true);
    el.addEventListener('keydown', onKey, true);
    if (wakeAtOnce) intent();
    const win = el.ownerDocument.defaultView;
    const idle = !wakeWhenIdle || !win ? null : win.requestIdleCallback ? win.requestIdleCallback(intent, { timeout: IDLE_WAKE_MS }) : win.setTimeout(intent, IDLE_WAKE_MS / 2);
    return () => {
      gone = true;
      if (idle !== null && win) {
        if (win.cancelIdleCallback) win.cancelIdleCallback(idle);
        else win.clearTimeout(idle);
      }
      for (const t of INTENT) el.removeEventListener(t, intent, { capture: true });
      el.removeEventListener('pointerdown', onDown, true);
      el.removeEventListener('pointerup', onUp, true);
      el.removeEventListener('pointercancel', onUp, true);
      el.removeEventListener('click', onClick, true);
      el.removeEventListener('keydown', onKey, true);
    };
  }, [asleep, chunk, link, wakeAtOnce, wakeWhenIdle]);

  // Focus first (before paint), so the live component takes a key where the learner left it.
  useLayoutEffect(() => {
    const el = root.current;
    if (asleep || !el || !focusPath.current) return;
    (elementAt(el, focusPath.current) as HTMLElement | null)?.focus({ preventScroll: true });
    focusPath.current = null;
  }, [asleep]);
  // Then what the learner did meanwhile, once the live component's own listeners are on.
  useEffect(() => {
    const el = root.current;
    if (asleep || !el) return;
    // Says the island's code runs here (end-to-end tests and the page benchmark wait for it).
    el.dataset.awake = '';
    for (const r of replays.current.splice(0)) {
      const byAction = r.kind === 'click' && r.action ? [...el.querySelectorAll('[data-action]')].find((b) => b.getAttribute('data-action') === r.action) : null;
      const target = byAction ?? elementAt(el, r.path) ?? el.querySelector('[data-widget]');
      if (!(target instanceof HTMLElement)) continue;
      if (r.kind === 'click') target.click();
      else target.dispatchEvent(new KeyboardEvent('keydown', { ...r.init, bubbles: true, cancelable: true }));
    }
  }, [asleep]);

  if (asleep) return <div key="asleep" ref={root} className="static-island" data-island={chunk.name} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  const Live = chunk.loaded() ?? chunk.Lazy;
  return (
    <div key="live" ref={root} className="static-island" data-island={chunk.name}>
      <Live {...props} />
    </div>
  );
}

/** The keys the sleeping island's buttons announce (`aria-keyshortcuts`, from the action registry): key names, letters lower-cased. */
function announcedKeys(root: Element): Set<string> {
  const keys = new Set<string>();
  for (const b of root.querySelectorAll('[aria-keyshortcuts]')) {
    for (const shortcut of b.getAttribute('aria-keyshortcuts')!.split(' ')) {
      const k = shortcut.slice(shortcut.lastIndexOf('+') + 1);
      keys.add(k === 'Space' ? ' ' : k.length === 1 ? k.toLowerCase() : k);
    }
  }
  return keys;
}

/** Child indices from `root` down to `node`. */
function pathOf(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let n: Element | null = node; n && n !== root; n = n.parentElement) path.unshift([...n.parentElement!.children].indexOf(n));
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let n: Element | null = root;
  for (const i of path) n = n?.children[i] ?? null;
  return n;
}
