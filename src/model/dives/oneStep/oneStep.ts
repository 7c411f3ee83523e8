import type { ScenarioHeader } from '../../../sim/engine/input';
import { invocationFor } from '../../../sim/queue/invocation';
import { queueKeys, type QueueKeys } from '../../../sim/queue/keys';
import { runVerb } from '../../../sim/queue/verbs';
import { Keyspace } from '../../../sim/redis/keyspace';
import type { Reply } from '../../../sim/format/reply';
import type { Scenario, Step } from '../../../sim/format/scenario';
import { at, peekField, peekScore, showReply, type Frame } from '../common';
import { afterLoopCommand, LOOP_START, nextLoopCommand, type LoopPc } from './clientLoop';
import { decodeFacts, replyInteger, replyStrings } from '../../../sim/events/decodeFacts';
import { factOf, type Fact } from '../../../sim/events/facts';
import { isExpired, parseToken } from '../../../sim/events/lease';
import { ONE_STEP } from '../../narration/catalogue';

/** The sweepers of the dive, by name. */
export const SWEEPERS = ['A', 'B', 'C'] as const;
export type SweeperName = (typeof SWEEPERS)[number];
/** The workers that may claim while the sweepers run (Worker A held the jobs and crashed). */
export const CLAIMERS = ['B', 'C'] as const;
export type ClaimerName = (typeof CLAIMERS)[number];

/** Who may move next: a sweeper (its next command, or its whole atomic sweep) or a worker's claim. */
export type ActorId = `sweeper:${SweeperName}` | `worker:${ClaimerName}`;

/**
 * `client`: each sweeper runs the sweep as a loop of separate commands (`clientLoop.txt`), each a
 * raw `Keyspace.call`. `atomic`: each sweeper runs the product's sweep script (`sweep.lua`) as one
 * indivisible step (`runVerb`), so nothing can be scheduled inside it.
 */
export type SweepMode = 'client' | 'atomic';

/** The dive's setup: how many sweepers, expired jobs and claiming workers, and the mode. */
export interface OneStepSetup {
  mode: SweepMode;
  /** 1 to 3 sweepers (A, B, C), all woken by the same beat. */
  sweepers: number;
  /** 1 or 2 jobs (j1, j2; sweepers × jobs at most 4), all claimed by Worker A at t = 0, whose lease then expired (A crashed). */
  jobs: number;
  /** 0 to 2 workers (B, then C) that each claim once, whenever the learner schedules them. */
  claims: number;
  /** The stall count that sends a job to the morgue. */
  maxStalled: number;
}

/** The default setup: the recorded case test/cases/client-loop-double-recovery (2 client-loop sweepers, 1 job, Worker B claims). */
export const DEFAULT_SETUP: OneStepSetup = { mode: 'client', sweepers: 2, jobs: 1, claims: 1, maxStalled: 3 };

/** Lease length (ms) of every claim in the dive; the sweepers wake when Worker A's leases expire. */
export const ONE_STEP_LEASE_MS = 30_000;
/** The server clock at t = 0 (2026-01-01T00:00:00Z), as in the recorded cases. */
export const ONE_STEP_CLOCK_START_MS = 1_767_225_600_000;

/** Something that must not happen, flagged at the step where it happens. */
export interface Flag {
  kind: 'double-count' | 'double-delivery';
  job: string;
  /** One sentence for the learner. */
  text: string;
}

/** One step the learner (or the explorer) scheduled, and what it did. */
export interface Move {
  actor: ActorId;
  /** Server time of the step, milliseconds since the epoch. */
  nowMs: number;
  /** The same step as an `emq-scenario/1` step (a raw command, a `sweep` or a `claim`). */
  step: Step;
  /** What the step did, decoded from its reply (`decodeFacts`): read these, not the reply. */
  facts: Fact[];
  /** The raw reply, shown as it came. */
  reply: Reply;
  frame: Frame;
  flags: Flag[];
}

type SweeperPc = LoopPc | { at: 'atomic' };

/**
 * The state of the dive: the keyspace after the setup and every move so far. Treat as immutable:
 * `move` returns a new session (with a copied keyspace).
 */
