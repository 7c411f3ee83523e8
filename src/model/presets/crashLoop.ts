import { NO_FAULTS, type WorldConfig } from '../../sim/actors/config';

/**
 * The crash loop: job-01 is poison: it crashes each worker that runs it, 1 s after the claim.
 * Each crash leaves its lease to lapse; each sweep puts it back and counts a stall; a supervisor
 * restarts each crashed worker after 3 s. With maxStalled 3 the third stall (the M-th) sends it
 * to the morgue instead of back to pending, and the crashing stops. job-02 is an ordinary job
 * finished along the way. Times in milliseconds.
 */
export function crashLoop(seed = 1): WorldConfig {
  return {
    header: {
      format: 'emq-scenario/1',
      name: 'The crash loop: a poison job walks to the morgue',
      queue: 'pdf.render',
      clockStartMs: 1767225600000,
      maxStalled: 3,
      leaseMs: 5000,
    },
    seed,
    horizonMs: 24_000,
    workers: { count: 3, workMs: [2000, 2000], heartbeatMs: 2000, restartMs: 3000, poisonCrashMs: 1000 },
    producer: { jobs: [{ atMs: 0, poison: true }, { atMs: 0 }], rate: null, idPrefix: 'job-', idDigits: 2 },
    sweeper: { everyMs: 2000, startMs: 2000 },
    reaper: null,
    faults: NO_FAULTS,
    story: [],
  };
}
