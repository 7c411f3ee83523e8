import type { Input } from '../engine/input';
import type { Fact } from '../events/facts';
import { RANK, type Action } from './action';
import { newWorker, type ActorState, type HeldJob, type WorkerState } from './actorState';
import type { Cause } from './cause';
import { laneOfSlot, type WorldConfig } from './config';
import { chance, drawInt, keyedRng } from './rng';

/*
 * A worker's life: claim (or, when the lane is empty, block until a job is added), then work on
 * the job, extending the lease every heartbeat, and complete it. A -1 on extend or complete
 * means the lease was lost (the sweep took it and deleted the token): the worker drops the job
 * and claims again. It acts only through the verbs; it never reads the keyspace.
 */

/**
 * When worker `w` acts next at its own pace (an offset in ms, never before `clockMs`), or `null`.
 * Allocation-free: the scheduler asks every worker at every event and builds only the winner.
 */
export function workerDueMs(w: WorkerState, clockMs: number): number | null {
  let t: number | null;
  if (w.liveness === 'crashed') t = w.restartAtMs;
  else if (w.liveness === 'paused') t = w.resumeAtMs;
  else if (!w.job) t = w.claimAtMs;
  else {
    const j = w.job;
    t = j.heartbeatAtMs;
    if (j.doneAtMs !== null && j.doneAtMs < t) t = j.doneAtMs;
    if (j.pauseAtMs !== null && j.pauseAtMs < t) t = j.pauseAtMs;
    if (j.crashAtMs !== null && j.crashAtMs < t) t = j.crashAtMs;
  }
  return t === null ? null : Math.max(t, clockMs);
}

/**
 * A worker's next action at its own pace (`null`: it waits for something else to happen); it claims
 * from its fairness `group`'s lane (`null`: the queue's own lane). A timer
 * that came due while the worker was paused fires at `clockMs` (the current offset, ms), so all
 * overdue timers tie at the moment it wakes and the same-millisecond order below decides.
 */
export function workerAction(w: WorkerState, index: number, clockMs: number, group: string | null = null): Action | null {
  const rank = RANK.worker + index;
  const at = (when: number, input: Input, cause: Cause): Action => {
    const atMs = Math.max(when, clockMs);
    return { atMs, rank, input: { ...input, at: atMs }, cause };
  };
  if (w.liveness === 'crashed') {
    if (w.restartAtMs === null) return null;
    const id = newWorker(w.slot, w.incarnation + 1, null, 'free').id;
    return at(w.restartAtMs, { at: w.restartAtMs, op: 'tick' }, { actor: id, by: 'sim', why: 'restart', slot: w.slot, fact: 'worker/restarted' });
  }
  if (w.liveness === 'paused') {
    if (w.resumeAtMs === null) return null;
    const ms = w.resumeAtMs - w.pausedAtMs!;
    return at(w.resumeAtMs, { at: w.resumeAtMs, op: 'tick' }, { actor: w.id, by: 'sim', why: 'resumed', slot: w.slot, job: w.job?.id, ms, fact: 'worker/resumed' });
  }
  const j = w.job;
  if (!j) {
    if (w.claimAtMs === null) return null;
    const claim: Input = group === null ? { at: w.claimAtMs, op: 'claim', worker: w.id } : { at: w.claimAtMs, op: 'claim', worker: w.id, group };
    return at(w.claimAtMs, claim, { actor: w.id, by: 'sim', why: w.claimWhy, slot: w.slot });
  }
  // Same-millisecond order within one worker: crash, pause, complete, extend. A handler that has
  // finished completes before its heartbeat timer fires: no point extending a done job. The
  // earliest is found before any Action is built: this runs for every worker at every event.
  let kind = 'extend' as 'crash' | 'pause' | 'complete' | 'extend';
  let when = j.heartbeatAtMs;
  // Each later candidate wins a tie, so the order of the calls below is the tie order reversed.
  const consider = (t: number | null, k: typeof kind) => {
    if (t !== null && Math.max(t, clockMs) <= Math.max(when, clockMs)) [when, kind] = [t, k];
  };
  consider(j.doneAtMs, 'complete');
  consider(j.pauseAtMs, 'pause');
  consider(j.crashAtMs, 'crash');
  const base = { actor: w.id, by: 'sim' as const, slot: w.slot, job: j.id };
  switch (kind) {
    case 'crash':
      return at(when, { at: when, op: 'crash', worker: w.id }, { ...base, why: j.crashWhy! });
    case 'pause':
      return at(when, { at: when, op: 'tick' }, { ...base, why: 'fault', ms: j.pauseForMs, fact: 'worker/paused' });
    case 'complete':
      return at(when, { at: when, op: 'complete', job: j.id, token: j.token }, { ...base, why: 'done' });
    case 'extend':
      return at(when, { at: when, op: 'extend', job: j.id, token: j.token }, { ...base, why: 'heartbeat' });
  }
}

