import { groupThousands } from '../selectors/groupThousands';

// Part of the catalogue (catalogue.ts re-exports them): the one plural rule, the one way to write a
// count, and ordinals. In a file of their own, so the section files (hubText.ts, shellText.ts) count without
// loading the whole catalogue.

/** The one plural rule of the catalogue (English: one, else many): `plural(2, 'lease')` is `leases`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** A count with its noun, digits grouped: `1 lease`, `3 leases`, `504,102 characters`. */
export function count(n: number, noun: string, many?: string): string {
  return `${groupThousands(n)} ${plural(n, noun, many)}`;
}

/** `1st`, `2nd`, `3rd`, `4th`, `11th`, `22nd`: the stall that dead-letters is the maxStalled-th. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
