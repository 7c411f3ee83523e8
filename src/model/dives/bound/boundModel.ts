import { factOf, scannedJobs } from '../../../sim/events/facts';
import { BOUND } from '../../narration/catalogue';
import { reduceCheckpoint, stepWithheld, type CheckpointAction, type CheckpointAnswers, type SkipPredictionAction } from '../checkpoint';
import { buildBoundRun, POISON, type BoundAction, type BoundConfig, type BoundMode, type BoundRun, type BoundStep } from './bound';

/** The recoveries the learner can pick, in the order the page offers them. */
export const BOUND_MODES: readonly BoundMode[] = ['sweep', 'reap', 'reapThenSweep'];
/** The maxStalled values the page offers. */
export const BOUND_MAX_STALLED: readonly number[] = [1, 2, 3, 4, 5, 6];

/** The bound dive: its setting, the learner's actions so far (the run is rebuilt from them), and how much of the run is shown. */
export interface BoundState {
  maxStalled: number;
  mode: BoundMode;
  actions: readonly BoundAction[];
  /** How many steps of the run are shown (1 = only the enqueue). */
  cursor: number;
  playing: boolean;
  /** The run built under each other setting (`M:mode`), kept while the learner looks at another. */
  kept: Readonly<Record<string, { actions: readonly BoundAction[]; cursor: number }>>;
  /** The learner's prediction of where the next recovery puts the job (boundCheckpoint.ts), or null. */
  checkpoint: CheckpointAnswers | null;
  /**
   * The opening prediction is still open: from the dive's opening or a reset, until the learner
   * checks, skips predicting or steps past a recovery they predicted. While it is, stepping stops
   * before the next recovery (`stepsWithheld`) until the learner predicts.
   */
  predictionOpen: boolean;
}

export const BOUND_DEFAULTS: BoundState = { maxStalled: 3, mode: 'sweep', actions: [], cursor: 1, playing: false, kept: {}, checkpoint: null, predictionOpen: true };

export type BoundDiveAction =
  /** One step (`beat: false`) or to the end of the beat, `count` times; beats are added while the job is not in the morgue. */
  | { type: 'advance'; count: number; toEndOfBeat: boolean }
  | { type: 'togglePlay' }
  /** The loop timer: one more beat, or stop once the job rests in the morgue. */
  | { type: 'tick' }
  | { type: 'stop' }
  | { type: 'retry'; reset: boolean }
  | { type: 'back' }
  | { type: 'reset' }
  | { type: 'configure'; maxStalled?: number; mode?: BoundMode }
  /** The checkpoint: a guess, or Check (checkpoint.ts). */
  | CheckpointAction
  /** "Skip predicting": stepping goes on past the next recovery without a guess. */
  | SkipPredictionAction;

const keyOf = (s: BoundConfig) => `${s.maxStalled}:${s.mode}`;

const runs = new WeakMap<readonly BoundAction[], Map<string, BoundRun>>();
/**
 * The run of the state's setting and actions (`buildBoundRun`), built once per setting and
 * actions list, so the view, the actions' `enabled` and the reducer share one (and a widget
 * re-renders only when it changes). Throws as buildBoundRun does.
 */
export function boundRunOf(s: Pick<BoundState, 'maxStalled' | 'mode' | 'actions'>): BoundRun {
  let byConfig = runs.get(s.actions);
  if (!byConfig) runs.set(s.actions, (byConfig = new Map()));
  const key = keyOf(s);
  let run = byConfig.get(key);
  if (!run) byConfig.set(key, (run = buildBoundRun({ maxStalled: s.maxStalled, mode: s.mode }, s.actions)));
  return run;
}

/** The step shown last (the cursor's). */
export function currentStep(s: BoundState): BoundStep {
  return boundRunOf(s).steps[s.cursor - 1]!;
}

/**
 * The poison-job panel's tally at the shown step: the recoveries so far and what bounds them in
 * this mode (the count, only since an operator's reset; nothing under a reaper), from the catalogue.
 */
export function tallyOf(s: BoundState): string {
  const cur = currentStep(s);
  return BOUND.tally(s.mode, POISON, cur.recoveries, cur.stalled, s.maxStalled, cur.sinceReset, stallOutcomeWithheld(s));
}

/** True when the whole run is shown and it ends with the job in the morgue: a retry is all that can follow. */
export function restsInMorgue(s: BoundState): boolean {
  const run = boundRunOf(s);
  return s.cursor === run.steps.length && run.steps[run.steps.length - 1]!.lane === 'dead';
}

const withBeat = new WeakMap<readonly BoundAction[], readonly BoundAction[]>();
/** The actions plus one more beat, one array per actions list (so its run is built once too). */
function oneBeatMore(actions: readonly BoundAction[]): readonly BoundAction[] {
  let more = withBeat.get(actions);
  if (!more) withBeat.set(actions, (more = [...actions, 'beat']));
  return more;
}

