import { formatClock, formatDuration, formatOffset } from '../selectors/formatDuration';
import { groupThousands } from '../selectors/groupThousands';
import { count, ordinal, plural } from './count';
import { SHELL } from './shellText';
import { LEASE_TIME } from './leaseText';

/*
 * Every sentence the narrators say, in one module: this file and the section files beside it that it
 * re-exports (count, shellText, hubText, runText, leaseText, linkText, elementText, courseText,
 * courseBody; diveText, which the dives import directly), so a translation replaces one folder. Each entry
 * takes the facts it names (job ids, workers, times already written as `t = …`) and returns the
 * text. The words follow the model (docs/model.md "The verbs"): a deadline at or before now is
 * expired; the maxStalled-th stall dead-letters; -1 means the lease was lost and the worker is
 * fenced; delivery is at-least-once.
 */


/** `a`, `a and b`, `a, b and c`, `a, b and 3 more` (the run view's short lists). */
function jobList(ids: readonly string[]): string {
  if (ids.length <= 3) return ids.join(', ').replace(/, ([^,]*)$/, ' and $1');
  return `${ids.slice(0, 2).join(', ')} and ${ids.length - 2} more`;
}

/** `a`, `a and b`, `a, b and c`: every id (the hub's lists). */
function list(ids: readonly string[]): string {
  return ids.length <= 1 ? ids.join('') : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`;
}

// The one plural rule, the one way to write a count, and ordinals (count.ts, re-exported here).
export { count, ordinal, plural } from './count';

/** What a job a sweep's LIMIT left in active is, in one wording everywhere (readout, forecast, reveal). */
function LIMIT_WAIT(limit: number): string {
  return `expired, waiting for a later sweep (LIMIT ${limit})`;
}

function possessive(ids: readonly string[]): string {
  return ids.length === 1 ? `${ids[0]}'s` : `${list(ids)}'s`;
}

/** Why a worker claimed, as the run view adds it. */
export type ClaimWhy = 'woken' | 'free' | 'other';

/** Who a run's sweep or reap was: the word for the actor in a sentence. */
export type ScanActor = 'sweep' | 'reap';


/**
 * What a crash leaves in Redis, one wording for every view that narrates a crash (the run view,
 * the hub, the bound dive, the list dive's lease side): a crash writes nothing, so each lease the
 * worker held stays in active until its deadline passes and a recovery takes the job back
 * (docs/model.md "sweep"). `held`: the jobs whose lease the worker held; `until`: the deadline
 * as the view writes times; `by`: what takes the job back in that view.
 */
export const CRASH = {
  leaves: (held: readonly string[], until?: string, by: 'sweep' | 'reaper' = 'sweep') =>
    held.length === 0
      ? 'A crash writes nothing to Redis, and it held no lease, so nothing is left behind.'
      : `A crash writes nothing to Redis: nobody will extend ${list(held.map((j) => `${j}'s`))} ${plural(held.length, 'lease')} now, so ${held.length === 1 ? 'it stays' : 'they stay'} in active until ${held.length === 1 ? 'its deadline' : 'their deadlines'}${until ? ` (${until})` : ''} ${held.length === 1 ? 'passes' : 'pass'} and ${by === 'sweep' ? 'a sweep takes' : 'the reaper takes'} ${held.length === 1 ? 'it' : 'them'} back.`,
};

/** The run view's voice: one or two sentences per event of a world run, with who acted and why. */
export const RUN = {
  enqueued: (source: 'learner' | 'file' | 'producer', job: string, poison: boolean) =>
    `${source === 'learner' ? 'You added' : source === 'file' ? 'The file enqueued' : 'The producer enqueued'} ${job}${poison ? ', a poison job' : ''}: it waits in pending until a worker claims it.`,
  enqueueIgnored: (job: string) => `${job} already exists, so enqueue changed nothing (reply 0).`,
  enqueueFailed: (job: string, error: string) => `Enqueueing ${job} failed: ${error}.`,
  claimed: (worker: string, job: string, token: string, until: string, leaseMs: number, why: ClaimWhy) =>
    `${worker} claimed ${job} with token ${token}: its lease runs until ${until}, ${formatDuration(leaseMs)} from now.${
      why === 'woken' ? ` It was blocked on the empty lane and woke because a job landed in pending.`
      : why === 'free' ? ` It was free and asked for more work.`
      : ''}`,
  claimFoundNothing: (worker: string) => `${worker} asked for a job, but pending was empty: it now blocks until a job is added.`,
  claimFailed: (worker: string, error: string) => `${worker}'s claim failed: ${error}.`,
  extended: (worker: string, job: string, until: string) =>
    `${worker}'s heartbeat extended ${job}'s lease to ${until}: the deadline stays ahead of now, so no sweep takes it.`,
  extendFenced: (worker: string, job: string, token: string) =>
    `${worker} tried to extend ${job} but got -1: a sweep already took the expired lease and deleted token ${token}, so ${worker} is fenced and drops the job.`,
  completed: (worker: string, job: string) => `${worker} completed ${job} while it still held the lease (reply 1).`,
  completeRejected: (worker: string, job: string, token: string) =>
    `${worker}'s late complete of ${job} was rejected with -1: token ${token} was deleted when a sweep took the expired lease. Its work ran anyway, so the job may have run twice: delivery is at-least-once.`,
  scanFailed: (actor: ScanActor, error: string) => `The ${actor} failed: ${error}; the writes before the error stay (Redis has no rollback).`,
  scanFoundNothing: (actor: ScanActor) => `The ${actor}er's beat found no lease with a deadline at or before now: nothing moved.`,
  scanRecovered: (actor: ScanActor, jobs: readonly string[], stall: number | null, maxStalled: number) =>
    `put ${jobList(jobs)} back in pending${actor === 'sweep' ? ` (stall ${jobs.length === 1 ? `${stall} of ${maxStalled}` : `counted, below ${maxStalled}`})` : ' without counting a stall'}`,
  scanDeadLettered: (jobs: readonly string[], maxStalled: number) =>
    `sent ${jobList(jobs)} to the morgue: the stall count reached maxStalled ${maxStalled} (the ${ordinal(maxStalled)} stall dead-letters)`,
  scanOrphans: (jobs: readonly string[]) =>
    `dropped ${jobList(jobs)} whose job hash is gone: ZREM took the id out of active and nothing else was written, so no ghost hash appears`,
  scanRecoveredToGroup: (actor: ScanActor, jobs: readonly string[], lane: string, stall: number, maxStalled: number) =>
    `put ${jobList(jobs)} back in ${jobs.length === 1 ? 'its' : 'their'} group's own lane ${lane}, not the shared pending lane${
      actor === 'sweep' ? ` (stall ${jobs.length === 1 ? `${stall} of ${maxStalled}` : `counted, below ${maxStalled}`})` : ', without counting a stall'}`,
  scanHitLimit: (limit: number) =>
    ` It read at most ${limit} ids (ZRANGEBYSCORE with LIMIT 0 ${limit}), so any further expired lease stays in active until the next sweep takes the rest.`,
  operatorDeletedJob: (job: string, key: string, reply: string) =>
    `An operator deleted ${job}'s job hash (DEL ${key} → ${reply}) while its id was still in active: the next sweep will find an orphan.`,
  scanFound: (actor: ScanActor, n: number, parts: readonly string[]) =>
    `The ${actor} found ${count(n, 'expired lease')} (deadline at or before now) and ${parts.join('; ')}.`,
  /** After a crash: what it leaves in Redis, `jobs` the leases the worker held (CRASH.leaves). */
  crashAfter: (jobs: readonly string[]) => ` ${CRASH.leaves(jobs)}`,
  crashPoison: (job: string | undefined, worker: string, after: string) => `${job ?? 'The job'} is poison: it crashed ${worker}, the worker running it.${after}`,
  crashFault: (worker: string, after: string) => `${worker} crashed mid-job (a random fault).${after}`,
  crashByLearner: (worker: string, after: string) => `You crashed ${worker}.${after}`,
  crashInStory: (worker: string, jobs: readonly string[], after: string) => `${worker}'s handler crashed mid-dispatch${jobs.length ? ` while holding ${list(jobs)}` : ''}.${after}`,
  crashed: (worker: string, after: string) => `${worker} crashed.${after}`,
  rawCommand: (command: readonly string[], reply: string) => `A raw command ran: ${command.join(' ')} → ${reply}.`,
  pausedBySim: (worker: string, ms: number, job: string | undefined) =>
    `${worker} froze in a ${formatDuration(ms)} GC pause${job ? ` while holding ${job}` : ''}: alive but silent, it sends no heartbeats.`,
  paused: (worker: string, byLearner: boolean, job: string | undefined) =>
    `${byLearner ? `You paused ${worker}` : `${worker} froze in a long GC pause`}${job ? ` while holding ${job}` : ''}: alive but silent, it sends no heartbeats until it resumes.`,
  resumed: (worker: string, byLearner: boolean, ms: number) =>
    `${byLearner ? `You resumed ${worker} after ${formatDuration(ms)}: it` : `${worker} woke after ${formatDuration(ms)} and`} carries on as if no time had passed: timers that came due fire now.`,
  restarted: (slot: string, worker: string, byLearner: boolean) =>
    `${byLearner ? 'You restarted' : 'The supervisor restarted'} ${slot} as ${worker}: a new process with a new worker id, so its tokens differ; it asks for work at once.`,
  poisonMarkedInFile: (job: string | undefined) => `${job} is marked as poison in the file: whichever worker claims it next will crash.`,
  poisonMarked: (job: string | undefined) => `You marked ${job} as poison: whichever worker claims it next will crash.`,
  storyFaultMissed: (worker: string) => `The story's planned fault for ${worker} no longer applies, so nothing happened.`,
  clockMoved: 'The clock moved on; nothing else happened.',
  start: 'Nothing has happened yet: press Play, or step forward one event.',
};

