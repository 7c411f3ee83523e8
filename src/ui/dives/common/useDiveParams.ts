import { useEffect, useRef } from 'react';

/**
 * A dive's own link parameters: read once from the address bar, written back with
 * history.replaceState whenever `values` change (other parameters, such as the page's `view`,
 * are kept), and removed when the dive is left so they do not leak into another view's link.
 */
export function readDiveParams(names: readonly string[], search = typeof location === 'undefined' ? '' : location.search): Record<string, string | null> {
  const q = new URLSearchParams(search);
  return Object.fromEntries(names.map((n) => [n, q.get(n)]));
}

/** Keeps `values` (null = absent) in the address bar while the dive is shown. */
export function useDiveParams(values: Record<string, string | null>): void {
  const names = useRef(Object.keys(values));
  const text = JSON.stringify(values);
  useEffect(() => {
    if (typeof history === 'undefined') return;
    const q = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(JSON.parse(text) as Record<string, string | null>)) {
      if (v === null) q.delete(k);
      else q.set(k, v);
    }
    const search = `?${q.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',')}`;
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }, [text]);
  useEffect(
    () => () => {
      const q = new URLSearchParams(location.search);
      for (const k of names.current) q.delete(k);
      const s = q.toString();
      history.replaceState(history.state, '', `${location.pathname}${s ? `?${s}` : ''}${location.hash}`);
    },
    [],
  );
}

/** A whole number from a link parameter within [lo, hi], or `fallback`. */
export function intParam(v: string | null, lo: number, hi: number, fallback: number): number {
  if (v === null || !/^-?\d+$/.test(v)) return fallback;
  const n = Number(v);
  return n >= lo && n <= hi ? n : fallback;
}

/** One of `options` from a link parameter, or `fallback`. */
export function oneOf<T extends string>(v: string | null, options: readonly T[], fallback: T): T {
  return options.includes(v as T) ? (v as T) : fallback;
}
