import { isExpired } from '../../../sim/events/lease';
import { reduceCheckpoint, type CheckpointAction, type CheckpointAnswers } from '../checkpoint';
import { formatSecondsNear } from '../../selectors/formatDuration';
import type { SimState } from '../../../sim/engine/simState';
import { clockedRead, detectState, DETECT_MAX_NOW_MS, DETECT_START_NOW_MS, leasesOf, MAX_SKEW_MS, type ClockedRead, type ClockSource, type LeaseMark } from './detect';

/** Worker counts the probe comparison offers. */
export const WORKER_STEPS: readonly number[] = [6, 100, 1_000, 10_000, 100_000];

/** How far one Skew button moves the sweeper's clock (ms). */
export const SKEW_STEP_MS = 1_000;

/** Everything the detect dive shows is derived from this (times in ms after t = 0). */
export interface DetectState {
  /** The server's now on the slider, ms after t = 0 (0..DETECT_MAX_NOW_MS). */
  nowMs: number;
  clock: ClockSource;
  /** The sweeper's clock minus the server's (ms, ±MAX_SKEW_MS). */
  skewMs: number;
  /** Index into WORKER_STEPS. */
  workersIndex: number;
  /** Which of the sweep's three lines is lit (0 clock, 1 read, 2 recover). */
  frame: number;
  /** Time is running (the auto-play timer sends `tick`). */
  playing: boolean;
  /** The learner's prediction of what the read returns (detectCheckpoint.ts), or null. */
  checkpoint: CheckpointAnswers | null;
  /**
   * The opening prediction is still open: the learner has not checked, stepped the sweep or moved
   * now since the dive opened (or reset). While it is, what the read returns is withheld
   * (`readWithheld` in detectCheckpoint.ts), so the chart does not answer the question above it.
   */
  predictionOpen: boolean;
}

export const DETECT_DEFAULTS: DetectState = { nowMs: DETECT_START_NOW_MS, clock: 'server', skewMs: 0, workersIndex: 0, frame: 0, playing: false, checkpoint: null, predictionOpen: true };

export type DetectAction =
  | { type: 'togglePlay' }
  /** The auto-play timer: now moves `stepMs` forward and time stops at the end of the line. */
  | { type: 'tick'; stepMs: number }
  /** Leaving the view stops the clock where it is. */
  | { type: 'stop' }
  | { type: 'setNow'; nowMs: number }
  | { type: 'prevDeadline' }
  | { type: 'nextDeadline' }
  | { type: 'stepSweep' }
  | { type: 'toggleClock' }
  | { type: 'setClock'; clock: ClockSource }
  | { type: 'skewBy'; deltaMs: number }
  | { type: 'setSkew'; skewMs: number }
  | { type: 'setWorkers'; index: number }
  | { type: 'reset' }
  /** The learner asks to predict at this moment: the read is withheld again until Check or a move (time stops). */
  | { type: 'openPrediction' }
  /** The checkpoint: a guess for one lease, or Check (checkpoint.ts). */
  | CheckpointAction;

let base: { state: SimState; leases: readonly LeaseMark[]; deadlines: readonly number[] } | null = null;
/** The dive's fixed keyspace (six leases in `active`), its leases and their distinct deadlines (ms after t = 0), built once. */
export function detectBase(): { state: SimState; leases: readonly LeaseMark[]; deadlines: readonly number[] } {
  if (!base) {
    const state = detectState();
    const leases = leasesOf(state);
    base = { state, leases, deadlines: [...new Set(leases.map((l) => l.deadlineMs - state.header.clockStartMs))] };
  }
  return base;
}

/** The distinct lease deadlines of the dive (ms after t = 0), earliest first. */
export const detectDeadlines = (): readonly number[] => detectBase().deadlines;

/**
 * A moment of the dive (ms after t = 0) as the page prints it: `t = 12.5 s`, or `t = 19.999 s`
 * beside the deadlines at 20 s, so a now just before a deadline never reads as equal to it.
 */
export const timeText = (ms: number): string => `t = ${secondsText(ms)}`;

/** The same moment without the `t =`: `19.999 s` (the chart's labels). */
export const secondsText = (ms: number): string => formatSecondsNear(ms, detectDeadlines());

