// Part of the catalogue (a translation replaces catalogue.ts and the files beside it): the four
// dives' own words around their narration — panel titles, captions, legends, the actions' labels
// and help rows. The dives import it directly: catalogue.ts does not re-export it, so the hub's
// chunk carries none of it. The narration of each step stays in DETECT, BOUND, ONE_STEP and LIST.
import { count, ordinal, plural } from './count';
import { formatOffset, formatSecondsNear } from '../selectors/formatDuration';
import { groupThousands } from '../selectors/groupThousands';
import type { Rich } from './rich';

/**
 * A time or a span in the dives, in seconds with one decimal: `40.0 s`, `0.5 s`. The one
 * formatter of the detect and list dives' times (formatSecondsNear with no deadline to keep
 * apart); the detect dive's now line adds its deadlines (detectModel's `secondsText`).
 */
export function seconds(ms: number): string {
  return formatSecondsNear(ms, []);
}

/** Words every dive shares: the narration's label, the flags' names, the scenario export, the scripts' names. */
export const DIVE_VIEW = {
  /** The `?` action's help row. */
  helpKeys: 'Show or hide this list of keys.',
  narrationLabel: 'What just happened',
  /** A warning's name by its kind (the narration's flags, the sequence diagram's badges, the list dive's mistakes). */
  flagTitle: (kind: string) =>
    ({
      'double-count': 'Stall counted twice',
      'double-delivery': 'Double delivery',
      'live-moved': 'Live message moved',
      'age-confused': 'Wrong age',
      'wrong-entry-removed': "Someone else's entry removed",
    } as Record<string, string>)[kind] ?? kind,
  /** The export's default subject. */
  exportThisRun: 'this run',
  /** The export's summary: `This run as an emq-scenario/1 file (2 steps), replayable on Redis`. */
  exportSummary: (what: string, steps: number): Rich => [`${what} as an `, { code: 'emq-scenario/1' }, ` file (${count(steps, 'step')}), replayable on Redis`],
  downloadScenario: 'Download the scenario',
  /** After the download link. */
  replayHint: 'Replay it on a real Redis with the commands below, or open the file in the run view.',
  /** The name a panel shows for a pseudocode listing (a product script shows its file name). */
  scriptNames: {
    clientLoop: 'the sweep as a client loop (pseudocode)',
    clientClockSweep: 'a sweep on the sweeper’s own clock (pseudocode)',
    listReaper: 'the list reaper (pseudocode)',
  },
};

