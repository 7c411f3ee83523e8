import { applyInput } from '../engine/applyInput';
import type { SimEvent } from '../engine/event';
import { headerOf, type Input } from '../engine/input';
import { cloneState, initialState, type SimState } from '../engine/simState';
import type { Scenario } from '../format/scenario';
import { CHECKPOINT_EVERY, stateAt, type Timeline } from '../timeline/timeline';
import { parseToken } from '../events/lease';
import { cloneActors, initialActors, observedActors, type ActorState } from './actorState';
import type { Cause } from './cause';
import type { WorldConfig } from './config';
import { interventionInput, type Intervention } from './intervention';
import { react } from './react';
import { nextAction } from './scheduler';
import { workerByToken } from './worker';

/**
 * A world run: the timeline (inputs → events, with its checkpoints) plus, per event, who acted and
 * why (`causes`), and the actor state every `CHECKPOINT_EVERY` events (`actorCheckpoints[k]`
 * after `k * CHECKPOINT_EVERY` events), so the actors at any cursor are derived like the keyspace
 * is. `config` is `null` for a file replayed as is (no actors to regenerate a future).
 * Immutable: functions here return new runs.
 */
export interface Run {
  config: WorldConfig | null;
  timeline: Timeline;
  causes: readonly Cause[];
  actorCheckpoints: readonly ActorState[];
  /** The learner's interventions still in this run, each with the index of the event that records it. */
  interventions: readonly { index: number; intervention: Intervention }[];
  /** How far `extendRun` carried the run past its config's first horizon (absent: not at all). */
  extendedMs?: number;
}

/** A runaway guard: no preset comes near it. */
export const MAX_RUN_EVENTS = 500_000;

/**
 * A run being written. It records the timeline itself (inputs, events, state checkpoints every
 * CHECKPOINT_EVERY events, as `buildTimeline` does) instead of replaying the inputs a second
 * time through `buildTimeline`: generating the busy hour is then one pass, not two.
 */
interface Growing {
  inputs: Input[];
  events: SimEvent[];
  simCheckpoints: SimState[];
  causes: Cause[];
  checkpoints: ActorState[];
}

function record(g: Growing, a: ActorState, sim: SimState, config: WorldConfig | null, input: Input, cause: Cause): void {
  const event = applyInput(sim, input, g.inputs.length);
  react(a, config, sim.header.clockStartMs, input, event, cause);
  g.inputs.push(input);
  g.events.push(event);
  g.causes.push(cause);
  if (g.inputs.length % CHECKPOINT_EVERY === 0) {
    g.simCheckpoints.push(cloneState(sim));
    g.checkpoints.push(cloneActors(a));
  }
}

/**
 * The Timeline of what `g` recorded, equal to `buildTimeline(header, g.inputs)` (a test checks
 * it). `sim` becomes its tail: the caller must not touch it again (`appendInputs` and `forkAt`
 * copy the tail before they write).
 */
function timelineOf(g: Growing, sim: SimState): Timeline {
  return { header: sim.header, inputs: g.inputs, events: g.events, checkpoints: g.simCheckpoints, tail: sim };
}

function growing(start: SimState, a: ActorState): Growing {
  return { inputs: [], events: [], simCheckpoints: [cloneState(start)], causes: [], checkpoints: [cloneActors(a)] };
}

/** How many events a run's generator writes between two yields (a small fraction of a millisecond each). */
export const GENERATE_CHUNK_EVENTS = 64;

/**
 * A run being computed a chunk at a time: it yields the number of events written so far every
 * GENERATE_CHUNK_EVENTS events and returns the run, so a page can spread a long run (the busy
 * hour: thousands of events) over many short turns of its main thread. `finish` runs one to the end.
 */
export type RunSteps = Generator<number, Run, void>;