/** The run view's clock line: the clock's label and where the cursor is among the run's steps. */
export const CLOCK = {
  label: 'server clock',
  /** `step 3 of 40`, digits grouped; `no steps yet` for an empty run. */
  step: (cursor: number, of: number) => (of === 0 ? 'no steps yet' : `step ${groupThousands(cursor)} of ${groupThousands(of)}`),
  /** The time shown, in milliseconds from the run's start: `t = 26 min 41.1 s`. */
  time: (ms: number) => `t = ${formatClock(ms, true)}`,
};

/** A few words per event for a list row or a slider's aria-valuetext: `w1 claimed cmd-001`. */
export const LABEL = {
  enqueued: (job: string) => `${job} enqueued`,
  claimed: (worker: string, job: string) => `${worker} claimed ${job}`,
  claimFoundNothing: (worker: string) => `${worker} found nothing`,
  extendFenced: (worker: string) => `${worker} fenced on extend (-1)`,
  extended: (worker: string, job: string) => `${worker} extended ${job}`,
  completed: (worker: string, job: string) => `${worker} completed ${job}`,
  completeRejected: (worker: string) => `${worker}'s complete rejected (-1)`,
  scanFoundNothing: (actor: ScanActor) => `${actor} found nothing`,
  scan: (actor: ScanActor, recovered: number, dead: number) =>
    [`${actor}`, recovered ? `recovered ${recovered}` : '', dead ? `dead-lettered ${dead}` : ''].filter(Boolean).join(' '),
  crashed: (worker: string) => `${worker} crashed`,
  rawCommand: (name: string) => `${name} ran`,
  paused: (worker: string) => `${worker} paused`,
  resumed: (worker: string) => `${worker} resumed`,
  restarted: (worker: string) => `${worker} restarted`,
  poisonMarked: (job: string | undefined) => `${job} marked poison`,
  clockMoved: 'clock moved',
  /** `ms`: the event's time from the run's start, in milliseconds. */
  stepText: (cursor: number, of: number, label: string, ms: number) => `step ${cursor} of ${of}: ${label}, ${CLOCK.time(ms)}`,
  stepTextStart: (of: number) => `step 0 of ${of}: the start`,
  someWorker: 'worker',
  aWorker: 'a worker',
  theWorker: 'A worker',
};

/** The hub's voice: what one step did, from the state right after it, times as `t = 35.000 s`. */
export const HUB = {
  /** The hub's own story's title (the page heading while no author's story is open). */
  ownTitle: 'One sweep, four jobs',
  ticked: (at: string, expired: readonly string[]) =>
    `The clock moved to ${at}; nothing else happened. ${expired.length === 0
      ? 'No lease is expired yet: every deadline is after now.'
      : `${count(expired.length, 'lease')} ${expired.length === 1 ? 'is' : 'are'} expired, deadline at or before now (${list(expired)}), yet ${expired.length === 1 ? 'it stays' : 'they stay'} in active: expiry alone moves nothing until a sweep reads the active set.`}`,
  sweepFailed: (at: string, error: string) => `The sweep at ${at} stopped with an error (${error}); the writes it made before the error stay (Redis has no rollback).`,
  liveStay: (live: readonly string[]) =>
    live.length === 0 ? '' : ` ${possessive(live)} ${live.length === 1 ? 'lease is' : 'leases are'} still live, so ${live.length === 1 ? 'it stays' : 'they stay'} in active.`,
  /** The expired leases a sweep's LIMIT left in active (it read `limit` ids at most). */
  leftByLimit: (left: readonly string[], limit: number) =>
    left.length === 0 ? '' : ` ${list(left)} ${left.length === 1 ? 'stays' : 'stay'} in active, ${LIMIT_WAIT(limit)}.`,
  sweepFoundNothing: (at: string, stays: string) => `The sweep ran at ${at}: ZRANGEBYSCORE found no lease with a deadline at or before now, so nothing moved.${stays}`,
  sweepDeadLettered: (job: string, stall: number, maxStalled: number) => `${job} dead-lettered (stall ${stall} of ${maxStalled})`,
  sweepOrphan: (job: string) => `${job} dropped as an orphan (its hash is gone)`,
  /** `lane`: the group lane key a grouped job went back to, null for the shared pending lane. */
  sweepRecovered: (job: string, stall: number, maxStalled: number, lane: string | null = null) => `${job} recovered to ${lane ?? 'pending'} (stall ${stall} of ${maxStalled})`,
  sweepRan: (at: string, parts: readonly string[], stays: string) => `The sweep ran at ${at} and read ${count(parts.length, 'expired lease')}: ${parts.join(', ')}.${stays}`,
  reapFailed: (at: string, error: string) => `The reaper at ${at} stopped with an error (${error}).`,
  reapFoundNothing: (at: string) => `The reaper ran at ${at} and found no expired lease.`,
  reapRecovered: (at: string, jobs: readonly string[]) => `The reaper ran at ${at} and moved ${list(jobs)} back without counting a stall.`,
  verbFailed: (worker: string, verb: 'complete' | 'extend', job: string, error: string) => `${worker}'s ${verb} for ${job} failed: ${error}.`,
  completed: (worker: string, job: string, token: string) => `${worker} completed ${job} with token ${token}: the token matched and the id was still in active.`,
  extended: (worker: string, job: string, until: string) => `${worker} extended ${job}'s lease to ${until}.`,
  rejected: (worker: string, verb: 'complete' | 'extend', job: string, because: string, whereNow: string) =>
    `${worker}'s ${verb === 'complete' ? 'late complete' : 'extend'} for ${job} was rejected: -1, lease lost. ${because} ${whereNow}`,
  tokenMatchedButGone: (job: string) => `The token still matched, but ${job} was no longer in active.`,
  takenBackBy: (by: ScanActor, at: string) => ` ${by === 'sweep' ? 'The sweep' : 'The reaper'} at ${at} deleted it when it took the lease back.`,
  tokenGone: (token: string, by: string) => `Its token ${token} is gone: the job hash holds no token now.${by}`,
  tokenChanged: (token: string, held: string, by: string) => `Its token ${token} no longer matches: the hash now holds ${held}, so another worker claimed the job since.${by}`,
  jobGone: 'The job is gone.',
  backInPending: (job: string) => `${job} is already back in pending, where another worker can claim it.`,
  leasedToAnother: (job: string, worker: string | null) => `${job} is leased to ${worker ?? 'another worker'} now.`,
  inDeadSet: (job: string) => `${job} is in the dead set.`,
  inLane: (job: string, lane: string) => `${job} is ${lane}.`,
  mayRunTwice: (worker: string) => `${worker} may have done the work anyway, so it can happen twice: delivery is at-least-once, and handlers must be idempotent.`,
  mustStop: (worker: string) => `${worker} must stop: the job is no longer its to finish.`,
  claimFailed: (worker: string, error: string) => `${worker}'s claim failed: ${error}.`,
  claimFoundNothing: (worker: string, at: string) => `${worker} tried to claim at ${at}, but pending was empty.`,
  claimed: (worker: string, job: string, at: string, token: string, until: string) => `${worker} claimed ${job} at ${at}: token ${token}, lease until ${until}.`,
  enqueueIgnored: (job: string) => `${job} already exists, so enqueue changed nothing.`,
  enqueued: (job: string, at: string) => `${job} was enqueued in pending at ${at}.`,
  /** `held`: every job whose lease the worker held in active when it crashed. */
  crashed: (worker: string, at: string, held: readonly string[] = []) => `${worker} crashed at ${at}. ${CRASH.leaves(held)}`,
  stallCountSet: (at: string, job: string, stall: number, maxStalled: number) =>
    `A raw HSET at ${at} set ${job}'s stall count to ${stall}${stall === maxStalled - 1 ? ` to start it one stall from the limit: the next stall makes ${maxStalled} of maxStalled ${maxStalled}, so the next sweep that takes its lease dead-letters it` : ''}. No verb writes this: the scenario set it directly.`,
  rawCommand: (at: string, name: string, error: string | null) => `A raw command ran at ${at}: ${name}${error ? ` failed (${error})` : ''}.`,
  backToStart: (step: number) => `Back to step ${step}, where the story opens, just before the sweep.`,
  resetLabel: (step: number) => `Reset to step ${step}`,
  resetHelp: (step: number, at: string) =>
    `Back to step ${step} (${at}), where the story opens, just before the sweep. Step 0, the empty keyspace, is further back: Previous step goes there.`,
  alreadyAtStart: (step: number) => `Already at step ${step}, where the story opens (just before the sweep); Previous step goes further back, to step 0.`,
};