/** The bound dive's panels and actions (its narration is BOUND). */
export const BOUND_VIEW = {
  controlsLabel: 'Bound controls',
  /** The narration's label: the step and what it is. */
  stepLabel: (step: number, what: string) => `Step ${step}: ${what}`,
  exportWhat: 'This run up to the current step',
  /** Under the checkpoint: what a poison job and the count-free reaper are. */
  poisonDefined: [
    'A ',
    { strong: 'poison job' },
    ' is one whose handler crashes the worker every time (a payload it cannot handle), so it can never complete: only a limit on its stalls stops the loop. The ',
    { strong: 'count-free reaper' },
    ' puts an expired lease back in pending without counting a stall (a plain visibility timeout), so it never stops the loop.',
  ] as Rich,
  /** After it, once the learner has runs under other settings. */
  keptRuns: ' Switching maxStalled or the recovery keeps the run you built under each setting: switch back to see it again.',
  maxStalledLegend: 'maxStalled (M)',
  recoveryLegend: 'Recovery on every beat',
  modes: {
    sweep: 'the sweep (counts every stall)',
    reap: 'only the count-free reaper',
    reapThenSweep: 'the reaper first, then the sweep, every beat',
  },
  mappingLabel: 'BullMQ mapping',
  /** The BullMQ mapping's rule; `maxStalled` is said with its stall (null while the learner predicts, or under a reaper). */
  mapping: (maxStalled: number | null): Rich => [
    { strong: 'BullMQ mapping.' },
    ` Here the maxStalled-th stall dead-letters${maxStalled === null ? '' : ` (with M = ${maxStalled}, the ${ordinal(maxStalled)} stall)`}, so M − 1 recoveries are allowed. `,
    { link: 'BullMQ', href: 'https://docs.bullmq.io/guide/jobs/stalled' },
    ' (a Redis job queue for Node.js) has ',
    { code: 'maxStalledCount = k' },
    ': it allows k recoveries and fails on stall k + 1, so ',
    { strong: 'maxStalledCount = k ≙ maxStalled = k + 1' },
    '.',
  ],
  beatsTitle: 'Beat by beat',
  noBeat: 'No beat yet: press Next step.',
  beatsLabel: 'Beats so far',
  beatColumns: { beat: 'Beat', what: 'What happened', stalled: 'stalled after', lane: 'Job ends in' },
  /** A reaper's stall count: it never moves. */
  neverCounted: (stalled: number) => `${stalled} (never counted)`,
  morgueLane: '✖ morgue',
  showingLast: (shown: number, beats: number) => `Showing the last ${shown} of ${count(beats, 'beat')}.`,
  /** The poison job panel's title. */
  jobAfter: (step: number, steps: number) => `The poison job after ${steps === 1 ? 'the first step (the enqueue)' : `step ${step} of ${steps}`}`,
  lanesLabel: 'Where the job is',
  deadLane: 'dead (morgue)',
  isHere: 'is here',
  rawCommand: 'This step is a raw command typed by an operator, not a script: ',
  noScriptTitle: 'No script has run yet',
  noScriptYet: 'The job is enqueued. Press Next step: a worker claims it with claim.lua.',
  scriptRan: 'The lines this step ran are tinted; the last one it ran is marked.',
  /** A step that ran no script: the listing of the last step that did stays. */
  scriptKept: (crash: boolean, step: number) => `No script runs at this step (${crash ? 'a crash writes nothing to Redis' : 'see above'}); shown: the script of step ${step}.`,
  actions: {
    step: { label: 'Next step', help: 'Run the next step: a claim, a crash, the reaper or the sweep.' },
    beat: { label: 'Next beat', help: 'Run to the end of this beat (claim, crash, recovery).' },
    ten: { label: 'Run 10 beats', help: 'Run ten whole beats at once.' },
    play: { label: 'Keep looping', playing: 'Stop looping', help: 'Run beat after beat until the job lands in the morgue (or forever).' },
    retry: { label: 'Retry from the morgue', help: 'An operator moves the job back to pending (ZREM dead, ZADD pending, HSET state): the stall count stays.' },
    retryReset: { label: 'Retry and reset the count', help: 'The same retry, plus HSET stalled 0: the job gets a fresh budget.' },
    back: { label: 'Back one step', help: 'Go back one step (the run stays; Next step replays it).' },
    reset: { label: 'Reset', help: 'Start again with the same settings.' },
  },
};

