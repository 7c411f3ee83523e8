import { useEffect, useLayoutEffect, useRef } from 'react';
import type { StoreApi } from 'zustand';
import { formatQuery, type LinkParams } from './linkAdapter';
import { useLink } from './LinkProvider';
import { groupThousands } from '../../model/selectors/groupThousands';
import { misspeltParams } from './linkShape';
import { LINK_TEXT } from '../../model/narration/linkText';

/**
 * The query string is a projection of the page: `view` is the page's, and every other
 * parameter belongs to the view that is shown. Each writer sets only its own parameters and
 * keeps all the others (a host page may add its own), replacing the current entry of its link
 * (src/ui/url/linkAdapter.ts), so stepping does not add history entries and Back leaves the page
 * as usual.
 */

export { formatQuery, withParams, type LinkParams } from './linkAdapter';

/** The same names, all null: what removes them. */
export function without(names: readonly string[]): LinkParams {
  return Object.fromEntries(names.map((n) => [n, null]));
}

/**
 * Keeps a view's own parameters in its link (the nearest LinkProvider's) while it is mounted: `select(state)` gives
 * them (always the same names; null leaves one out), written whenever the store changes, at
 * most every `throttleMs(state)` ms (0: at once, e.g. unless playing). When the view goes, its
 * parameters go with it, so they never leak into another view's link.
 */
export function useLinkParams<S>(store: StoreApi<S>, select: (state: S) => LinkParams, throttleMs: (state: S) => number = () => 0): void {
  const link = useLink();
  const latest = useRef({ select, throttleMs });
  useLayoutEffect(() => {
    latest.current = { select, throttleMs };
  });
  useEffect(() => {
    const names = Object.keys(latest.current.select(store.getState()));
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastWrite = -Infinity;
    const write = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      lastWrite = performance.now();
      link.write(latest.current.select(store.getState()));
    };
    const schedule = () => {
      const wait = latest.current.throttleMs(store.getState());
      if (wait <= 0) write();
      else if (timer === null) timer = setTimeout(write, Math.max(0, wait - (performance.now() - lastWrite)));
    };
    write();
    const unsubscribe = store.subscribe(schedule);
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
      link.write(without(names));
    };
  }, [store, link]);
}

/** The longest value one link parameter may have, in characters; a longer one is ignored (and named). */
export const MAX_LINK_VALUE = 2_000;

/** A link value as a notice quotes it: at most 60 characters, then "…". */
export function shownValue(value: string): string {
  return value.length > 60 ? `${value.slice(0, 60)}…` : value;
}

/**
 * What is wrong with the shape of a link as a whole, one sentence each: a parameter given more
 * than once (the first is used), a value longer than `MAX_LINK_VALUE` (ignored), an `embed`
 * other than `1` (the full page is shown), and a parameter no view reads whose name is close to
 * one they do (`stp=14`: ignored, "did you mean step?", `misspeltParams`). The views read each
 * value on their own.
 */
export function linkShapeProblems(search: string): string[] {
  const q = new URLSearchParams(search);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const name of q.keys()) {
    if (seen.has(name)) continue;
    seen.add(name);
    const values = q.getAll(name);
    const shown = shownValue(name);
    if (values.length > 1) problems.push(LINK_TEXT.givenTimes(shown, values.length, shownValue(values[0]!)));
    if (values[0]!.length > MAX_LINK_VALUE) {
      problems.push(LINK_TEXT.overLimit(shown, groupThousands(values[0]!.length), groupThousands(MAX_LINK_VALUE)));
    }
  }
  const embed = q.get('embed');
  if (embed !== null && embed !== '1') problems.push(LINK_TEXT.embedNotOne(shownValue(embed)));
  problems.push(...misspeltParams(search, shownValue));
  return problems;
}

/** `search` without the values `linkShapeProblems` names as too long, so no view reads them. */
export function withoutOverlongValues(search: string): string {
  const q = new URLSearchParams(search);
  const long = [...new Set(q.keys())].filter((name) => q.get(name)!.length > MAX_LINK_VALUE);
  if (!long.length) return search;
  for (const name of long) q.delete(name);
  return formatQuery(q);
}

/**
 * Reads link parameters against what a view accepts. A bad parameter never stops the page: it
 * falls back, and `problems` names it and what was used instead, one sentence each.
 */
export class LinkReader {
  readonly problems: string[] = [];
  private readonly q: URLSearchParams;

  constructor(search: string) {
    this.q = new URLSearchParams(search);
  }

  /** The raw value, or null when absent. */
  get(name: string): string | null {
    return this.q.get(name);
  }

  /** Records that `name`'s value could not be used, and what happens instead. */
  reject(name: string, why: string): void {
    this.problems.push(LINK_TEXT.rejected(name, shownValue(this.q.get(name) ?? ''), why));
  }

  /** A whole number in lo..hi, or `fallback` (named in `problems` when the link had another value). */
  int(name: string, lo: number, hi: number, fallback: number, unit = ''): number {
    const v = this.q.get(name);
    if (v === null) return fallback;
    const n = /^-?\d{1,15}$/.test(v) ? Number(v) : NaN;
    if (n >= lo && n <= hi) return n;
    this.reject(name, LINK_TEXT.notWholeNumber(lo, hi, fallback, unit));
    return fallback;
  }

  /** One of `options`, or `fallback` (named in `problems` when the link had another value). */
  oneOf<T extends string>(name: string, options: readonly T[], fallback: T): T {
    const v = this.q.get(name);
    if (v === null) return fallback;
    if ((options as readonly string[]).includes(v)) return v as T;
    this.reject(name, LINK_TEXT.notOneOf(options, fallback));
    return fallback;
  }
}