/** The bound dive's voice: one poison job, the stall count and the morgue (`job` is the poison job). */
export const BOUND = {
  /** Beside Next step once the run has ended in the morgue. */
  restsInMorgue: 'The job rests in the morgue: nothing moves it now but a retry.',
  /** Where the dive first says "beat" (its setting's legend): what one is. */
  beatDefined: 'A beat is one round: a new worker claims the job, crashes 1 ms later, and at its lease deadline the recovery you pick here runs.',
  enqueued: (job: string) => `The poison job ${job} is enqueued: every worker that claims it crashes.`,
  claimFoundNothing: (worker: string, job: string) => `Worker ${worker} asks for work and finds pending empty: ${job} is in the morgue, out of the loop.`,
  claimed: (worker: string, job: string, token: string, until: string) => `Worker ${worker} claims ${job} (token ${token}), with a lease until ${until}.`,
  crashed: (worker: string, job: string, until: string, by: 'sweep' | 'reaper') => `Worker ${worker} crashes on ${job}. ${CRASH.leaves([job], until, by)}`,
  reapFoundNothing: 'The reaper finds no expired lease.',
  reaped: (job: string, recovery: number, stalled: number) =>
    `The reaper moves ${job} back to pending without counting (recovery ${recovery}): the stall count stays at ${stalled}, so nothing will ever stop this loop.`,
  retryZrem: (job: string) => `An operator retries ${job}: ZREM takes it out of the morgue.`,
  retryZadd: (job: string) => `ZADD puts ${job} back in pending, where the next worker will claim it.`,
  retryKeepsCount: (stalled: number) => `HSET marks it pending; its stall count stays at ${stalled} (a lifetime budget), so one more stall sends it straight back to the morgue.`,
  retryMarksPending: `HSET marks it pending.`,
  retryResetsCount: (before: number, maxStalled: number) => `HSET stalled 0 resets the count from ${before} to 0: the job gets a fresh budget of ${count(maxStalled, 'stall')}.`,
  /** The stall meter's note under a reaper: nothing counts, so the limit never comes into play. */
  meterNotCounted: ' — nothing counts stalls in this mode, so the count never moves and maxStalled never sends the job to the morgue',
  /** The BullMQ mapping's worked example: M here as BullMQ's maxStalledCount k. */
  mappingCount: (maxStalled: number, k: number) => `M = ${maxStalled} here ≙ BullMQ maxStalledCount: ${k} (${k} ${k === 1 ? 'recovery' : 'recoveries'}).`,
  /** While the learner predicts the next stall: the mapping without the count that answers it. */
  mappingWithheld: 'How many recoveries this M allows is hidden while you predict the next stall above.',
  /** Under a reaper the budget never applies: say so instead of a number of recoveries. */
  mappingReaper: (maxStalled: number) =>
    `With a reaper in front, nothing counts a stall: the stall count never moves, so maxStalled ${maxStalled} (or BullMQ's maxStalledCount) never ends the loop and no budget applies.`,
  sweepFoundNothing: (job: string, stalled: number) =>
    `The sweep finds no expired lease: the reaper took ${job} out of active first, so the sweep never sees it expire and the count stays at ${stalled}.`,
  sweepDeadAfterRetry: (job: string, stall: number, maxStalled: number) =>
    `The sweep counts stall ${stall}: the count survived the retry (a lifetime budget), and ${stall} ≥ maxStalled ${maxStalled}, so ${job} goes straight back to the morgue after a single stall.`,
  sweepDead: (job: string, stall: number, maxStalled: number) => `The sweep counts stall ${stall} of ${maxStalled}: stalled ≥ maxStalled, so ${job} goes to the morgue instead of back to pending.`,
  sweepRecovered: (job: string, stall: number, maxStalled: number, recovery: number) =>
    `The sweep reads ${job}'s expired lease (a deadline equal to now counts), counts stall ${stall} of ${maxStalled} and puts it back in pending (recovery ${recovery}).`,
  /**
   * The poison-job panel's tally under the stall meter: the recoveries so far and what bounds
   * them in this mode. `sinceReset` is the recoveries since the operator's `HSET stalled 0` (null:
   * never reset); only those does the count bound.
   */
  tally: (mode: 'sweep' | 'reap' | 'reapThenSweep', job: string, recoveries: number, stalled: number, maxStalled: number, sinceReset: number | null, withheld = false) => {
    const loops = `Loops so far: ${recoveries}${recoveries > 0 ? ' and counting' : ''}`;
    if (mode === 'reap') return `${loops}; none was counted, so the stall count stays at ${stalled} and nothing bounds them: the reaper never counts.`;
    if (mode === 'reapThenSweep') {
      return `${loops}; the reaper takes ${job} back before the sweep reads active, so the sweep never sees it expired, the stall count stays at ${stalled} and nothing bounds them.`;
    }
    if (withheld) {
      return sinceReset === null
        ? `Recoveries so far: ${recoveries}. The sweep counts a stall at each one; how many the count allows is hidden while you predict the next stall above.`
        : `Recoveries so far: ${recoveries}, ${sinceReset} of them since the operator's HSET stalled 0 reset the count; how many more the count allows is hidden while you predict the next stall above.`;
    }
    const budget = `at most ${maxStalled - 1} before the ${ordinal(maxStalled)} stall sends ${job} to the morgue`;
    if (sinceReset === null) return `Recoveries so far: ${recoveries}. The sweep counts a stall at each one, so the count allows ${budget}.`;
    return recoveries > maxStalled - 1
      ? `Recoveries so far: ${recoveries}, more than the ${maxStalled - 1} one budget allows: the operator's HSET stalled 0 reset the count and gave ${job} a fresh budget. ${sinceReset} since that reset; the count bounds only those, ${budget}.`
      : `Recoveries so far: ${recoveries}, ${sinceReset} of them since the operator's HSET stalled 0 reset the count; the count bounds only those, ${budget}.`;
  },
};

/** The detect dive's voice: where the sweep's now comes from, and what the range read returns. */
export const DETECT = {
  /** In place of the read's reply (and the chart's marks) while the learner predicts it. */
  readWithheld: 'What the read returns is hidden while you predict: Check your guesses above, or move now or step the sweep, to see it.',
  /** The chart's accessible name then: the same rule, in its own words. */
  chartWithheld: 'what the read returns is hidden until you check your prediction',
  /** The narration of the read's line and the recovery's, while the learner predicts the read. */
  narrationWithheld: 'This line reads the active set; what it returns is hidden while you predict it above.',
  /** The skew panel's verdict with the sweeper's clock, while the learner predicts the read. */
  skewWithheld: 'Which leases this clock makes the read take early, or miss, is hidden while you predict the read above.',
  skew: (skewMs: number) => (skewMs === 0 ? 'no skew' : `${skewMs > 0 ? '+' : '−'}${(Math.abs(skewMs) / 1000).toFixed(1)} s ${skewMs > 0 ? 'fast' : 'slow'}`),
  serverTime: (serverAt: string, skew: string | null) => `The script asks Redis for TIME, so now is the server's ${serverAt}${skew === null ? '' : `, whatever the sweeper's own clock says (${skew})`}.`,
  sweeperClock: (boundAt: string, serverAt: string, skew: string) => `The sweeper reads its own clock: ${boundAt}, while the server's is ${serverAt} (${skew}).`,
  rangeRead: (boundMs: number, reply: string, onBound: readonly string[]) =>
    `ZRANGEBYSCORE active -inf ${boundMs} returns ${reply}` + (onBound.length ? `, including ${onBound.join(' and ')} whose deadline equals now (the bound is inclusive).` : '.'),
  early: (ids: readonly string[]) =>
    `It recovers ${ids.join(', ')} although ${ids.length === 1 ? 'that lease is' : 'those leases are'} still live: the next claim hands ${ids.length === 1 ? 'it' : 'them'} to a second worker while the first is still running (double delivery).`,
  missed: (ids: readonly string[]) => `It misses ${ids.join(', ')}, expired on the server already: ${ids.length === 1 ? 'that job waits' : 'those jobs wait'} until the sweeper's slow clock reaches the deadline.`,
  exact: (ids: readonly string[]) => `It recovers exactly the expired leases, ${ids.join(', ')}: nothing early, nothing late.`,
  nothingExpired: 'Nothing has expired yet, so there is nothing to recover.',
  /**
   * What the range read costs with `leases` leases in active (one per worker holding a job):
   * O(log N + k). `chart` is the number of leases the chart shows; `k` what the read returns
   * there, or null while the learner predicts it.
   */
  rangeCost: (leases: number, chart: number, k: number | null) => {
    const n = groupThousands(leases);
    const steps = Math.max(1, Math.ceil(Math.log2(leases)));
    const here =
      leases === chart
        ? k === null
          ? `With the ${n} leases above, N = ${n}; k is what the read returns, hidden while you predict it.`
          : `With the ${n} leases above, N = ${n} and k = ${k}.`
        : `With ${n} workers each holding a job, N = ${n}, and k is however many of those leases have expired.`;
    return `The leases are already sorted by deadline, so Redis seeks to the start and walks only the expired members: O(log N + k), where N is the number of leases in active (one per worker holding a job) and k the number the read returns (the expired ones). ${here} So the cost grows with N, but only as log N: about ${steps} steps to find the start (log₂ ${n}), then one per expired lease, while the monitor sends ${n} probes on every pass.`;
  },
};