/** The detect dive's panels and actions (its narration is DETECT). */
export const DETECT_VIEW = {
  controlsLabel: 'Detect controls',
  /** The narration's label: which line of the sweep is lit. */
  lineLabel: (line: number, lines: number) => `The sweep, line by line (${line} of ${lines})`,
  exportWhat: (clock: string) => `This sweep (now from the ${clock} clock, then a new worker claims)`,
  captionServer: 'The product’s sweep: now comes from TIME, read inside the script on the server.',
  captionSweeper: 'The same read with now from the sweeper’s own clock, sent as an argument.',
  activeTitle: 'The active set on a line of deadlines',
  serverNow: 'Server time (now): ',
  /** The now slider's value read out: the time, and the leases whose deadline it equals. */
  nowValue: (now: string, onBound: readonly string[]) => `${now}${onBound.length ? `, equal to the deadline of ${onBound.join(' and ')}` : ''}`,
  replies: ' replies',
  replyLabel: 'Members the read returns',
  replyEmpty: '(empty array): nothing has expired',
  onBoundTag: 'deadline = now → expired',
  earlyTag: '⚠ live lease',
  /** The chart's lit zone: short on a phone, and without "returns" while the learner predicts. */
  zone: (withheld: boolean, narrow: boolean) =>
    withheld ? (narrow ? "-inf … now: the read's range" : '-inf … now: the range the read asks for') : '-inf … now: the read returns these',
  /** The chart's accessible name; `withheld`: the words in place of what the read returns. */
  chartLabel: (now: string, returned: readonly string[], withheld: string | null) =>
    `Deadlines on a time line. Now is ${now}. ${withheld !== null ? `The read: ${withheld}` : `The read returns ${returned.length ? returned.join(', ') : 'nothing'}`}.`,
  axisTitle: 'lease deadline (score), seconds after t = 0',
  nowLine: (at: string) => `now ${at}`,
  sweeperNowLine: (at: string) => `sweeper's now ${at}`,
  notes: { open: '?', early: '⚠ live', missed: '◌ missed', returned: '✓ returned', live: 'live' },
  legend: {
    returned: '■ returned by the read (expired)',
    live: '○ live lease',
    early: '⚠ live but returned (fast clock)',
    missed: '◌ expired but missed (slow clock)',
  },
  probesTitle: 'Probing every worker vs one range read',
  workers: 'Workers: ',
  /** The workers slider's value read out. */
  workersValue: (n: number) => count(n, 'worker'),
  probesPerPass: 'probes per pass',
  probeWhy: 'A monitor asks each worker “are you alive?” on every pass, whether or not anything expired.',
  probesLabel: 'Probes of one pass',
  probe: (worker: string) => `probe ${worker}`,
  moreProbes: (n: number) => `… and ${groupThousands(n)} more`,
  /** The read the sweep makes, as the probe comparison names it. */
  rangeRead: 'ZRANGEBYSCORE active -inf now',
  rangeReadsPerPass: (n: number) => `${plural(n, 'range read')} per pass`,
  skewTitle: 'Clock skew',
  clockLegend: 'The sweep takes now from',
  serverClock: [' the server (', { code: 'TIME' }, ' inside the script)'] as Rich,
  sweeperClock: ' the sweeper’s own clock',
  skewLabel: 'Sweeper’s clock minus server’s: ',
  /** The verdict with the server's clock; `skew` is the sweeper's skew in words (null: none). */
  serverVerdict: (skew: string | null) =>
    `${skew === null ? 'The sweep reads TIME on the server.' : `Skew changes nothing: the sweeper's clock is off (${skew}), but the script reads TIME on the server.`} It returns exactly the leases whose deadline is at or before the server's now.`,
  earlyTitle: 'Double delivery:',
  /** A fast clock: the live leases it recovers (`live`: job, worker and deadline), against the server's now. */
  early: (live: readonly (readonly [job: string, worker: string, until: string])[], now: string) =>
    ` a fast clock recovers live leases. ${live.map(([j, w, until]) => `${j} is ${w}'s, live until ${until}`).join('; ')}, while the server's now is ${now}. The sweep puts ${live.length === 1 ? 'it' : 'them'} back in pending, and the next claim hands ${live.length === 1 ? 'it' : 'them'} to a second worker while the first is still running.`,
  lateTitle: 'Late recovery:',
  /** A slow clock: the dead leases it misses (job and deadline), the sweeper's now and how much later. */
  late: (dead: readonly (readonly [job: string, at: string])[], sweeperNow: string, longer: string) =>
    ` a slow clock misses dead leases. ${dead.map(([j, at]) => `${j} expired at ${at}`).join('; ')}, but this sweeper's now is only ${sweeperNow}: ${dead.length === 1 ? 'it waits' : 'they wait'} up to ${longer} longer.`,
  /** The sweeper's clock, no lease on the wrong side of now: `skew` in words (null: none). */
  noEffect: (skew: string | null) =>
    skew === null ? 'No skew: the sweeper’s clock agrees with the server’s.' : `At this moment the ${skew} skew changes no result; move now across a deadline to see it.`,
  actions: {
    play: { label: 'Let time run', playing: 'Pause time', help: 'Start or stop the server clock moving forward (Space, or p).' },
    prevDeadline: { label: 'Previous deadline', help: 'Move now back to the previous lease deadline.' },
    nextDeadline: { label: 'Next deadline', help: 'Move now exactly onto the next lease deadline (where deadline = now).' },
    stepSweep: { label: 'Step through the sweep', help: 'Light the next line of the sweep: read the clock, read the expired leases, recover them.' },
    clock: { label: "Use the sweeper's clock", sweeper: "Use the server's clock", help: "Switch where the sweep takes now from: TIME inside the script, or the sweeper's own clock." },
    skewDown: { label: 'Skew −1 s', help: "Make the sweeper's clock one second slower." },
    skewUp: { label: 'Skew +1 s', help: "Make the sweeper's clock one second faster." },
    reset: { label: 'Reset', help: 'Back to now = 20 s, the server clock and no skew.' },
  },
};

