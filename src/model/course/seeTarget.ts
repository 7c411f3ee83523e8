/**
 * Where a link asks the page to bring into view once it has opened: the hub widget (a quiz
 * question's own run, opened in it), lines of the course page's sweep.lua listing, or a dive's
 * moment (the panel that shows the state the dive's link opened at: `#see=moment`, DiveWidget).
 * It travels in the hash (`#see=hub`, `#see=sweep.lua:27-32`, beside a `scenario=`), which never
 * reaches a server and which the views only read; a value this page does not know is ignored.
 */
export type SeeTarget = { kind: 'hub' } | { kind: 'moment' } | { kind: 'sweepLines'; from: number; to: number };

/** The hash parameter that carries the target. */
export const SEE_HASH_PARAM = 'see';

/** The target as one hash parameter: `see=hub`, `see=moment`, `see=sweep.lua:27-32`. */
export function seeHashPart(t: SeeTarget): string {
  return `${SEE_HASH_PARAM}=${t.kind === 'sweepLines' ? `sweep.lua:${t.from}-${t.to}` : t.kind}`;
}

/** The target a hash names (`#scenario=…&see=hub`), or null when it names none this page knows. */
export function seeTargetOf(hash: string): SeeTarget | null {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const part = body.split('&').find((p) => p.startsWith(`${SEE_HASH_PARAM}=`));
  if (part === undefined) return null;
  const value = part.slice(SEE_HASH_PARAM.length + 1);
  if (value === 'hub') return { kind: 'hub' };
  if (value === 'moment') return { kind: 'moment' };
  const m = /^sweep\.lua:(\d{1,4})-(\d{1,4})$/.exec(value);
  if (!m) return null;
  const from = Number(m[1]);
  const to = Number(m[2]);
  return from >= 1 && to >= from ? { kind: 'sweepLines', from, to } : null;
}
