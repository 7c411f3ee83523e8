import { Keyspace } from '../redis/keyspace';
import type { ScenarioHeader } from './input';

/**
 * The simulation at one moment: the scenario header, the Redis keyspace, the server clock in
 * milliseconds since the epoch, and the workers that have crashed. Only `applyInput` changes it;
 * everything a view shows is a selector over it.
 */
export interface SimState {
  header: ScenarioHeader;
  keyspace: Keyspace;
  nowMs: number;
  crashed: string[];
}

/** The state before any step: an empty keyspace, the clock at `clockStartMs`. */
export function initialState(header: ScenarioHeader): SimState {
  return { header, keyspace: new Keyspace(), nowMs: header.clockStartMs, crashed: [] };
}

/** A copy that shares nothing mutable with `state` (for checkpoints). */
export function cloneState(state: SimState): SimState {
  return { header: state.header, keyspace: state.keyspace.clone(), nowMs: state.nowMs, crashed: state.crashed.slice() };
}