/** The one-step dive's panels and actions (its narration is ONE_STEP). */
export const ONE_STEP_VIEW = {
  controlsLabel: 'Run controls',
  ready: 'Ready',
  notMoved: 'Nobody has moved yet. Pick who moves first: a sweeper’s next command or a worker’s claim.',
  moveLabel: (move: number, of: number) => `Move ${move} of ${of}`,
  exportWhat: 'This run',
  /** Before the link to the list dive (`listLink` is the link's text). */
  listBefore: 'Many queues start one step earlier, with a list and a wall-clock reaper: ',
  listLink: 'see the list pattern beside the lease set',
  listAfter: '.',
  /** The case the dive replays, with its link. */
  case: [
    'The case is the race reported as ',
    { link: 'Bull issue #356', href: 'https://github.com/OptimalBits/bull/issues/356' },
    ' (“Jobs get double processed”; Bull is the Redis queue for Node.js that BullMQ succeeds): two sweepers read the same expired job, one recovers it, a worker claims it, and the other sweeper, working from its stale list, recovers it again.',
  ] as Rich,
  modeLegend: 'Each sweep runs as',
  clientMode: ' a client loop of separate commands',
  atomicMode: [' one atomic script (', { code: 'sweep.lua' }, ')'] as Rich,
  sweepersLegend: 'Sweepers',
  jobsLegend: 'Expired jobs',
  claimsLegend: 'Workers claiming in between',
  actorsLabel: 'Who moves next',
  /** An actor button's second line: what it would send. */
  actorDone: 'done',
  workerScript: 'claim.lua',
  sweeperScript: 'sweep.lua, whole',
  /** The sequence diagram's row for a claim and for a whole atomic sweep. */
  claimCall: 'claim (script)',
  claimReply: (job: string, token: string) => `${job}, token ${token}`,
  atomicCall: (commands: number) => `sweep: one script, ${count(commands, 'command')}, no gap`,
  column: (kind: 'sweeper' | 'worker' | 'redis', name: string) => (kind === 'redis' ? 'Redis' : `${kind === 'sweeper' ? 'Sweeper' : 'Worker'} ${name}`),
  columnSub: { redis: 'one keyspace', crashed: '✖ crashed, lease expired', client: 'client loop', atomic: 'atomic script', worker: 'claims once' },
  diagramLabel: 'Sequence diagram (scrolls sideways on a narrow screen)',
  noMoves: 'No one has moved yet.',
  /** One move in the diagram's description: `1. Sweeper A: ZRANGEBYSCORE …, reply ….` */
  moveDesc: (n: number, who: string, call: string, reply: string, flags: readonly string[]) => `${n}. ${who}: ${call}, reply ${reply}${flags.length ? `, ${flags.join(', ')}` : ''}.`,
  /** A time in the diagram's time column: the sweeper's now, `35.000 s`. */
  rowTime: (ms: number) => formatOffset(ms).replace(/^t = /, ''),
  rowNext: 'next',
  ghostMove: (who: string) => `${who} moves`,
  sequenceTitle: 'The run as a sequence diagram',
  sequenceHelp: ['Time runs down. Each arrow is one round trip to Redis with its reply; keys are shown without ', { code: 'emq:{q}:' }, '.'] as Rich,
  aheadHint: ' Faint rows are the loaded moves still ahead: Step forward (n) replays them.',
  /** The tally under the diagram. */
  tally: (doubleCounts: number, doubleDeliveries: number): Rich => [
    'So far: ',
    { strong: String(doubleCounts) },
    ` ${plural(doubleCounts, 'stall')} counted twice, `,
    { strong: String(doubleDeliveries) },
    ` double ${plural(doubleDeliveries, 'delivery', 'deliveries')}.`,
  ],
  allDone: ' Everyone is done.',
  beliefTitle: 'Redis now, and what each sweeper believes',
  beliefColumns: { job: 'job', lane: 'in', owner: 'worker / token', stalled: 'stalled' },
  /** Where Redis holds a job: its lease's deadline (ms after t = 0) in active. */
  inActive: (untilMs: number) => `active (lease until ${formatOffset(untilMs)})`,
  inPending: 'pending',
  inDead: 'dead',
  places: (where: readonly string[]) => (where.length ? where.join(' and ') : 'no lane'),
  twoPlaces: '⚠ two places',
  runsWithoutLease: (worker: string | null) => `⚠ Worker ${worker} still runs it, with no lease`,
  stillBelieves: (worker: string | null, job: string, lane: string) => `⚠ Worker ${worker} still believes it owns ${job} and runs it, yet ${job} waits in ${lane}: the double delivery`,
  sweeperName: (name: string) => `Sweeper ${name}`,
  /** What a sweeper believes, after its name. */
  belief: (at: 'atomic' | 'read' | 'done' | 'working', atomicMode: boolean, ids: readonly string[], next: string | undefined) =>
    at === 'atomic' ? 'has not run its script yet'
    : at === 'read' ? 'has not read yet'
    : at === 'done' ? (atomicMode ? 'ran its script' : `done with its list [${ids.join(', ')}]`)
    : `works from its private list [${ids.join(', ')}], now at ${next}`,
  /** The listing's caption in atomic mode (`sweeper` last ran it, null: nobody yet). */
  atomicCaption: (sweeper: string | null) =>
    sweeper === null ? 'Each sweeper runs this whole file as one step: nothing can be scheduled inside it.' : `${sweeper} ran these tinted lines as one block: no other client could be scheduled between them.`,
  /** The client loop's caption (`sweeper` ran the lit line, null: no loop line ran yet). */
  loopCaption: (sweeper: string | null) => `${sweeper === null ? '' : `${sweeper} just ran the marked line. `}◀ A, ◀ B: the line each sweeper runs next.`,
  markerDone: (name: string) => `${name} done`,
  markerNext: (name: string, job?: string) => `${name} next${job === undefined ? '' : ` (${job})`}`,
  explorerTitle: 'Interleaving explorer',
  /** What the explorer counts, for this setup. */
  explorerScope: (sweepers: number, mode: 'client' | 'atomic', jobs: number, claims: number) =>
    `Every order in which the moves of this setup can run — ${sweepers} ${mode === 'client' ? 'client-loop' : 'atomic'} ${plural(sweepers, 'sweeper')}, ${count(jobs, 'expired job')}, ${count(claims, 'claim')} — each client's own moves kept in order.`,
  counting: 'Counting…',
  countAll: 'Count every interleaving',
  cancelCounting: 'Cancel counting',
  countedSoFar: 'Orders counted so far: ',
  counts: { interleavings: 'interleavings', doubleCount: '⚠ stall counted twice', doubleDelivery: '⚠ double delivery', clean: '✓ neither' },
  atomicZero: 'With one atomic script per sweep the answer is zero: a sweep reads, removes, counts and moves in one step, so no one can run between its read and its writes.',
  /** The shares of the orders with each anomaly (written as shares), and how many have both. */
  shares: (doubleCount: string, doubleDelivery: string, both: string | null) =>
    `${doubleCount} of the orders count a stall twice and ${doubleDelivery} hand a job to two workers${both === null ? '' : ` (${both} do both)`}.`,
  showDoubleCount: 'Show a double count',
  showDoubleDelivery: 'Show a double delivery',
  showClean: 'Show a clean one',
  actions: {
    workerMove: (name: string) => ({ label: `Worker ${name}: claim`, help: `Worker ${name} runs its claim script now (one atomic step).` }),
    sweeperStep: (name: string) => ({ label: `Sweeper ${name}: next command`, help: `Sweeper ${name} sends its next command (one round trip).` }),
    sweeperScript: (name: string) => ({ label: `Sweeper ${name}: run the sweep script`, help: `Sweeper ${name} runs the whole sweep script (one atomic step).` }),
    forward: { label: 'Step forward', help: 'Replay the next move of the loaded interleaving.' },
    back: { label: 'Back one move', help: 'Undo the last move (it stays loaded: Step forward replays it).' },
    reset: { label: 'Reset', help: 'Back to before anyone moved, with the same setup.' },
    case: {
      label: 'Load the Bull #356 interleaving',
      help: 'Both sweepers read, A recovers, Worker B claims, then B’s loop goes on: the interleaving recorded on a real Redis. Step it with n or →.',
    },
    mode: { toAtomic: 'Switch to atomic scripts', toClient: 'Switch to client loops', help: 'Run every sweep as one atomic script, or as a client loop of separate commands.' },
    explore: { label: 'Count every interleaving', help: 'Enumerate every order of the moves of this setup and count the anomalies.' },
  },
};

