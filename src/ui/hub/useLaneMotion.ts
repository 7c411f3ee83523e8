import { activeElementIn } from '../dom/activeElement';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { HubStore } from './useHub';

const DURATION_MS = 520;

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
 * is; after the commit each chip starts at its old place and a CSS transition carries it home.
 * The animation never holds state: the chips are already where the state says. A chip that
 * moved lanes is a new element, so keyboard focus is handed to it when the old one had it.
 * With prefers-reduced-motion the chips just appear in place.
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
    if (reducedMotion()) return;
    for (const [id, el] of chips) {
      const old = snap.rects.get(id);
      if (!old) continue;
      const now = el.getBoundingClientRect();
      const dx = old.left - now.left;
      const dy = old.top - now.top;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      el.style.transition = 'none';
      el.style.transform = `translate(${dx}px, ${dy}px)`;
      el.style.zIndex = '5'; // fly above the lanes it crosses
      void el.offsetWidth; // commit the start position before transitioning away from it
      el.style.transition = `transform ${DURATION_MS}ms cubic-bezier(0.2, 0.7, 0.2, 1)`;
      el.style.transform = '';
      const done = () => {
        el.style.transition = '';
        el.style.zIndex = '';
        el.removeEventListener('transitionend', done);
      };
      el.addEventListener('transitionend', done);
    }
  });
}
