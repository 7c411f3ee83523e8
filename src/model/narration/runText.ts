// Part of the catalogue (catalogue.ts re-exports it): the run view's own words around its
// narration (RUN in catalogue.ts): the action registry, the presets and files, the queue, the
// workers, the strip, the tuning panel, and what its link's parameters could not do.
import { formatDuration } from '../selectors/formatDuration';
import { groupThousands } from '../selectors/groupThousands';
import type { Rich } from './rich';
import { LEASE_TIME } from './leaseText';
import { KEYS_TEXT } from './shellText';

/** The run view's action registry: labels and help lines. */
export const RUN_ACTIONS_TEXT = {
  play: 'Play / Pause',
  playNow: (playing: boolean) => (playing ? 'Pause' : 'Play'),
  playHelp: 'Play or pause the run at the chosen speed (it pauses by itself when the tab is hidden).',
  stepBack: 'Step back',
  stepBackHelp: 'Go back one event.',
  stepForward: 'Step forward',
  stepForwardHelp: 'Go forward one event.',
  previousSweep: 'Previous sweep',
  previousSweepHelp: 'Jump to just after the previous sweep.',
  nextSweep: 'Next sweep',
  nextSweepHelp: 'Jump to just after the next sweep.',
  start: 'Start',
  startHelp: 'Go to the start of the run.',
  end: 'End',
  endHelp: 'Go to the last event of the run.',
  more: 'Run 1 more minute',
  moreHelp: 'At the end of the run, let the actors carry on for one more minute of server time.',
  slower: 'Slower',
  slowerHelp: 'Play more slowly: one step down the log scale of speeds.',
  faster: 'Faster',
  fasterHelp: 'Play faster: one step up the log scale of speeds.',
};

/** The run view's panels: presets and files, the queue, the workers, the strip, the tuning panel. */
export const RUN_VIEW = {
  helpNote: `${KEYS_TEXT.helpNote} On a focused slider the arrow keys move that slider.`,
  /** While a large preset's run is generated a slice at a time. */
  generating: (events: number) => `Generating the run… ${groupThousands(events)} events so far`,
  /** The file name a run opened from a link goes by (where an imported run shows its file's name). */
  runFromLink: 'the run in this link',
  runLinkFailed: (why: string) => `The run in this link could not be opened: ${why}. The preset run is shown instead.`,
  presets: 'Presets',
  seed: 'Seed',
  generateWithSeed: 'Generate with this seed',
  /** Under the presets when the run is a file's: `file` is its name, or null. */
  replaying: (file: string | null) => `Replaying ${file ?? 'a file'}: its steps, as recorded.`,
  scenarioFile: 'Scenario file',
  exportJson: 'Export JSON',
  importJson: 'Import JSON',
  copyRunLink: 'Copy a link to this run',
  readingFile: (file: string) => `Reading ${file}…`,
  replayingStep: (done: number, total: number) => `Replaying step ${groupThousands(done)} of ${groupThousands(total)}…`,
  timelineControls: 'Timeline controls',
  /** The scrubber's and the speed slider's names. */
  step: 'Step',
  speed: 'Speed',
  /** The strip: what a click does, and its legend. */
  stripClick: 'Click to jump to that moment',
  stripLegend: 'Strip legend',
  stripMarks: {
    sweep: 'sweep found nothing',
    recovered: 'sweep recovered a job',
    dead: 'sweep dead-lettered a job',
    crash: 'crash',
    pause: 'pause',
    learner: 'your intervention',
  },
  /** The queue panel. */
  queue: 'Queue',
  counts: { completed: 'Completed', dead: 'Dead-lettered', pending: 'Pending', active: 'In flight' },
  addJobs: 'Add jobs',
  addJob: 'Add a job',
  addPoisonJob: 'Add a poison job',
  /** Under the add buttons. */
  poisonNote: [
    'A ',
    { strong: 'poison job' },
    " crashes whichever worker runs it (a payload its handler cannot survive); only the sweep's stall count (maxStalled) stops it from crashing worker after worker.",
  ] as Rich,
  nextInLine: 'Next in line',
  poison: 'poison',
  markPoison: 'Mark poison',
  markPoisonLabel: (job: string) => `Mark ${job} as poison`,
  pendingLanes: 'Pending lanes',
  /** A pending lane's name: the shared one, or a group's. */
  laneName: (group: string | null) => (group === null ? 'Shared lane' : `Group ${group}`),
  laneLabel: (group: string | null, size: number) => `${group === null ? 'Shared lane' : `Group ${group}'s lane`}: ${size === 0 ? 'empty' : `${size} waiting`}`,
  empty: 'empty',
  /** The workers' lane. */
  workers: 'Workers',
  /** `at`: the sweep's clock offset (`12.0 s`); `in`: how long until it, when ahead. */
  nextSweepAt: (at: string, inMs: number | null) => `next sweep at t = ${at}${inMs === null ? '' : `, in ${formatDuration(inMs)}`}`,
  nextSweepTick: 'next sweep',
  theNextSweep: 'the next sweep',
  now: 'now',
  /** A tick of the lease axis, relative to now (`+5.0 s`, `−2.0 s`). */
  relativeTick: (ms: number) => `${ms > 0 ? '+' : '−'}${formatDuration(Math.abs(ms))}`,
  /** A slot whose worker was restarted under another id. */
  nowWorker: (id: string) => `now ${id}`,
  status: {
    working: 'working',
    waiting: 'waiting for a job',
    claiming: 'asking for a job',
    idle: 'idle',
    paused: 'paused (alive, silent)',
    crashed: 'crashed',
  },
  /** `ms`: from now to the lease's deadline (0 or less: expired). */
  leaseEnds: (ms: number) => `lease ${LEASE_TIME.fromNow(ms)}${ms > 0 ? '' : ': the next sweep takes it'}`,
  holds: (job: string, token: string, lease: string) => `${job} (token ${token}), ${lease}`,
  fenced: (job: string, token: string) => `believes it holds ${job}, but token ${token} is gone: fenced, its next extend or complete gets -1`,
  stillLeased: (job: string, worker: string | null, crashed: boolean, lease: string) =>
    `${job} still leased to ${worker ?? 'nobody'} (${crashed ? 'crashed' : 'abandoned'}), ${lease}`,
  /** How to read the lanes; `interactive`: the run's workers can be crashed and paused. */
  laneHint: (interactive: boolean): Rich => [
    'A bar is a lease in ',
    { code: 'active' },
    ': from now to its deadline, shrinking as the clock runs. Amber means expired: only a sweep takes it back. Pause freezes a worker the way a long ',
    { strong: 'GC pause' },
    ` does (the runtime stops the process to collect garbage): alive, but sending no heartbeats.${interactive ? '' : ' This run replays a file: its workers can be watched, not crashed or paused.'}`,
  ],
  crash: 'Crash',
  pause: 'Pause',
  resume: 'Resume',
  restart: 'Restart',
  /** A worker button's accessible name: the verb and the worker slot. */
  workerAction: (verb: string, slot: string) => `${verb} ${slot}`,
  /** The tuning panel. */
  tuning: 'Tuning',
  knobs: {
    leaseMs: { label: 'Lease length', hint: 'how long a claim or extend holds the job' },
    heartbeatMs: { label: 'Heartbeat interval', hint: 'how often a working worker extends' },
    sweepEveryMs: { label: 'Sweep cadence', hint: 'how often the sweep reads active' },
  },
  /** A slider's value as a screen reader says it (`seconds`: already written, `12.5`). */
  secondsSpoken: 'seconds',
  runAgain: 'Run again with these',
  latencyMedian: 'Recovery latency, median',
  latencyMax: 'Recovery latency, max',
  falseRecoveries: 'False recoveries',
  /** A figure with nothing to measure. */
  none: '–',
};

