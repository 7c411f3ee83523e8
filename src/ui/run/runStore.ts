import { createStore, type StoreApi } from 'zustand/vanilla';
import { cannotIntervene, type Intervention } from '../../sim/actors/intervention';
import { actorsAt, extendRun, generateRun, intervene, type Run } from '../../sim/actors/run';
import { busyHour } from '../../sim/presets/busyHour';
import { worldPreset } from '../../sim/presets/worldPresets';
import { importRun } from '../../sim/scenario/exportRun';
import { ScenarioError } from '../../sim/scenario/scenarioError';
import { cursorAtTime } from '../../sim/timeline/seek';
import { clampSpeed, defaultSpeed, SPEEDS } from './speed';

/** Where a run came from: a preset with its seed (and, for the busy hour, a job count), or a file. */
export interface RunSource {
  presetId: string | null;
  seed: number;
  /** The busy hour's job count when not its default 1,000. */
  jobs: number | null;
  /** The imported file's name, for a run replayed from a file. */
  fileName: string | null;
}

/**
 * One run view's state: the run, a cursor into it and the playhead. Everything shown is derived
 * from `(run, cursor)` and `viewMs` by the memo layer in `src/store/selectors.ts`; actions only call
 * `src/sim` and move the cursor. `viewMs` is the playhead as an offset from clockStartMs: it
 * moves continuously while playing (lease bars shrink smoothly), and the cursor follows it.
 */
export interface RunStoreState {
  source: RunSource;
  run: Run;
  cursor: number;
  viewMs: number;
  playing: boolean;
  speedIndex: number;
  /** A problem to show until dismissed: a file that is not a scenario, a refused intervention. */
  problem: string | null;
  openPreset(presetId: string, seed: number, jobs?: number | null): void;
  openRun(run: Run, source: RunSource): void;
  play(): void;
  pause(): void;
  togglePlay(): void;
  /** Moves to a cursor (clamped) and puts the playhead at that moment; pauses playback. */
  moveTo(cursor: number): void;
  /** Moves to an offset in server time (ms after clockStartMs); pauses playback. */
  seekTime(offsetMs: number): void;
  /** Playback: `wallMs` of wall time passed; the playhead moves by `wallMs × speed`. */
  advance(wallMs: number): void;
  setSpeed(index: number): void;
  /** Intervenes at the cursor (forking the future); returns the reason when it cannot. */
  intervene(iv: Intervention): string | null;
  /** Carries a world run on `ms` past its horizon (default one minute); the playhead stays. */
  runLonger(ms?: number): void;
  /** Replaces the run with an imported file; keeps the current run and sets `problem` when the file is bad. */
  importText(text: string, fileName: string): boolean;
  dismissProblem(): void;
}

export type RunStore = StoreApi<RunStoreState>;

/** How much longer "Run 1 more minute" makes a run. */
export const ONE_MINUTE = 60_000;

/** The run of a preset; throws an Error for an unknown preset id. */
export function presetRun(presetId: string, seed: number, jobs: number | null = null): Run {
  const p = worldPreset(presetId);
  if (!p) throw new Error(`no preset "${presetId}"`);
  return generateRun(presetId === 'busy-hour' && jobs !== null ? busyHour(seed, { jobs }) : p.config(seed));
}

/** The playhead's end: the horizon of a world run, or the last step of a file (ms after clockStartMs). */
export function endOf(run: Run): number {
  const last = run.timeline.events.at(-1);
  const lastMs = last ? last.nowMs - run.timeline.header.clockStartMs : 0;
  return Math.max(lastMs, run.config?.horizonMs ?? 0);
}

/** The moment of cursor `c` as an offset: when its last event ran (0 before any). */
export function timeOf(run: Run, c: number): number {
  return c === 0 ? 0 : run.timeline.events[c - 1]!.nowMs - run.timeline.header.clockStartMs;
}

/** Creates a run view's store (one per view instance, provided through context). */
export function createRunStore(init: { run: Run; source: RunSource; cursor?: number }): RunStore {
  const n = init.run.timeline.events.length;
  const cursor = Math.max(0, Math.min(n, init.cursor ?? 0));
  return createStore<RunStoreState>()((set, get) => ({
    source: init.source,
    run: init.run,
    cursor,
    viewMs: timeOf(init.run, cursor),
    playing: false,
    speedIndex: defaultSpeed(endOf(init.run)),
    problem: null,
    openPreset(presetId, seed, jobs = null) {
      get().openRun(presetRun(presetId, seed, jobs), { presetId, seed, jobs, fileName: null });
    },
    openRun(run, source) {
      set({ run, source, cursor: 0, viewMs: 0, playing: false, speedIndex: defaultSpeed(endOf(run)), problem: null });
    },
    play() {
      const s = get();
      // Play at the end starts over, as media players do.
      if (s.viewMs >= endOf(s.run) && s.cursor >= s.run.timeline.events.length) set({ cursor: 0, viewMs: 0, playing: true });
      else set({ playing: true });
    },
    pause() {
      if (get().playing) set({ playing: false });
    },
    togglePlay() {
      if (get().playing) get().pause();
      else get().play();
    },
    moveTo(to) {
      const { run } = get();
      const c = Math.max(0, Math.min(run.timeline.events.length, Math.trunc(to)));
      set({ cursor: c, viewMs: timeOf(run, c), playing: false });
    },
    seekTime(offsetMs) {
      const { run } = get();
      const v = Math.max(0, Math.min(endOf(run), offsetMs));
      set({ viewMs: v, cursor: cursorAtTime(run.timeline, run.timeline.header.clockStartMs + v), playing: false });
    },
    advance(wallMs) {
      const s = get();
      if (!s.playing) return;
      const end = endOf(s.run);
      const v = Math.min(end, s.viewMs + wallMs * SPEEDS[s.speedIndex]!);
      const c = cursorAtTime(s.run.timeline, s.run.timeline.header.clockStartMs + v);
      set({ viewMs: v, cursor: c, playing: v < end });
    },
    setSpeed(index) {
      set({ speedIndex: clampSpeed(index) });
    },
    intervene(iv) {
      const s = get();
      const why = s.run.config ? cannotIntervene(actorsAt(s.run, s.cursor), iv) : 'This run replays a file: it has no actors to regenerate a future from.';
      if (why) {
        set({ problem: why });
        return why;
      }
      // Recorded where the playhead is (it may sit past the last event), not piled on that event.
      const run = intervene(s.run, s.cursor, iv, s.viewMs);
      // The intervention is the event at the cursor: show its effect.
      set({ run, cursor: s.cursor + 1, viewMs: Math.max(s.viewMs, timeOf(run, s.cursor + 1)), problem: null });
      return null;
    },
    runLonger(ms = ONE_MINUTE) {
      const s = get();
      if (!s.run.config) return;
      set({ run: extendRun(s.run, ms), problem: null });
    },
    importText(text, fileName) {
      try {
        const run = importRun(text);
        get().openRun(run, { presetId: null, seed: 0, jobs: null, fileName });
        return true;
      } catch (e) {
        const message = e instanceof ScenarioError ? e.message : (e as Error).message;
        set({ problem: `${fileName} was not loaded: ${message}. The current run is unchanged.` });
        return false;
      }
    },
    dismissProblem() {
      set({ problem: null });
    },
  }));
}