export interface OneStepSession {
  setup: OneStepSetup;
  header: ScenarioHeader;
  /** Enqueue every job and let Worker A claim them all at t = 0. */
  setupSteps: Step[];
  ks: Keyspace;
  nowMs: number;
  sweepers: Partial<Record<SweeperName, SweeperPc>>;
  /** The workers that have made their claim. */
  claimed: ClaimerName[];
  /** Each sweeper's view from its read: job id → the lease token the job had when it was read. */
  observed: Partial<Record<SweeperName, Record<string, string | null>>>;
  /** Leases (`job|token`) whose stall has been counted once already. */
  counted: string[];
  moves: Move[];
}

/** The scenario header of a setup (queue `q`, lease 30 s, the setup's maxStalled). */
export function oneStepHeader(setup: OneStepSetup): ScenarioHeader {
  return {
    format: 'emq-scenario/1',
    name: `${setup.mode === 'client' ? 'Client-loop' : 'Atomic'} sweeps: ${setup.sweepers} sweeper(s), ${setup.jobs} expired job(s), ${setup.claims} claim(s) in between`,
    queue: 'q',
    clockStartMs: ONE_STEP_CLOCK_START_MS,
    maxStalled: setup.maxStalled,
    leaseMs: ONE_STEP_LEASE_MS,
  };
}

function checkSetup(s: OneStepSetup): void {
  const whole = (v: number, lo: number, hi: number, what: string) => {
    if (!Number.isInteger(v) || v < lo || v > hi) throw new RangeError(`${what} must be a whole number from ${lo} to ${hi}, got ${v}`);
  };
  whole(s.sweepers, 1, SWEEPERS.length, 'sweepers');
  whole(s.jobs, 1, 2, 'jobs');
  // The explorer walks every interleaving; beyond 4 sweeper-job pairs that is billions of them.
  if (s.sweepers * s.jobs > 4) throw new RangeError(`sweepers × jobs must be at most 4, got ${s.sweepers} × ${s.jobs}`);
  whole(s.claims, 0, CLAIMERS.length, 'claims');
  whole(s.maxStalled, 1, 1000, 'maxStalled');
}

/**
 * The dive before anyone moves: jobs j1…jN enqueued and claimed by Worker A at t = 0 with a 30 s
 * lease; the clock at t = 30 s, when those leases are due (a deadline equal to now is expired).
 * Throws a RangeError for a setup outside the ranges of `OneStepSetup`.
 */
export function startOneStep(setup: OneStepSetup = DEFAULT_SETUP): OneStepSession {
  checkSetup(setup);
  const header = oneStepHeader(setup);
  const ids = Array.from({ length: setup.jobs }, (_, i) => `j${i + 1}`);
  const setupSteps: Step[] = [
    ...ids.map((job): Step => ({ at: 0, op: 'enqueue', job })),
    ...ids.map((): Step => ({ at: 0, op: 'claim', worker: 'A' })),
  ];
  const ks = new Keyspace();
  for (const step of setupSteps) runVerb(ks, invocationFor(step, header)!, header.clockStartMs + step.at);
  const sweepers: OneStepSession['sweepers'] = {};
  for (const name of SWEEPERS.slice(0, setup.sweepers)) sweepers[name] = setup.mode === 'client' ? LOOP_START : { at: 'atomic' };
  return {
    setup,
    header,
    setupSteps,
    ks,
    nowMs: header.clockStartMs + ONE_STEP_LEASE_MS,
    sweepers,
    claimed: [],
    observed: {},
    counted: [],
    moves: [],
  };
}

/** Every actor that can move now, in button order (sweepers, then workers). */
export function enabledActors(s: OneStepSession): ActorId[] {
  const out: ActorId[] = [];
  for (const name of SWEEPERS) {
    const pc = s.sweepers[name];
    if (pc && pc.at !== 'done') out.push(`sweeper:${name}`);
  }
  for (const w of CLAIMERS.slice(0, s.setup.claims)) if (!s.claimed.includes(w)) out.push(`worker:${w}`);
  return out;
}