/** The one-step dive's voice: the atomic sweep against a client loop of single commands. */
export const ONE_STEP = {
  /** Above the sequence diagram when it is wider than its box (a phone): it scrolls sideways. */
  scrollHint: 'scroll →',
  workerWillClaim: (worker: string) => `Worker ${worker} will claim the first pending job.`,
  sweeperWillScript: (sweeper: string) => `Sweeper ${sweeper} will run the whole sweep as one script.`,
  sweeperWillSend: (sweeper: string, command: string) => `Sweeper ${sweeper} will send ${command}.`,
  claimFoundNothing: (worker: string) => `Worker ${worker} asks for a job, but pending is empty (claim replied nil): nothing has been recovered yet.`,
  claimed: (worker: string, job: string, token: string, until: string) => `Worker ${worker} claims ${job} (token ${token}) with a fresh lease until ${until}, and starts working on it.`,
  atomicFoundNothing: 'found no expired lease (whatever was expired had already been handled), and ended',
  atomicMoved: (rows: readonly (readonly [string, string, number])[]) => `read, removed, counted and moved ${rows.map(([id, o, st]) => `${id} (${o}, stalled ${st})`).join(', ')}`,
  atomicSweep: (sweeper: string, what: string) => `Sweeper ${sweeper} runs the whole sweep as one script: it ${what}; no other client could run in between.`,
  sweeper: (name: string) => `Sweeper ${name}`,
  readNone: (who: string, now: string) => `${who} reads the expired leases up to its now (${now}) and finds none, so its loop has nothing to do.`,
  read: (who: string, reply: string) => `${who} reads the expired leases up to its now and gets ${reply}: from here on it works from this private list, which nobody else can see or change.`,
  anotherWorker: 'another worker',
  worker: (name: string) => `Worker ${name}`,
  itsNewOwner: 'its new owner',
  zremLiveLease: (who: string, job: string, owner: string, until: string) =>
    `${who} removes ${job} from active (ZREM replied 1), but that is ${owner}'s new, live lease (until ${until}), not the expired one it read.`,
  zremRemoved: (who: string, job: string) => `${who} removes ${job} from active (ZREM replied 1): the expired lease is gone.`,
  zremNothing: (who: string, job: string) => `${who} tries to remove ${job} from active, but ZREM replies 0: someone already took it out; the loop does not check and carries on.`,
  countedTwice: (who: string, job: string, stalled: string) => `${who} counts the stall: stalled is now ${stalled}, yet ${job} stalled only once; another sweeper already counted this stall.`,
  counted: (who: string, stalled: string) => `${who} counts the stall: stalled is now ${stalled}.`,
  laneDead: 'the morgue (dead)',
  lanePending: 'pending',
  zaddUnderLiveLease: (who: string, job: string, owner: string | null) =>
    `${who} puts ${job} back in pending (ZADD replied 1) while Worker ${owner ?? '?'} holds a live lease on it: the next claim hands it out a second time.`,
  zaddAdded: (who: string, job: string, lane: string, isPending: boolean) => `${who} puts ${job} in ${lane} (ZADD replied 1)${isPending ? ': the next claim will hand it out' : ''}.`,
  zaddAlready: (who: string, job: string, lane: string) => `${who} puts ${job} in ${lane}, where it already was (ZADD replied 0).`,
  flagDeliveryLease: (sweeper: string, job: string, owner: string, token: string | null) =>
    `Sweeper ${sweeper} pulled ${job} out of ${owner}'s live lease (token ${token ?? '?'}); ${owner} is still running it, and the job goes back to be handed out again.`,
  flagDeliveryPending: (sweeper: string, job: string, owner: string | null) =>
    `Sweeper ${sweeper} made ${job} claimable again while Worker ${owner ?? '?'} is still running it under a live lease.`,
  flagCountedTwice: (sweeper: string, job: string, st: number | undefined) =>
    `${job} stalled once, but Sweeper ${sweeper} counted it again${st === undefined ? '' : ` (stalled = ${st})`}.`,
};

/** The list-pattern dive's voice: LMOVE into a processing list, against the lease queue. */
export const LIST = {
  produced: (msgs: readonly string[]) => `A producer pushes ${list(msgs)} onto work; a worker takes from the right, so ${msgs[0]} goes first.`,
  workEmpty: (worker: string) => `${worker} finds work empty.`,
  takesRunning: (worker: string, msg: string, holder: string | undefined) => `${worker} takes ${msg}, which ${holder} is still running: the same message now runs twice.`,
  takesAgain: (worker: string, msg: string) => `${worker} takes ${msg} again, now that the reaper gave it back.`,
  takes: (worker: string, msg: string) => `${worker} takes ${msg}; a copy stays in processing, with no note of who took it or when.`,
  crashes: (worker: string, msg: string | undefined) => `${worker} crashes while handling ${msg}; its entry stays in processing.`,
  done: (worker: string, msg: string, reply: string) => `${worker} is done with ${msg} and removes one entry equal to it (LREM replied ${reply}).`,
  flagWrongEntry: (worker: string, other: string, msg: string) => `${worker}'s LREM removed ${other}'s entry for ${msg}: two copies look identical, and ${other}'s work is now tracked nowhere.`,
  doneWrongEntry: (worker: string, other: string, msg: string) => `${worker} finishes ${msg} and removes one entry equal to it, but the only one left is ${other}'s: ${other}'s copy is now tracked nowhere.`,
  reaperReadsEmpty: 'The reaper reads processing and finds it empty.',
  reaperReads: (reply: string, ages: readonly (readonly [string, string])[], stale: readonly string[]) =>
    `The reaper reads processing, ${reply}, and by its memory ${ages.map(([m, age]) => `${m} is ${age} s old`).join(', ')}${stale.length ? ` — ${stale.join(', ')} stale` : ''}.`,
  flagLiveMoved: (msg: string, worker: string) => `The reaper moved ${msg} out from under ${worker}, who is alive and still working on it, only slow.`,
  flagAgeConfused: (msg: string, judgedAge: string, worker: string, trueAge: string) =>
    `The reaper judged ${msg} ${judgedAge} s old, but ${worker} took this copy only ${trueAge} s ago: its memory is keyed by the message, not by the delivery.`,
  reaperMovesDead: (reply: string, worker: string, age: string) => `The reaper moves the tail entry, ${reply}, back to work: right this time, since ${worker} is dead, but only ${age} s after it was taken.`,
  reaperMovesLive: (reply: string, worker: string | undefined) => `The reaper moves the tail entry, ${reply}, back to work, although ${worker ?? 'its worker'} is alive and still on it.`,
  leaseEnqueued: (job: string) => `${job} is enqueued: a job hash and an entry in pending.`,
  leaseClaimed: (actor: string, job: string, token: string, until: string) => `${actor} claims ${job} with token ${token}: a lease in active until ${until}.`,
  leaseCrashed: (actor: string, job: string, until: string) => `${actor} crashes on ${job}. ${CRASH.leaves([job], until)}`,
  leaseExtended: (actor: string, job: string, until: string) => `${actor} is slow but alive: it extends its lease on ${job} to ${until}.`,
  leaseCompleted: (actor: string, job: string, reply: string) => `${actor} completes ${job} with its token (reply ${reply}): delivered once, done once.`,
  leaseSwept: (jobs: readonly string[], live: readonly (readonly [worker: string, job: string])[]) =>
    `The sweep recovers ${list(jobs)}: ${jobs.length === 1 ? 'its lease' : 'their leases'} expired with nobody left to extend ${jobs.length === 1 ? 'it' : 'them'}${
      live.length === 0 ? '' : `; ${list(live.map(([w, j]) => `${w}'s lease on ${j}`))} ${live.length === 1 ? 'is' : 'are'} still live, so the sweep does not touch ${live.length === 1 ? 'it' : 'them'}`
    }.`,
  /** Under the list side's mistakes: the lease set's outcome for the same crash (`at` written as seconds). */
  leaseRaisesNone: (recovered: string, at: string, slowWorker: string, slowJob: string) =>
    `The lease set, for the same crash, raises none: it recovers ${recovered} at the first sweep after its deadline (${at}), never touches ${slowWorker}'s extended lease on ${slowJob}, and hands nobody a second copy.`,
  leaseClaimFoundNothing: (actor: string, live: readonly (readonly [worker: string, job: string])[]) =>
    `${actor} asks for a job, but pending is empty${
      live.length === 0 ? '' : `: ${list(live.map(([w, j]) => `${j} is ${w}'s`))}, ${live.length === 1 ? 'under a live lease' : 'each under a live lease'}, so nobody is handed a second copy`
    }.`,
  leaseSweptNothing: (live: readonly (readonly [worker: string, job: string])[]) =>
    live.length === 0
      ? 'The sweep finds no lease in active: nothing moves.'
      : `The sweep finds no expired lease: ${list(live.map(([w, j]) => `${w}'s lease on ${j}`))} ${live.length === 1 ? 'is' : 'are'} still live, so nothing moves.`,
};

