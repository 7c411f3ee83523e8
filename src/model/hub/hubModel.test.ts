import { describe, expect, it } from 'vitest';
import { HUB } from '../presets/hub';
import { selectJobs } from '../selectors/jobs';
import { buildTimeline, stateAt } from '../../sim/timeline/timeline';
import { hubInitial, reduceHub, type HubAction, type HubInit, type HubState } from './hubModel';

const timeline = buildTimeline(HUB.header, HUB.inputs);

/** A hub's state driven by its reducer, as its widget store does. */
function hubStore(init: HubInit = { timeline, cursor: HUB.startCursor }) {
  let state: HubState = hubInitial(init);
  return {
    getState: () => state,
    dispatch(action: HubAction) {
      state = reduceHub(state, action);
    },
  };
}
const lane = (s: ReturnType<typeof hubStore>, id: string) => selectJobs(stateAt(s.getState().timeline, s.getState().cursor)).find((j) => j.id === id)?.lane;
const lastEvent = (s: HubState) => (s.cursor > 0 ? s.timeline.events[s.cursor - 1]! : null);

describe('the hub model', () => {
  it('opens at the given cursor with no selection and derives the state from the timeline', () => {
    const store = hubStore();
    const s = store.getState();
    expect(s.cursor).toBe(HUB.startCursor);
    expect(s.selectedJobId).toBeNull();
    expect(stateAt(s.timeline, s.cursor).nowMs - HUB.header.clockStartMs).toBe(35_000);
  });

  it('replays the recorded sweep by advancing the cursor, keeping the same timeline', () => {
    const store = hubStore();
    store.dispatch({ type: 'run', input: { at: 35_000, op: 'sweep' } });
    expect(store.getState().timeline).toBe(timeline);
    expect(store.getState().cursor).toBe(HUB.startCursor + 1);
    expect(lane(store, 'JOB-b')).toBe('pending');
    expect(lane(store, 'JOB-d')).toBe('dead');
  });

  it('forks the future when the input differs from the recorded one', () => {
    const store = hubStore();
    store.dispatch({ type: 'run', input: { at: 35_000, op: 'sweep' } });
    store.dispatch({ type: 'run', input: { at: 35_000, op: 'sweep' } });
    const s = store.getState();
    expect(s.timeline).not.toBe(timeline);
    expect(s.timeline.events).toHaveLength(HUB.startCursor + 2);
    expect(lastEvent(s)!.reply).toEqual([]);
  });

  it('resets to the start timeline and cursor and says so', () => {
    const store = hubStore();
    store.dispatch({ type: 'run', input: { at: 35_000, op: 'sweep' } });
    store.dispatch({ type: 'run', input: { at: 35_000, op: 'sweep' } });
    store.dispatch({ type: 'reset' });
    expect(store.getState().timeline).toBe(timeline);
    expect(store.getState().cursor).toBe(HUB.startCursor);
    expect(store.getState().announcement).toBe(`Back to step ${HUB.startCursor}, where the story opens, just before the sweep.`);
    expect(lane(store, 'JOB-b')).toBe('active');
  });

  it('clamps moveTo to the recorded events', () => {
    const store = hubStore();
    store.dispatch({ type: 'moveTo', cursor: 999 });
    expect(store.getState().cursor).toBe(timeline.events.length);
    store.dispatch({ type: 'moveTo', cursor: -3 });
    expect(store.getState().cursor).toBe(0);
  });

  it('keeps two hubs independent', () => {
    const a = hubStore();
    const b = hubStore();
    a.dispatch({ type: 'run', input: { at: 35_000, op: 'sweep' } });
    a.dispatch({ type: 'select', jobId: 'JOB-b' });
    expect(b.getState().cursor).toBe(HUB.startCursor);
    expect(b.getState().selectedJobId).toBeNull();
  });

  it('rejects a start cursor outside the timeline', () => {
    expect(() => hubStore({ timeline, cursor: timeline.events.length + 1 })).toThrow(RangeError);
  });

  it('opens a forked timeline at a cursor and still resets to where it started', () => {
    const store = hubStore();
    store.dispatch({ type: 'run', input: { at: 35_000, op: 'sweep' } });
    store.dispatch({ type: 'run', input: { at: 35_000, op: 'sweep' } });
    const fork = store.getState().timeline;
    const other = hubStore();
    other.dispatch({ type: 'open', timeline: fork, cursor: HUB.startCursor + 2 });
    expect(other.getState()).toMatchObject({ timeline: fork, cursor: HUB.startCursor + 2 });
    expect(() => other.dispatch({ type: 'open', timeline: fork, cursor: 99 })).toThrow(RangeError);
    other.dispatch({ type: 'reset' });
    expect(other.getState().timeline).toBe(timeline);
  });
});
