import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The content width of an element in CSS pixels, kept current with a ResizeObserver, so SVG
 * lanes lay out in real pixels (text never stretches). Returns `fallback` until measured, and
 * where there is no layout at all (jsdom reports 0).
 *
 * The width is read when the ResizeObserver reports, which the browser does after it lays the
 * frame out and before it paints it (the first report comes with the first frame the element
 * is in): reading it in the commit instead would force a layout of the whole page inside the
 * task that mounted it. The re-render with the measured width is synchronous there, so no frame
 * is painted at the fallback width. Without a ResizeObserver it is read once, in the commit.
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
    if (typeof ResizeObserver === 'undefined') {
      setWidth(read());
      return;
    }
    const ro = new ResizeObserver(() => flushSync(() => setWidth(read())));
    ro.observe(el);
    return () => ro.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}