/** The hub readout's voice: why a job is where it is, and what the next sweep does with it. */
export const JOB = {
  /** Beside the hash's `attempts`: what it counts (a claim), so a stall count above it reads right. */
  attemptsNote: 'claims so far: each claim adds one, a stall does not',
  /**
   * Beside the hash's `stalled`: what it counts, against maxStalled, and where a count not made by
   * sweeps came from (`set`: the raw HSET's step and value; `counted`: sweeps that counted since).
   */
  stalledNote: (maxStalled: number, set: { step: number; count: number } | null, counted: number) => {
    const what = `of maxStalled ${maxStalled}: it counts the sweeps that found its lease expired, not claims`;
    if (!set) return what;
    const left = maxStalled - set.count;
    const start = `a raw HSET at step ${set.step} set its stall count to ${set.count}${left >= 1 ? ` to start it ${left === 1 ? 'one stall' : `${left} stalls`} from the limit` : ''}`;
    return `${what}; ${start}${counted === 0 ? '' : `, and ${counted === 1 ? 'a sweep' : `${counted} sweeps`} since added ${counted}`}`;
  },
  expiresIn: LEASE_TIME.expiresIn,
  expiresNow: `${LEASE_TIME.expiredJustNow}: a deadline at or before now is expired`,
  expiredAgo: LEASE_TIME.expiredAgo,
  itsWorker: 'its worker',
  waiting: (group: string | null, stalled: number, maxStalled: number) =>
    `Waiting in ${group ? `the ${group} lane` : 'pending'} for a worker to claim it${stalled ? `; it has stalled ${stalled} of ${maxStalled} times` : ''}.`,
  leaseExpired: (owner: string, token: string, crashed: boolean) =>
    `Lease expired: its deadline is at or before now, but no sweep has read it yet, so it is still in active, leased to ${owner} (${token})${crashed ? `, who has crashed` : ''}.`,
  inFlight: (owner: string, token: string, crashed: boolean) =>
    `In flight: ${owner} holds its lease (${token}) until the deadline${crashed ? `, but ${owner} has crashed, so nobody will extend it` : ''}.`,
  /** A member of active whose job hash is gone (no worker, no token to name); what the sweep does is the verdict's. */
  orphanInActive: 'An orphan: its id is a member of active, but its job hash is gone, so no worker or token is on record.',
  /** The verdict's reason for an orphan whose deadline is still ahead. */
  orphanLater: 'Its deadline is after now, so ZRANGEBYSCORE active -inf now does not return it yet; the first sweep after its deadline drops the id (ZREM) and writes nothing else.',
  /** An expired lease the next sweep's LIMIT leaves in active: it reads `limit` ids at most, in deadline order. */
  leftByLimit: (limit: number) =>
    `Its lease is expired, but the sweep reads at most ${count(limit, 'id')} (ZRANGEBYSCORE active -inf now LIMIT 0 ${limit}), earliest deadline first, and this one is past them: it stays in active, ${LIMIT_WAIT(limit)}.`,
  /** The readout's "Next sweep" verdict in words; `lane` names a group lane a recovery goes to (null: pending). */
  verdict: (verdict: 'recover' | 'dead-letter' | 'stay in flight' | 'drop orphan' | 'not in active' | 'left by limit', lane: string | null, limit: number | null) =>
    ({
      recover: `recover: back to ${lane ?? 'pending'}`,
      'dead-letter': 'dead-letter: into the dead set',
      'stay in flight': 'stay in flight',
      'drop orphan': 'drop the orphan id',
      'not in active': 'nothing (not in active)',
      'left by limit': `stay in active: ${LIMIT_WAIT(limit ?? 0)}`,
    })[verdict],
  /**
   * Where a dead job is and why. `set` and `counted` are where its count came from (as for
   * `stalledNote`): a count a raw HSET started is not a number of stalls, so it is split.
   */
  inMorgue: (stalled: number, set: { step: number; count: number } | null = null, counted = stalled) =>
    set
      ? `In the morgue (dead-letter set) at stall count ${stalled} (${set.count} set by a raw HSET at step ${set.step}, ${counted} counted by ${counted === 1 ? 'the sweep' : 'sweeps'}); no sweep touches it again.`
      : `In the morgue (dead-letter set) after ${count(stalled, 'stall')}; no sweep touches it again.`,
  completed: 'Completed: its owner finished it while still holding the lease.',
  inNoLane: (state: string) => `Its hash says state "${state}", but it is in no lane.`,
  hashGone: 'Its job hash is gone.',
  notInActive: 'The sweep only reads the active set, so it leaves this job alone.',
  staysInFlight: (crashed: boolean) =>
    `Its deadline is after now, so ZRANGEBYSCORE active -inf now does not return it: the lease is live${crashed ? ' for now; once it lapses the sweep will take it' : ''}.`,
  dropOrphan: 'Its deadline is at or before now but its job hash is gone: the sweep removes the id and writes nothing else (no ghost hash).',
  atLeastOnce: (owner: string) =>
    `${owner} has not crashed: it is alive but missed its heartbeat. The sweep cannot tell slow from dead, so another worker may run this job while ${owner} is still on it: the work can happen twice (at-least-once delivery), so handlers must be idempotent. ${owner}'s late complete will get -1 because its token is deleted.`,
  causeCrashed: (owner: string) => `${owner} crashed, so nobody extended the lease`,
  causeLate: (owner: string) => `${owner} did not extend the lease in time`,
  deadLetter: (cause: string, stalled: number, maxStalled: number) =>
    `${cause}. The sweep bumps its stall count to ${stalled}, which reaches maxStalled ${maxStalled}, so it goes to the dead set instead of back to pending.`,
  /** `lane`: the group lane key the sweep puts a grouped job back in, null for the shared pending lane. */
  recover: (cause: string, stalled: number, maxStalled: number, lane: string | null) =>
    `${cause}, and its deadline is at or before now. The sweep bumps its stall count to ${stalled} (below maxStalled ${maxStalled}) and puts it back in ${lane === null ? 'pending' : `its group's lane ${lane}`} for another worker.`,
  noToken: 'no token',
  token: (token: string, worker: string, attempt: number) => `token ${token} = worker ${worker}, attempt ${attempt}`,
  tokenOnly: (token: string) => `token ${token}`,
};

/**
 * The hub readout's own words. Its read model (src/model/hub/hubReadout.ts) names each sentence as a
 * descriptor `{ key, values }` (`Said`), serialisable, and the readout says it with `say`: times
 * arrive as milliseconds after the clock start and are written here (`t = 35.000 s`).
 */
export const READOUT_SAYS = {
  nothingYet: () => 'Nothing has run yet.',
  missing: (job: string) => `${job} does not exist at this step.`,
  promptBefore: () => 'Select a job (click it, or press ',
  promptAfter: () => ') to see its hash, its deadline against now, and what the next sweep will do with it.',
  cardLabel: (job: string) => `${job} details`,
  verdict: JOB.verdict,
  verdictWithheld: () => PREDICT.verdictWithheld,
  workerCrashed: () => ' (crashed)',
  attemptsNote: () => ` ${JOB.attemptsNote}`,
  stalledNote: (maxStalled: number, set: { step: number; count: number } | null, counted: number) => ` ${JOB.stalledNote(maxStalled, set, counted)}`,
  stalledUnset: (maxStalled: number) => `not set (counts as 0 of ${maxStalled})`,
  scoreNote: (deadlineAtMs: number, nowAtMs: number) => ` the lease deadline, not a hash field: ${formatOffset(deadlineAtMs)}; now ${formatOffset(nowAtMs)}`,
  /** After the first characters of a value too long to print whole: its full length. */
  cutValue: (chars: number) => `… ${count(chars, 'character')}`,
};

/** A readout sentence by key and values: the catalogue writes it (`say`). */
export type ReadoutKey = keyof typeof READOUT_SAYS;
export type Said<K extends ReadoutKey = ReadoutKey> = { [P in K]: { key: P; values: Parameters<(typeof READOUT_SAYS)[P]> } }[K];

/** A descriptor of the readout sentence `key` with its values. */
export function said<K extends ReadoutKey>(key: K, ...values: Parameters<(typeof READOUT_SAYS)[K]>): Said<K> {
  return { key, values } as Said<K>;
}

/** The words of a readout sentence descriptor. */
export function say(s: Said): string {
  return (READOUT_SAYS[s.key] as (...values: unknown[]) => string)(...s.values);
}

/** The readout's labels: the panel's name, its kicker, and the Redis commands it shows replies of. */
export const READOUT = {
  title: 'Readout',
  lastStep: 'Last step',
  nextSweep: 'Next sweep: ',
  atLeastOnce: 'At-least-once: ',
  hgetall: 'HGETALL',
  /** The job hash's field, in the readout's table when the field is not set. */
  stalledField: 'stalled',
  zscore: 'ZSCORE',
  score: '→ score',
  /** The verdicts' icons (decorative: the words follow). */
  icon: { recover: '↩', 'dead-letter': '☠', 'stay in flight': '⏱', 'drop orphan': '⌀', 'not in active': '–', 'left by limit': '⏳' } as Record<string, string>,
};

/** The hub's forecast: what a sweep at the current server time would do to the whole active set. */
export const FORECAST = {
  /** `lane`: a group lane key, null for the shared pending lane. */
  recover: (ids: readonly string[], lane: string | null = null) => `recover ${list(ids)} to ${lane ?? 'pending'}`,
  leftByLimit: (ids: readonly string[], limit: number) => `${list(ids)} ${ids.length === 1 ? 'stays' : 'stay'} in active, ${LIMIT_WAIT(limit)}`,
  deadLetter: (ids: readonly string[]) => `dead-letter ${list(ids)}`,
  dropOrphans: (ids: readonly string[]) => `drop the orphan id${ids.length > 1 ? 's' : ''} ${list(ids)}`,
  stays: (ids: readonly string[]) => `${list(ids)} ${ids.length === 1 ? 'stays' : 'stay'} in flight (lease still live)`,
  nothing: (stays: string) => `A sweep now would find no expired lease, so nothing would move${stays ? `; ${stays}` : ''}.`,
  acts: (acts: readonly string[], stays: string) => `A sweep now would ${list(acts)}${stays ? `; ${stays}` : ''}.`,
  /** Two clauses after a semicolon: the live leases that stay, the expired ones the LIMIT leaves. */
  andThen: (a: string, b: string) => (a && b ? `${a}; ${b}` : a || b),
};

