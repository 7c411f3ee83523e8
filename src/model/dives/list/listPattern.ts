import { applyInput } from '../../../sim/engine/applyInput';
import type { ScenarioHeader } from '../../../sim/engine/input';
import { initialState } from '../../../sim/engine/simState';
import { Keyspace } from '../../../sim/redis/keyspace';
import { queueKeys } from '../../../sim/queue/keys';
import { replyString, replyStrings } from '../../../sim/events/decodeFacts';
import { factOf, scannedJobs } from '../../../sim/events/facts';
import type { Reply } from '../../../sim/format/reply';
import { LIST } from '../../narration/catalogue';
import type { KeyspaceDump } from '../../../sim/format/trace';
import type { Scenario, Step } from '../../../sim/format/scenario';
import { at, showReply, type Frame, type ScriptId } from '../common';

/** Lines of `listReaper.txt` (1-based); a test checks them against the file. */
export const LIST_LINES = { take: 3, handle: 4, done: 5, read: 7, remember: 8, judge: 10, move: 11 } as const;

// The reaper's staleness limit lives with the link parameters: the page's lede names it without loading this dive.
import { STALE_MS } from '../diveParams';
export { STALE_MS };
/** The messages of the story, in the order the producer pushes them (the lease side enqueues the same ids). */
export const LIST_MESSAGES = ['m1', 'm2'] as const;

/** The reaper (list side) and the sweep (lease side) both run every beat (ms). */
export const BEAT_MS = 30_000;
const CLOCK_START_MS = 1_767_225_600_000;

/** Something the list pattern gets wrong, flagged at the step where it happens. */
export interface ListFlag {
  kind: 'live-moved' | 'age-confused' | 'wrong-entry-removed';
  text: string;
}

/** One step of either side, with what it did and the state after it. */
export interface ListStep {
  /** Milliseconds after t = 0. */
  at: number;
  /** Who acted: `producer`, a worker (`W1`…), `reaper` or `sweep`. */
  actor: string;
  step: Step;
  reply: Reply;
  frame: Frame;
  flags: ListFlag[];
  keyspace: KeyspaceDump;
  /** List side only: the reaper's memory after the step (message → first seen, ms after t = 0). */
  memory?: Record<string, number>;
  /** List side only: who really holds each entry of `processing`, left to right (ground truth). */
  holders?: { msg: string; worker: string; takenAt: number }[];
}

/** The list-pattern header (the list keys `work` and `processing` are outside the queue's keys). */
export const LIST_HEADER: ScenarioHeader = {
  format: 'emq-scenario/1',
  name: 'The list pattern: a wall-clock reaper moves a slow worker\'s message and loses track of ages',
  queue: 'q',
  clockStartMs: CLOCK_START_MS,
  maxStalled: 3,
  leaseMs: 30_000,
};

/** The lease-set header for the same crash. */
export const LEASE_HEADER: ScenarioHeader = { ...LIST_HEADER, name: 'The lease set for the same crash: the sweep recovers only the dead worker\'s job' };

type ListEvent =
  | { at: number; kind: 'produce' }
  | { at: number; kind: 'take'; worker: string }
  | { at: number; kind: 'crash'; worker: string }
  | { at: number; kind: 'done'; worker: string; msg: string }
  | { at: number; kind: 'beat' };

/**
 * The story both sides tell (ms after t = 0): W1 takes m1 and is slow but alive (done at 100 s);
 * W2 takes m2 and crashes at once; the reaper runs every 30 s; W3 and W4 arrive after 90 s. Each
 * worker gets the same message on both sides, except where the list pattern hands W4 a second
 * copy of W1's m1, which the lease set refuses (W4 finds pending empty).
 */
const STORY: ListEvent[] = [
  { at: 0, kind: 'produce' },
  { at: 0, kind: 'take', worker: 'W1' },
  { at: 20_000, kind: 'take', worker: 'W2' },
  { at: 20_001, kind: 'crash', worker: 'W2' },
  { at: 30_000, kind: 'beat' },
  { at: 60_000, kind: 'beat' },
  { at: 90_000, kind: 'beat' },
  { at: 90_500, kind: 'take', worker: 'W3' },
  { at: 91_000, kind: 'take', worker: 'W4' },
  { at: 100_000, kind: 'done', worker: 'W1', msg: 'm1' },
  { at: 120_000, kind: 'beat' },
];

