import { applyInput } from '../../../sim/engine/applyInput';
import type { SimEvent } from '../../../sim/engine/event';
import type { ScenarioHeader } from '../../../sim/engine/input';
import { initialState, type SimState } from '../../../sim/engine/simState';
import { queueKeys } from '../../../sim/queue/keys';
import { factOf, scannedJobs } from '../../../sim/events/facts';
import { BOUND } from '../../narration/catalogue';
import type { Scenario, Step } from '../../../sim/format/scenario';
import { at, peekField, type Frame, type ScriptId } from '../common';

/**
 * `sweep`: the product's sweep alone (it counts stalls). `reap`: only the count-free reaper.
 * `reapThenSweep`: on every beat the reaper runs first, then the sweep.
 */
export type BoundMode = 'sweep' | 'reap' | 'reapThenSweep';

/** What the learner does next: let the poison job run one more beat, or retry it from the morgue. */
export type BoundAction = 'beat' | 'retry' | 'retryReset';

export interface BoundConfig {
  /** The M-th stall sends the job to the morgue (1 or more). */
  maxStalled: number;
  mode: BoundMode;
}

// The poison job's id lives with the link parameters: the page's nav names it without loading this dive.
import { POISON } from '../diveParams';
export { POISON };
/** Lease of every claim (ms): short, so each beat is quick. */
export const BOUND_LEASE_MS = 5_000;
/** A beat lasts this long (ms): claim at T, crash at T + 1, recovery at T + lease, next claim a second later. */
export const BOUND_BEAT_MS = 6_000;
const CLOCK_START_MS = 1_767_225_600_000;

/**
 * BullMQ's `maxStalledCount` that behaves like `maxStalled = M` here: BullMQ allows k recoveries
 * and fails on stall k + 1, while here the M-th stall dead-letters (M − 1 recoveries). So
 * `maxStalledCount = M − 1`, i.e. M = k + 1. Source: docs/model.md; BullMQ tests/stalled_jobs.test.ts.
 */
export function bullmqMaxStalledCount(maxStalled: number): number {
  return maxStalled - 1;
}

/** One step of a bound run, with what the job looks like after it. */
export interface BoundStep {
  step: Step;
  event: SimEvent;
  frame: Frame;
  /** The beat (1-based) or retry this step belongs to. */
  beat: number;
  /** The job's `stalled` field after the step (0 when absent). */
  stalled: number;
  /** Where the job is after the step. */
  lane: 'pending' | 'active' | 'dead';
  /** Recoveries so far (by sweep or reaper): how many times the job went back to pending. */
  recoveries: number;
  /**
   * Recoveries since the operator last reset the stall count (`HSET stalled 0`, "Retry and reset
   * the count"), or null when nobody has reset it: only these does the count still bound.
   */
  sinceReset: number | null;
}

/** A bound run: the scenario it is (exportable, replayable on Redis) and its annotated steps. */
export interface BoundRun {
  config: BoundConfig;
  scenario: Scenario;
  steps: BoundStep[];
  /** True when the job is in the morgue at the end. */
  dead: boolean;
}

/** The scenario header of a bound run. */
export function boundHeader(config: BoundConfig): ScenarioHeader {
  const what = config.mode === 'sweep' ? 'the sweep' : config.mode === 'reap' ? 'only the count-free reaper' : 'the reaper in front of the sweep';
  return {
    format: 'emq-scenario/1',
    name: `A poison job crashes every worker; recovered by ${what} (maxStalled ${config.maxStalled})`,
    queue: 'q',
    clockStartMs: CLOCK_START_MS,
    maxStalled: config.maxStalled,
    leaseMs: BOUND_LEASE_MS,
  };
}

/**
 * Builds a bound run from the learner's actions, every step a real verb or raw command run by
 * the engine (`applyInput`), so the run can be exported as `emq-scenario/1` and replayed on Redis.
 * The job is enqueued first; each `beat` is: a new worker claims (if pending is empty, because the
 * job is in the morgue, the beat ends there), the worker crashes 1 ms later, and at its deadline
 * the recovery of the chosen mode runs. `retry` moves the job from the morgue back to pending by
 * hand (`ZREM dead`, `ZADD pending`, `HSET state pending`) and keeps the lifetime count;
 * `retryReset` also sends `HSET stalled 0`. Throws an Error for a retry while the job is not in
 * the morgue, or for maxStalled below 1. Times are milliseconds.
 */