/**
 * The next step after the cursor that takes the job out of active (a sweep or reaper that read
 * it) and its index in the run: the checkpoint's moment. Null once the job rests in the morgue.
 * The run grows a beat at a time, so it looks one beat further than what is built so far; a
 * step keeps its index as the run grows.
 */
export function nextRecoveryOf(s: BoundState): { step: BoundStep; index: number } | null {
  if (restsInMorgue(s)) return null;
  for (const actions of [s.actions, oneBeatMore(s.actions)]) {
    const steps = boundRunOf({ ...s, actions }).steps;
    for (let i = s.cursor; i < steps.length; i++) {
      const st = steps[i]!;
      if ((st.step.op === 'sweep' || st.step.op === 'reap') && scannedJobs(st.event.facts).length > 0) return { step: st, index: i };
    }
  }
  return null;
}

/**
 * The checkpoint's moment as a key: the setting, the learner's retries so far and the
 * recovery's step index (beats only add steps after it), so a guess stays while the learner
 * steps up to that recovery, and each stall gets its own. Null when no recovery is ahead, or
 * under a reaper (`reap`, `reapThenSweep`): the count never moves there, so no stall is asked.
 */
export function checkpointKeyOf(s: BoundState): string | null {
  // Under a reaper nothing counts a stall, so there is no stall to predict (and nothing is withheld).
  if (s.mode !== 'sweep') return null;
  const next = nextRecoveryOf(s);
  return next && `${s.maxStalled}|${s.mode}|${s.actions.filter((a) => a !== 'beat').join(',')}|${next.index}`;
}

/**
 * How many steps may be shown now: up to the step before the next recovery while the opening
 * prediction waits for a guess (`stepWithheld`, checkpoint.ts: as the hub withholds its next
 * sweep), else no limit.
 */
function stepLimit(s: BoundState): number {
  const next = nextRecoveryOf(s);
  return next && stepWithheld(checkpointKeyOf(s), s.checkpoint, s.predictionOpen) ? next.index : Infinity;
}

/**
 * Is the next stall's outcome withheld? Yes while the checkpoint asks where the job goes on the
 * next stall and the learner has not checked there: the one condition for "a prediction is open",
 * which also hides the stall meter's "→ morgue" cell and the tally's budget clause (as the detect
 * dive's `readWithheld` hides the read's reply). Never under a reaper: no stall is asked there.
 */
export function stallOutcomeWithheld(s: BoundState): boolean {
  const key = checkpointKeyOf(s);
  return key !== null && !(s.checkpoint?.key === key && s.checkpoint.checked);
}

/** Does the dive wait for a prediction before its next recovery (the checkpoint offers "Skip predicting")? */
export function predictionAwaited(s: BoundState): boolean {
  return stepLimit(s) !== Infinity;
}

/** Is the next step a recovery that waits for the learner's prediction (or "Skip predicting")? */
export function stepsWithheld(s: BoundState): boolean {
  return s.cursor >= stepLimit(s);
}

/** Can Next step / Next beat / Run 10 beats move? (Not once the job rests in the morgue, nor past a recovery waiting for a prediction.) */
export const canAdvance = (s: BoundState) => !restsInMorgue(s) && !stepsWithheld(s);
/** Can the operator retry the job (only when the run ends in the morgue and is shown to its end)? */
export const canRetry = (s: BoundState) => restsInMorgue(s);

/** The index after the last step of the beat that `cursor` is in (or the next beat, at a beat's end). */
function endOfBeat(run: BoundRun, cursor: number): number {
  const beat = run.steps[cursor]?.beat;
  if (beat === undefined) return cursor;
  let i = cursor;
  while (i < run.steps.length && run.steps[i]!.beat === beat) i++;
  return i;
}

function advance(s: BoundState, count: number, toEndOfBeat: boolean): BoundState {
  // Steps keep their index as beats are added, so the limit holds for the whole advance.
  const limit = stepLimit(s);
  const next = nextRecoveryOf(s);
  let actions = s.actions;
  let run = boundRunOf(s);
  let cursor = s.cursor;
  for (let n = 0; n < count && cursor < limit; n++) {
    if (cursor >= run.steps.length) {
      if (run.steps[run.steps.length - 1]!.lane === 'dead') break;
      actions = oneBeatMore(actions);
      run = boundRunOf({ ...s, actions });
    }
    cursor = Math.min(toEndOfBeat ? endOfBeat(run, cursor) : cursor + 1, limit);
  }
  cursor = Math.min(cursor, run.steps.length);
  // Past a recovery the learner predicted, the opening prediction is done.
  const predictionOpen = s.predictionOpen && !(next && cursor > next.index);
  return { ...s, actions, cursor, predictionOpen };
}

