import { cannotIntervene, type Intervention } from '../../sim/actors/intervention';
import { actorsAt, extendRunSteps, finish, generateRunSteps, interveneSteps, type Run, type RunSteps } from '../../sim/actors/run';
import { busyHour } from '../presets/busyHour';
import { worldPreset } from '../presets/worldPresets';
import { importRun, openingCursor } from '../../sim/scenario/exportRun';
import { ScenarioErrors } from '../../sim/scenario/scenarioError';
import { cursorAtTime } from '../../sim/timeline/seek';
import { clampSpeed, defaultSpeed, SPEEDS } from './speed';
import { recoveryFigures, retune, sweepLimitOf, sweepLimitProblem, tuningOf, tuningProblem, withSweepLimit, type SweepLimit, type TunedRun, type Tuning } from './tuning';

/** Where a run came from: a preset with its seed (and, for the busy hour, a job count), or a file. */
export interface RunSource {
  presetId: string | null;
  seed: number;
  /** The busy hour's job count when not its default 1,000. */
  jobs: number | null;
  /** The imported file's name, for a run replayed from a file. */
  fileName: string | null;
  /** Lease, heartbeat and sweep cadence set in the tuning panel (absent: the preset's own). */
  tuning?: Tuning;
  /** The sweep's LIMIT set in the tuning panel (`null`: none; absent: the preset's own). */
  limit?: SweepLimit;
}

/**
 * One run view's state: the run, a cursor into it and the playhead. Everything shown is derived
 * from `(run, cursor)` and `viewMs` by the run view's selectors; the reducer only calls the
 * simulator and moves the cursor. `viewMs` is the playhead in milliseconds after clockStartMs
 * (server clock): it moves continuously while playing (lease bars shrink smoothly), and the
 * cursor follows it.
 */
export interface RunState {
  source: RunSource;
  run: Run;
  cursor: number;
  viewMs: number;
  playing: boolean;
  speedIndex: number;
  /** A problem to show until dismissed: a file that is not a scenario, a refused intervention. */
  problem: string | null;
  /**
   * A run being generated a chunk at a time (a preset, a tuning, a fork, one more minute: see
   * `runWorkOf`): how many events are written so far. The current run stays shown until it is done.
   * Absent or `null`: nothing is being generated.
   */
  generating?: number | null;
  /**
   * A file being imported in slices (the current run stays shown until it is done): reading its
   * text (`total` null), then replaying step `done` of `total`. `null`: nothing is loading.
   */
  loading?: ImportProgress | null;
  /**
   * Every problem of the file the last import refused, one line each, in file order (`problem`
   * names the first); null or absent when the last import did not fail.
   */
  importErrors?: readonly string[] | null;
  /**
   * The run before the last `tune` (its settings and figures), shown beside this one's; `null` or
   * absent when this run was not opened by the tuning panel.
   */
  before?: TunedRun | null;
}

/** How far an import has got: reading the file (`total` null), or replaying `done` of `total` steps. */
export interface ImportProgress {
  fileName: string;
  done: number;
  total: number | null;
}

/**
 * What can happen to a run view:
 * - `openPreset` / `openRun`: shows a new run from its start, paused; `openPreset` throws an
 *   Error for an unknown preset id.
 * - `play`, `pause`, `togglePlay`: playback (Play at the end starts over, as media players do).
 * - `moveTo`: to a cursor (clamped), the playhead at that moment; pauses.
 * - `seekTime`: to `offsetMs` milliseconds after clockStartMs (clamped); pauses.
 * - `advance`: playback's tick: `wallMs` milliseconds of wall time passed, the playhead moves by
 *   `wallMs × speed`; ignored while paused.
 * - `setSpeed`: a speed index into SPEEDS (clamped).
 * - `intervene`: at the cursor, forking the future; a refused one becomes `problem`.
 * - `runLonger`: carries a world run on `ms` milliseconds past its horizon (default one minute).
 * - `importText`: replaces the run with an imported emq-scenario/1 file, opened where its story
 *   opens (`openingCursor`); a bad file leaves the run as it was, names its first problem and
 *   lists all of them (`importErrors`).
 * - `tune`: regenerates a preset's run from its start with a new lease, heartbeat and sweep
 *   cadence, and a new sweep LIMIT when `limit` is given (same seed, so the same arrivals and
 *   faults are drawn); the learner's interventions are dropped with the old run, whose settings
 *   and figures stay as `before`. A replayed file has no actors: it becomes `problem`.
 * - `importProgress`, `importDone`, `importFailed`: the steps of an import run in slices (see
 *   `importRunSteps`): progress is shown, then the file's run opens, or the problem is named and
 *   the current run stays.
 * - `dismissProblem`.
 * - `generating`: how far a run being generated in chunks has got (`runWorkOf`), `generateFailed`
 *   names why it stopped (the current run stays); `forked` and
 *   `extended` apply what `intervene` and `runLonger` generated (a new run at an earlier cursor).
 */