/** Predict, then reveal: the checkpoints' words (hub and dives). */
export const PREDICT = {
  hubLegend: 'Predict the next sweep',
  /** The button that opens a prediction at a moment where the next sweep's outcome is on the page. */
  hubOpen: 'Make a prediction',
  hubIntro: 'Before you step the sweep, guess what it does with each job in active. The sweep then shows which guesses held, and why.',
  guessFor: (job: string) => `Your guess for ${job}`,
  guessLabel: (guess: string) => ({ recover: 'recover to pending', 'dead-letter': 'dead-letter', 'stay in flight': 'stay in flight' } as Record<string, string>)[guess] ?? guess,
  forecastHidden: 'hidden while you predict: step the sweep to see which guesses held.',
  /** Where the forecast and the readout's verdict would be, while the opening prediction is open. */
  outcomeWithheld: 'Make your prediction below, or step the sweep, to see what it does.',
  /** The readout's line in place of a job's "Next sweep" verdict while the learner predicts. */
  verdictWithheld: 'Next sweep: hidden while you predict. Step the sweep (or skip predicting) to see what it does with this job.',
  skip: 'Skip predicting',
  revealHeading: 'Your predictions',
  summary: (held: number, guessed: number, jobs: number) =>
    guessed === 0
      ? `You made no guess; here is what the sweep did with each of the ${count(jobs, 'job')} in active.`
      : `${held} of ${count(guessed, 'prediction')} held${guessed < jobs ? ` (${jobs - guessed} of the ${jobs} jobs had no guess)` : ''}.`,
  /**
   * One job's line of the reveal. `lane`: the group lane key a recovery went to (null: pending);
   * `limit`: the sweep's LIMIT when it left this expired job in active (else null).
   */
  row: (job: string, guess: string | null, actual: string, held: boolean, lane: string | null = null, limit: number | null = null) =>
    `${job}: ${guess === null ? 'no guess' : `you guessed ${guess}`}; the sweep ${
      actual === 'stay in flight' ? (limit === null ? 'left it in flight' : `left it in active, ${LIMIT_WAIT(limit)}`)
      : actual === 'recover' ? `recovered it to ${lane ?? 'pending'}`
      : actual === 'dead-letter' ? 'dead-lettered it' : 'dropped it as an orphan'}${guess === null ? '' : held ? ' — held' : ' — did not hold'}.`,
  held: 'held',
  missed: 'did not hold',
  check: 'Check',
  right: 'Right.',
  wrong: 'Not quite.',
};

/** The dives' checkpoints: one question at each dive's key moment. */
export const CHECKPOINT = {
  check: 'Check',
  /** The same words as the hub's: the learner steps on without a guess. */
  skip: PREDICT.skip,
  /** Beside the form while the dive's next step waits for a prediction. */
  waiting: 'The next step shows the answer: predict first, or skip predicting.',
  /** Beside a dive's forward button while it waits for that prediction (the form is just below the bar). */
  forwardWaits: 'Waiting for your prediction just below: answer it, or skip predicting.',
  noChoice: 'no guess',
  heldMark: 'held',
  missedMark: 'did not hold',
  summary: (held: number, of: number) => `${held} of ${of} held.`,
  row: (label: string, choice: string | null, truth: string, held: boolean) =>
    `${label}: ${choice === null ? 'no guess' : `you said ${choice}`}; the simulator says ${truth}${choice === null ? '' : held ? ' — held' : ' — did not hold'}.`,
  detectLegend: (now: string) => `Predict: which leases does the read return at ${now}?`,
  detectFor: (id: string) => `Does the read return ${id}?`,
  /** The button that asks the question again once the read is on the page. */
  detectOpen: 'Predict what the read returns',
  returned: 'returned',
  notReturned: 'not returned',
  detectWhyIn: (id: string, deadline: string, bound: string) => `${id}'s deadline ${deadline} is at or before the read's bound ${bound}, so ZRANGEBYSCORE returns it.`,
  detectWhyOut: (id: string, deadline: string, bound: string) => `${id}'s deadline ${deadline} is after the read's bound ${bound}, so ZRANGEBYSCORE leaves it.`,
  boundLegend: (stall: number, maxStalled: number) => `Predict: where does the job go on this stall (stall ${stall}, maxStalled ${maxStalled})?`,
  boundFor: 'Where does the job go?',
  toPending: 'back to pending',
  toMorgue: 'the morgue (dead)',
  boundWhyDead: (stall: number, maxStalled: number) => `The sweep bumps the stall count to ${stall}; ${stall} ≥ maxStalled ${maxStalled}, so the job goes to the morgue.`,
  boundWhyPending: (stall: number, maxStalled: number) => `The sweep bumps the stall count to ${stall}, below maxStalled ${maxStalled}, so the job goes back to pending.`,
  boundWhyReaper: (stall: number) => `The reaper moves the job back without counting: the stall count stays at ${stall}, so it never reaches the morgue.`,
  oneStepLegend: 'Predict: does this interleaving count a stall twice?',
  oneStepFor: 'Does it count a stall twice?',
  yes: 'yes',
  no: 'no',
  /** `title`: the flag's name (DIVE_VIEW.flagTitle), `text`: what the flag says. */
  oneStepWhyYes: (title: string, text: string) => `Yes: ${title}: ${text}`,
  oneStepWhyNo: 'No: every stall is counted once in this order (each HINCRBY is for a lease nobody counted before).',
};

/**
 * The course page's "Check your understanding": each question's prompt, options and the reason
 * read out once checked, as functions of the numbers the generator drew (src/model/quiz/). Times
 * arrive written as `t = …`; `stall`, `max` are counts.
 */
