import { NO_FAULTS, type WorldConfig } from './config';

/**
 * A small world for tests: one queue `q`, a 10 s lease, maxStalled 3, two workers doing 6 s jobs
 * with a 3 s heartbeat, one job at t = 0, a sweep every 5 s, 40 s long. Override any part.
 */
export function testWorld(over: Partial<Omit<WorldConfig, 'header' | 'workers'>> & {
  header?: Partial<WorldConfig['header']>;
  workers?: Partial<WorldConfig['workers']>;
} = {}): WorldConfig {
  const { header, workers, ...rest } = over;
  return {
    seed: 1,
    horizonMs: 40_000,
    producer: { jobs: [{ atMs: 0 }], rate: null, idPrefix: 'j', idDigits: 2 },
    sweeper: { everyMs: 5000, startMs: 5000 },
    reaper: null,
    faults: NO_FAULTS,
    story: [],
    ...rest,
    header: { format: 'emq-scenario/1', name: 'test world', queue: 'q', clockStartMs: 1_000_000, maxStalled: 3, leaseMs: 10_000, ...header },
    workers: { count: 2, workMs: [6000, 6000], heartbeatMs: 3000, restartMs: null, poisonCrashMs: 1000, ...workers },
  };
}