/** Runs a generator of `RunSteps` to its end and returns its run (what the plain functions do). */
export function finish<T>(steps: Generator<number, T, void>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Lets the actors act, earliest first, until nobody acts at or before the horizon. Mutates all. */
function* generate(g: Growing, a: ActorState, sim: SimState, config: WorldConfig): Generator<number, void, void> {
  const start = sim.header.clockStartMs;
  for (;;) {
    const action = nextAction(a, config, sim.nowMs - start);
    if (!action) return;
    if (g.inputs.length >= MAX_RUN_EVENTS) throw new Error(`the run passed ${MAX_RUN_EVENTS} events; is an actor looping?`);
    record(g, a, sim, config, action.input, action.cause);
    if (g.inputs.length % GENERATE_CHUNK_EVENTS === 0) yield g.inputs.length;
  }
}

/**
 * Runs a world from its config: every actor acts through the verbs, earliest first, up to
 * `config.horizonMs`. The same config (seed included) always gives the same run.
 */
export function generateRun(config: WorldConfig): Run {
  return finish(generateRunSteps(config));
}

/** `generateRun` a chunk at a time (see `RunSteps`). */
export function* generateRunSteps(config: WorldConfig): RunSteps {
  const a = initialActors(config);
  const sim = initialState(config.header);
  const g = growing(sim, a);
  yield* generate(g, a, sim, config);
  return { config, timeline: timelineOf(g, sim), causes: g.causes, actorCheckpoints: g.checkpoints, interventions: [] };
}

/**
 * The actor state after the first `cursor` events, as a fresh copy: the nearest checkpoint, with
 * the stored entries after it replayed through `react`. Throws a RangeError outside 0..events.
 */
export function actorsAt(run: Run, cursor: number): ActorState {
  const events = run.timeline.events;
  if (!Number.isInteger(cursor) || cursor < 0 || cursor > events.length) throw new RangeError(`cursor ${cursor} is outside 0..${events.length}`);
  const k = Math.min(Math.floor(cursor / CHECKPOINT_EVERY), run.actorCheckpoints.length - 1);
  const a = cloneActors(run.actorCheckpoints[k]!);
  const start = run.timeline.header.clockStartMs;
  for (let i = k * CHECKPOINT_EVERY; i < cursor; i++) react(a, run.config, start, run.timeline.inputs[i]!, events[i]!, run.causes[i]!);
  return a;
}

/** How far past an intervention the future is generated at least: a run never ends right after the learner acts. */
export const AFTER_INTERVENTION_MS = 60_000;

/**
 * The learner intervenes after the first `cursor` events: the future after the cursor is
 * dropped (with any intervention in it), the intervention is recorded at offset `atMs` (the
 * clock of the cursor when absent or earlier; the playhead may sit later, past the last event),
 * and the actors regenerate the future from there up to the horizon. An intervention near the
 * end pushes the horizon to at least `AFTER_INTERVENTION_MS` after it, so its consequences (the
 * next sweep, a restart) get to happen. Throws an Error for a replayed file (no actors) or an
 * intervention that cannot happen (see `cannotIntervene`).
 */
export function intervene(run: Run, cursor: number, iv: Intervention, atMs?: number): Run {
  return finish(interveneSteps(run, cursor, iv, atMs));
}

/** `intervene` a chunk at a time (see `RunSteps`); throws the same errors at its first step. */
export function* interveneSteps(run: Run, cursor: number, iv: Intervention, atMs?: number): RunSteps {
  const old = run.config;
  if (!old) throw new Error('This run is a replayed file: it has no actors to regenerate a future from.');
  const sim = stateAt(run.timeline, cursor);
  const a = actorsAt(run, cursor);
  const at = Math.max(sim.nowMs - old.header.clockStartMs, Math.round(atMs ?? 0));
  const config = at + AFTER_INTERVENTION_MS > old.horizonMs ? { ...old, horizonMs: at + AFTER_INTERVENTION_MS } : old;
  const { input, cause } = interventionInput(a, config, iv, at);
  const g = keepUpTo(run, cursor);
  record(g, a, sim, config, input, cause);
  yield* generate(g, a, sim, config);
  return {
    config,
    timeline: timelineOf(g, sim),
    causes: g.causes,
    actorCheckpoints: g.checkpoints,
    interventions: [...run.interventions.filter((r) => r.index < cursor), { index: cursor, intervention: iv }],
    ...(run.extendedMs ? { extendedMs: run.extendedMs } : {}),
  };
}

/** The first `cursor` events of a run, as a run being written (sharing the stored checkpoints). */
function keepUpTo(run: Run, cursor: number): Growing {
  const keep = Math.floor(cursor / CHECKPOINT_EVERY) + 1;
  return {
    inputs: run.timeline.inputs.slice(0, cursor),
    events: run.timeline.events.slice(0, cursor),
    simCheckpoints: run.timeline.checkpoints.slice(0, keep),
    causes: run.causes.slice(0, cursor),
    checkpoints: run.actorCheckpoints.slice(0, keep),
  };
}

/**
 * The same run carried on `byMs` past its horizon: the actors act on from the last event as if
 * the horizon had always been later. Every event so far is kept (with the interventions). Throws
 * an Error for a replayed file (no actors to act).
 */
export function extendRun(run: Run, byMs: number): Run {
  return finish(extendRunSteps(run, byMs));
}

/** `extendRun` a chunk at a time (see `RunSteps`). */
export function* extendRunSteps(run: Run, byMs: number): RunSteps {
  const old = run.config;
  if (!old) throw new Error('This run is a replayed file: it has no actors to carry it on.');
  const config = { ...old, horizonMs: old.horizonMs + byMs };
  const n = run.timeline.events.length;
  const sim = stateAt(run.timeline, n);
  const a = actorsAt(run, n);
  const g = keepUpTo(run, n);
  yield* generate(g, a, sim, config);
  return { config, timeline: timelineOf(g, sim), causes: g.causes, actorCheckpoints: g.checkpoints, interventions: run.interventions, extendedMs: (run.extendedMs ?? 0) + byMs };
}

/** A world-only fact of a replayed file: recorded as a `tick` at `at`, just before step `before`. */
export interface ReplayedFact {
  before: number;
  at: number;
  cause: Cause;
}

/** How far a replay has got: `done` of `total` steps run. */
export interface ReplayProgress {
  done: number;
  total: number;
}

/** How many steps a chunked replay runs between two progress reports. */
export const REPLAY_CHUNK_STEPS = 50;

/**
 * A run that replays a scenario's steps as they are (an imported file): no actors plan
 * anything, but the workers the steps name are observed (who holds which lease, who crashed),
 * and each step's cause says which actor ran it. `facts` (in order) are the world-only facts
 * an exported file keeps beside its steps (a pause, a restart): each is recorded as a `tick`
 * before its step, so the views mark and narrate it; Redis sees none of them. The enqueues at
 * `poisonSteps` added a poison job.
 */
export function runFromScenario(scenario: Scenario, facts: readonly ReplayedFact[] = [], poisonSteps: ReadonlySet<number> = new Set()): Run {
  const steps = replayScenarioSteps(scenario, facts, poisonSteps);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * `runFromScenario` in chunks: a generator that yields its progress every `chunk` steps (and
 * once before the first) and returns the same Run, so a page can replay a large file a slice at
 * a time and stay responsive. Pure: it only runs the simulator.
 */
export function* replayScenarioSteps(
  scenario: Scenario,
  facts: readonly ReplayedFact[] = [],
  poisonSteps: ReadonlySet<number> = new Set(),
  chunk = REPLAY_CHUNK_STEPS,
): Generator<ReplayProgress, Run, void> {
  const header = headerOf(scenario);
  const a = observedActors();
  const sim = initialState(header);
  const g = growing(sim, a);
  const total = scenario.steps.length;
  let f = 0;
  const factsBefore = (i: number) => {
    for (; f < facts.length && facts[f]!.before <= i; f++) {
      // A tick never moves the clock back nor past its step (a hand-edited `at` is kept in between).
      const next = scenario.steps[i]?.at ?? Infinity;
      const at = Math.min(next, Math.max(facts[f]!.at, sim.nowMs - header.clockStartMs));
      record(g, a, sim, null, { at, op: 'tick' }, facts[f]!.cause);
    }
  };
  yield { done: 0, total };
  for (let i = 0; i < total; i++) {
    if (i > 0 && i % chunk === 0) yield { done: i, total };
    const step = scenario.steps[i]!;
    factsBefore(i);
    const cause = causeOfStep(a, step);
    if (poisonSteps.has(i)) cause.poison = true;
    record(g, a, sim, null, step, cause);
  }
  factsBefore(Infinity);
  return { config: null, timeline: timelineOf(g, sim), causes: g.causes, actorCheckpoints: g.checkpoints, interventions: [] };
}

function causeOfStep(a: ActorState, step: Scenario['steps'][number]): Cause {
  const base = { by: 'file' as const, why: 'replay' as const };
  switch (step.op) {
    case 'enqueue':
      return { ...base, actor: 'producer', job: step.job };
    case 'claim':
      return { ...base, actor: step.worker, slot: step.worker };
    case 'extend':
    case 'complete': {
      const w = workerByToken(a, step.token);
      // When nobody holds the token, the worker it names still tells who sent it.
      const id = w?.id ?? parseToken(step.token)?.worker ?? 'a worker';
      return { ...base, actor: id, slot: w?.slot, job: step.job };
    }
    case 'crash': {
      const w = a.workers.find((x) => x.id === step.worker);
      return { ...base, actor: step.worker, slot: step.worker, job: w?.job?.id };
    }
    case 'sweep':
      return { ...base, actor: 'sweeper' };
    case 'reap':
      return { ...base, actor: 'reaper' };
    case 'redis':
      return { ...base, actor: 'redis-cli' };
  }
}
