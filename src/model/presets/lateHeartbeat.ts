import { NO_FAULTS, type WorldConfig } from '../../sim/actors/config';

/**
 * The late heartbeat: w1 claims a 30 s report job and extends once at t = 3 s (deadline
 * t = 13 s), then freezes in a GC pause at t = 5 s. The sweep at t = 15 s takes the expired
 * lease, deletes w1's token and puts the job back; w2 claims it. When w1 wakes at t = 17 s its
 * overdue heartbeat fires first (the work is not done yet), and extend answers -1: the token no
 * longer matches, so w1 is fenced and drops the job instead of pushing w2's lease around
 * (docs/model.md "The verbs", extend). Times in milliseconds; nothing is random.
 */
export function lateHeartbeat(seed = 1): WorldConfig {
  return {
    header: {
      format: 'emq-scenario/1',
      name: 'A late heartbeat: extend after the sweep is fenced with -1',
      queue: 'reports',
      clockStartMs: 1767225600000,
      maxStalled: 3,
      leaseMs: 10_000,
    },
    seed,
    horizonMs: 50_000,
    workers: { count: 2, workMs: [30_000, 30_000], heartbeatMs: 3000, restartMs: null, poisonCrashMs: 1000 },
    producer: { jobs: [{ atMs: 0, data: '{"report":"monthly"}' }], rate: null, idPrefix: 'rep-', idDigits: 3 },
    sweeper: { everyMs: 5000, startMs: 5000 },
    reaper: null,
    faults: NO_FAULTS,
    story: [
      { atMs: 5000, kind: 'pause', worker: 'w1' },
      { atMs: 17_000, kind: 'resume', worker: 'w1' },
    ],
  };
}