export type RunAction =
  | { type: 'openPreset'; presetId: string; seed: number; jobs?: number | null; tuning?: Tuning; limit?: SweepLimit }
  | { type: 'openRun'; run: Run; source: RunSource; before?: TunedRun }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'togglePlay' }
  | { type: 'moveTo'; cursor: number }
  | { type: 'seekTime'; offsetMs: number }
  | { type: 'advance'; wallMs: number }
  | { type: 'setSpeed'; index: number }
  | { type: 'intervene'; intervention: Intervention }
  | { type: 'runLonger'; ms?: number }
  | { type: 'importText'; text: string; fileName: string }
  | { type: 'tune'; tuning: Tuning; limit?: SweepLimit }
  | { type: 'importProgress'; progress: ImportProgress }
  | { type: 'importDone'; run: Run; fileName: string }
  | { type: 'importFailed'; fileName: string; error: string; errors?: readonly string[] }
  | { type: 'dismissProblem' }
  | { type: 'generating'; events: number }
  | { type: 'generateFailed'; error: string }
  | { type: 'forked'; run: Run; cursor: number; viewMs: number }
  | { type: 'extended'; run: Run };

/** How much longer "Run 1 more minute" makes a run, in milliseconds of server time. */
export const ONE_MINUTE = 60_000;

/**
 * The run of a preset, with `tuning` in place of its lease, heartbeat and sweep cadence when
 * given (`retune`) and `limit` as its sweep's LIMIT when given (`withSweepLimit`); throws an Error
 * for an unknown preset id, or a tuning or limit out of range.
 */
export function presetRun(presetId: string, seed: number, jobs: number | null = null, tuning?: Tuning, limit?: SweepLimit): Run {
  return finish(presetRunSteps(presetId, seed, jobs, tuning, limit));
}

/** `presetRun` a chunk at a time (`RunSteps`, src/sim/actors/run.ts); the same errors, thrown at once. */
export function presetRunSteps(presetId: string, seed: number, jobs: number | null = null, tuning?: Tuning, limit?: SweepLimit): RunSteps {
  const p = worldPreset(presetId);
  if (!p) throw new Error(`no preset "${presetId}"`);
  const config = presetId === 'busy-hour' && jobs !== null ? busyHour(seed, { jobs }) : p.config(seed);
  const tuned = tuning ? retune(config, tuning) : config;
  return generateRunSteps(limit !== undefined ? withSweepLimit(tuned, limit) : tuned);
}

/**
 * The long part of an action that generates a run (`openPreset`, `tune`, `intervene`,
 * `runLonger`) as a generator: it yields the events written so far and returns the cheap action
 * that shows the result (`openRun`, `forked`, `extended`). `reduceRun` runs it to the end at once;
 * a page runs it a slice at a time between turns of its main thread (src/ui/run/runInSlices.ts).
 * `null`: the action is cheap in `s` (every other action, or one the reducer refuses with a
 * problem). Throws what the action would (an unknown preset id).
 */
