import { describe, expect, it } from 'vitest';
import { generateRun } from '../../sim/actors/run';
import { worldPreset } from '../presets/worldPresets';
import { median, recoveryFigures, retune, tuningOf, type Tuning } from './tuning';

const tuningWorld = worldPreset('tuning')!;
const base: Tuning = { leaseMs: 10_000, heartbeatMs: 3000, sweepEveryMs: 5000 };
const figures = (t: Partial<Tuning>) => recoveryFigures(generateRun(retune(tuningWorld.config(tuningWorld.defaultSeed), { ...base, ...t })));
const presetFigures = (id: string) => recoveryFigures(generateRun(worldPreset(id)!.config(1)));

describe('recovery latency and false recoveries', () => {
  it('a longer lease recovers a crashed job later but takes fewer leases from paused, alive workers', () => {
    const short = figures({ leaseMs: 5000 });
    const mid = figures({ leaseMs: 10_000 });
    const long = figures({ leaseMs: 30_000 });
    expect(short.medianMs!).toBeLessThan(mid.medianMs!);
    expect(mid.medianMs!).toBeLessThan(long.medianMs!);
    expect(short.maxMs!).toBeLessThan(long.maxMs!);
    expect(short.falseRecoveries).toBeGreaterThan(mid.falseRecoveries);
    expect(mid.falseRecoveries).toBeGreaterThan(long.falseRecoveries);
  });

  it('a slower sweep cadence leaves a crashed job waiting longer', () => {
    expect(figures({ sweepEveryMs: 1000 }).medianMs!).toBeLessThan(figures({ sweepEveryMs: 15_000 }).medianMs!);
  });

  it('a heartbeat as long as the lease makes every long job a false recovery', () => {
    expect(figures({ heartbeatMs: 10_000 }).falseRecoveries).toBeGreaterThan(figures({ heartbeatMs: 2000 }).falseRecoveries);
  });

  it('the same seed crashes the same jobs, as often, at the same point of their work, at any lease, heartbeat or sweep cadence', () => {
    // Each crash as `job ms-after-its-claim`: a job may wait longer in pending when the workers are busier.
    // (A heartbeat longer than the lease is left out: a sweep may then take a crash-bound run's lease before
    // its crash, and both runs go on to crash.)
    const crashes = (t: Partial<Tuning>) => {
      const run = generateRun(retune(tuningWorld.config(tuningWorld.defaultSeed), { ...base, ...t }));
      const claimedAt = new Map<string, number>();
      const out: string[] = [];
      run.timeline.events.forEach((e, i) => {
        for (const f of e.facts) if (f.type === 'job/claimed') claimedAt.set(f.jobId, e.nowMs);
        if (e.type === 'worker/crashed') out.push(`${run.causes[i]!.job} ${e.nowMs - claimedAt.get(run.causes[i]!.job!)!}`);
      });
      return { jobs: out.sort(), holding: recoveryFigures(run).crashesHolding };
    };
    const at10 = crashes({});
    expect(at10.holding).toBeGreaterThan(10);
    for (const t of [{ leaseMs: 5000 }, { leaseMs: 20_000 }, { heartbeatMs: 1000 }, { sweepEveryMs: 15_000 }, { leaseMs: 4000, heartbeatMs: 2000, sweepEveryMs: 2000 }]) {
      expect(crashes(t)).toEqual(at10);
    }
  });

  it('the same seed enqueues the same jobs at the same moments at any tuning', () => {
    const arrivals = (t: Partial<Tuning>) => {
      const run = generateRun(retune(tuningWorld.config(tuningWorld.defaultSeed), { ...base, ...t }));
      return run.timeline.events.filter((e) => e.type === 'job/enqueued').map((e) => e.nowMs);
    };
    expect(arrivals({ leaseMs: 5000 })).toEqual(arrivals({ leaseMs: 20_000 }));
  });

  it('the same seed and tuning give the same figures', () => {
    expect(figures({ leaseMs: 7000 })).toEqual(figures({ leaseMs: 7000 }));
  });

  it('measures the command worker story: crashed at 4 s, back in pending at the 15 s sweep, 11 s later, and no false recovery', () => {
    expect(presetFigures('command-worker')).toMatchObject({ latenciesMs: [11_000], medianMs: 11_000, maxMs: 11_000, falseRecoveries: 0, crashesHolding: 1 });
  });

  it('counts the slow worker and the late heartbeat as false recoveries: their workers were paused, not dead', () => {
    expect(presetFigures('slow-worker')).toMatchObject({ latenciesMs: [], medianMs: null, falseRecoveries: 1 });
    expect(presetFigures('late-heartbeat')).toMatchObject({ latenciesMs: [], falseRecoveries: 1 });
  });

  it('takes the median of an even count as the mean of the two middle values', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('retuning a world', () => {
  it('changes only the lease, the heartbeat and the sweep cadence, keeping the seed and the plans', () => {
    const config = tuningWorld.config(5);
    const tuned = retune(config, { leaseMs: 20_000, heartbeatMs: 4000, sweepEveryMs: 2000 });
    expect(tuningOf(tuned)).toEqual({ leaseMs: 20_000, heartbeatMs: 4000, sweepEveryMs: 2000 });
    expect(tuned.seed).toBe(config.seed);
    expect(tuned.producer).toEqual(config.producer);
    expect(tuned.faults).toEqual(config.faults);
    expect(tuned.sweeper!.startMs).toBe(2000);
  });

  it('refuses a value out of range, naming the knob and its range', () => {
    expect(() => retune(tuningWorld.config(5), { ...base, leaseMs: 100 })).toThrow('leaseMs must be a whole number of milliseconds from 1000 to 60000, not 100');
    expect(() => retune(tuningWorld.config(5), { ...base, sweepEveryMs: 1500.5 })).toThrow(/sweepEveryMs/);
  });
});
