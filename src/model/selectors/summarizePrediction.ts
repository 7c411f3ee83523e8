import { FORECAST } from '../narration/catalogue';
import { isExpired } from '../../sim/events/lease';
import type { JobView } from './jobs';
import type { SweepPrediction } from './predictSweep';

/**
 * One sentence on what a sweep at the current server time would do to the whole active set, from
 * `predictSweep` (which runs the sweep itself on a copy, with its LIMIT), so the page can say it
 * before the learner presses the button. A recovery names the lane it goes to (a group's own lane
 * by its key); an expired lease the sweep's LIMIT leaves is told apart from a live one.
 */
export function summarizePrediction(next: SweepPrediction, jobs: readonly JobView[]): string {
  const by = (o: string) => Object.entries(next.outcomes).filter(([, v]) => v.outcome === o).map(([id]) => id);
  const lanes = new Map<string | null, string[]>();
  for (const [id, v] of Object.entries(next.outcomes)) {
    if (v.outcome !== 'recovered') continue;
    lanes.set(v.lane, [...(lanes.get(v.lane) ?? []), id]);
  }
  const dead = by('dead');
  const orphans = by('orphan');
  const left = jobs.filter((j) => j.lane === 'active' && !next.outcomes[j.id]);
  const expired = (j: JobView) => next.limit !== null && j.deadlineMs !== null && isExpired(j.deadlineMs, next.nowMs);
  const stay = left.filter((j) => !expired(j)).map((j) => j.id);
  const waiting = left.filter(expired).map((j) => j.id);
  const acts = [
    ...[...lanes].map(([lane, ids]) => FORECAST.recover(ids, lane)),
    dead.length ? FORECAST.deadLetter(dead) : '',
    orphans.length ? FORECAST.dropOrphans(orphans) : '',
  ].filter(Boolean);
  const stays = FORECAST.andThen(stay.length ? FORECAST.stays(stay) : '', waiting.length ? FORECAST.leftByLimit(waiting, next.limit!) : '');
  if (acts.length === 0) return FORECAST.nothing(stays);
  return FORECAST.acts(acts, stays);
}