/** The end of the story (ms after t = 0). */
export const LIST_END_MS = 120_000;

/**
 * Runs the list pattern: `LPUSH work m1 m2`, workers `LMOVE work processing RIGHT LEFT`, a
 * worker that is done `LREM processing 1 <msg>`, and every 30 s the reaper of `listReaper.txt`:
 * `LRANGE processing 0 -1`, remember when it first saw each message (its only clock: the list
 * holds no timestamps), and for each message it judges older than 60 s, `LMOVE processing work
 * RIGHT RIGHT`. Every command is a raw `Keyspace.call`. Beside Redis, the model keeps the ground
 * truth the reaper cannot see (who holds each entry since when) to flag a live worker's message
 * moved, an age misjudged, and a done worker removing someone else's entry.
 */
export function buildListRun(): ListStep[] {
  const ks = new Keyspace();
  const out: ListStep[] = [];
  const memory: Record<string, number> = {};
  let holders: { msg: string; worker: string; takenAt: number }[] = [];
  const crashed = new Set<string>();
  const held: Record<string, string> = {};

  const push = (t: number, actor: string, step: Step, reply: Reply, lines: number[], narration: string, flags: ListFlag[] = []) => {
    const script: ScriptId | null = lines.length ? 'listReaper' : null;
    out.push({ at: t, actor, step, reply, flags, frame: { script, lines, narration }, keyspace: ks.dump(), memory: { ...memory }, holders: holders.map((h) => ({ ...h })) });
  };
  const cmd = (t: number, argv: string[]) => ks.call(argv, CLOCK_START_MS + t);

  for (const e of STORY) {
    const t = e.at;
    switch (e.kind) {
      case 'produce': {
        const argv = ['LPUSH', 'work', ...LIST_MESSAGES];
        push(t, 'producer', { at: t, op: 'redis', command: argv }, cmd(t, argv), [], LIST.produced(LIST_MESSAGES));
        break;
      }
      case 'take': {
        const argv = ['LMOVE', 'work', 'processing', 'RIGHT', 'LEFT'];
        const msg = replyString(cmd(t, argv));
        if (msg !== null) {
          holders = [{ msg, worker: e.worker, takenAt: t }, ...holders];
          held[e.worker] = msg;
        }
        const again = msg !== null && out.some((s) => s.actor !== e.worker && s.step.op === 'redis' && s.step.command[0] === 'LMOVE' && s.step.command[1] === 'work' && s.reply === msg);
        const live = msg === null ? [] : holders.filter((h) => h.msg === msg && h.worker !== e.worker && !crashed.has(h.worker));
        push(t, e.worker, { at: t, op: 'redis', command: argv }, msg, [LIST_LINES.take],
          msg === null
            ? LIST.workEmpty(e.worker)
            : live.length || (again && !crashed.has(previousHolder(out, msg, e.worker) ?? ''))
              ? LIST.takesRunning(e.worker, msg, previousHolder(out, msg, e.worker))
              : again
                ? LIST.takesAgain(e.worker, msg)
                : LIST.takes(e.worker, msg));
        break;
      }
      case 'crash':
        crashed.add(e.worker);
        push(t, e.worker, { at: t, op: 'crash', worker: e.worker }, null, [LIST_LINES.handle], LIST.crashes(e.worker, held[e.worker]));
        break;
      case 'done': {
        const argv = ['LREM', 'processing', '1', e.msg];
        const i = holders.findIndex((h) => h.msg === e.msg); // LREM with count 1 removes from the head (left)
        const removed = i === -1 ? null : holders[i]!;
        const reply = cmd(t, argv);
        if (i !== -1) holders = holders.filter((_, j) => j !== i);
        const flags: ListFlag[] = [];
        let narration = LIST.done(e.worker, e.msg, showReply(reply));
        if (removed && removed.worker !== e.worker) {
          flags.push({ kind: 'wrong-entry-removed', text: LIST.flagWrongEntry(e.worker, removed.worker, e.msg) });
          narration = LIST.doneWrongEntry(e.worker, removed.worker, e.msg);
        }
        push(t, e.worker, { at: t, op: 'redis', command: argv }, reply, [LIST_LINES.done], narration, flags);
        break;
      }
      case 'beat': {
        const read = ['LRANGE', 'processing', '0', '-1'];
        const msgs = replyStrings(cmd(t, read)) ?? [];
        for (const m of msgs) if (memory[m] === undefined) memory[m] = t;
        const stale = msgs.filter((m) => t - memory[m]! >= STALE_MS);
        push(t, 'reaper', { at: t, op: 'redis', command: read }, msgs, [LIST_LINES.read, LIST_LINES.remember],
          msgs.length === 0
            ? LIST.reaperReadsEmpty
            : LIST.reaperReads(showReply(msgs), msgs.map((m) => [m, ((t - memory[m]!) / 1000).toFixed(0)] as const), stale));
        for (let n = 0; n < stale.length; n++) {
          const argv = ['LMOVE', 'processing', 'work', 'RIGHT', 'RIGHT'];
          const tail = holders[holders.length - 1];
          const judged = stale[stale.length - 1 - n] ?? stale[0]!; // oldest first: from the right of the read
          const moved = replyString(cmd(t, argv));
          holders = holders.slice(0, -1);
          const flags: ListFlag[] = [];
          const trueAge = tail ? t - tail.takenAt : 0;
          if (tail && !crashed.has(tail.worker) && moved !== null) {
            flags.push({ kind: 'live-moved', text: LIST.flagLiveMoved(moved, tail.worker) });
          }
          if (tail && trueAge < STALE_MS) {
            flags.push({ kind: 'age-confused', text: LIST.flagAgeConfused(judged, ((t - memory[judged]!) / 1000).toFixed(0), tail.worker, (trueAge / 1000).toFixed(1)) });
          }
          push(t, 'reaper', { at: t, op: 'redis', command: argv }, moved, [LIST_LINES.move, LIST_LINES.judge],
            tail && crashed.has(tail.worker)
              ? LIST.reaperMovesDead(showReply(moved), tail.worker, (trueAge / 1000).toFixed(0))
              : LIST.reaperMovesLive(showReply(moved), tail?.worker),
            flags);
        }
        break;
      }
    }
  }
  return out;
}

