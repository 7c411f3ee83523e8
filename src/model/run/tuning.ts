import { entryFacts } from '../../sim/actors/cause';
import type { WorldConfig } from '../../sim/actors/config';
import type { Run } from '../../sim/actors/run';
import type { TuningChange } from '../narration/catalogue';

/**
 * The three knobs of lease-based recovery, in milliseconds: how long a claim or extend leases a
 * job (`leaseMs`, the scenario's leaseMs), how often a worker extends it (`heartbeatMs`), and
 * how often the sweep runs (`sweepEveryMs`). docs/model.md "The verbs" (claim, extend, sweep).
 */
export interface Tuning {
  leaseMs: number;
  heartbeatMs: number;
  sweepEveryMs: number;
}

/** What a tuning panel offers for each knob: `[min, max, step]` in milliseconds. */
export const TUNING_RANGES: Readonly<Record<keyof Tuning, readonly [number, number, number]>> = {
  leaseMs: [1000, 60_000, 1000],
  heartbeatMs: [500, 20_000, 500],
  sweepEveryMs: [1000, 30_000, 1000],
};

/** The tuning a world config runs with, or `null` for one without a sweeper (nothing to tune). */
export function tuningOf(config: WorldConfig): Tuning | null {
  if (!config.sweeper) return null;
  return { leaseMs: config.header.leaseMs, heartbeatMs: config.workers.heartbeatMs, sweepEveryMs: config.sweeper.everyMs };
}

/**
 * Why `t` cannot be used (a sentence naming the knob and its range), or `null` when each value is
 * a whole number of milliseconds within `TUNING_RANGES`.
 */
export function tuningProblem(t: Tuning): string | null {
  for (const key of Object.keys(TUNING_RANGES) as (keyof Tuning)[]) {
    const [min, max] = TUNING_RANGES[key];
    const v = t[key];
    if (!Number.isInteger(v) || v < min || v > max) return `${key} must be a whole number of milliseconds from ${min} to ${max}, not ${v}`;
  }
  return null;
}

/**
 * A sweep's LIMIT (`ZRANGEBYSCORE active -inf now LIMIT 0 n`): how many expired ids one sweep reads
 * at most, the rest waiting for the next sweep; `null`: no limit (docs/model.md "The verbs", sweep).
 */
export type SweepLimit = number | null;

/** The largest LIMIT the run view offers (and a link may ask for). */
export const MAX_SWEEP_LIMIT = 100;

/** The LIMIT a world's sweeps read with (`null`: none, or no sweeper). */
export function sweepLimitOf(config: WorldConfig): SweepLimit {
  return config.sweeper?.limit ?? null;
}

/** Why `limit` cannot be used (a sentence), or `null` for none or a whole number from 1 to MAX_SWEEP_LIMIT. */
export function sweepLimitProblem(limit: SweepLimit): string | null {
  if (limit === null || (Number.isInteger(limit) && limit >= 1 && limit <= MAX_SWEEP_LIMIT)) return null;
  return `the sweep LIMIT must be none or a whole number from 1 to ${MAX_SWEEP_LIMIT}, not ${limit}`;
}

/**
 * The same world whose sweeps read at most `limit` ids each (`null`: all the expired ones); the
 * rest stays as it was. Throws an Error for a limit out of range, or for a world without a sweeper.
 */
export function withSweepLimit(config: WorldConfig, limit: SweepLimit): WorldConfig {
  const problem = sweepLimitProblem(limit);
  if (problem) throw new Error(problem);
  if (!config.sweeper) throw new Error('this world has no sweeper, so it has no sweep LIMIT to set');
  const { limit: _old, ...beat } = config.sweeper;
  return { ...config, sweeper: limit === null ? beat : { ...beat, limit } };
}

/**
 * The same world with tuning `t`: the header's leaseMs (every claim and extend leases that long),
 * the workers' heartbeat and the sweeper's period (its first beat at most one period in). The
 * seed and every plan stay, so the same seed gives the same arrivals, and the same jobs crash the
 * same number of times (src/sim/actors/worker.ts draws each job's fate from a stream of its own).
 * Throws an Error
 * naming the knob for a value outside `TUNING_RANGES`, or for a world without a sweeper.
 */
