import type { WorldConfig } from '../../sim/actors/config';
import { PRESET_TEXT } from '../narration/catalogue';
import type { SweepLimit } from '../run/tuning';
import { backlog, BACKLOG_SWEEP_LIMIT } from './backlog';
import { busyHour } from './busyHour';
import { commandWorker } from './commandWorker';
import { crashLoop } from './crashLoop';
import { groupLanes } from './groupLanes';
import { healthyHeartbeats } from './healthyHeartbeats';
import { lateHeartbeat } from './lateHeartbeat';
import { slowWorker } from './slowWorker';
import { tuningWorld } from './tuningWorld';

/** A world a learner can open in one click (and one URL: `?view=run&preset=<id>&seed=<n>`). */
export interface WorldPreset {
  id: string;
  label: string;
  /** One sentence: what the learner will see with the preset's own settings. */
  summary: string;
  /** The same sentence for a run whose sweep LIMIT the learner changed (`presetSummary`), when the summary names the LIMIT. */
  summaryWithLimit?: (limit: SweepLimit) => string;
  defaultSeed: number;
  config(seed: number): WorldConfig;
}

const BACKLOG_SUMMARY = 'Six leases expire at once; a sweep with LIMIT 4 takes four, the next takes the rest and drops an orphan whose hash was deleted.';

export const WORLD_PRESETS: readonly WorldPreset[] = [
  {
    id: 'command-worker',
    label: 'Command worker crash',
    summary: 'A chat-bot command handler crashes mid-dispatch; the next sweep puts the job back; another worker finishes it.',
    defaultSeed: 1,
    config: commandWorker,
  },
  {
    id: 'healthy',
    label: 'Healthy heartbeats',
    summary: 'Leases keep moving ahead of now, so every sweep finds nothing.',
    defaultSeed: 7,
    config: healthyHeartbeats,
  },
  {
    id: 'slow-worker',
    label: 'Slow worker',
    summary: 'A paused worker loses its lease, the job runs again elsewhere, and its late complete is rejected with -1.',
    defaultSeed: 1,
    config: slowWorker,
  },
  {
    id: 'crash-loop',
    label: 'Crash loop',
    summary: 'A poison job crashes every worker that runs it until its third stall sends it to the morgue.',
    defaultSeed: 1,
    config: crashLoop,
  },
  {
    id: 'group-lanes',
    label: 'Group lanes',
    summary: "A grouped job's worker crashes; the sweep puts the job back in its group's own lane, where a worker of that group finishes it.",
    defaultSeed: 1,
    config: groupLanes,
  },
  {
    id: 'late-heartbeat',
    label: 'Late heartbeat',
    summary: "A paused worker wakes after the sweep took its lease; its overdue heartbeat's extend is fenced with -1.",
    defaultSeed: 1,
    config: lateHeartbeat,
  },
  {
    id: 'backlog',
    label: 'Backlog',
    summary: BACKLOG_SUMMARY,
    summaryWithLimit: (limit) => (limit === BACKLOG_SWEEP_LIMIT ? BACKLOG_SUMMARY : PRESET_TEXT.backlog(limit)),
    defaultSeed: 1,
    config: backlog,
  },
  {
    id: 'tuning',
    label: 'Tuning',
    summary: 'Nine minutes of crashes and GC pauses: tune lease, heartbeat and sweep cadence, and watch recovery latency against false recoveries.',
    defaultSeed: 5,
    config: tuningWorld,
  },
  {
    id: 'busy-hour',
    label: 'Busy hour',
    summary: '1,000 jobs, 20 workers, random crashes and GC pauses over one hour.',
    defaultSeed: 2026,
    config: (seed) => busyHour(seed),
  },
];

/** The preset with that id, or undefined. */
export function worldPreset(id: string): WorldPreset | undefined {
  return WORLD_PRESETS.find((p) => p.id === id);
}

/**
 * A preset's summary for a run with sweep LIMIT `limit` (undefined: the learner kept the preset's
 * own): the preset's own sentence, unless the learner changed a LIMIT the sentence names.
 */
export function presetSummary(p: WorldPreset, limit: SweepLimit | undefined): string {
  return limit === undefined || !p.summaryWithLimit ? p.summary : p.summaryWithLimit(limit);
}
