import type { WorldConfig } from '../../sim/actors/config';

/**
 * The tuning world: six workers over eight minutes of steady arrivals (a job every 2 s on
 * average), some of them crashing mid-job (8 % of claims) and some freezing in GC pauses of
 * 1–15 s (20 % of claims) while alive. It is the run the tuning panel measures: a short lease
 * recovers a crashed job soon but also takes leases from paused, alive workers; a long lease
 * spares them but leaves a dead worker's job waiting. Times in milliseconds; seeded.
 */
export function tuningWorld(seed = 5): WorldConfig {
  return {
    header: {
      format: 'emq-scenario/1',
      name: 'Tuning: lease, heartbeat and sweep cadence',
      queue: 'tasks',
      clockStartMs: 1767225600000,
      maxStalled: 5,
      leaseMs: 10_000,
    },
    seed,
    horizonMs: 9 * 60_000,
    workers: { count: 6, workMs: [2000, 8000], heartbeatMs: 3000, restartMs: 2000, poisonCrashMs: 1000 },
    producer: { jobs: [], rate: { startMs: 0, everyMs: 2000, count: 240, jitter: true }, idPrefix: 'task-', idDigits: 4 },
    sweeper: { everyMs: 5000, startMs: 5000 },
    reaper: null,
    faults: { crashChance: 0.08, pauseChance: 0.2, pauseMs: [1000, 15_000] },
    story: [],
  };
}
