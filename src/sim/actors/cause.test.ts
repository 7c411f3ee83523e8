import { describe, expect, it } from 'vitest';
import { worldPreset } from '../../model/presets/worldPresets';
import { entryFacts } from './cause';
import { generateRun } from './run';

describe('the facts of a run entry', () => {
  it("a world-only tick adds the world fact its cause records: the slow worker's pause and wake-up", () => {
    const p = worldPreset('slow-worker')!;
    const run = generateRun(p.config(p.defaultSeed));
    const facts = run.timeline.events.flatMap((e, i) => entryFacts(e, run.causes[i]));
    const paused = facts.find((f) => f.type === 'worker/paused');
    expect(paused).toMatchObject({ type: 'worker/paused', worker: 'w1', jobId: 'img-001' });
    expect(facts.find((f) => f.type === 'worker/resumed')).toEqual({ type: 'worker/resumed', worker: 'w1', afterMs: 20_000 });
  });

  it('an entry Redis saw carries only the facts its reply decoded to', () => {
    const p = worldPreset('command-worker')!;
    const run = generateRun(p.config(p.defaultSeed));
    expect(entryFacts(run.timeline.events[1]!, run.causes[1])).toEqual(run.timeline.events[1]!.facts);
    expect(run.timeline.events[1]!.facts[0]!.type).toBe('job/claimed');
  });
});