function previousHolder(steps: ListStep[], msg: string, me: string): string | undefined {
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i]!;
    if (s.actor !== me && s.step.op === 'redis' && s.step.command[0] === 'LMOVE' && s.step.command[1] === 'work' && s.reply === msg) return s.actor;
  }
  return undefined;
}

/**
 * The lease set for the same story: `enqueue` m1, m2; W1 claims m1 and, slow but alive, extends
 * its lease every 20 s until it completes at 100 s; W2 claims m2 and crashes; the sweep runs every
 * 30 s and recovers only m2, at the first sweep after its deadline (60 s); W3 claims m2 after
 * 90 s, and W4 finds pending empty: m1 is W1's, under a live lease. Every step is a verb run by
 * the engine (`applyInput`).
 */
export function buildLeaseRun(): ListStep[] {
  const state = initialState(LEASE_HEADER);
  const steps: [string, Step][] = [
    ...LIST_MESSAGES.map((job): [string, Step] => ['producer', { at: 0, op: 'enqueue', job }]),
    ['W1', { at: 0, op: 'claim', worker: 'W1' }],
    ['W1', { at: 20_000, op: 'extend', job: 'm1', token: 'W1:1' }],
    ['W2', { at: 20_000, op: 'claim', worker: 'W2' }],
    ['W2', { at: 20_001, op: 'crash', worker: 'W2' }],
    ['sweep', { at: 30_000, op: 'sweep' }],
    ['W1', { at: 40_000, op: 'extend', job: 'm1', token: 'W1:1' }],
    ['sweep', { at: 60_000, op: 'sweep' }],
    ['W1', { at: 60_000, op: 'extend', job: 'm1', token: 'W1:1' }],
    ['W1', { at: 80_000, op: 'extend', job: 'm1', token: 'W1:1' }],
    ['sweep', { at: 90_000, op: 'sweep' }],
    ['W3', { at: 90_500, op: 'claim', worker: 'W3' }],
    ['W4', { at: 91_000, op: 'claim', worker: 'W4' }],
    ['W1', { at: 100_000, op: 'complete', job: 'm1', token: 'W1:1' }],
    ['sweep', { at: 120_000, op: 'sweep' }],
  ];
  const when = (ms: number) => at(CLOCK_START_MS + ms, CLOCK_START_MS);
  const k = queueKeys(LEASE_HEADER.queue);
  /** The job each worker holds (the last it claimed). */
  const holds: Record<string, string> = {};
  return steps.map(([actor, step], i) => {
    const e = applyInput(state, step, i);
    const r = e.reply;
    let narration: string;
    switch (step.op) {
      case 'enqueue': narration = LIST.leaseEnqueued(step.job); break;
      case 'claim': {
        const claimed = factOf(e.facts, 'job/claimed');
        if (claimed) holds[actor] = claimed.jobId;
        narration = claimed
          ? LIST.leaseClaimed(actor, claimed.jobId, claimed.token, when(claimed.deadlineMs - CLOCK_START_MS))
          : LIST.leaseClaimFoundNothing(actor, liveLeases(state.keyspace));
        break;
      }
      case 'crash': {
        const job = holds[actor]!;
        narration = LIST.leaseCrashed(actor, job, when(state.keyspace.zscore(k.active, job)! - CLOCK_START_MS));
        break;
      }
      case 'extend': narration = LIST.leaseExtended(actor, step.job, when(factOf(e.facts, 'lease/extended')!.deadlineMs - CLOCK_START_MS)); break;
      case 'complete': narration = LIST.leaseCompleted(actor, step.job, showReply(r)); break;
      default: {
        const swept = scannedJobs(e.facts);
        narration = swept.length ? LIST.leaseSwept(swept, liveLeases(state.keyspace)) : LIST.leaseSweptNothing(liveLeases(state.keyspace));
      }
    }
    const script = (step.op === 'crash' || step.op === 'redis' ? null : `${step.op}.lua`) as ScriptId | null;
    return { at: step.at, actor, step, reply: r, flags: [], frame: { script, lines: e.calls.map((c) => c.line), narration }, keyspace: state.keyspace.dump() };
  });
}

