import { activeElementIn } from '../../store/activeElement';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { HubStore } from './useHub';

const DURATION_MS = 520;
const EASING = 'cubic-bezier(0.2, 0.7, 0.2, 1)';

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function chipsIn(root: HTMLElement): Map<string, HTMLElement> {
  const map = new Map<string, HTMLElement>();
  root.querySelectorAll<HTMLElement>('[data-job-id]').forEach((el) => map.set(el.dataset.jobId!, el));
  return map;
}

/**
 * Animates job chips to their new places when the simulation moves (FLIP): the store
 * notifies before React re-renders, so the old positions are measured from the DOM as it still
 * is; after the commit each chip starts at its old place and an animation carries it home.
 * The animation never holds state: the chips are already where the state says. A chip that
 * moved lanes is a new element, so keyboard focus is handed to it when the old one had it.
 * With prefers-reduced-motion the chips just appear in place.
 *
 * The new places are read in the next animation frame, just before the browser lays the page
 * out for it anyway, and every chip is read before any is moved: one layout, not one in the
 * click's task and then one per chip. Nothing is painted in between, so no chip is ever seen
 * at its new place before it flies there.
 */
export function useLaneMotion(rootRef: RefObject<HTMLElement | null>, store: HubStore): void {
  const before = useRef<{ rects: Map<string, DOMRect>; focused: string | null } | null>(null);

  useLayoutEffect(
    () =>
      store.subscribe((s, prev) => {
        const root = rootRef.current;
        if (!root || (s.timeline === prev.timeline && s.cursor === prev.cursor)) return;
        const rects = new Map<string, DOMRect>();
        for (const [id, el] of chipsIn(root)) rects.set(id, el.getBoundingClientRect());
        const active = activeElementIn(root);
        const focused = active instanceof HTMLElement && root.contains(active) ? active.dataset.jobId ?? null : null;
        before.current = { rects, focused };
      }),
    [rootRef, store],
  );

  useLayoutEffect(() => {
    const root = rootRef.current;
    const snap = before.current;
    if (!root || !snap) return;
    before.current = null;
    const chips = chipsIn(root);
    if (snap.focused && activeElementIn(root) === null) {
      chips.get(snap.focused)?.focus({ preventScroll: true });
    }
    if (reducedMotion() || typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => fly(chips, snap.rects));
  });
}

/** Each chip still in the page that moved at least a pixel starts at its old place and flies to its new one. */
function fly(chips: Map<string, HTMLElement>, from: Map<string, DOMRect>): void {
  const moves: [HTMLElement, number, number][] = [];
  for (const [id, el] of chips) {
    const old = from.get(id);
    if (!old || !el.isConnected || typeof el.animate !== 'function') continue;
    const now = el.getBoundingClientRect();
    const dx = old.left - now.left;
    const dy = old.top - now.top;
    if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) moves.push([el, dx, dy]);
  }
  for (const [el, dx, dy] of moves) {
    // Above the lanes it crosses while it flies (z-index 5), then back to its own place in the stack.
    el.animate([{ transform: `translate(${dx}px, ${dy}px)`, zIndex: 5 }, { transform: 'none', zIndex: 5 }], { duration: DURATION_MS, easing: EASING });
  }
}
