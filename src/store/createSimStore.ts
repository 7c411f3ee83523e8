import { createStore, type StoreApi } from 'zustand/vanilla';
import { sameInput, type Input } from '../sim/engine/input';
import { forkAt, type Timeline } from '../sim/timeline/timeline';

/** Where a simulator starts (and where Reset returns). */
export interface SimInit {
  timeline: Timeline;
  /** Events already applied when the widget opens (0 = empty keyspace). */
  cursor: number;
  selectedJobId?: string | null;
}

/**
 * One simulator instance. It keeps a timeline (inputs + events) and a cursor into it, never a
 * keyspace: everything shown is derived from `stateAt(timeline, cursor)` by the selectors in
 * `./selectors`. Actions only run inputs through `src/sim` and move the cursor.
 */
export interface SimStoreState {
  timeline: Timeline;
  cursor: number;
  selectedJobId: string | null;
  /** A short message for things that are not events (reset, undo), read out with the readout. */
  announcement: string;
  /** The reset point. */
  start: { timeline: Timeline; cursor: number };
  /**
   * Runs one input at the cursor. When the timeline already recorded exactly this input next,
   * it only advances the cursor (replaying the story); otherwise it forks the future there.
   */
  run(input: Input): void;
  /** Moves the cursor, clamped to the recorded events. */
  moveTo(cursor: number): void;
  /** Back to the start timeline and cursor; the selection stays so a learner can replay a job. */
  reset(): void;
  select(jobId: string | null): void;
  announce(text: string): void;
}

export type SimStore = StoreApi<SimStoreState>;

/**
 * A vanilla zustand store for one simulator, so two simulators can sit side by side, each in
 * its own `SimStoreProvider`. Throws a RangeError when `init.cursor` is outside the timeline.
 */
export function createSimStore(init: SimInit): SimStore {
  const { timeline, cursor } = init;
  if (!Number.isInteger(cursor) || cursor < 0 || cursor > timeline.events.length) {
    throw new RangeError(`cursor ${cursor} is outside 0..${timeline.events.length}`);
  }
  return createStore<SimStoreState>()((set, get) => ({
    timeline,
    cursor,
    selectedJobId: init.selectedJobId ?? null,
    announcement: '',
    start: { timeline, cursor },
    run(input) {
      const { timeline: t, cursor: c } = get();
      const next = t.inputs[c];
      if (next && sameInput(next, input)) set({ cursor: c + 1, announcement: '' });
      else set({ timeline: forkAt(t, c, [input]), cursor: c + 1, announcement: '' });
    },
    moveTo(to) {
      const n = get().timeline.events.length;
      set({ cursor: Math.max(0, Math.min(n, Math.trunc(to))), announcement: '' });
    },
    reset() {
      const { start } = get();
      set({ timeline: start.timeline, cursor: start.cursor, announcement: 'Back to the start.' });
    },
    select(jobId) {
      set({ selectedJobId: jobId });
    },
    announce(text) {
      set({ announcement: text });
    },
  }));
}
