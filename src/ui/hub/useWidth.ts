import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The content width of an element in CSS pixels, kept current with a ResizeObserver, so SVG
 * lanes lay out in real pixels (text never stretches). Returns `fallback` until measured, and
 * where there is no layout at all (jsdom reports 0).
 *
 * The first width is read in the commit that mounts the element (one forced layout), so its
 * first painted frame is already at the real width; every later change is read when the
 * ResizeObserver reports, after the browser lays a frame out and before it paints it, and the
 * re-render with it is synchronous there, so no frame is painted at a stale width.
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const w = Math.floor(el.getBoundingClientRect().width);
      return w > 0 ? w : fallback;
    };
    // The first width is read in the commit: the live hub that replaces the sleeping island's
    // markup must paint its first frame at the real width, or its chips move sideways in the
    // next frame (a layout shift of 0.0115 on waking at 412 px). Later changes come from the
    // ResizeObserver, without a forced layout.
    setWidth(read());
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => flushSync(() => setWidth(read())));
    ro.observe(el);
    return () => ro.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}
