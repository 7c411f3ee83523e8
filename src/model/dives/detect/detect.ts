import type { ScenarioHeader } from '../../../sim/engine/input';
import { initialState, type SimState } from '../../../sim/engine/simState';
import { applyInput } from '../../../sim/engine/applyInput';
import { invocationFor } from '../../../sim/queue/invocation';
import { queueKeys } from '../../../sim/queue/keys';
import { runVerb } from '../../../sim/queue/verbs';
import type { Scenario, Step } from '../../../sim/format/scenario';
import { at, showReply, type Frame } from '../common';
import { replyStrings } from '../../../sim/events/decodeFacts';
import { isExpired } from '../../../sim/events/lease';
import { DETECT } from '../../narration/catalogue';

/** Lines of `clientClockSweep.txt` (1-based); a test checks them against the file. */
export const CLIENT_CLOCK_LINES = { clock: 2, read: 3, recover: 5 } as const;
/** Lines of the product's `sweep.lua` that read the clock and the expired leases. */
export const SWEEP_LUA_LINES = { time: 5, now: 6, read: 9 } as const;

const CLOCK_START_MS = 1_767_225_600_000;

/** The workers of the dive and the lease each got at t = 0 (ms): deadlines 8, 15, 20, 20, 33, 47 s. */
export const DETECT_LEASES: readonly { worker: string; leaseMs: number }[] = [
  { worker: 'w1', leaseMs: 8_000 },
  { worker: 'w2', leaseMs: 15_000 },
  { worker: 'w3', leaseMs: 20_000 },
  { worker: 'w4', leaseMs: 20_000 },
  { worker: 'w5', leaseMs: 33_000 },
  { worker: 'w6', leaseMs: 47_000 },
];

/** Where the slider starts (ms after t = 0): on two deadlines, so the inclusive bound shows at once. */
export const DETECT_START_NOW_MS = 20_000;
/** The slider's range (ms after t = 0). */
export const DETECT_MAX_NOW_MS = 50_000;
/** The skew slider's range (ms): the sweeper's clock minus the server's. */
export const MAX_SKEW_MS = 10_000;

export const DETECT_HEADER: ScenarioHeader = {
  format: 'emq-scenario/1',
  name: 'Six leases on the deadline line',
  queue: 'q',
  clockStartMs: CLOCK_START_MS,
  maxStalled: 3,
  leaseMs: 30_000,
};

/** The setup as scenario steps: j1…j6 enqueued, then w1…w6 each claim one with its own lease. */
export const DETECT_SETUP_STEPS: readonly Step[] = [
  ...DETECT_LEASES.map((_, i): Step => ({ at: 0, op: 'enqueue', job: `j${i + 1}` })),
  ...DETECT_LEASES.map(({ worker, leaseMs }): Step => ({ at: 0, op: 'claim', worker, leaseMs })),
];

/** The state after the setup: six leases in `active`, scored by deadline (server clock, ms). */
export function detectState(): SimState {
  const state = initialState(DETECT_HEADER);
  DETECT_SETUP_STEPS.forEach((s, i) => applyInput(state, s, i));
  return state;
}

/** One lease on the number line. */
export interface LeaseMark {
  id: string;
  worker: string;
  /** Lease deadline, server clock, milliseconds since the epoch (the `active` score). */
  deadlineMs: number;
}

/** The leases of `active` in Redis order (deadline, then id bytes), each with its worker. */
export function leasesOf(state: SimState): LeaseMark[] {
  const k = queueKeys(state.header.queue);
  const ks = state.keyspace;
  return ks.zrangeAll(k.active).map(([id, deadlineMs]) => ({ id, worker: ks.hget(k.job(id), 'worker') ?? '?', deadlineMs }));
}

/**
 * What `ZRANGEBYSCORE active -inf <boundMs>` returns, computed by the keyspace emulation itself
 * (a read: the state is not changed). The bound is inclusive, so a deadline equal to `boundMs`
 * is in the reply. `boundMs` is milliseconds since the epoch.
 */
export function rangeRead(state: SimState, boundMs: number): { argv: string[]; ids: string[] } {
  const argv = ['ZRANGEBYSCORE', queueKeys(state.header.queue).active, '-inf', String(boundMs)];
  return { argv, ids: state.keyspace.call(argv, state.nowMs) as string[] };
}

/**
 * What one detection pass costs. A monitor that probes each worker sends one probe per worker
 * (`workers`), whatever the answer; the range read is one command over a set already sorted by
 * deadline, and Redis walks only the `expired` members it returns (O(log N + expired)).
 */
export function passCost(workers: number, expired: number): { probes: number; rangeReads: number; membersReturned: number } {
  if (!Number.isInteger(workers) || workers < 0) throw new RangeError(`workers must be a whole number, got ${workers}`);
  return { probes: workers, rangeReads: 1, membersReturned: Math.min(expired, workers) };
}

/** Where the sweep takes its now from: `server` = TIME inside the script; `sweeper` = its own clock. */
export type ClockSource = 'server' | 'sweeper';

