import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A dive chart's content width in CSS pixels, so its SVG lays out in real pixels (text never
 * stretches): `fallback` until measured, and where there is no layout (jsdom reports none).
 * Unlike reading the box in a layout effect, this never forces a layout inside React's commit
 * (on a prerendered page that is the whole page's layout, inside the hydration's task): the
 * ResizeObserver reports the width right after the browser's own layout, and the chart
 * re-renders in a task of its own. Not flushSync there: a synchronous update while the view's
 * lower parts still wait to hydrate would hydrate them all at once. The same observer follows
 * later resizes.
 */
export function useChartWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => {
      // The border box, as getBoundingClientRect measures it (the charts' boxes have no padding).
      const w = Math.floor(entry!.borderBoxSize?.[0]?.inlineSize ?? entry!.contentRect.width);
      if (w > 0) setWidth(w);
    });
    ro.observe(el, { box: 'border-box' });
    return () => ro.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}
