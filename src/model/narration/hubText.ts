// Part of the catalogue (catalogue.ts re-exports it): the hub's own words around the narration
// (its lanes, chips, command log, step list, buttons and their reasons). The narration itself is
// HUB in catalogue.ts.
import { formatDuration } from '../selectors/formatDuration';
import { count, ordinal, plural } from './count';
import { LEASE_TIME } from './leaseText';
import { KEYS_TEXT } from './shellText';

/** A lane's size in its accessible name, its digits not grouped (`1234 jobs`): one number to read, and to match. */
const jobCount = (n: number) => `${n} ${plural(n, 'job')}`;

/** The hub's lanes: titles, captions, accessible names, the active lane's chart words. */
export const HUB_LANES = {
  pending: 'pending',
  pendingCaption: 'Every score is 0, so ids sort by bytes; claim pops the first.',
  dead: 'dead',
  deadCaption: 'The morgue: jobs that stalled maxStalled times. No sweep reads it.',
  active: 'active',
  notInLane: 'not in a lane',
  notInLaneLabel: (jobs: number) => `not in a lane, ${jobCount(jobs)}`,
  /** A pending or dead lane's accessible name (`group`: a group's own pending lane). */
  laneLabel: (kind: string, jobs: number, group?: string) => (group === undefined ? `${kind} lane, ${jobCount(jobs)}` : `${kind} lane of group ${group}, ${jobCount(jobs)}`),
  /** `now`: the server clock as an offset (`t = 12.0 s`). */
  activeLabel: (jobs: number, expired: number, now: string) => `active lane, ${jobCount(jobs)}, ${expired} expired, now ${now}`,
  /** An empty lane's first slot. */
  empty: 'empty',
  claimedNext: (job: string) => `${job} is claimed next.`,
  /** The active chart's now pill (`now t = 12.0 s`). */
  nowPill: (now: string) => `now ${now}`,
  /** The zone labels beside the now pill, each with a short form for narrow lanes (longest first). */
  expiredZone: ['← expired (deadline ≤ now)', '← expired'],
  liveZone: ['live leases →', 'live →'],
  axisTitle: 'lease deadline, in seconds of server clock since the scenario started',
  axisTitleShort: 'lease deadline (s since start)',
  /** An axis tick, in whole seconds since the scenario started. */
  tick: (seconds: number) => `${seconds} s`,
  /** Under the active lane, after the ✕: `after` is how long since the scenario started (`12.0 s`). */
  activeFoot: (after: string) => ` = worker crashed. Now is the server clock, ${after} after the scenario started.`,
};

/** A job chip's words: its visible lines and its accessible name (id first); colour is never the only signal. */
export const HUB_CHIP = {
  stall: (stalled: number, maxStalled: number) => `stall ${stalled}/${maxStalled}`,
  stallWords: (stalled: number, maxStalled: number) => `stall ${stalled} of ${maxStalled}`,
  crashedMark: ' ✕',
  worker: (worker: string, crashed: boolean) => `, worker ${worker}${crashed ? ' crashed' : ''}`,
  /** `ms`: milliseconds from now to the deadline (negative: past it). */
  deadline: (ms: number) => (ms > 0 ? `live, ${formatDuration(ms)} left` : LEASE_TIME.fromNow(ms)),
  active: (job: string, deadline: string | null, stall: string, worker: string) => `${job}, active, ${deadline}, ${stall}${worker}`,
  /** `position`: 0-based place in the lane, when the lane says it. */
  pending: (job: string, stall: string, position?: number) =>
    `${job}, pending${position === 0 ? ', next to be claimed' : position !== undefined ? `, ${ordinal(position + 1)} in line` : ''}, ${stall}`,
  dead: (job: string, stall: string) => `${job}, dead, ${stall}`,
  deadLine: (stall: string) => `☠ ${stall}`,
  other: (job: string, lane: string) => `${job}, ${HUB_CHIP.laneName(lane)}`,
  /** Where a job is, as its chip and the readout's badge name it (a Redis key's name, or what the hash says). */
  laneName: (lane: string) => (lane === 'unknown' ? 'in no queue key' : lane),
};

