import { describe, expect, it } from 'vitest';
import { HUB } from '../presets/hub';
import { buildTimeline, stateAt } from '../../sim/timeline/timeline';
import { selectJobs } from './jobs';
import { predictSweep } from './predictSweep';
import { summarizePrediction } from './summarizePrediction';

const timeline = buildTimeline(HUB.header, HUB.inputs);
const summaryAt = (cursor: number) => {
  const s = stateAt(timeline, cursor);
  return summarizePrediction(predictSweep(s), selectJobs(s));
};

describe('summarizePrediction', () => {
  it('says the hub sweep would recover JOB-b and JOB-c, dead-letter JOB-d and leave JOB-a', () => {
    expect(summaryAt(HUB.startCursor)).toBe(
      'A sweep now would recover JOB-b and JOB-c to pending and dead-letter JOB-d; JOB-a stays in flight (lease still live).',
    );
  });

  it('says a second sweep at the same time would move nothing', () => {
    expect(summaryAt(HUB.startCursor + 1)).toBe(
      'A sweep now would find no expired lease, so nothing would move; JOB-a stays in flight (lease still live).',
    );
  });
});