/** What a sweep reads at one server instant, and how that differs from the truth. */
export interface ClockedRead {
  /** The server clock, ms since the epoch. */
  serverNowMs: number;
  /** The bound the read used: the server's now, or the sweeper's (server + skew). */
  boundMs: number;
  /** What the read returned. */
  ids: string[];
  /** Live leases recovered early (deadline after the server's now): their workers are still running them. */
  early: string[];
  /** Expired leases the read missed (deadline at or before the server's now): recovered late. */
  missed: string[];
  /** The script panel's frames: the clock read, the range read, the recovery. */
  frames: Frame[];
}

/**
 * The sweep's read at server time `serverNowMs` with its now from `clock`. With `server`, the
 * product's sweep script runs on a copy of the keyspace (`runVerb`), whose TIME is the server's,
 * so `skewMs` changes nothing. With `sweeper`, the read is `ZRANGEBYSCORE active -inf
 * <serverNowMs + skewMs>` on the keyspace: a fast clock (skew > 0) returns live leases, a slow one
 * (skew < 0) misses expired ones until its own clock catches up. Times in milliseconds.
 * Source: docs/model.md "The clock"; reviews in matrix-authentication-service (PR #3307) and redis-semaphore (#13) ask for the store's clock.
 */
export function clockedRead(state: SimState, serverNowMs: number, skewMs: number, clock: ClockSource): ClockedRead {
  const start = state.header.clockStartMs;
  const leases = leasesOf(state);
  let ids: string[];
  let boundMs: number;
  const frames: Frame[] = [];
  if (clock === 'server') {
    const step: Step = { at: serverNowMs - start, op: 'sweep' };
    const { calls } = runVerb(state.keyspace.clone(), invocationFor(step, state.header)!, serverNowMs);
    boundMs = serverNowMs;
    ids = replyStrings(calls.find((c) => c.argv[0] === 'ZRANGEBYSCORE')!.reply) ?? [];
    frames.push({
      script: 'sweep.lua',
      lines: [SWEEP_LUA_LINES.time, SWEEP_LUA_LINES.now],
      narration: DETECT.serverTime(at(serverNowMs, start), skewMs === 0 ? null : fmtSkew(skewMs)),
    });
  } else {
    boundMs = serverNowMs + skewMs;
    ids = rangeRead(state, boundMs).ids;
    frames.push({
      script: 'clientClockSweep',
      lines: [CLIENT_CLOCK_LINES.clock],
      narration: DETECT.sweeperClock(at(boundMs, start), at(serverNowMs, start), fmtSkew(skewMs)),
    });
  }
  const early = ids.filter((id) => !isExpired(leases.find((l) => l.id === id)!.deadlineMs, serverNowMs));
  const missed = leases.filter((l) => isExpired(l.deadlineMs, serverNowMs) && !ids.includes(l.id)).map((l) => l.id);
  const onBound = leases.filter((l) => l.deadlineMs === boundMs).map((l) => l.id);
  frames.push({
    script: clock === 'server' ? 'sweep.lua' : 'clientClockSweep',
    lines: [clock === 'server' ? SWEEP_LUA_LINES.read : CLIENT_CLOCK_LINES.read],
    narration: DETECT.rangeRead(boundMs, showReply(ids), onBound),
  });
  frames.push({
    script: clock === 'server' ? 'sweep.lua' : 'clientClockSweep',
    lines: clock === 'server' ? [15, 20, 32] : [CLIENT_CLOCK_LINES.recover],
    narration: early.length ? DETECT.early(early) : missed.length ? DETECT.missed(missed) : ids.length ? DETECT.exact(ids) : DETECT.nothingExpired,
  });
  return { serverNowMs, boundMs, ids, early, missed, frames };
}

function fmtSkew(skewMs: number): string {
  return DETECT.skew(skewMs);
}

/**
 * The skewed sweep as a scenario, for export and for replay on Redis: the setup, then at server
 * time `serverAtMs` (ms after t = 0) the sweep with now from `clock` — for `sweeper`, raw commands
 * (`ZRANGEBYSCORE` with the skewed bound, then per id `ZREM`, `HINCRBY stalled 1`, `ZADD
 * pending`); for `server`, the `sweep` verb — and then a claim by a new worker `w7`, which gets
 * a live lease's job when the fast clock recovered one early.
 */
export function skewScenario(serverAtMs: number, skewMs: number, clock: ClockSource): Scenario {
  const state = detectState();
  const k = queueKeys(DETECT_HEADER.queue);
  const steps: Step[] = [...DETECT_SETUP_STEPS];
  if (clock === 'server') {
    steps.push({ at: serverAtMs, op: 'sweep' });
  } else {
    const bound = DETECT_HEADER.clockStartMs + serverAtMs + skewMs;
    const { argv, ids } = rangeRead(state, bound);
    steps.push({ at: serverAtMs, op: 'redis', command: argv });
    for (const id of ids) {
      steps.push({ at: serverAtMs, op: 'redis', command: ['ZREM', k.active, id] });
      steps.push({ at: serverAtMs, op: 'redis', command: ['HINCRBY', k.job(id), 'stalled', '1'] });
      steps.push({ at: serverAtMs, op: 'redis', command: ['ZADD', k.pending, '0', id] });
    }
  }
  steps.push({ at: serverAtMs + 1, op: 'claim', worker: 'w7' });
  const sign = skewMs >= 0 ? '+' : '';
  return { ...DETECT_HEADER, name: `A sweep at t = ${serverAtMs} ms with now from the ${clock} clock (skew ${sign}${skewMs} ms)`, steps };
}