const reads = new Map<string, ClockedRead>();
/**
 * What the sweep reads at the state's now, clock and skew (`clockedRead`). The same moment gives
 * the same object (widgets re-render only when it changes), for every widget on the page.
 */
export function readOf(s: DetectState): ClockedRead {
  const key = `${s.nowMs}|${s.skewMs}|${s.clock}`;
  let read = reads.get(key);
  if (!read) {
    const { state } = detectBase();
    read = clockedRead(state, state.header.clockStartMs + s.nowMs, s.skewMs, s.clock);
    // A slider walk visits hundreds of moments: keep the recent ones only.
    if (reads.size >= 256) reads.delete(reads.keys().next().value!);
    reads.set(key, read);
  }
  return read;
}

/** Is there a deadline before now (Previous deadline can move)? */
export const hasPrevDeadline = (s: DetectState) => detectDeadlines().some((d) => d < s.nowMs);
/** Is there a deadline after now (Next deadline can move)? */
export const hasNextDeadline = (s: DetectState) => detectDeadlines().some((d) => !isExpired(d, s.nowMs));
export const canSkewDown = (s: DetectState) => s.skewMs > -MAX_SKEW_MS;
export const canSkewUp = (s: DetectState) => s.skewMs < MAX_SKEW_MS;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The detect dive's rules: one action in, the next state out (pure). Moving now by hand or onto
 * a deadline stops the clock; letting time run again at the end of the line starts from 0; the
 * skew stays within ±MAX_SKEW_MS (ms) and now within 0..DETECT_MAX_NOW_MS (ms). An action that
 * changes nothing returns the same state. Source: docs/model.md "The clock".
 */
export function reduceDetect(s: DetectState, a: DetectAction): DetectState {
  switch (a.type) {
    case 'togglePlay':
      return { ...s, playing: !s.playing, nowMs: !s.playing && s.nowMs >= DETECT_MAX_NOW_MS ? 0 : s.nowMs };
    case 'tick': {
      if (!s.playing) return s;
      const nowMs = Math.min(DETECT_MAX_NOW_MS, s.nowMs + a.stepMs);
      return { ...s, nowMs, playing: nowMs < DETECT_MAX_NOW_MS, predictionOpen: s.predictionOpen && nowMs === s.nowMs };
    }
    case 'stop':
      return s.playing ? { ...s, playing: false } : s;
    case 'setNow':
      return { ...s, nowMs: clamp(a.nowMs, 0, DETECT_MAX_NOW_MS), playing: false, predictionOpen: false };
    case 'prevDeadline':
      return hasPrevDeadline(s) ? { ...s, playing: false, predictionOpen: false, nowMs: Math.max(...detectDeadlines().filter((d) => d < s.nowMs)) } : s;
    case 'nextDeadline':
      return hasNextDeadline(s) ? { ...s, playing: false, predictionOpen: false, nowMs: Math.min(...detectDeadlines().filter((d) => !isExpired(d, s.nowMs))) } : s;
    case 'stepSweep':
      return { ...s, frame: (s.frame + 1) % 3, predictionOpen: false };
    case 'toggleClock':
      return { ...s, clock: s.clock === 'server' ? 'sweeper' : 'server' };
    case 'setClock':
      return s.clock === a.clock ? s : { ...s, clock: a.clock };
    case 'skewBy':
      return { ...s, skewMs: clamp(s.skewMs + a.deltaMs, -MAX_SKEW_MS, MAX_SKEW_MS) };
    case 'setSkew':
      return { ...s, skewMs: clamp(a.skewMs, -MAX_SKEW_MS, MAX_SKEW_MS) };
    case 'setWorkers':
      return { ...s, workersIndex: clamp(Math.round(a.index), 0, WORKER_STEPS.length - 1) };
    case 'reset':
      return { ...DETECT_DEFAULTS };
    case 'openPrediction':
      return s.predictionOpen && !s.playing ? s : { ...s, predictionOpen: true, playing: false };
    case 'predict':
    case 'checkPrediction': {
      const checkpoint = reduceCheckpoint(s.checkpoint, a);
      // Check answers the opening prediction; a guess leaves it open.
      const predictionOpen = s.predictionOpen && a.type === 'predict';
      return checkpoint === s.checkpoint && predictionOpen === s.predictionOpen ? s : { ...s, checkpoint, predictionOpen };
    }
  }
}
