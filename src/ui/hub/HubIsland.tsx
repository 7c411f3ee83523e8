import { lazy, useEffect, useLayoutEffect, useRef, useState } from 'react';
// The styles the prerendered hub paints with: they ride in the page's first stylesheet, since the
// hub's server markup is shown before its code loads (the chunk's own copy is the same file).
import '../theme/widget.css';
import './hub.css';
import '../predict/predict.css';
import '../code/codePanel.css';
import '../actions/actions.css';

type HubModule = typeof import('./HubView');

let loaded: HubModule | null = null;
let loading: Promise<HubModule> | null = null;

/** Loads the hub's chunk (HubView, the simulator, the narration catalogue) once; later calls share it. */
export function loadHubView(): Promise<HubModule> {
  loading ??= import('./HubView').then((m) => (loaded = m));
  return loading;
}

/**
 * Gives the island the hub's module up front, so it renders the live hub at once: the build's
 * server render (src/entryServer.tsx) does this, since renderToString cannot wait for a chunk.
 */
export function provideHubView(m: HubModule): void {
  loaded = m;
  loading ??= Promise.resolve(m);
}

let hydrating = false;

/**
 * Says the page is about to hydrate its server markup (main.tsx, before hydrateRoot): a hub that
 * mounts while its prerendered markup is still in the document keeps that markup until intent.
 * The first hub to mount ends it, so a hub shown later (a view switch back) is a lazy chunk.
 */
export function hydratingServerMarkup(): void {
  hydrating = true;
}

/** True while the hub's prerendered markup waits in the document for the hydrating page (read during render). */
function serverMarkupWaits(): boolean {
  return hydrating && loaded === null && typeof document !== 'undefined' && document.querySelector('.hub-island > *') !== null;
}

const LazyHub = lazy(() => loadHubView().then((m) => ({ default: m.HubView })));

/** What a learner did to the sleeping hub, to do again once it is live. */
type Replay = { kind: 'click'; path: number[]; action: string | null } | { kind: 'key'; path: number[]; init: KeyboardEventInit };

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * The hub as a static island that wakes on intent. On a prerendered page (dist/index.html) the
 * shell hydrates, but the hub's subtree does not: this wrapper keeps the server markup as it is
 * (React leaves the children of an element rendered with an empty `dangerouslySetInnerHTML`
 * alone while hydrating; `suppressHydrationWarning` keeps that quiet), so the first view loads
 * only the shell's code, not the simulator. On the first sign of intent inside it (pointer over
 * or down, touch, focus, a key) it imports the hub's chunk and then renders the live hub in its
 * place: the same state, so the same markup, with focus moved to the same element.
 *
 * React does not replay discrete events on a dehydrated boundary
 * (https://github.com/reactjs/react.dev/pull/4484), and a learner (or a check) may click Step
 * sweep before the chunk arrives: the island records each click and key pressed meanwhile and
 * does them again on the live hub (a button found by its `data-action`, the action registry's id;
 * anything else by its place in the tree), so a first click is never lost. A key the page shell
 * forwards (`useShownViewKeys`: nothing focused) reaches the sleeping hub's widget root the same way.
 *
 * Anywhere else (no server markup: a link with a step, a view switch back, the element, a test)
 * the hub is a lazy chunk like every other view, under the shell's Suspense.
 */
export function HubIsland() {
  const [asleep, setAsleep] = useState(serverMarkupWaits);
  const root = useRef<HTMLDivElement>(null);
  const replays = useRef<Replay[]>([]);
  const focusPath = useRef<number[] | null>(null);
  useEffect(() => {
    hydrating = false;
  }, []);

  useEffect(() => {
    const el = root.current;
    if (!asleep || !el) return;
    let pressed = false;
    let ready = false;
    let gone = false;
    const wakeIfFree = () => {
      if (!ready || pressed || gone) return;
      gone = true;
      const active = el.ownerDocument.activeElement;
      focusPath.current = active && active !== el && el.contains(active) ? pathOf(el, active) : null;
      setAsleep(false);
    };
    const intent = () => {
      void loadHubView().then(() => {
        ready = true;
        wakeIfFree();
      });
    };
    const onDown = () => {
      pressed = true;
    };
    // A press that ends without a click (dragged off) must not keep the hub asleep.
    const onUp = () => setTimeout(() => ((pressed = false), wakeIfFree()));
    const onClick = (e: MouseEvent) => {
      pressed = false;
      const target = e.target instanceof Element ? e.target.closest('button, a, [role="button"], [tabindex]') : null;
      if (target && el.contains(target) && target !== el) {
        replays.current.push({ kind: 'click', path: pathOf(el, target), action: target.getAttribute('data-action') });
      }
      wakeIfFree();
    };
    const onKey = (e: KeyboardEvent) => {
      if (!(e.target instanceof Element) || !el.contains(e.target)) return;
      const { key, code, shiftKey, ctrlKey, altKey, metaKey, repeat } = e;
      replays.current.push({ kind: 'key', path: pathOf(el, e.target), init: { key, code, shiftKey, ctrlKey, altKey, metaKey, repeat } });
      // A key one of the hub's buttons announces is the hub's: the browser must not also act on it (scroll).
      if (announcedKeys(el).has(key.length === 1 ? key.toLowerCase() : key)) e.preventDefault();
    };
    for (const t of INTENT) el.addEventListener(t, intent, { capture: true, passive: true });
    el.addEventListener('pointerdown', onDown, true);
    el.addEventListener('pointerup', onUp, true);
    el.addEventListener('pointercancel', onUp, true);
    el.addEventListener('click', onClick, true);
    el.addEventListener('keydown', onKey, true);
    return () => {
      gone = true;
      for (const t of INTENT) el.removeEventListener(t, intent, { capture: true });
      el.removeEventListener('pointerdown', onDown, true);
      el.removeEventListener('pointerup', onUp, true);
      el.removeEventListener('pointercancel', onUp, true);
      el.removeEventListener('click', onClick, true);
      el.removeEventListener('keydown', onKey, true);
    };
  }, [asleep]);

  // Focus first (before paint), so the live hub takes a key where the learner left it.
  useLayoutEffect(() => {
    const el = root.current;
    if (asleep || !el || !focusPath.current) return;
    (elementAt(el, focusPath.current) as HTMLElement | null)?.focus({ preventScroll: true });
    focusPath.current = null;
  }, [asleep]);
  // Then what the learner did meanwhile, once the live hub's own listeners are on.
  useEffect(() => {
    const el = root.current;
    if (asleep || !el) return;
    // Says the hub's code runs here (end-to-end tests and the page benchmark wait for it).
    el.dataset.awake = '';
    const queue = replays.current.splice(0);
    for (const r of queue) {
      const byAction = r.kind === 'click' && r.action ? [...el.querySelectorAll('[data-action]')].find((b) => b.getAttribute('data-action') === r.action) : null;
      const target = byAction ?? elementAt(el, r.path) ?? el.querySelector('[data-widget]');
      if (!(target instanceof HTMLElement)) continue;
      if (r.kind === 'click') target.click();
      else target.dispatchEvent(new KeyboardEvent('keydown', { ...r.init, bubbles: true, cancelable: true }));
    }
  }, [asleep]);

  if (asleep) return <div key="asleep" ref={root} className="hub-island" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  const Hub = loaded ? loaded.HubView : LazyHub;
  return (
    <div key="live" ref={root} className="hub-island">
      <Hub />
    </div>
  );
}

/** The keys the sleeping hub's buttons announce (`aria-keyshortcuts`, from the action registry): key names, letters lower-cased. */
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