/** The hub's command log and script panels, the step list, and the controls around them. */
export const HUB_VIEW = {
  commandLog: 'Command log',
  forecast: 'Forecast',
  /** Beside the clock: the step shown of the story's steps, digits not grouped (the run view's CLOCK.step groups them). */
  stepOf: (step: number, total: number) => `step ${step} of ${total}`,
  /** Under the log's title: how many commands the last step ran. */
  logSub: (calls: number) =>
    calls === 0
      ? 'The last step ran no Redis command: it only moved the clock. Press Step sweep.'
      : `${plural(calls, 'The Redis command the last step ran, with its reply', `The ${calls} Redis commands the last step ran, in order, each with its reply`)}. Point at a row to see its script line.`,
  calledAs: 'called as',
  line: (n: number) => `line ${n}`,
  /** A command sent outside any script line. */
  raw: 'raw',
  replied: 'replied',
  scriptRan: 'The script the last step ran, this very file. ▸ marks each line that sent a Redis command; ×n counts a line the loop ran once per id.',
  scriptNotRun: 'The script Step sweep runs: this very file, one atomic call on Redis. Nothing has run it at this step yet.',
  thisCommand: 'this command',
  storyTitle: 'How we got here',
  storyCount: (steps: number) => (steps === 0 ? 'nothing has run yet' : count(steps, 'step')),
  storyEmpty: 'Step 0: the keyspace is empty. Press Next step to enqueue the first job.',
  controls: 'Simulator controls',
  helpNote: `${KEYS_TEXT.helpNote} ← and → step back and forward; while a job has focus, the four arrow keys move between jobs instead. Tab reaches every button, and Enter or Space selects the focused job.`,
  /** What could not be shown, as the notice names it. */
  storyInLink: 'The story in this link',
  storyFile: (url: string) => `The story file scenario=${url}`,
  /** Every problem of a story file at once, so an author fixes them in one go. */
  storyProblems: (problems: readonly string[]) => `${problems.length} problems: ${problems.join('; ')}`,
  storyNotShown: (what: string, why: string) => `${what} could not be shown: ${why}. The hub's own story is shown instead.`,
};

/** The hub's action registry: labels, help lines and why an action cannot run now. */
export const HUB_ACTIONS_TEXT = {
  noJobs: 'No job exists yet: step forward past the enqueues.',
  stepSweep: 'Step sweep',
  stepSweepHelp: 'Run one sweep at the current server time.',
  /** `seconds`: how far one press moves the clock. */
  advance: (seconds: number) => `Advance the clock ${seconds} s`,
  advanceHelp: (seconds: number) => `Let ${seconds} s pass and nothing else: leases nobody extends lapse, and the next sweep takes them.`,
  lateComplete: (worker: string, job: string) => `Send ${worker}'s late complete for ${job}`,
  lateCompleteHelp: (worker: string, job: string, delaySeconds: number, token: string) =>
    `${worker} finishes ${job} ${delaySeconds} s later and calls complete with its old token ${token}.`,
  lateBeforeSweep: (job: string) => `Available after a sweep has taken ${job}'s lease.`,
  lateJustSent: (worker: string) => `${worker}'s complete was the last step: step the sweep or the clock to send it again.`,
  previousStep: 'Previous step',
  previousStepHelp: 'Go back one step, down to step 0 (the steps you took stay recorded: Next step replays them).',
  atStepZero: 'This is step 0: nothing has run yet.',
  /** `clock`: the server clock there, as an offset (`t = 35.000 s`). */
  wentBack: (step: number, clock: string) => `Went back to step ${step}: the clock reads ${clock}.`,
  nextStep: 'Next step',
  nextStepHelp: 'Replay the next recorded step of the story (or of the steps you took).',
  atLastRecorded: 'This is the last recorded step: step the sweep or advance the clock to go on.',
  atLastTaken: 'Nothing is recorded after the steps you took: step the sweep or advance the clock to go on.',
  nextJob: 'Next job',
  nextJobHelp: 'Select the next job (pending, then active, then dead).',
  previousJob: 'Previous job',
  previousJobHelp: 'Select the previous job.',
  deselect: 'Deselect',
  deselectHelp: 'Clear the selection: the readout goes back to the last step alone.',
};
