import { isDeepStrictEqual } from 'node:util';
import { isErrorReply, type Reply } from '../../src/sim/format/reply';
import type { KeyspaceDump, Trace } from '../../src/sim/format/trace';
import type { Scenario } from '../../src/sim/format/scenario';

/** Where two traces of one scenario first disagree. */
export interface Divergence {
  /** Index of the step (0-based). */
  index: number;
  /** What differs: the step's identity, its reply, the keyspace after it, or the number of steps. */
  what: 'length' | 'step' | 'reply' | 'keyspace';
  step: Scenario['steps'][number] | undefined;
  actual: unknown;
  expected: unknown;
}

/** JSON's view of a value (so -0 equals 0 and undefined fields vanish, as in the trace files). */
function asJson<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

function repliesAgree(op: string, a: Reply, e: Reply, exactErrors: boolean): boolean {
  // Where a verb's script failed, both must be errors; the message may differ unless asked for.
  if (!exactErrors && op !== 'redis' && op !== 'crash' && isErrorReply(e)) return isErrorReply(a);
  return isDeepStrictEqual(asJson(a), asJson(e));
}

/**
 * The first step at which `actual` (e.g. the simulator's trace) and `expected` (e.g. real Redis's)
 * disagree, or `null` when they agree. Replies are compared as JSON values, except that where a verb
 * step's script failed both must be errors whose messages may differ (unless `exactErrors`). The
 * keyspace after every step must be equal as a JSON value.
 */
export function firstDivergence(
  scenario: Scenario,
  actual: Trace,
  expected: Trace,
  opts: { exactErrors?: boolean } = {},
): Divergence | null {
  const n = Math.min(actual.steps.length, expected.steps.length);
  for (let i = 0; i < n; i++) {
    const a = actual.steps[i];
    const e = expected.steps[i];
    const step = scenario.steps[i];
    if (a.at !== e.at || a.op !== e.op) return { index: i, what: 'step', step, actual: { at: a.at, op: a.op }, expected: { at: e.at, op: e.op } };
    if (!repliesAgree(e.op, a.reply, e.reply, opts.exactErrors ?? false)) return { index: i, what: 'reply', step, actual: a.reply, expected: e.reply };
    if (!isDeepStrictEqual(asJson(a.keyspace), asJson(e.keyspace))) {
      return { index: i, what: 'keyspace', step, actual: keyspaceDiff(a.keyspace, e.keyspace), expected: null };
    }
  }
  if (actual.steps.length !== expected.steps.length) {
    return { index: n, what: 'length', step: scenario.steps[n], actual: actual.steps.length, expected: expected.steps.length };
  }
  return null;
}

/** The keys whose dump differs: `{key: {actual, expected}}` (a missing key shows as undefined). */
export function keyspaceDiff(a: KeyspaceDump, e: KeyspaceDump): Record<string, { actual: unknown; expected: unknown }> {
  const out: Record<string, { actual: unknown; expected: unknown }> = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(e)])) {
    if (!isDeepStrictEqual(asJson(a[key]), asJson(e[key]))) out[key] = { actual: a[key], expected: e[key] };
  }
  return out;
}

/** A divergence as a few readable lines for a test failure. */
export function describeDivergence(d: Divergence): string {
  return [
    `step ${d.index}: ${JSON.stringify(d.step)}`,
    `differs in ${d.what}:`,
    d.what === 'keyspace' ? `  ${JSON.stringify(d.actual)}` : `  simulator: ${JSON.stringify(d.actual)}\n  redis:     ${JSON.stringify(d.expected)}`,
  ].join('\n');
}
