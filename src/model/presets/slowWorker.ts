import { NO_FAULTS, type WorldConfig } from '../../sim/actors/config';

/**
 * The slow worker: w1 claims a 20 s job and heartbeats once (deadline t = 13 s), then stalls in a
 * 20 s GC pause at t = 5 s: alive, silent. The sweep at t = 15 s finds the lease expired and puts
 * the job back; w2 claims it and runs it again. When w1 wakes at t = 25 s its handler has
 * finished, and its late complete gets -1: the sweep deleted its token (it is fenced), but its
 * work may already have had effects (at-least-once delivery). Times in milliseconds.
 */
export function slowWorker(seed = 1): WorldConfig {
  return {
    header: {
      format: 'emq-scenario/1',
      name: 'The slow worker: a paused worker loses its lease and is fenced',
      queue: 'img.resize',
      clockStartMs: 1767225600000,
      maxStalled: 3,
      leaseMs: 10_000,
    },
    seed,
    horizonMs: 40_000,
    workers: { count: 2, workMs: [20_000, 20_000], heartbeatMs: 3000, restartMs: null, poisonCrashMs: 1000 },
    producer: { jobs: [{ atMs: 0, data: '{"img":"cat.png"}' }], rate: null, idPrefix: 'img-', idDigits: 3 },
    sweeper: { everyMs: 5000, startMs: 5000 },
    reaper: null,
    faults: NO_FAULTS,
    story: [
      { atMs: 5000, kind: 'pause', worker: 'w1' },
      { atMs: 25_000, kind: 'resume', worker: 'w1' },
    ],
  };
}