export function buildBoundRun(config: BoundConfig, actions: readonly BoundAction[]): BoundRun {
  if (!Number.isInteger(config.maxStalled) || config.maxStalled < 1) throw new Error(`maxStalled must be a whole number of at least 1, got ${config.maxStalled}`);
  const header = boundHeader(config);
  const k = queueKeys(header.queue);
  const state = initialState(header);
  const steps: BoundStep[] = [];
  let recoveries = 0;
  let resetAt: number | null = null;
  let beat = 0;
  let t = 0;
  let worker = 0;

  const run = (step: Step, narrate: (e: SimEvent, s: SimState) => string): SimEvent => {
    const event = applyInput(state, step, steps.length);
    const failed = factOf(event.facts, 'script/failed');
    if (failed) throw new Error(`step ${steps.length} (${step.op}) failed: ${failed.error}`);
    const script: ScriptId | null = step.op === 'sweep' ? 'sweep.lua' : step.op === 'reap' ? 'reap.lua' : step.op === 'claim' ? 'claim.lua' : null;
    const lane = laneOf(state, k);
    const stalled = Number(peekField(state.keyspace, k.job(POISON), 'stalled') ?? 0);
    const narration = narrate(event, state); // may count a recovery, so before `recoveries` is read
    if (step.op === 'redis' && step.command[0] === 'HSET' && step.command[2] === 'stalled') resetAt = recoveries;
    steps.push({ step, event, beat, stalled, lane, recoveries, sinceReset: resetAt === null ? null : recoveries - resetAt, frame: { script, lines: script ? event.calls.map((c) => c.line) : [], narration } });
    return event;
  };
  const when = (ms: number) => at(header.clockStartMs + ms, header.clockStartMs);

  run({ at: 0, op: 'enqueue', job: POISON }, () => BOUND.enqueued(POISON));
  for (const action of actions) {
    beat++;
    if (action === 'beat') {
      const w = `w${++worker}`;
      const claim = run({ at: t, op: 'claim', worker: w }, (e) =>
        factOf(e.facts, 'job/claimed') === undefined
          ? BOUND.claimFoundNothing(w, POISON)
          : BOUND.claimed(w, POISON, factOf(e.facts, 'job/claimed')!.token, when(t + BOUND_LEASE_MS)));
      if (factOf(claim.facts, 'job/claimed') === undefined) {
        t += BOUND_BEAT_MS;
        continue;
      }
      run({ at: t + 1, op: 'crash', worker: w }, () => BOUND.crashed(w, POISON, when(t + BOUND_LEASE_MS), config.mode === 'sweep' ? 'sweep' : 'reaper'));
      const due = t + BOUND_LEASE_MS;
      if (config.mode !== 'sweep') {
        run({ at: due, op: 'reap' }, (e) => {
          if (scannedJobs(e.facts).length === 0) return BOUND.reapFoundNothing;
          recoveries++;
          return BOUND.reaped(POISON, recoveries, stalledOf(state, k));
        });
      }
      if (config.mode !== 'reap') {
        run({ at: due, op: 'sweep' }, (e) => narrateSweep(e, state, k, config.maxStalled, () => ++recoveries));
      }
      t += BOUND_BEAT_MS;
    } else {
      if (laneOf(state, k) !== 'dead') throw new Error(`cannot retry ${POISON}: it is not in the morgue`);
      const before = stalledOf(state, k);
      run({ at: t, op: 'redis', command: ['ZREM', k.dead, POISON] }, () => BOUND.retryZrem(POISON));
      run({ at: t, op: 'redis', command: ['ZADD', k.pending, '0', POISON] }, () => BOUND.retryZadd(POISON));
      run({ at: t, op: 'redis', command: ['HSET', k.job(POISON), 'state', 'pending'] }, () =>
        action === 'retry'
          ? BOUND.retryKeepsCount(before)
          : BOUND.retryMarksPending);
      if (action === 'retryReset') {
        run({ at: t, op: 'redis', command: ['HSET', k.job(POISON), 'stalled', '0'] }, () => BOUND.retryResetsCount(before, config.maxStalled));
      }
      t += 1_000;
    }
  }
  return { config, scenario: { ...header, steps: steps.map((s) => s.step) }, steps, dead: laneOf(state, k) === 'dead' };
}

function narrateSweep(e: SimEvent, state: SimState, k: ReturnType<typeof queueKeys>, maxStalled: number, recovered: () => number): string {
  const first = e.facts.find((f) => f.type === 'job/recovered' || f.type === 'job/deadLettered');
  if (!first) {
    return BOUND.sweepFoundNothing(POISON, stalledOf(state, k));
  }
  const outcome = first.type === 'job/deadLettered' ? 'dead' : 'recovered';
  const st = first.stallCount;
  if (outcome === 'dead' && st > maxStalled) {
    return BOUND.sweepDeadAfterRetry(POISON, st, maxStalled);
  }
  if (outcome === 'dead') return BOUND.sweepDead(POISON, st, maxStalled);
  const n = recovered();
  return BOUND.sweepRecovered(POISON, st, maxStalled, n);
}

function stalledOf(state: SimState, k: ReturnType<typeof queueKeys>): number {
  return Number(peekField(state.keyspace, k.job(POISON), 'stalled') ?? 0);
}

function laneOf(state: SimState, k: ReturnType<typeof queueKeys>): BoundStep['lane'] {
  for (const [key, lane] of [[k.active, 'active'], [k.dead, 'dead'], [k.pending, 'pending']] as const) {
    if (state.keyspace.zscore(key, POISON) !== null) return lane;
  }
  return 'pending';
}