export const QUIZ = {
  right: 'Right.',
  wrong: (answer: string) => `Not quite: the answer is “${answer}”.`,
  pick: 'Pick an answer first.',
  seeIt: (where: string) => `See it in ${where}`,
  /** The running score above the questions: checks standing this round, and how many were right. */
  score: (answered: number, right: number, total: number) => `${answered} of ${total} answered, ${right} right`,
  /** Where a "See it" link opens a dive at the moment that answers the question. */
  detectMoment: (now: string) => `Dive: detect (the range read with now at ${now})`,
  detectSkewMoment: (now: string, skew: string, fast: boolean) => `Dive: detect (the sweeper’s clock ${skew} ${fast ? 'fast' : 'slow'}, at server time ${now})`,
  boundMoment: (crashes: number, max: number, recovery: 'sweep' | 'reap' | 'reapThenSweep') =>
    `Dive: bound (after ${crashes} ${crashes === 1 ? 'crash' : 'crashes'}, maxStalled ${max}, ${({ sweep: 'the sweep', reap: 'only the count-free reaper', reapThenSweep: 'the reaper, then the sweep' })[recovery]})`,
  oneStepMoment: (moves: number) => `Dive: one step (this order, replayed to its last move, move ${moves})`,
  /** Where a "See it" link opens the hub on the question's own run: its step (1-based, as the hub counts) and what happens there. */
  hubMoment: (step: number, moment: string) => `the hub, on this question's own run (step ${step}: ${moment})`,
  /** The author's caption the hub shows at that step. */
  momentCaption: (moment: string) => `The moment this quiz question asks about: ${moment}.`,
  momentComplete: (worker: string, job: string, at: string) => `${worker} completes ${job} at ${at}, while its token still stands`,
  momentClaimAgain: (worker: string, job: string, at: string) => `${worker} claims ${job} at ${at}, so its handler starts a second time`,
  momentFence: (worker: string, verb: 'complete' | 'extend', job: string, at: string, refused: boolean) =>
    `${worker}'s ${verb} of ${job} at ${at}, ${refused ? 'refused with -1' : 'accepted'}`,
  /** Where a "See it" link opens the course page's sweep.lua listing. */
  sweepLines: (from: number, to: number) => `the course page (sweep.lua, lines ${from} to ${to})`,
  expiredPrompt: (job: string, deadline: string, now: string) =>
    `${job}'s lease deadline is ${deadline} on the server clock. A sweep runs at ${now}. Where is ${job} after the sweep?`,
  backInPending: 'Back in pending: the sweep recovered it',
  stillActive: 'Still in active: its lease is live',
  expiredYes: (job: string, deadline: string, now: string) =>
    `ZRANGEBYSCORE active -inf now includes now: ${job}'s deadline ${deadline} is at or before now (${now}), so its lease is expired and the sweep recovered it.`,
  expiredNo: (job: string, deadline: string, now: string) =>
    `${job}'s deadline ${deadline} is after now (${now}): ZRANGEBYSCORE active -inf now stops before it, so its lease is live and the sweep left it alone.`,
  stallPrompt: (max: number, stalls: number) =>
    `maxStalled is ${max}. A poison job crashes every worker that claims it; each time its lease expires and the sweep runs. Where is the job after the sweep that follows its ${ordinal(stalls)} crash?`,
  inPending: 'In pending, for another worker to claim',
  inDead: 'In the dead set (the morgue)',
  inActive: 'Still in active',
  stallDead: (stalls: number, max: number) =>
    `The sweep bumps the stall count with HINCRBY to ${stalls}, which reaches maxStalled ${max}: the ${ordinal(max)} stall dead-letters, so the job went to the dead set and no sweep touches it again.`,
  stallRecovered: (stalls: number, max: number) =>
    `The sweep bumps the stall count with HINCRBY to ${stalls}, below maxStalled ${max}, so the job went back to pending; only the ${ordinal(max)} stall dead-letters.`,
  slowPrompt: (worker: string, job: string, lease: string, takes: string, sweep: string) =>
    `${worker} claims ${job} with a ${lease} lease and sends no heartbeat; its handler takes ${takes}, and it is alive throughout. A sweep runs at ${sweep}, and another worker claims right after it. How many times does ${job}'s handler start?`,
  once: 'Once',
  twice: 'Twice',
  slowTwice: (worker: string, job: string, deadline: string, done: string) =>
    `${worker} was slow, not dead: its deadline ${deadline} passed before it finished at ${done}, and the sweep cannot tell slow from dead, so it recovered ${job} and another worker ran it again. ${worker}'s late complete got -1. Delivery is at-least-once: handlers must be idempotent.`,
  slowOnce: (worker: string, job: string, done: string) =>
    `${worker} completed ${job} at ${done}, while its token still stood, so the sweep found no lease of ${job} to recover: the handler ran once.`,
  loopPrompt: (mode: 'client' | 'atomic', order: string) =>
    mode === 'client'
      ? `Two sweepers, A and B, wake together for j1's one expired lease and each runs the sweep as a client loop, one command per round trip. Their commands run in this order: ${order}. What is j1's stall count at the end?`
      : `Two sweepers, A and B, wake together for j1's one expired lease and each runs the sweep as one script (sweep.lua). They run in this order: ${order}. What is j1's stall count at the end?`,
  countIs: (n: number) => `${n}`,
  loopDouble: 'Both sweepers read j1 before either removed it from active, so each bumped its count: one stall was counted twice (and both sweepers pushed j1 to pending: the second ZADD found it there and replied 0). That is Bull issue #356; one atomic script fixes it.',
  loopOnce: (mode: 'client' | 'atomic') =>
    mode === 'client'
      ? 'The second sweeper read active after the first had removed j1, so it found nothing to count: this order was lucky, but another order of the same commands counts twice.'
      : 'Each sweep is one script: nothing runs between its ZRANGEBYSCORE and its ZREM, so the second sweep finds j1 gone and the stall is counted once, whatever the order.',
  clockPrompt: (skew: string, fast: boolean, now: string, job: string, deadline: string) =>
    `A sweeper sends its own clock as now instead of reading TIME inside the script; its clock runs ${skew} ${fast ? 'fast' : 'slow'}. At ${now} on the server clock it reads ZRANGEBYSCORE active -inf <its now>. ${job}'s deadline is ${deadline}. Does the read take ${job}?`,
  clockTaken: (job: string) => `Yes: ${job} is recovered (its stall count becomes 1)`,
  clockLeft: (job: string) => `No: ${job} stays in active`,
  clockWhy: (job: string, bound: string, deadline: string, now: string, taken: boolean, expired: boolean) =>
    `Its bound was ${bound}, so the read ${taken ? 'took' : 'left'} ${job} (deadline ${deadline}). On the server clock (${now}) the lease was ${expired ? 'expired' : 'live'}${
      taken === expired ? ': here the skew did no harm, but it moves the line for every lease' : taken ? ': its worker is alive and loses the job early' : ': a dead worker\'s job waits longer'
    }. TIME inside the script reads the one server clock every lease was scored by.`,
  reaperPrompt: (mode: 'sweep' | 'reap' | 'reapThenSweep', max: number, crashes: number) =>
    `A poison job crashes every worker that claims it, ${crashes} times in a row. ${
      mode === 'reap'
        ? 'Only the reaper recovers expired leases (the reaper is a recovery script that moves an expired job back to pending and keeps no stall count)'
        : mode === 'reapThenSweep'
          ? 'At each deadline the reaper (a recovery script that moves an expired job back to pending and keeps no stall count) runs just before the sweep'
          : 'The sweep recovers expired leases'
    }; maxStalled is ${max}. Where is the job after the last recovery?`,
  reaperPending: (crashes: number) =>
    `The reaper takes every expired lease first and never counts (reap.lua has no HINCRBY): after ${crashes} crashes the stall count is still 0, so the poison job went back to pending to crash the next worker, for ever.`,
  reaperSweepDead: (max: number) => `The sweep counts each stall, and the ${ordinal(max)} sends the job to the dead set: the loop ends.`,
  reaperSweepPending: (stalls: number, max: number) => `The sweep counted ${stalls} stalls, below maxStalled ${max}, so the job is back in pending, for now.`,
  groupPrompt: (job: string, group: string, stalls: number, max: number) =>
    `${job} belongs to the group ${group} and was claimed from its lane. It has stalled ${stalls} time${stalls === 1 ? '' : 's'} before; maxStalled is ${max}. Its worker crashes and the sweep runs at the deadline. Where does ${job} go?`,
  laneOf: (key: string) => `Into ${key}`,
  groupLane: (job: string, lane: string, stalls: number, max: number) =>
    `Its stall count became ${stalls}, below maxStalled ${max}, and its hash names a group, so the sweep put ${job} back in its group's lane ${lane}: workers of that group claim it in order.`,
  groupDead: (job: string, stalls: number, max: number) =>
    `Its stall count became ${stalls}, which reaches maxStalled ${max}, so ${job} went to the dead set, group or not.`,
  fencePrompt: (verb: 'complete' | 'extend', worker: string, job: string, token: string, lease: string, when: string) =>
    `${worker} claimed ${job} at t = 0 (token ${token}, a ${lease} lease) and sends no heartbeat. A sweep runs at the lease's deadline, t = ${lease}; if it recovers ${job}, w2 claims it straight after. At ${when}, ${worker} sends ${verb} with ${token}. What does Redis do?`,
  fenceRefused: (verb: 'complete' | 'extend') => `Refuses it (-1): the ${verb} is fenced`,
  fenceAccepted: (verb: 'complete' | 'extend') => (verb === 'complete' ? 'Completes the job' : 'Extends the lease'),
  fenceWhy: (verb: 'complete' | 'extend', refused: boolean, token: string, held: string | null) =>
    refused
      ? `The job hash holds ${held ? `the token ${held}` : 'no token'}, not ${token}: the sweep deleted the old token when it recovered the job, so the stale worker cannot overwrite the new owner's lease or complete its work.`
      : `The job hash still holds ${token}: no sweep has taken the lease, so the owner's ${verb} goes through.`,
};

// The course page's dive cards (how far the learner got): in their own file, so the page shell
// says "Not opened yet." without loading the whole catalogue; they belong to it all the same.
export { COURSE } from './courseText';
// The dives' own words around their narration (panels, legends, actions) are in diveText.ts beside
// this file, part of the catalogue all the same; not re-exported here, so the hub's chunk, which
// loads this file, does not carry them.
// The course page's text, references and quiz frame (the page imports the file itself: its first view needs no more).
export { COURSE_PAGE, QUIZ_VIEW, REFERENCES, type Reference } from './courseBody';
// The notice's words about a link (in their own file for the same reason: the page shell reads the link first).
export { LINK_TEXT } from './linkText';
// The element's words before its view loads (the loader of embed.js reads them alone).
export { ELEMENT_TEXT } from './elementText';
// The page shell's words, the views' titles and ledes, the glossary, the keyboard help (the shell loads them first).
export { SHELL, VIEW_TEXT, TERMS, KEYS_TEXT, type ViewText } from './shellText';
// The hub's lanes, chips, panels and actions.
export { HUB_LANES, HUB_CHIP, HUB_VIEW, HUB_ACTIONS_TEXT } from './hubText';
// The run view's panels, actions, link problems, and the redis-cli copy.
export { RUN_VIEW, RUN_ACTIONS_TEXT, RUN_LINK_TEXT, REDIS_CLI_TEXT } from './runText';
// How long a lease has left or has been expired, one wording for every view.
export { LEASE_TIME } from './leaseText';

/** Links between views (src/ui/url/ViewLink.tsx). */
export const LINKS = {
  /** After a link that opens the course's own page in a new tab (inside an element on another page). */
  opensInNewTab: SHELL.opensInNewTab,
};

/** The hub's words about an author's story file (a `story` in an emq-scenario/1 file, README "Stories"). */
export const STORY = {
  loading: (url: string) => `Loading the story from ${url}…`,
  opened: (name: string) => `Story: ${name}`,
  captionLabel: 'Author’s note',
  groupLaneTitle: (group: string) => `pending, group ${group}`,
  groupLaneCaption: (group: string) => `Group ${group}'s own pending lane: a claim for ${group} pops from here, and the sweep recovers ${group}'s jobs back into it.`,
  groupClaimedNext: (group: string, job: string) => `A claim for group ${group} pops ${job} first.`,
  alreadyAtStoryStart: (step: number) => `Already at step ${step}, where this story opens; Previous step goes further back, to step 0.`,
  lateCompleteNotInStory: 'This story has no late complete to send: it is the hub’s own story’s second act.',
  copiedRunLink: (chars: string) => `Copied a link to this run (${chars} characters): it opens the run view on this very run.`,
  copyRunLinkFailed: 'Could not copy: the browser refused the clipboard. Select the link below and copy it.',
  runLinkFailed: (why: string) => `Could not make the link to this run: ${why}.`,
  copyStoryLabel: 'Copy a link to this story',
  copyStoryHelp: 'Copy a link that opens this story where you are now: its steps, the steps you took, the selected job, the author’s captions.',
  copiedStoryLink: (step: number, chars: string) => `Copied a link to this story at step ${step} (${chars} characters).`,
  copyStoryLinkFailed: 'Could not copy: the browser refused the clipboard.',
  forAuthors: 'For authors',
  authorNotes: (n: number) => (n === 0 ? 'Nothing to warn about in this story.' : `${count(n, 'warning')}: a step whose reply shows the run may not be what you meant.`),
  saveAsStory: 'Save as a story',
  saveCaptionLabel: (step: number) => `Caption for step ${step}`,
  downloadStory: 'Download the story file',
  savedStory: (file: string, step: number) => `Downloaded ${file}: it opens at step ${step}.`,
};

/** A tuning change the tuning panel names as the subject of its trade-off sentence. */
export type TuningChange =
  | { knob: 'lease' | 'heartbeat' | 'sweep'; ms: number }
  | { knob: 'limit'; limit: number | null }
  | { knob: 'several' };

/** What the trade-off sentence compares: the run's slowest recovery of a dead worker's job and its false recoveries. */
export interface TradeOffFigures {
  maxMs: number | null;
  falseRecoveries: number;
  /** Crashes of a worker that held a job (0: no worker died, so latency has nothing to measure). */
  crashesHolding?: number;
}