/**
 * The bound dive's rules (pure). Stepping past the end of the run adds a beat, until the job
 * rests in the morgue; a retry (with `reset`, HSET stalled 0 too) is only possible then and
 * shows the run to its end; another setting keeps the run built so far under the old one and
 * brings back the one kept under the new one. While the opening prediction is open, stepping
 * (and the loop) stops before the next recovery until the learner predicts or skips predicting
 * (`stepsWithheld`). Source: docs/model.md "The verbs" (sweep); bound.ts.
 */
export function reduceBound(s: BoundState, a: BoundDiveAction): BoundState {
  switch (a.type) {
    case 'advance':
      return canAdvance(s) ? advance(s, a.count, a.toEndOfBeat) : s;
    case 'togglePlay':
      return { ...s, playing: !s.playing };
    case 'tick':
      if (!s.playing) return s;
      // The loop waits at a recovery the learner has not predicted, as a step would.
      return canAdvance(s) ? advance(s, 1, true) : { ...s, playing: false };
    case 'stop':
      return s.playing ? { ...s, playing: false } : s;
    case 'retry': {
      if (!canRetry(s)) return s;
      const actions: BoundAction[] = [...s.actions, a.reset ? 'retryReset' : 'retry'];
      return { ...s, actions, cursor: boundRunOf({ ...s, actions }).steps.length };
    }
    case 'back':
      return s.cursor > 1 ? { ...s, cursor: s.cursor - 1, playing: false } : s;
    case 'reset':
      return s.actions.length > 0 ? { ...s, actions: [], cursor: 1, playing: false, predictionOpen: true } : s;
    case 'configure': {
      const next: BoundConfig = { maxStalled: a.maxStalled ?? s.maxStalled, mode: a.mode ?? s.mode };
      if (next.maxStalled === s.maxStalled && next.mode === s.mode) return s;
      const kept = { ...s.kept };
      if (s.actions.length) kept[keyOf(s)] = { actions: s.actions, cursor: s.cursor };
      const back = kept[keyOf(next)];
      delete kept[keyOf(next)];
      return { ...s, ...next, actions: back?.actions ?? [], cursor: back?.cursor ?? 1, playing: false, kept };
    }
    case 'predict':
    case 'checkPrediction': {
      const checkpoint = reduceCheckpoint(s.checkpoint, a);
      const predictionOpen = s.predictionOpen && a.type === 'predict';
      return checkpoint === s.checkpoint && predictionOpen === s.predictionOpen ? s : { ...s, checkpoint, predictionOpen };
    }
    case 'skipPrediction':
      return s.predictionOpen ? { ...s, predictionOpen: false } : s;
  }
}

/** One row of the beat table: what happened in one beat (or retry) and where it left the job. */
export interface BeatRow {
  beat: number;
  summary: string;
  stalled: number;
  lane: BoundStep['lane'];
}

/** The shown steps grouped by beat, each with a short summary (the enqueue, beat 0, has no row). */
export function beatsOf(steps: readonly BoundStep[]): BeatRow[] {
  const out: BeatRow[] = [];
  for (const s of steps) {
    if (s.beat === 0) continue;
    let b = out[out.length - 1];
    if (!b || b.beat !== s.beat) {
      b = { beat: s.beat, summary: '', stalled: s.stalled, lane: s.lane };
      out.push(b);
    }
    b.stalled = s.stalled;
    b.lane = s.lane;
    const part = narration.beatPart(s);
    if (part) b.summary = b.summary ? `${b.summary}, ${part}` : part;
  }
  return out;
}

/** The dive's words that are not a step's narration (to fold into the one narrator). */
export const narration = {
  /** What one step adds to its beat's summary ('' for none). */
  beatPart(s: BoundStep): string {
    const { step, event } = s;
    switch (step.op) {
      case 'claim':
        return factOf(event.facts, 'job/claimed') === undefined ? `${step.worker} finds pending empty` : `${step.worker} claims`;
      case 'crash':
        return 'crashes';
      case 'reap':
        return scannedJobs(event.facts).length ? 'reaper recovers (no count)' : 'reaper finds nothing';
      case 'sweep':
        return (
          event.facts.flatMap((f) =>
            f.type === 'job/deadLettered' ? [`sweep: stall ${f.stallCount} → morgue`] : f.type === 'job/recovered' ? [`sweep: stall ${f.stallCount}, recovered`] : [],
          )[0] ?? 'sweep finds nothing'
        );
      case 'redis':
        return step.command[0] === 'HSET' && step.command[2] === 'stalled' ? 'count reset to 0' : step.command[0] === 'ZREM' ? 'operator retry' : '';
      default:
        return '';
    }
  },
  /** A step in a few words, for the narration's label. */
  describeStep(step: BoundStep['step']): string {
    switch (step.op) {
      case 'redis':
        return step.command.join(' ');
      case 'claim':
        return `claim by ${step.worker}`;
      case 'crash':
        return `${step.worker} crashes`;
      default:
        return step.op;
    }
  },
};