/** The list dive's panels and actions (its narration is LIST). */
export const LIST_VIEW = {
  controlsLabel: 'List pattern controls',
  sides: { list: 'List pattern', lease: 'Lease set' },
  /** The narration's label: the side, its time and the event. */
  eventLabel: (side: string, at: string, event: number, events: number) => `${side}, t = ${at} (event ${event} of ${events})`,
  exportList: 'The list-pattern run',
  exportLease: 'The lease-set run',
  sideAt: (at: string) => `at t = ${at}`,
  lastCommandAt: (at: string) => `Last command at t = ${at}: `,
  nothingYet: 'Nothing yet.',
  axisLabel: (now: string) => `Both runs on one time axis from 0 to 120 s; now at ${now}. Red marks are the list pattern's mistakes.`,
  eventAt: (event: number, events: number, at: string) => `Event ${event} of ${events}: t = ${at}`,
  eventValue: (event: number, events: number, at: string) => `event ${event} of ${events}, t = ${at}`,
  flagsTitle: 'What the list pattern got wrong so far',
  noFlags: 'Nothing yet. Press Next problem (f) to jump to the first one.',
  flagAt: (at: string, title: string) => `t = ${at}, ${title}:`,
  workTaken: '(taken from the right)',
  workLabel: 'work, left to right',
  processingNote: '(what Redis holds; who really has it, in grey)',
  processingLabel: 'processing, left to right',
  empty: 'empty',
  copyTakenAt: (worker: string, at: string) => `${worker}'s copy, taken at ${at}`,
  memoryCaption: "The reaper's memory (its only clock)",
  memoryColumns: { message: 'message', seen: 'first seen', age: 'age it believes' },
  memoryEmpty: 'nothing yet: the reaper has not run',
  staleTag: 'stale to it',
  leaseColumns: { job: 'job', where: 'where', owner: 'owner', stalled: 'stalled' },
  leaseUntil: (at: string) => `active, lease until ${at}`,
  actions: {
    next: { label: 'Next event', help: 'Run the next command on either side, in time order.' },
    back: { label: 'Back one event', help: 'Go back one event.' },
    flag: { label: 'Next problem', help: 'Jump to the next event the list pattern gets wrong.' },
    end: { label: 'To the end', help: 'Show the whole story (120 s).' },
    reset: { label: 'Reset', help: 'Back to the first command.' },
  },
};