/**
 * What the lease side did about the crash, for the sentence under the list side's mistakes: the
 * job the sweep recovered and when (ms after t = 0), and the slow worker's job it left alone
 * (the one extended lease).
 */
export function leaseOutcome(run: readonly ListStep[]): { recovered: string; at: number; slow: { worker: string; job: string } } {
  const sweep = run.find((s) => s.step.op === 'sweep' && Array.isArray(s.reply) && s.reply.length > 0)!;
  const extend = run.find((s) => s.step.op === 'extend')!;
  return { recovered: String((sweep.reply as Reply[][])[0]![0]), at: sweep.at, slow: { worker: extend.actor, job: (extend.step as Extract<Step, { op: 'extend' }>).job } };
}

/** Who holds each lease in `active` after a step, in deadline order: what a sweep that took nothing left live. */
function liveLeases(ks: Keyspace): [worker: string, job: string][] {
  const k = queueKeys(LEASE_HEADER.queue);
  return ks.zrangeAll(k.active).map(([id]) => [ks.hget(k.job(id), 'worker') ?? '?', id]);
}

/** A side's steps as an `emq-scenario/1`, to export or replay on Redis. */
export function listScenario(steps: readonly ListStep[], header: ScenarioHeader): Scenario {
  return { ...header, steps: steps.map((s) => s.step) };
}