/** Why a run link's parameter was not used, and what is used instead (the notice, one sentence each). */
export const RUN_LINK_TEXT = {
  preset: (value: string, presets: readonly string[], fallback: string) => `preset=${value} is not one of ${presets.join(', ')}, so the ${fallback} preset is shown.`,
  seed: (value: string, fallback: number) => `seed=${value} is not a whole number from 0 to 4294967295, so seed ${fallback} is used.`,
  step: (value: string) => `step=${value} is not a step number, so the run opens at its start.`,
  jobsNotBusyHour: (value: string) => `jobs=${value} only applies to the busy-hour preset, so it is ignored.`,
  jobsOutOfRange: (value: string, max: number) => `jobs=${value} is not a job count from 1 to ${max}, so the busy hour has 1,000 jobs.`,
  tuneNotNumbers: 'it is not three whole numbers of milliseconds (lease,heartbeat,sweep)',
  tune: (value: string, why: string) => `tune=${value} cannot be used (${why}), so the preset's own lease, heartbeat and sweep cadence are used.`,
  limitNoSweep: (value: string) => `limit=${value} only applies to a preset with a sweep, so it is ignored.`,
  limitOutOfRange: (value: string, max: number) => `limit=${value} is not none or a whole number from 1 to ${max}, so the preset's own sweep LIMIT is used.`,
  stepPastEnd: (step: number, events: number) => `step=${step} is past the end of this run (${events} steps), so it opens at the end.`,
};

/** The redis-cli copy button and its help (the run's steps as commands a real server runs). */
export const REDIS_CLI_TEXT = {
  copy: 'Copy as redis-cli commands',
  help: [
    'One command a line, each verb an ',
    { code: 'EVAL' },
    ' of its script with the step’s server time in place of ',
    { code: 'TIME' },
    '. Start an empty server (',
    { code: 'redis-server --port 6390' },
    ') and paste into ',
    { code: 'redis-cli -p 6390' },
    ', or save the text and run ',
    { code: 'redis-cli -p 6390 < commands.txt' },
    ': it ends with the keyspace of the run’s last step.',
  ] as Rich,
};
