import type { Reply } from './reply';
import type { StepOp } from './scenario';

/**
 * The `emq-trace/1` format (docs/scenario-format.md): one entry per step with the reply and
 * the whole keyspace after the step.
 */
export interface Trace {
  format: 'emq-trace/1';
  steps: TraceStep[];
}

export interface TraceStep {
  at: number;
  op: StepOp;
  reply: Reply;
  keyspace: KeyspaceDump;
}

/**
 * Every key, sorted by bytes, with its type and value. Built with `jsonRecord`, so a key named
 * `__proto__` is a key like any other.
 */
export type KeyspaceDump = Record<string, KeyDump>;

/**
 * An empty object for JSON whose names come from Redis (keys, hash fields): it has no prototype,
 * so `o['__proto__'] = v` makes an own property that JSON.stringify writes, where on a plain `{}`
 * it would set the prototype and vanish from the trace; and `constructor` or `toString` read as
 * missing until set. Its names keep the order they were set in, except that JSON lists names that
 * are whole numbers first (ECMA-262 OrdinaryOwnPropertyKeys; docs/scenario-format.md).
 */
export function jsonRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** A sorted-set score as JSON: a number, or `"inf"` / `"-inf"`. */
export type DumpScore = number | 'inf' | '-inf';

export type KeyDump =
  | { type: 'zset'; value: [string, DumpScore][] }
  | { type: 'hash'; value: Record<string, string> }
  | { type: 'list'; value: string[] }
  | { type: 'string'; value: string };
