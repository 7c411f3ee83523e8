import { describe, expect, it } from 'vitest';
import { hubInitial } from '../sim/hub/hubModel';
import { HUB } from '../sim/presets/hub';
import { buildTimeline } from '../sim/timeline/timeline';
import { selectJobViews, selectPrediction, selectSimState } from './selectors';

const timeline = buildTimeline(HUB.header, HUB.inputs);
const hubState = () => hubInitial({ timeline, cursor: HUB.startCursor });

describe('store selectors', () => {
  it('return the same references for the same timeline and cursor', () => {
    const s = hubState();
    expect(selectSimState(s)).toBe(selectSimState({ timeline, cursor: HUB.startCursor }));
    expect(selectJobViews(s)).toBe(selectJobViews(s));
    expect(selectPrediction(s)).toBe(selectPrediction(s));
  });

  it('predict the sweep at the cursor without changing the state', () => {
    const s = hubState();
    expect(selectPrediction(s).outcomes).toEqual({
      'JOB-b': { outcome: 'recovered', stalled: 1 },
      'JOB-c': { outcome: 'recovered', stalled: 1 },
      'JOB-d': { outcome: 'dead', stalled: 3 },
    });
    expect(selectJobViews(s).find((j) => j.id === 'JOB-b')!.lane).toBe('active');
  });
});
