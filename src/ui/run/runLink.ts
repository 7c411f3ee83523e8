import { WORLD_PRESETS, worldPreset } from '../../model/presets/worldPresets';
import { shownValue, withParams, type LinkParams } from '../url/query';
import type { RunState } from '../../model/run/runModel';
import { MAX_SWEEP_LIMIT, tuningProblem, type SweepLimit, type Tuning } from '../../model/run/tuning';
import { RUN_LINK_TEXT as L } from '../../model/narration/runText';

/** What a run view link carries: `?view=run&preset=…&seed=…&step=…` (and `jobs=` for a bigger busy hour, `tune=`, `limit=`). */
export interface RunLink {
  preset: string;
  seed: number;
  /** The cursor; null: the start. */
  step: number | null;
  /** The busy hour's job count; null: its default. */
  jobs: number | null;
  /** `tune=LEASE,HEARTBEAT,SWEEP` in milliseconds (the tuning panel's values); absent: the preset's own. */
  tuning?: Tuning;
  /** `limit=N` (1..MAX_SWEEP_LIMIT) or `limit=none`: the sweep's LIMIT set in the tuning panel; absent: the preset's own. */
  limit?: SweepLimit;
}

export const DEFAULT_PRESET = 'command-worker';
/** The largest busy hour a link may ask for (a bigger one would take seconds to generate). */
export const MAX_JOBS = 5000;

/**
 * Reads a run link. A bad parameter never stops the page: an unknown preset, a seed that is not
 * a whole number, a step that is not a whole number, a job count out of 1..MAX_JOBS, a tuning or a
 * sweep LIMIT out of range falls back to the default, and `problems` names it in a sentence. The step is checked against the run
 * once it is built (`clampStep`).
 */
export function readRunLink(search: string): { link: RunLink; problems: string[] } {
  const q = new URLSearchParams(search);
  const problems: string[] = [];
  let preset = DEFAULT_PRESET;
  const p = q.get('preset');
  if (p !== null) {
    if (worldPreset(p)) preset = p;
    else problems.push(L.preset(shownValue(p), WORLD_PRESETS.map((x) => x.id), DEFAULT_PRESET));
  }
  const def = worldPreset(preset)!.defaultSeed;
  let seed = def;
  const s = q.get('seed');
  if (s !== null) {
    if (/^\d{1,10}$/.test(s) && Number(s) < 2 ** 32) seed = Number(s);
    else problems.push(L.seed(shownValue(s), def));
  }
  let step: number | null = null;
  const st = q.get('step');
  if (st !== null) {
    if (/^\d{1,9}$/.test(st)) step = Number(st);
    else problems.push(L.step(shownValue(st)));
  }
  let jobs: number | null = null;
  const j = q.get('jobs');
  if (j !== null) {
    const n = /^\d{1,6}$/.test(j) ? Number(j) : NaN;
    if (preset !== 'busy-hour') problems.push(L.jobsNotBusyHour(shownValue(j)));
    else if (n >= 1 && n <= MAX_JOBS) jobs = n;
    else problems.push(L.jobsOutOfRange(shownValue(j), MAX_JOBS));
  }
  const link: RunLink = { preset, seed, step, jobs };
  const t = q.get('tune');
  if (t !== null) {
    const parts = /^(\d{1,6}),(\d{1,6}),(\d{1,6})$/.exec(t);
    const tuning = parts ? { leaseMs: Number(parts[1]), heartbeatMs: Number(parts[2]), sweepEveryMs: Number(parts[3]) } : null;
    const why = tuning ? tuningProblem(tuning) : L.tuneNotNumbers;
    if (tuning && !why) link.tuning = tuning;
    else problems.push(L.tune(shownValue(t), why ?? ''));
  }
  const l = q.get('limit');
  if (l !== null) {
    const n = /^\d{1,3}$/.test(l) ? Number(l) : NaN;
    if (!worldPreset(preset)!.config(seed).sweeper) problems.push(L.limitNoSweep(shownValue(l)));
    else if (l === 'none') link.limit = null;
    else if (n >= 1 && n <= MAX_SWEEP_LIMIT) link.limit = n;
    else problems.push(L.limitOutOfRange(shownValue(l), MAX_SWEEP_LIMIT));
  }
  return { link, problems };
}

/** A step within a run of `events` events, and the sentence to show when it had to be changed. */
export function clampStep(step: number | null, events: number): { step: number; problem: string | null } {
  if (step === null) return { step: 0, problem: null };
  if (step <= events) return { step, problem: null };
  return { step: events, problem: L.stepPastEnd(step, events) };
}

/**
 * The run view's own link parameters. A run with interventions, or carried on past its horizon,
 * cannot be rebuilt from preset and seed, so it leaves the step out; a run from a file (no preset) leaves preset, seed and step out.
 */
export function runLinkParams(s: Pick<RunState, 'source' | 'run' | 'cursor'>): LinkParams {
  const { presetId, seed, jobs, tuning, limit } = s.source;
  if (presetId === null) return { preset: null, seed: null, jobs: null, step: null, tune: null, limit: null };
  return {
    preset: presetId,
    seed: String(seed),
    jobs: jobs === null ? null : String(jobs),
    step: s.run.interventions.length === 0 && !s.run.extendedMs ? String(s.cursor) : null,
    tune: tuning ? `${tuning.leaseMs},${tuning.heartbeatMs},${tuning.sweepEveryMs}` : null,
    limit: limit === undefined ? null : limit === null ? 'none' : String(limit),
  };
}

/** The link of a preset (for the picker's anchors): `?view=run&preset=crash-loop&seed=1`. */
export function presetHref(preset: string, seed: number): string {
  return withParams('?view=run', { preset, seed: String(seed) });
}