export function runWorkOf(s: RunState, action: RunAction): Generator<number, RunAction, void> | null {
  switch (action.type) {
    case 'openPreset': {
      const { presetId, seed, jobs = null, tuning, limit } = action;
      const steps = presetRunSteps(presetId, seed, jobs, tuning, limit);
      const source: RunSource = { presetId, seed, jobs, fileName: null, ...(tuning ? { tuning } : {}), ...(limit !== undefined ? { limit } : {}) };
      return resolved(steps, (run) => ({ type: 'openRun', run, source }));
    }
    case 'tune': {
      const { presetId, seed, jobs } = s.source;
      if (presetId === null || tuningProblem(action.tuning) || (action.limit !== undefined && sweepLimitProblem(action.limit))) return null;
      const limit = action.limit !== undefined ? action.limit : s.source.limit;
      const source: RunSource = { ...s.source, tuning: action.tuning, ...(limit !== undefined ? { limit } : {}) };
      const was = s.run.config ? tuningOf(s.run.config) : null;
      const before = was && s.run.config ? { tuning: was, limit: sweepLimitOf(s.run.config), figures: recoveryFigures(s.run) } : undefined;
      return resolved(presetRunSteps(presetId, seed, jobs, action.tuning, limit), (run) => ({ type: 'openRun', run, source, ...(before ? { before } : {}) }));
    }
    case 'intervene': {
      if (!s.run.config || cannotIntervene(actorsAt(s.run, s.cursor), action.intervention)) return null;
      const { cursor, viewMs } = s;
      // Recorded where the playhead is (it may sit past the last event), not piled on that event.
      return resolved(interveneSteps(s.run, cursor, action.intervention, viewMs), (run) => ({ type: 'forked', run, cursor, viewMs }));
    }
    case 'runLonger':
      return s.run.config ? resolved(extendRunSteps(s.run, action.ms ?? ONE_MINUTE), (run) => ({ type: 'extended', run })) : null;
    default:
      return null;
  }
}

function* resolved(steps: RunSteps, then: (run: Run) => RunAction): Generator<number, RunAction, void> {
  return then(yield* steps);
}

/** The playhead's end in milliseconds after clockStartMs: the horizon of a world run, or the last step of a file. */
export function endOf(run: Run): number {
  const last = run.timeline.events.at(-1);
  const lastMs = last ? last.nowMs - run.timeline.header.clockStartMs : 0;
  return Math.max(lastMs, run.config?.horizonMs ?? 0);
}

/** The moment of cursor `c` in milliseconds after clockStartMs: when its last event ran (0 before any). */
export function timeOf(run: Run, c: number): number {
  return c === 0 ? 0 : run.timeline.events[c - 1]!.nowMs - run.timeline.header.clockStartMs;
}

/** The state a run view opens with: paused at `cursor` (clamped; default the start). */
export function runInitial(init: { run: Run; source: RunSource; cursor?: number }): RunState {
  const n = init.run.timeline.events.length;
  // A story file's run (a link's) opens where its story does.
  const cursor = Math.max(0, Math.min(n, init.cursor ?? openingCursor(init.run)));
  return { source: init.source, run: init.run, cursor, viewMs: timeOf(init.run, cursor), playing: false, speedIndex: defaultSpeed(endOf(init.run)), problem: null };
}