/** True when nobody can move any more. */
export function isFinished(s: OneStepSession): boolean {
  return enabledActors(s).length === 0;
}

/**
 * The server time of the next move. Commands take no time, but a different client taking its
 * turn costs a 1 ms round trip; two reads in a row share their instant, since both sweepers are
 * woken by the same beat. This reproduces the times of client-loop-double-recovery exactly.
 */
function timeOfNext(s: OneStepSession, actor: ActorId, isRead: boolean): number {
  const last = s.moves[s.moves.length - 1];
  if (!last || last.actor === actor) return s.nowMs;
  const lastRead = last.step.op === 'redis' && last.step.command[0] === 'ZRANGEBYSCORE';
  return lastRead && isRead ? s.nowMs : s.nowMs + 1;
}

/**
 * The step `actor` takes next, described before it runs: its script, lines and words. Null when
 * the actor cannot move. The panel uses it to show the line that is about to run.
 */
export function peekNext(s: OneStepSession, actor: ActorId): { frame: Frame; argv: string[] | null } | null {
  if (!enabledActors(s).includes(actor)) return null;
  const [kind, name] = actor.split(':') as ['sweeper' | 'worker', string];
  if (kind === 'worker') return { frame: { script: 'claim.lua', lines: [6], narration: ONE_STEP.workerWillClaim(name) }, argv: null };
  const pc = s.sweepers[name as SweeperName]!;
  if (pc.at === 'atomic') return { frame: { script: 'sweep.lua', lines: [], narration: ONE_STEP.sweeperWillScript(name) }, argv: null };
  const cmd = nextLoopCommand(pc as LoopPc, queueKeys(s.header.queue), timeOfNext(s, actor, pc.at === 'read'), s.setup.maxStalled)!;
  return { frame: { script: 'clientLoop', lines: cmd.lines, narration: ONE_STEP.sweeperWillSend(name, cmd.argv[0]!) }, argv: cmd.argv };
}

/**
 * Runs the next step of `actor` and returns the new session: for a client-loop sweeper one raw
 * command (`Keyspace.call`), for an atomic sweeper the whole `sweep` verb (`runVerb`), for a
 * worker its `claim` verb. Flags a stall counted twice and a lease pulled from a new owner at the
 * step that does it. Throws an Error when `actor` cannot move (see `enabledActors`).
 */
export function move(s: OneStepSession, actor: ActorId): OneStepSession {
  if (!enabledActors(s).includes(actor)) throw new Error(`${actor} cannot move now (it is done, or not in this setup)`);
  const [kind, name] = actor.split(':') as ['sweeper' | 'worker', string];
  const ks = s.ks.clone();
  const k = queueKeys(s.header.queue);
  const next: OneStepSession = { ...s, ks, sweepers: { ...s.sweepers }, observed: { ...s.observed }, counted: s.counted.slice() };
  let result: Omit<Move, 'actor' | 'nowMs'>;
  if (kind === 'worker') {
    next.nowMs = timeOfNext(s, actor, false);
    result = claimMove(next, name as ClaimerName);
    next.claimed = [...s.claimed, name as ClaimerName];
  } else if (s.sweepers[name as SweeperName]!.at === 'atomic') {
    next.nowMs = timeOfNext(s, actor, false);
    result = atomicMove(next, name as SweeperName, k);
    next.sweepers[name as SweeperName] = { at: 'done', ids: [] };
  } else {
    const pc = s.sweepers[name as SweeperName] as LoopPc;
    next.nowMs = timeOfNext(s, actor, pc.at === 'read');
    result = loopMove(next, name as SweeperName, pc, k);
  }
  next.moves = [...s.moves, { actor, nowMs: next.nowMs, ...result }];
  return next;
}

/** Replays a schedule (a list of actors, first mover first) from the start of `setup`. */
export function replay(setup: OneStepSetup, schedule: readonly ActorId[]): OneStepSession {
  return schedule.reduce(move, startOneStep(setup));
}

