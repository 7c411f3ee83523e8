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

/** Every key, sorted by bytes, with its type and value. */
export type KeyspaceDump = Record<string, KeyDump>;

/** A sorted-set score as JSON: a number, or `"inf"` / `"-inf"`. */
export type DumpScore = number | 'inf' | '-inf';

export type KeyDump =
  | { type: 'zset'; value: [string, DumpScore][] }
  | { type: 'hash'; value: Record<string, string> }
  | { type: 'list'; value: string[] }
  | { type: 'string'; value: string };
