import { NO_FAULTS, type StoryFault, type WorldConfig } from '../../sim/actors/config';

/** How many ids one sweep reads at most in the backlog (the sweep's LIMIT). */
export const BACKLOG_SWEEP_LIMIT = 4;

/**
 * The backlog: six workers claim six 20 s jobs at t = 0 and all crash at t = 2 s, so six leases
 * share the deadline t = 10 s. At t = 6 s an operator deletes job-06's hash by hand. The sweep
 * reads at most LIMIT 4 ids (ZRANGEBYSCORE … LIMIT 0 4; a tie in score is in member order): the
 * sweep at t = 10 s recovers job-01…job-04, and the one at t = 15 s takes the rest: job-05 is
 * recovered and job-06, whose hash is gone, is dropped as an orphan with no ghost hash written
 * (docs/model.md "The verbs", sweep). The restarted workers, blocked on the empty lane, wake and run
 * the recovered jobs. Times in milliseconds; nothing is random.
 */
export function backlog(seed = 1): WorldConfig {
  const crashes: StoryFault[] = [1, 2, 3, 4, 5, 6].map((n) => ({ atMs: 2000, kind: 'crash', worker: `w${n}` }));
  return {
    header: {
      format: 'emq-scenario/1',
      name: 'A backlog swept in batches, with an orphan',
      queue: 'mail.send',
      clockStartMs: 1767225600000,
      maxStalled: 3,
      leaseMs: 10_000,
    },
    seed,
    horizonMs: 45_000,
    workers: { count: 6, workMs: [20_000, 20_000], heartbeatMs: 3000, restartMs: 1000, poisonCrashMs: 1000 },
    producer: { jobs: Array.from({ length: 6 }, () => ({ atMs: 0 })), rate: null, idPrefix: 'job-', idDigits: 2 },
    sweeper: { everyMs: 5000, startMs: 5000, limit: BACKLOG_SWEEP_LIMIT },
    reaper: null,
    faults: NO_FAULTS,
    story: [...crashes, { atMs: 6000, kind: 'deleteJob', job: 'job-06' }],
  };
}