export function retune(config: WorldConfig, t: Tuning): WorldConfig {
  const problem = tuningProblem(t);
  if (problem) throw new Error(problem);
  if (!config.sweeper) throw new Error('this world has no sweeper, so it has no sweep cadence to tune');
  return {
    ...config,
    header: { ...config.header, leaseMs: t.leaseMs },
    workers: { ...config.workers, heartbeatMs: t.heartbeatMs },
    sweeper: { ...config.sweeper, everyMs: t.sweepEveryMs, startMs: Math.min(config.sweeper.startMs, t.sweepEveryMs) },
  };
}

/**
 * What a run's recoveries cost, measured from its facts (milliseconds of server clock):
 * - `latenciesMs`: for each job whose worker crashed holding it and that a sweep or reap later
 *   put back in pending, the time from the crash to that recovery, in the order they happened;
 * - `medianMs`, `maxMs`: of those (`null` when there is none);
 * - `falseRecoveries`: recoveries of a job whose worker was still alive (slow, or frozen in a
 *   pause): its lease lapsed although nobody had died, so the job may run twice;
 * - `crashesHolding`: crashes of a worker that held a job (each is one latency once recovered).
 */
export interface RecoveryFigures {
  latenciesMs: number[];
  medianMs: number | null;
  maxMs: number | null;
  falseRecoveries: number;
  crashesHolding: number;
}

/** A run's settings and figures, kept when the tuning panel runs it again, to show beside the new run's. */
export interface TunedRun {
  tuning: Tuning;
  limit: SweepLimit;
  figures: RecoveryFigures;
}

/**
 * What changed from the run before to this one, for the trade-off sentence: the one knob that
 * changed with its new value, or `several` (none: the same settings run again).
 */
export function tuningChange(before: TunedRun, now: Tuning, limit: SweepLimit): TuningChange {
  const changes: TuningChange[] = [];
  if (before.tuning.leaseMs !== now.leaseMs) changes.push({ knob: 'lease', ms: now.leaseMs });
  if (before.tuning.heartbeatMs !== now.heartbeatMs) changes.push({ knob: 'heartbeat', ms: now.heartbeatMs });
  if (before.tuning.sweepEveryMs !== now.sweepEveryMs) changes.push({ knob: 'sweep', ms: now.sweepEveryMs });
  if (before.limit !== limit) changes.push({ knob: 'limit', limit });
  return changes.length === 1 ? changes[0]! : { knob: 'several' };
}

/** The median of `xs` (the mean of the two middle values for an even count), or `null` for none. */
export function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Recovery latency and false recoveries of a run (see RecoveryFigures), read from its typed
 * facts only: `job/claimed` says who holds a job, `worker/crashed` who died (a restarted worker
 * has a new id, so a crashed id never comes back to life), `job/recovered` when it is back in
 * pending; a completion, a dead letter or a lost lease ends the holding.
 */
export function recoveryFigures(run: Run): RecoveryFigures {
  const holder = new Map<string, string>();
  const crashedAt = new Map<string, number>();
  const dead = new Set<string>();
  const latenciesMs: number[] = [];
  let falseRecoveries = 0;
  let crashesHolding = 0;
  const { events } = run.timeline;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    for (const f of entryFacts(e, run.causes[i])) {
      switch (f.type) {
        case 'job/claimed':
          holder.set(f.jobId, f.worker);
          crashedAt.delete(f.jobId);
          break;
        case 'worker/crashed':
          dead.add(f.worker);
          for (const [job, w] of holder) {
            if (w !== f.worker) continue;
            crashedAt.set(job, e.nowMs);
            holder.delete(job);
            crashesHolding += 1;
          }
          break;
        case 'job/recovered': {
          const at = crashedAt.get(f.jobId);
          if (at !== undefined) {
            latenciesMs.push(e.nowMs - at);
            crashedAt.delete(f.jobId);
          } else if (holder.has(f.jobId) && !dead.has(holder.get(f.jobId)!)) falseRecoveries += 1;
          holder.delete(f.jobId);
          break;
        }
        case 'job/completed':
        case 'job/deadLettered':
        case 'job/orphanDropped':
          holder.delete(f.jobId);
          crashedAt.delete(f.jobId);
          break;
        case 'lease/lost':
        case 'complete/rejected':
          if (holder.get(f.jobId) === f.worker) holder.delete(f.jobId);
          break;
      }
    }
  }
  const maxMs = latenciesMs.length ? Math.max(...latenciesMs) : null;
  return { latenciesMs, medianMs: median(latenciesMs), maxMs, falseRecoveries, crashesHolding };
}