/** The worker whose process id is `id` (a token's prefix), or undefined. */
export function workerById(a: ActorState, id: string): WorkerState | undefined {
  return a.workers.find((w) => w.id === id);
}

/** The worker holding the lease `token`, or undefined. */
export function workerByToken(a: ActorState, token: string): WorkerState | undefined {
  return a.workers.find((w) => w.job?.token === token);
}

function stopWaiting(a: ActorState, w: WorkerState): void {
  const i = a.waiting.indexOf(w.slot);
  if (i !== -1) a.waiting.splice(i, 1);
}

function free(w: WorkerState, nowMs: number): void {
  w.job = null;
  w.claimAtMs = nowMs;
  w.claimWhy = 'free';
}

/**
 * Jobs were added to pending lanes at `nowMs`, one per entry of `groups` (a job's fairness group,
 * `null` for the queue's own lane): for each, the longest-waiting worker blocked on that lane
 * wakes and claims at once, as a blocking pop returns when a ZADD lands (Redis serves blocked
 * clients in order). Without `config` (a replayed file) nobody waits, so nobody wakes.
 */
export function wakeWaiters(a: ActorState, config: WorldConfig | null, groups: readonly (string | null)[], nowMs: number): void {
  for (const group of groups) {
    const i = a.waiting.findIndex((slot) => (config ? laneOfSlot(config.workers, slot) : null) === group);
    if (i === -1) continue;
    const [slot] = a.waiting.splice(i, 1);
    const w = a.workers.find((x) => x.slot === slot)!;
    w.claimAtMs = nowMs;
    w.claimWhy = 'woken';
  }
}

/**
 * After worker `w`'s claim: when it `claimed` a job it holds it and plans its work (drawing the
 * work time and any random fault from the seeded stream when `config` is set); on `null` (empty
 * lane, or the claim failed) it blocks until a job is added. `config` is `null` when a file is
 * replayed: then only what the claims did is recorded, and nothing is planned.
 */
export function workerClaimed(a: ActorState, config: WorldConfig | null, w: WorkerState, claimed: Extract<Fact, { type: 'job/claimed' }> | null, nowMs: number): void {
  w.claimAtMs = null;
  if (!claimed) {
    if (config) a.waiting.push(w.slot);
    return;
  }
  const { jobId: id, token, deadlineMs } = claimed;
  const j: HeldJob = {
    id, token, deadlineMs, claimedAtMs: nowMs, doneAtMs: null, heartbeatAtMs: nowMs,
    crashAtMs: null, crashWhy: null, pauseAtMs: null, pauseForMs: 0,
  };
  w.job = j;
  if (!config) return;
  const plan = config.workers;
  j.heartbeatAtMs = nowMs + plan.heartbeatMs;
  // Every draw of a run depends on the job and the run, never on the order of claims, so the same
  // seed gives each job the same work time and the same fate whatever the lease, heartbeat or
  // sweep cadence. A first run takes the next value of the work stream (`a.rng`): jobs wait in
  // pending by id, so the k-th job claimed for the first time is the k-th job, at any tuning. A
  // later run (after a recovery) draws its work time and pause from the stream of its attempt.
  // A crash is drawn from the stream of how many of the job's runs crashed before, so the run
  // after a false recovery repeats the fate of the run it repeats (no crash) instead of adding one.
  const first = claimed.attempt === 1;
  const run = first ? a : keyedRng(config.seed, `run:${id}:${claimed.attempt}`);
  const workMs = Object.hasOwn(a.workMs, id) ? a.workMs[id]! : drawInt(run, plan.workMs[0], plan.workMs[1]);
  if (a.poison.includes(id)) {
    j.crashAtMs = nowMs + plan.poisonCrashMs;
    j.crashWhy = 'poison';
    return;
  }
  j.doneAtMs = nowMs + workMs;
  const faults = config.faults;
  const fate = keyedRng(config.seed, `crash:${id}:${a.crashedRuns[id] ?? 0}`);
  if (chance(fate, faults.crashChance)) {
    j.crashAtMs = nowMs + drawInt(fate, 0, Math.max(0, workMs - 1));
    j.crashWhy = 'fault';
  } else if (faults.pauseChance > 0) {
    const pause = keyedRng(config.seed, `pause:${id}:${claimed.attempt}`);
    if (chance(pause, faults.pauseChance)) {
      j.pauseAtMs = nowMs + drawInt(pause, 0, Math.max(0, workMs - 1));
      j.pauseForMs = drawInt(pause, faults.pauseMs[0], faults.pauseMs[1]);
    }
  }
}

