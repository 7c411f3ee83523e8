/**
 * What a dive's link codec reads its parameters from. The page's `LinkReader`
 * (src/ui/url/query.ts) satisfies it; so does `queryLink` below, for tests and for any host
 * without an address bar. A bad value never stops a dive: the codec falls back and `reject`
 * names the parameter and what was used instead.
 */
export interface LinkSource {
  /** The raw value of `name`, or null when the link has none. */
  get(name: string): string | null;
  /** Records that `name`'s value could not be used: `why` is the rest of the sentence ("is not …, so … is used."). */
  reject(name: string, why: string): void;
}

/** A dive's parameters as it writes them into its link: a value, or null for one left out. */
export type DiveLinkParams = Record<string, string | null>;

/**
 * A whole number in lo..hi from the link, or `fallback` (rejected, with the range and the
 * fallback in words, when the link had another value). `unit` follows the fallback (`' ms'`).
 */
export function linkInt(link: LinkSource, name: string, lo: number, hi: number, fallback: number, unit = ''): number {
  const v = link.get(name);
  if (v === null) return fallback;
  const n = /^-?\d{1,15}$/.test(v) ? Number(v) : NaN;
  if (n >= lo && n <= hi) return n;
  link.reject(name, `is not a whole number from ${lo} to ${hi}, so ${fallback}${unit} is used.`);
  return fallback;
}

/** One of `options` from the link, or `fallback` (rejected, naming the options, when the link had another value). */
export function linkOneOf<T extends string>(link: LinkSource, name: string, options: readonly T[], fallback: T): T {
  const v = link.get(name);
  if (v === null) return fallback;
  if ((options as readonly string[]).includes(v)) return v as T;
  link.reject(name, `is not one of ${options.join(', ')}, so ${fallback} is used.`);
  return fallback;
}

/**
 * A `LinkSource` over a query string (`?now=20000`), or over the parameters a codec wrote (null:
 * left out), that keeps each rejection as one sentence in `problems`.
 */
export function queryLink(search: string | DiveLinkParams): LinkSource & { problems: string[] } {
  const q = new URLSearchParams(typeof search === 'string' ? search : Object.entries(search).filter((e): e is [string, string] => e[1] !== null));
  const problems: string[] = [];
  return {
    problems,
    get: (name) => q.get(name),
    reject: (name, why) => {
      problems.push(`${name}=${q.get(name)} ${why}`);
    },
  };
}
