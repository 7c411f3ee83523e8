/**
 * The `emq-scenario/1` format (docs/scenario-format.md). Times are milliseconds: `at` is an
 * offset from `clockStartMs`, so the server clock during a step is `clockStartMs + at`.
 */
export interface Scenario {
  format: 'emq-scenario/1';
  name: string;
  /** The queue name `q` in every key `emq:{q}:…`. */
  queue: string;
  /** Server clock (milliseconds since the Unix epoch) at `at = 0`. */
  clockStartMs: number;
  /** Default for `sweep` steps: the M-th stall dead-letters. */
  maxStalled: number;
  /** Default lease length in milliseconds for `claim` and `extend`. */
  leaseMs: number;
  steps: Step[];
}

export type Step =
  | EnqueueStep
  | ClaimStep
  | ExtendStep
  | CompleteStep
  | SweepStep
  | ReapStep
  | CrashStep
  | RedisStep;

export type StepOp = Step['op'];

interface StepBase {
  /** Milliseconds after `clockStartMs`; non-decreasing across steps. */
  at: number;
}
export interface EnqueueStep extends StepBase { op: 'enqueue'; job: string; group?: string; data?: string }
export interface ClaimStep extends StepBase { op: 'claim'; worker: string; group?: string; leaseMs?: number }
export interface ExtendStep extends StepBase { op: 'extend'; job: string; token: string; leaseMs?: number }
export interface CompleteStep extends StepBase { op: 'complete'; job: string; token: string }
export interface SweepStep extends StepBase { op: 'sweep'; maxStalled?: number; limit?: number }
export interface ReapStep extends StepBase { op: 'reap'; limit?: number }
/** A worker dies: it writes nothing to Redis; it only stops acting. */
export interface CrashStep extends StepBase { op: 'crash'; worker: string }
/** One raw Redis command, e.g. `["HSET", "emq:{q}:job:j1", "stalled", "2"]`. */
export interface RedisStep extends StepBase { op: 'redis'; command: string[] }

export const STEP_OPS: readonly StepOp[] = ['enqueue', 'claim', 'extend', 'complete', 'sweep', 'reap', 'crash', 'redis'];
