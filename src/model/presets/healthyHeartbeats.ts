import { NO_FAULTS, type WorldConfig } from '../../sim/actors/config';

/**
 * Healthy heartbeats: three workers, six jobs of 8 to 20 s each (drawn from the seed), a 10 s
 * lease extended every 3 s, and a sweep every 5 s. Every lease keeps moving ahead of now, so
 * every sweep finds nothing. Times in milliseconds.
 */
export function healthyHeartbeats(seed = 7): WorldConfig {
  return {
    header: {
      format: 'emq-scenario/1',
      name: 'Healthy heartbeats: leases keep moving, sweeps find nothing',
      queue: 'mail.outbox',
      clockStartMs: 1767225600000,
      maxStalled: 3,
      leaseMs: 10_000,
    },
    seed,
    horizonMs: 45_000,
    workers: { count: 3, workMs: [8000, 20_000], heartbeatMs: 3000, restartMs: null, poisonCrashMs: 1000 },
    producer: {
      jobs: [0, 0, 0, 2000, 4000, 6000].map((atMs) => ({ atMs })),
      rate: null,
      idPrefix: 'mail-',
      idDigits: 3,
    },
    sweeper: { everyMs: 5000, startMs: 5000 },
    reaper: null,
    faults: NO_FAULTS,
    story: [],
  };
}