/**
 * After an extend by the holder of its token: the new deadline (server clock, milliseconds), or
 * `null` when the lease was lost (-1): fenced, it drops the job.
 */
export function workerExtended(config: WorldConfig | null, w: WorkerState, deadlineMs: number | null, nowMs: number): void {
  if (!w.job) return;
  if (deadlineMs !== null) {
    w.job.deadlineMs = deadlineMs;
    if (config) w.job.heartbeatAtMs = nowMs + config.workers.heartbeatMs;
    return;
  }
  w.fenced += 1;
  free(w, nowMs);
  if (!config) w.claimAtMs = null;
}

/** After a complete by the holder of its token: `completed` (1) or fenced (-1); either way the job is dropped. */
export function workerCompleted(config: WorldConfig | null, w: WorkerState, completed: boolean, nowMs: number): void {
  if (completed) w.completed += 1;
  else w.fenced += 1;
  free(w, nowMs);
  if (!config) w.claimAtMs = null;
}

/** The worker died: it drops what it held (the lease lapses on its own) and its supervisor may restart it. */
export function workerCrashed(a: ActorState, config: WorldConfig | null, w: WorkerState, nowMs: number): void {
  stopWaiting(a, w);
  if (w.job) a.crashedRuns[w.job.id] = (a.crashedRuns[w.job.id] ?? 0) + 1;
  w.liveness = 'crashed';
  w.job = null;
  w.claimAtMs = null;
  w.pausedAtMs = null;
  w.resumeAtMs = null;
  const restartMs = config?.workers.restartMs ?? null;
  w.restartAtMs = restartMs === null ? null : nowMs + restartMs;
}

/**
 * The worker stops acting but stays alive (a long GC pause, a frozen VM): its timers are frozen
 * and it keeps believing it holds its job. A random pause ends by itself after `forMs`; a story's
 * or learner's pause (`forMs` null) only when resumed.
 */
export function workerPaused(a: ActorState, w: WorkerState, nowMs: number, forMs: number | null): void {
  stopWaiting(a, w);
  w.liveness = 'paused';
  w.pausedAtMs = nowMs;
  w.resumeAtMs = forMs === null ? null : nowMs + forMs;
  w.claimAtMs = null;
  if (w.job) w.job.pauseAtMs = null;
}

/**
 * The pause ends. Any timer that came due meanwhile fires at once (the scheduler runs overdue
 * actions at the current time): a finished handler completes, an overdue heartbeat extends, and
 * if the sweep took the lease in between, either gets -1. An idle worker claims at once.
 */
export function workerResumed(w: WorkerState, nowMs: number): void {
  w.liveness = 'alive';
  w.pausedAtMs = null;
  w.resumeAtMs = null;
  if (!w.job) {
    w.claimAtMs = nowMs;
    w.claimWhy = 'free';
  }
}

/** The supervisor starts a new process in the crashed worker's slot; it claims at once. */
export function workerRestarted(a: ActorState, w: WorkerState, nowMs: number): WorkerState {
  const next = newWorker(w.slot, w.incarnation + 1, nowMs, 'free');
  next.completed = w.completed;
  next.fenced = w.fenced;
  a.workers[a.workers.indexOf(w)] = next;
  return next;
}
