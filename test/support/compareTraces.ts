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

/**
 * Whether two values are equal as JSON. Equal texts settle it at the cost of two stringifies (both
 * dumps list keys and fields in byte order); only unequal texts need the parse and deep compare.
 */
function sameJson(a: unknown, e: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(e) || isDeepStrictEqual(asJson(a), asJson(e));
}

function repliesAgree(op: string, a: Reply, e: Reply, exactErrors: boolean, asPairSet: boolean): boolean {
  // Where a verb's script failed, both must be errors; the message may differ unless asked for.
  if (!exactErrors && op !== 'redis' && op !== 'crash' && isErrorReply(e)) return isErrorReply(a);
  if (asPairSet && Array.isArray(a) && Array.isArray(e)) return isDeepStrictEqual(pairSet(a), pairSet(e));
  return isDeepStrictEqual(asJson(a), asJson(e));
}

/** A flat field/value reply as its pairs, sorted: the same set in any order compares equal. */
function pairSet(flat: Reply[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < flat.length; i += 2) out.push(JSON.stringify([flat[i], flat[i + 1]]));
  return out.sort();
}

/** Redis 7.0's defaults `hash-max-listpack-entries` and `hash-max-listpack-value` (bytes). */
const HASH_MAX_LISTPACK_ENTRIES = 512;
const HASH_MAX_LISTPACK_VALUE = 64;

/**
 * Keys whose hash Redis has converted to a hashtable, given the keyspace after a step and the set
 * before it: a hash over 512 fields or with a field or value over 64 bytes converts, and stays
 * converted while the key exists (one-way). A hashtable's HGETALL order depends on a hash seed
 * drawn at each server start, so it is not part of what the simulator must reproduce.
 */
function hashtablesAfter(keyspace: KeyspaceDump, before: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const [key, d] of Object.entries(keyspace)) {
    if (d.type !== 'hash') continue;
    const entries = Object.entries(d.value);
    const big = (text: string) => Buffer.byteLength(text, 'utf8') > HASH_MAX_LISTPACK_VALUE;
    if (before.has(key) || entries.length > HASH_MAX_LISTPACK_ENTRIES || entries.some(([f, v]) => big(f) || big(v))) out.add(key);
  }
  return out;
}

/** The key an HGETALL step reads, when the step is one (Redis folds ASCII case only). */
function hgetallKey(step: Scenario['steps'][number] | undefined): string | undefined {
  if (step?.op !== 'redis' || step.command.length !== 2 || !/^hgetall$/i.test(step.command[0]!)) return undefined;
  return step.command[1];
}

/**
 * The first step at which `actual` (e.g. the simulator's trace) and `expected` (e.g. real Redis's)
 * disagree, or `null` when they agree. Replies are compared as JSON values, except that where a verb
 * step's script failed both must be errors whose messages may differ (unless `exactErrors`), and
 * that the HGETALL of a hash Redis keeps as a hashtable compares as a set of field/value pairs
 * (its order changes from one server start to the next). The keyspace after every step must be
 * equal as a JSON value.
 */
export function firstDivergence(
  scenario: Scenario,
  actual: Trace,
  expected: Trace,
  opts: { exactErrors?: boolean } = {},
): Divergence | null {
  const n = Math.min(actual.steps.length, expected.steps.length);
  let hashtables = new Set<string>();
  for (let i = 0; i < n; i++) {
    const a = actual.steps[i];
    const e = expected.steps[i];
    const step = scenario.steps[i];
    if (a.at !== e.at || a.op !== e.op) return { index: i, what: 'step', step, actual: { at: a.at, op: a.op }, expected: { at: e.at, op: e.op } };
    const read = hgetallKey(step);
    const asPairSet = read !== undefined && hashtables.has(read);
    if (!repliesAgree(e.op, a.reply, e.reply, opts.exactErrors ?? false, asPairSet)) return { index: i, what: 'reply', step, actual: a.reply, expected: e.reply };
    hashtables = hashtablesAfter(e.keyspace, hashtables);
    if (!sameJson(a.keyspace, e.keyspace)) {
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