/** The run view's reducer: pure, returns `s` itself when nothing changes. */
export function reduceRun(s: RunState, action: RunAction): RunState {
  switch (action.type) {
    case 'openPreset':
      return reduceRun(s, finish(runWorkOf(s, action)!));
    case 'openRun':
      return open(s, action.run, action.source, action.before ?? null);
    case 'play':
      if (s.viewMs >= endOf(s.run) && s.cursor >= s.run.timeline.events.length) return { ...s, cursor: 0, viewMs: 0, playing: true };
      return s.playing ? s : { ...s, playing: true };
    case 'pause':
      return s.playing ? { ...s, playing: false } : s;
    case 'togglePlay':
      return reduceRun(s, { type: s.playing ? 'pause' : 'play' });
    case 'moveTo': {
      const c = Math.max(0, Math.min(s.run.timeline.events.length, Math.trunc(action.cursor)));
      return { ...s, cursor: c, viewMs: timeOf(s.run, c), playing: false };
    }
    case 'seekTime': {
      const v = Math.max(0, Math.min(endOf(s.run), action.offsetMs));
      return { ...s, viewMs: v, cursor: cursorAtTime(s.run.timeline, s.run.timeline.header.clockStartMs + v), playing: false };
    }
    case 'advance': {
      if (!s.playing) return s;
      const end = endOf(s.run);
      const v = Math.min(end, s.viewMs + action.wallMs * SPEEDS[s.speedIndex]!);
      const c = cursorAtTime(s.run.timeline, s.run.timeline.header.clockStartMs + v);
      return { ...s, viewMs: v, cursor: c, playing: v < end };
    }
    case 'setSpeed':
      return { ...s, speedIndex: clampSpeed(action.index) };
    case 'intervene': {
      const why = s.run.config ? cannotIntervene(actorsAt(s.run, s.cursor), action.intervention) : 'This run replays a file: it has no actors to regenerate a future from.';
      if (why) return { ...s, problem: why, generating: null };
      return reduceRun(s, finish(runWorkOf(s, action)!));
    }
    case 'forked':
      // The intervention is the event at the cursor: show its effect.
      return { ...s, run: action.run, cursor: action.cursor + 1, viewMs: Math.max(action.viewMs, timeOf(action.run, action.cursor + 1)), problem: null, generating: null };
    case 'runLonger':
      return s.run.config ? reduceRun(s, finish(runWorkOf(s, action)!)) : s;
    case 'extended':
      return { ...s, run: action.run, problem: null, generating: null };
    case 'generating':
      return { ...s, generating: action.events };
    case 'generateFailed':
      return { ...s, generating: null, problem: `The run could not be generated: ${action.error}. The current run is unchanged.` };
    case 'importText':
      try {
        return open(s, importRun(action.text), { presetId: null, seed: 0, jobs: null, fileName: action.fileName });
      } catch (e) {
        const errors = e instanceof ScenarioErrors ? e.problems : [(e as Error).message];
        return { ...s, problem: notLoaded(action.fileName, (e as Error).message, errors.length), importErrors: errors };
      }
    case 'importProgress':
      return { ...s, loading: action.progress, problem: null, importErrors: null };
    case 'importDone':
      return open(s, action.run, { presetId: null, seed: 0, jobs: null, fileName: action.fileName });
    case 'importFailed':
      return { ...s, loading: null, problem: notLoaded(action.fileName, action.error, action.errors?.length ?? 1), importErrors: action.errors ?? [action.error] };
    case 'tune': {
      const { presetId } = s.source;
      if (presetId === null) return { ...s, problem: 'This run replays a file: it has no actors to run again with another lease, heartbeat or sweep cadence.' };
      const why = tuningProblem(action.tuning) ?? (action.limit === undefined ? null : sweepLimitProblem(action.limit));
      if (why) return { ...s, problem: `The tuning was not applied: ${why}.` };
      return reduceRun(s, finish(runWorkOf(s, action)!));
    }
    case 'dismissProblem':
      return s.problem === null ? s : { ...s, problem: null };
  }
}

/** The first of `count` problems of a refused file; the others are listed beside the file buttons (`importErrors`). */
function notLoaded(fileName: string, error: string, count = 1): string {
  const more = count > 1 ? ` (and ${count - 1} more ${count === 2 ? 'problem' : 'problems'}, listed under Import JSON)` : '';
  return `${fileName} was not loaded: ${error}${more}. The current run is unchanged.`;
}

/** Shows `run` paused at its opening: a story file's at its `openAt` (`openingCursor`), any other run at its start. */
function open(s: RunState, run: Run, source: RunSource, before: TunedRun | null = null): RunState {
  const cursor = openingCursor(run);
  return { ...s, run, source, cursor, viewMs: timeOf(run, cursor), playing: false, speedIndex: defaultSpeed(endOf(run)), problem: null, loading: null, generating: null, before, importErrors: null };
}
