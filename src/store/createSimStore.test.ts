import { describe, expect, it } from 'vitest';
import { HUB } from '../sim/presets/hub';
import { buildTimeline } from '../sim/timeline/timeline';
import { createSimStore } from './createSimStore';
import { selectJobViews, selectLastEvent, selectPrediction, selectSimState } from './selectors';

const timeline = buildTimeline(HUB.header, HUB.inputs);
const hubStore = () => createSimStore({ timeline, cursor: HUB.startCursor });
const lane = (s: ReturnType<typeof hubStore>, id: string) => selectJobViews(s.getState()).find((j) => j.id === id)?.lane;

describe('createSimStore', () => {
  it('opens at the given cursor with no selection and derives the state from the timeline', () => {
    const store = hubStore();
    const s = store.getState();
    expect(s.cursor).toBe(HUB.startCursor);
    expect(s.selectedJobId).toBeNull();
    expect(selectSimState(s).nowMs - HUB.header.clockStartMs).toBe(35_000);
  });

  it('replays the recorded sweep by advancing the cursor, keeping the same timeline', () => {
    const store = hubStore();
    store.getState().run({ at: 35_000, op: 'sweep' });
    expect(store.getState().timeline).toBe(timeline);
    expect(store.getState().cursor).toBe(HUB.startCursor + 1);
    expect(lane(store, 'JOB-b')).toBe('pending');
    expect(lane(store, 'JOB-d')).toBe('dead');
  });

  it('forks the future when the input differs from the recorded one', () => {
    const store = hubStore();
    store.getState().run({ at: 35_000, op: 'sweep' });
    store.getState().run({ at: 35_000, op: 'sweep' });
    const s = store.getState();
    expect(s.timeline).not.toBe(timeline);
    expect(s.timeline.events).toHaveLength(HUB.startCursor + 2);
    expect(selectLastEvent(s)!.reply).toEqual([]);
  });

  it('resets to the start timeline and cursor and says so', () => {
    const store = hubStore();
    store.getState().run({ at: 35_000, op: 'sweep' });
    store.getState().run({ at: 35_000, op: 'sweep' });
    store.getState().reset();
    expect(store.getState().timeline).toBe(timeline);
    expect(store.getState().cursor).toBe(HUB.startCursor);
    expect(store.getState().announcement).toBe('Back to the start.');
    expect(lane(store, 'JOB-b')).toBe('active');
  });

  it('clamps moveTo to the recorded events', () => {
    const store = hubStore();
    store.getState().moveTo(999);
    expect(store.getState().cursor).toBe(timeline.events.length);
    store.getState().moveTo(-3);
    expect(store.getState().cursor).toBe(0);
  });

  it('keeps two stores independent', () => {
    const a = hubStore();
    const b = hubStore();
    a.getState().run({ at: 35_000, op: 'sweep' });
    a.getState().select('JOB-b');
    expect(b.getState().cursor).toBe(HUB.startCursor);
    expect(b.getState().selectedJobId).toBeNull();
  });

  it('rejects a start cursor outside the timeline', () => {
    expect(() => createSimStore({ timeline, cursor: timeline.events.length + 1 })).toThrow(RangeError);
  });
});

describe('store selectors', () => {
  it('return the same references for the same timeline and cursor', () => {
    const s = hubStore().getState();
    expect(selectSimState(s)).toBe(selectSimState({ timeline, cursor: HUB.startCursor }));
    expect(selectJobViews(s)).toBe(selectJobViews(s));
    expect(selectPrediction(s)).toBe(selectPrediction(s));
  });

  it('predict the sweep at the cursor without changing the state', () => {
    const s = hubStore().getState();
    expect(selectPrediction(s).outcomes).toEqual({
      'JOB-b': { outcome: 'recovered', stalled: 1 },
      'JOB-c': { outcome: 'recovered', stalled: 1 },
      'JOB-d': { outcome: 'dead', stalled: 3 },
    });
    expect(selectJobViews(s).find((j) => j.id === 'JOB-b')!.lane).toBe('active');
  });
});