/** The session's run as an `emq-scenario/1`: the setup steps, then one step per move. */
export function toScenario(s: OneStepSession): Scenario {
  return { ...s.header, steps: [...s.setupSteps, ...s.moves.map((m) => m.step)] };
}

/** Every flag raised so far, in order. */
export function flagsOf(s: OneStepSession): Flag[] {
  return s.moves.flatMap((m) => m.flags);
}

function stepAt(s: OneStepSession): number {
  return s.nowMs - s.header.clockStartMs;
}

function claimMove(s: OneStepSession, worker: ClaimerName): Omit<Move, 'actor' | 'nowMs'> {
  const step: Step = { at: stepAt(s), op: 'claim', worker };
  const { reply, calls } = runVerb(s.ks, invocationFor(step, s.header)!, s.nowMs);
  const lines = calls.map((c) => c.line);
  const facts = decodeFacts(step, reply, s.ks, s.header.queue);
  const claimed = factOf(facts, 'job/claimed');
  if (!claimed) {
    return { step, facts, reply, flags: [], frame: { script: 'claim.lua', lines, narration: ONE_STEP.claimFoundNothing(worker) } };
  }
  const { jobId: id, token, deadlineMs: deadline } = claimed;
  return {
    step,
    facts,
    reply,
    flags: [],
    frame: {
      script: 'claim.lua',
      lines,
      narration: ONE_STEP.claimed(worker, id, token, at(deadline, s.header.clockStartMs)),
    },
  };
}

function atomicMove(s: OneStepSession, name: SweeperName, k: QueueKeys): Omit<Move, 'actor' | 'nowMs'> {
  // The tokens before the script: the leases the script is about to judge.
  const before: Record<string, { token: string | null; score: number | null }> = {};
  for (const [id, score] of s.ks.zrangeAll(k.active)) before[id] = { token: s.ks.hget(k.job(id), 'token'), score };
  const step: Step = { at: stepAt(s), op: 'sweep' };
  const { reply, calls } = runVerb(s.ks, invocationFor(step, s.header)!, s.nowMs);
  const flags: Flag[] = [];
  const facts = decodeFacts(step, reply, s.ks, s.header.queue);
  const rows = sweepRows(facts);
  for (const [id, outcome] of rows) {
    if (outcome === 'orphan') continue;
    const b = before[id]!;
    if (b.score !== null && !isExpired(b.score, s.nowMs)) flags.push(deliveryFlag(id, name, b.token));
    const lease = `${id}|${b.token}`;
    if (s.counted.includes(lease)) flags.push(countFlag(id, name));
    else s.counted.push(lease);
  }
  const what = rows.length === 0 ? ONE_STEP.atomicFoundNothing : ONE_STEP.atomicMoved(rows);
  return {
    step,
    facts,
    reply,
    flags,
    frame: { script: 'sweep.lua', lines: calls.map((c) => c.line), narration: ONE_STEP.atomicSweep(name, what) },
  };
}

