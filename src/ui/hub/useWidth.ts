import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The content width of an element in CSS pixels, kept current with a ResizeObserver, so SVG
 * lanes lay out in real pixels (text never stretches). Returns `fallback` until measured, and
 * where there is no layout at all (jsdom reports 0).
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const w = Math.floor(el.getBoundingClientRect().width);
      setWidth(w > 0 ? w : fallback);
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(read);
    ro.observe(el);
    return () => ro.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}
