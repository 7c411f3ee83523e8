import { applyInput } from '../engine/applyInput';
import type { SimEvent } from '../engine/event';
import type { Input, ScenarioHeader } from '../engine/input';
import { cloneState, initialState, type SimState } from '../engine/simState';

/** Events between two stored checkpoints: moving to any point replays at most this many. */
export const CHECKPOINT_EVERY = 64;

/**
 * A run: its inputs, the events they produced, and checkpoints (a copy of the state after every
 * `CHECKPOINT_EVERY` events, `checkpoints[k]` after `k * CHECKPOINT_EVERY`). State at any cursor
 * is derived from these, never stored beside them. Treat a Timeline as immutable; functions here
 * return new ones.
 */
export interface Timeline {
  header: ScenarioHeader;
  inputs: readonly Input[];
  events: readonly SimEvent[];
  checkpoints: readonly SimState[];
  /** The state after the last event; private to this module (it is mutated by `extend`). */
  readonly tail: SimState;
}

/**
 * Everything a view replays, at one moment: a timeline (the inputs, the typed events they
 * produced, checkpoints) and a cursor into it, the number of events applied (0 = before
 * anything ran). The hub's store, the run view and the memo layer all hold a moment this way;
 * the state at the cursor is derived (`stateAt(history.timeline, history.cursor)`), never kept.
 */
export interface History {
  timeline: Timeline;
  cursor: number;
}

/** Runs `inputs` from the empty keyspace and records every event. */
export function buildTimeline(header: ScenarioHeader, inputs: readonly Input[]): Timeline {
  const start = initialState(header);
  return run({ header, inputs: [], events: [], checkpoints: [cloneState(start)], tail: start }, inputs);
}

/**
 * `buildTimeline` a chunk at a time, for a caller that gives the page a turn between chunks (the
 * hub opening a story of 20,000 steps): yields the number of inputs run so far after every
 * CHECKPOINT_EVERY of them, and returns the same timeline `buildTimeline(header, inputs)` does.
 */
export function* buildTimelineSteps(header: ScenarioHeader, inputs: readonly Input[]): Generator<number, Timeline, void> {
  const state = initialState(header);
  const done: Input[] = [];
  const events: SimEvent[] = [];
  const checkpoints = [cloneState(state)];
  for (const input of inputs) {
    events.push(applyInput(state, input, done.length));
    done.push(input);
    if (events.length % CHECKPOINT_EVERY === 0) {
      checkpoints.push(cloneState(state));
      yield events.length;
    }
  }
  return { header, inputs: done, events, checkpoints, tail: state };
}

function run(base: Timeline, more: readonly Input[]): Timeline {
  const inputs = base.inputs.slice();
  const events = base.events.slice();
  const checkpoints = base.checkpoints.slice();
  const state = base.tail;
  for (const input of more) {
    events.push(applyInput(state, input, inputs.length));
    inputs.push(input);
    if (events.length % CHECKPOINT_EVERY === 0) checkpoints.push(cloneState(state));
  }
  return { header: base.header, inputs, events, checkpoints, tail: state };
}

/**
 * The state after the first `cursor` events (0 = before anything ran), as a fresh copy the
 * caller may keep. Cost: one checkpoint copy plus fewer than `CHECKPOINT_EVERY` replayed inputs.
 * Throws a RangeError for a cursor outside 0..events.length.
 */
export function stateAt(t: Timeline, cursor: number): SimState {
  if (!Number.isInteger(cursor) || cursor < 0 || cursor > t.events.length) {
    throw new RangeError(`cursor ${cursor} is outside 0..${t.events.length}`);
  }
  const k = Math.min(Math.floor(cursor / CHECKPOINT_EVERY), t.checkpoints.length - 1);
  const state = cloneState(t.checkpoints[k]!);
  for (let i = k * CHECKPOINT_EVERY; i < cursor; i++) applyInput(state, t.inputs[i]!, i);
  return state;
}

/** The timeline with `more` inputs run after its last event. */
export function appendInputs(t: Timeline, more: readonly Input[]): Timeline {
  // The tail is mutated by run(), so work on a copy: older Timeline values stay valid.
  return run({ ...t, tail: cloneState(t.tail) }, more);
}

/**
 * An intervention in the past forks the future: keeps the first `cursor` events and their
 * checkpoints, drops the rest, and runs `more` from there.
 */
export function forkAt(t: Timeline, cursor: number, more: readonly Input[]): Timeline {
  if (cursor === t.events.length) return appendInputs(t, more);
  const tail = stateAt(t, cursor);
  const keep = Math.floor(cursor / CHECKPOINT_EVERY) + 1;
  return run(
    { header: t.header, inputs: t.inputs.slice(0, cursor), events: t.events.slice(0, cursor), checkpoints: t.checkpoints.slice(0, keep), tail },
    more,
  );
}