function loopMove(s: OneStepSession, name: SweeperName, pc: LoopPc, k: QueueKeys): Omit<Move, 'actor' | 'nowMs'> {
  const cmd = nextLoopCommand(pc, k, s.nowMs, s.setup.maxStalled)!;
  // Ground truth before the command runs: the lease the id holds right now, if any.
  const tokenBefore = cmd.id === null ? null : peekField(s.ks, k.job(cmd.id), 'token');
  const deadlineBefore = cmd.id === null ? null : peekScore(s.ks, k.active, cmd.id);
  const ownerBefore = cmd.id === null ? null : peekField(s.ks, k.job(cmd.id), 'worker');
  const reply = s.ks.tryCall(cmd.argv, s.nowMs);
  const step: Step = { at: stepAt(s), op: 'redis', command: cmd.argv };
  const flags: Flag[] = [];
  const who = ONE_STEP.sweeper(name);
  const id = cmd.id!;
  let narration: string;
  switch (cmd.kind) {
    case 'read': {
      const ids = replyStrings(reply) ?? [];
      // Ground truth the client cannot see: which lease each id had when it was read.
      s.observed[name] = Object.fromEntries(ids.map((i) => [i, peekField(s.ks, k.job(i), 'token')]));
      narration = ids.length === 0
        ? ONE_STEP.readNone(who, at(s.nowMs, s.header.clockStartMs))
        : ONE_STEP.read(who, showReply(reply));
      break;
    }
    case 'zrem': {
      const seen = s.observed[name]![id] ?? null;
      if (replyInteger(reply) === 1 && tokenBefore !== seen && deadlineBefore !== null && !isExpired(deadlineBefore, s.nowMs)) {
        // The id is back in active under a new lease: ZREM cannot tell leases apart, it removes by id.
        flags.push(deliveryFlag(id, name, tokenBefore));
        const owner = ownerBefore === null ? ONE_STEP.anotherWorker : ONE_STEP.worker(ownerBefore);
        narration = ONE_STEP.zremLiveLease(who, id, owner, at(deadlineBefore, s.header.clockStartMs));
      } else if (replyInteger(reply) === 1) {
        narration = ONE_STEP.zremRemoved(who, id);
      } else {
        narration = ONE_STEP.zremNothing(who, id);
      }
      break;
    }
    case 'hincrby': {
      const lease = `${id}|${s.observed[name]![id] ?? null}`;
      if (s.counted.includes(lease)) {
        flags.push(countFlag(id, name, replyInteger(reply) ?? undefined));
        narration = ONE_STEP.countedTwice(who, id, showReply(reply));
      } else {
        s.counted.push(lease);
        narration = ONE_STEP.counted(who, showReply(reply));
      }
      break;
    }
    case 'zadd': {
      const toPending = cmd.argv[1] !== k.dead;
      const lane = toPending ? ONE_STEP.lanePending : ONE_STEP.laneDead;
      if (toPending && replyInteger(reply) === 1 && deadlineBefore !== null && !isExpired(deadlineBefore, s.nowMs)) {
        // Its own ZREM found nothing (someone else recovered the job, and a worker re-claimed it),
        // but the loop goes on: the job is now in pending AND under the new owner's live lease.
        flags.push(pendingFlag(id, name, ownerBefore));
        narration = ONE_STEP.zaddUnderLiveLease(who, id, ownerBefore);
        break;
      }
      narration = replyInteger(reply) === 1 ? ONE_STEP.zaddAdded(who, id, lane, toPending) : ONE_STEP.zaddAlready(who, id, lane);
      break;
    }
  }
  s.sweepers[name] = afterLoopCommand(pc, reply);
  return { step, facts: decodeFacts(step, reply, s.ks, s.header.queue), reply, flags, frame: { script: 'clientLoop', lines: cmd.lines, narration } };
}

/** A sweep's facts as the dive lists them: `[id, outcome, stalled]`, in the sweep's order. */
function sweepRows(facts: readonly Fact[]): [string, 'recovered' | 'dead' | 'orphan', number][] {
  return facts.flatMap((f): [string, 'recovered' | 'dead' | 'orphan', number][] =>
    f.type === 'job/recovered' ? [[f.jobId, 'recovered', f.stallCount]]
      : f.type === 'job/deadLettered' ? [[f.jobId, 'dead', f.stallCount]]
        : f.type === 'job/orphanDropped' ? [[f.jobId, 'orphan', 0]]
          : []);
}

function deliveryFlag(id: string, sweeper: SweeperName, token: string | null): Flag {
  const owner = token === null ? ONE_STEP.itsNewOwner : ONE_STEP.worker(parseToken(token)?.worker ?? token);
  return {
    kind: 'double-delivery',
    job: id,
    text: ONE_STEP.flagDeliveryLease(sweeper, id, owner, token),
  };
}

function pendingFlag(id: string, sweeper: SweeperName, owner: string | null): Flag {
  return {
    kind: 'double-delivery',
    job: id,
    text: ONE_STEP.flagDeliveryPending(sweeper, id, owner),
  };
}

function countFlag(id: string, sweeper: SweeperName, st?: number): Flag {
  return {
    kind: 'double-count',
    job: id,
    text: ONE_STEP.flagCountedTwice(sweeper, id, st),
  };
}