/** What each knob trades, said after every change (the figures alone may move the same way). */
function tradeOffRule(c: TuningChange): string {
  switch (c.knob) {
    case 'heartbeat':
      return 'a heartbeat more often keeps a slow worker’s lease alive at the cost of more writes to Redis; a rarer one lets the sweep take more leases from workers that are only slow';
    case 'sweep':
      return 'a sweep more often finds an expired lease sooner at the cost of more reads of active; a rarer one leaves a dead worker’s job waiting longer';
    case 'limit':
      return 'a lower LIMIT keeps each sweep short but leaves the rest of a backlog for later sweeps, so those jobs wait longer; a higher one the reverse';
    default:
      return 'a shorter lease recovers a dead worker’s job sooner but takes more leases from workers that are only slow; a longer one the reverse';
  }
}

const noDeath = (f: TradeOffFigures) => f.crashesHolding === 0;

function changeSubject(c: TuningChange): string {
  switch (c.knob) {
    case 'lease':
      return `A ${formatDuration(c.ms)} lease`;
    case 'heartbeat':
      return `A heartbeat every ${formatDuration(c.ms)}`;
    case 'sweep':
      return `A sweep every ${formatDuration(c.ms)}`;
    case 'limit':
      return c.limit === null ? 'A sweep without LIMIT' : `A sweep LIMIT of ${c.limit}`;
    case 'several':
      return 'These settings';
  }
}

function falseRecoveries(n: number): string {
  return n === 0 ? 'no false recoveries' : count(n, 'false recovery', 'false recoveries');
}

function longestWait(ms: number | null): string {
  return ms === null ? 'no dead worker’s job is back in pending before the end' : `a dead worker’s job waits up to ${formatDuration(ms)}`;
}

/** The presets' one-sentence summaries that depend on the run's own settings. */
export const PRESET_TEXT = {
  /**
   * The backlog (six leases share one deadline, job-06's hash deleted) with the sweep LIMIT the
   * run really has (`null`: none): how many sweeps it takes to read all six.
   */
  backlog: (limit: number | null) => {
    if (limit === null || limit >= 6) {
      return `Six leases expire at once; a sweep ${limit === null ? 'without LIMIT' : `with LIMIT ${limit}`} takes all six in one pass: it recovers five and drops an orphan whose hash was deleted.`;
    }
    const sweeps = Math.ceil(6 / limit);
    return `Six leases expire at once; a sweep with LIMIT ${limit} takes ${limit === 1 ? 'one' : `at most ${limit}`}, so it takes ${sweeps} sweeps to read all six, the last dropping an orphan whose hash was deleted.`;
  },
};

/** The run view's tools: the file buttons' statuses, the tuning panel's sentences and the sweep LIMIT control. */
export const RUN_TOOLS = {
  downloaded: (fileName: string, steps: number) => `Downloaded ${fileName} (${count(steps, 'step')}).`,
  writingCommands: 'Writing the commands…',
  copiedCommands: (lines: number) => `Copied ${count(lines, 'command')}.`,
  copyCommandsFailed: 'The browser did not allow copying: select the text below and copy it.',
  commandsLabel: 'redis-cli commands',
  linkLabel: 'Link to this run',
  importErrorsLabel: (n: number) => `The ${n} problems of the file`,
  limitLabel: 'Sweep LIMIT',
  limitHint: 'how many expired ids one sweep reads at most',
  limitNone: 'none',
  thisRun: 'This run',
  previousRun: 'The run before',
  settings: (leaseMs: number, heartbeatMs: number, sweepEveryMs: number, limit: number | null) =>
    `lease ${formatDuration(leaseMs)}, heartbeat ${formatDuration(heartbeatMs)}, sweep every ${formatDuration(sweepEveryMs)}, ${limit === null ? 'no LIMIT' : `LIMIT ${limit}`}`,
  /**
   * One sentence with the figures of both runs: what the change bought, "but" what it cost (or
   * "and" when both moved the same way). "A 20.0 s lease: no false recoveries (was 15), but a dead
   * worker’s job waits up to 23.3 s (was 14.9 s)."
   */
  tradeOff: (change: TuningChange, now: TradeOffFigures, was: TradeOffFigures) => {
    const rule = ` The trade-off: ${tradeOffRule(change)}.`;
    const falses = `${falseRecoveries(now.falseRecoveries)} (was ${was.falseRecoveries})`;
    if (noDeath(now) && noDeath(was)) {
      return `${changeSubject(change)}: ${falses}; recovery latency has nothing to measure, since no worker died in either run.${rule}`;
    }
    const wait = noDeath(now)
      ? `recovery latency has nothing to measure, since no worker died (was ${was.maxMs === null ? 'none back' : formatDuration(was.maxMs)})`
      : `${longestWait(now.maxMs)} (was ${noDeath(was) ? 'no worker died' : was.maxMs === null ? 'none back' : formatDuration(was.maxMs)})`;
    const slower = (now.maxMs ?? Infinity) > (was.maxMs ?? Infinity);
    const fewerFalse = now.falseRecoveries < was.falseRecoveries;
    if (fewerFalse && slower) return `${changeSubject(change)}: ${falses}, but ${wait}.${rule}`;
    if (!fewerFalse && now.falseRecoveries > was.falseRecoveries && !slower) return `${changeSubject(change)}: ${wait}, but ${falses}.${rule}`;
    return `${changeSubject(change)}: ${wait}, and ${falses}.${rule}`;
  },
  /** Before any change: the trade-off in general, with this run's figures. */
  /** When the heartbeat is no shorter than the lease: why every healthy lease lapses. */
  heartbeatNotShorter: (heartbeatMs: number, leaseMs: number) =>
    `The heartbeat (${formatDuration(heartbeatMs)}) is not shorter than the lease (${formatDuration(leaseMs)}): a lease lapses before its worker extends it, so the sweep takes jobs from workers that are alive and counts a stall each time, and a healthy job can reach the morgue. Keep the heartbeat well under the lease (a third of it is common).`,
  tradeOffNow: (leaseMs: number, now: TradeOffFigures) =>
    `With a ${formatDuration(leaseMs)} lease, ${noDeath(now) ? 'recovery latency has nothing to measure, since no worker died in this run,' : longestWait(now.maxMs)} and the sweep made ${falseRecoveries(now.falseRecoveries)}: a shorter lease recovers a dead worker’s job sooner but takes more leases from workers that are only slow, a longer one the reverse.`,
  figuresNote: (recovered: number, crashed: number) =>
    `Over the whole run: latency runs from a worker's crash to its job back in pending (${recovered} of ${crashed} crashed jobs recovered); a false recovery is a lease the sweep took from a worker that was still alive, only slow or paused, so the job may run twice. The same seed crashes the same jobs at every setting.`,
};

/** The hub's lanes when a story holds more jobs than they draw (a story at the 5,000-job limit). */
export const LANES = {
  /** Under a lane that draws only its first jobs: how many more it holds. */
  more: (n: number) => `+${groupThousands(n)} more not drawn`,
  /** Under the active lane's name: what the chart's x axis and its dots are. */
  activeCaption: 'Score = lease deadline: the dot under each chip marks its deadline on the axis. The sweep reads every score at or before now.',
  findLabel: 'Find a job by id',
  findButton: 'Select',
  /** Beside the find box: why it is there. */
  findHint: (drawn: number, total: number) =>
    `The lanes draw ${groupThousands(drawn)} of the ${groupThousands(total)} jobs at this step, the first of each lane in its order, and count the rest; type any job’s id to select it and draw it in its lane.`,
  findMissing: (id: string) => `No job ${id} exists at this step, so the selection is unchanged.`,
};

/** "How we got here" when the story is longer than the list shows at once. */
export const STORY_LIST = {
  /** The button that lists more of the steps before the ones shown. */
  showEarlier: (n: number) => `Show ${count(n, 'earlier step')}`,
  /** Above a list that starts after step 1: where it starts. */
  startsAt: (first: number, total: number) => `The last ${groupThousands(total - first + 1)} of ${groupThousands(total)} steps; Previous step and the link’s step= reach any of them.`,
};

/** Beside the hub's controls when the page's address cannot hold the learner's own steps. */
export const HUB_LINK = {
  tooLong: 'Your steps no longer fit in this page’s address, so a reload opens where your own steps began. “Copy a link to this story” keeps every step.',
  unspellable: 'This page’s address cannot write one of your steps, so a reload opens the story as it was recorded. “Copy a link to this story” keeps every step.',
};

/** The hub's own limit, said up front when a story passes it (figures: npm run bench, "The hub at the limits"). */
export const HUB_SCALE = {
  /** The most jobs for which the hub answers each step at once. */
  comfortJobs: 500,
  note: (jobs: number) =>
    `This story has ${groupThousands(jobs)} jobs. The hub answers each step at once up to about 500; at this size a step may take up to a second, and each lane draws only its first jobs. The Run timeline view plays a file of this size smoothly (Import JSON there).`,
};

/** A view's compact form (`compact=1`): the one disclosure that holds what the widget and its readout leave out. */
export const COMPACT = {
  hub: 'More: your prediction, the scripts, the command log',
  run: 'More: presets and files, the queue, tuning',
  detect: 'More: the script, clock skew, probes, your prediction',
  bound: 'More: the script, the beat table, your prediction',
  onestep: 'More: the scripts, what Redis holds, the explorer',
  list: 'More: the scripts, the flags, the scenario files',
  /** The name of the group of buttons behind the disclosure (Keyboard shortcuts, Reset, …). */
  actionsLabel: 'More controls',
};
