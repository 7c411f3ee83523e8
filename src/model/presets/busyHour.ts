import type { WorldConfig } from '../../sim/actors/config';

/** Knobs of the busy hour (the frame-time measurement plays it with 2,000 jobs). */
export interface BusyHourOptions {
  jobs?: number;
  workers?: number;
}

/**
 * The busy hour: 1,000 jobs arriving at random over an hour (one every 3.4 s on average) for 20
 * workers. Each claim may end in a random crash (3 %; the supervisor restarts the worker 15 s
 * later) or a GC pause of 5 to 60 s (3 %; one longer than the 30 s lease gets the job swept and
 * its worker fenced). A sweep runs every 5 s over at most 100 expired leases. Times in
 * milliseconds; the seed decides every arrival, work time and fault.
 */
export function busyHour(seed = 2026, opts: BusyHourOptions = {}): WorldConfig {
  const jobs = opts.jobs ?? 1000;
  return {
    header: {
      format: 'emq-scenario/1',
      name: `The busy hour: ${jobs.toLocaleString('en-US')} jobs, ${opts.workers ?? 20} workers`,
      queue: 'cm.bot.commands',
      clockStartMs: 1767225600000,
      maxStalled: 3,
      leaseMs: 30_000,
    },
    seed,
    horizonMs: 3_600_000,
    workers: { count: opts.workers ?? 20, workMs: [2000, 40_000], heartbeatMs: 10_000, restartMs: 15_000, poisonCrashMs: 2000 },
    producer: {
      jobs: [],
      rate: { startMs: 0, everyMs: Math.round(3_400_000 / jobs), count: jobs, jitter: true },
      idPrefix: 'job-',
      idDigits: 4,
    },
    sweeper: { everyMs: 5000, startMs: 5000, limit: 100 },
    reaper: null,
    faults: { crashChance: 0.03, pauseChance: 0.03, pauseMs: [5000, 60_000] },
    story: [],
  };
}
