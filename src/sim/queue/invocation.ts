import type { Scenario, Step } from '../format/scenario';
import { queueKeys } from './keys';

/** The six verbs; each is one Lua file in `./scripts/<verb>.lua`. */
export type VerbName = 'enqueue' | 'claim' | 'extend' | 'complete' | 'sweep' | 'reap';
export const VERBS: readonly VerbName[] = ['enqueue', 'claim', 'extend', 'complete', 'sweep', 'reap'];

/**
 * How a verb step calls its script: its KEYS and ARGV, as `EVAL <script> <keys.length> ...keys ...args`
 * sends them (the replay and `--redis-cli`; the real-clock test uses EVALSHA of the same file).
 */
export interface Invocation {
  verb: VerbName;
  keys: string[];
  args: string[];
}

type Defaults = Pick<Scenario, 'queue' | 'maxStalled' | 'leaseMs'>;

/**
 * The KEYS and ARGV a verb step passes to its script. The TypeScript verbs and the real-Redis
 * conformance runner both go through this function, so they cannot call the scripts differently.
 * Returns `null` for `crash` and `redis` steps, which run no script. Numbers become strings the
 * way a Redis client sends them (decimal integers).
 */
export function invocationFor(step: Step, scenario: Defaults): Invocation | null {
  const k = queueKeys(scenario.queue);
  switch (step.op) {
    case 'enqueue':
      return {
        verb: 'enqueue',
        keys: [k.job(step.job), k.lane(step.group)],
        args: [step.job, step.group ?? '', step.data === undefined ? '0' : '1', step.data ?? ''],
      };
    case 'claim':
      return {
        verb: 'claim',
        keys: [k.lane(step.group), k.active],
        args: [step.worker, String(step.leaseMs ?? scenario.leaseMs), `${k.prefix}job:`],
      };
    case 'extend':
      return {
        verb: 'extend',
        keys: [k.active, k.job(step.job)],
        args: [step.job, step.token, String(step.leaseMs ?? scenario.leaseMs)],
      };
    case 'complete':
      return { verb: 'complete', keys: [k.active, k.job(step.job)], args: [step.job, step.token] };
    case 'sweep':
      return {
        verb: 'sweep',
        keys: [k.active, k.pending, k.dead],
        args: [String(step.maxStalled ?? scenario.maxStalled), step.limit === undefined ? '' : String(step.limit), k.prefix],
      };
    case 'reap':
      return {
        verb: 'reap',
        keys: [k.active, k.pending],
        args: [step.limit === undefined ? '' : String(step.limit), k.prefix],
      };
    case 'crash':
    case 'redis':
      return null;
  }
}
