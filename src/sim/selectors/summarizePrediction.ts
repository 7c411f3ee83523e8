import { FORECAST } from '../narration/catalogue';
import type { JobView } from './jobs';
import type { SweepPrediction } from './predictSweep';

/**
 * One sentence on what a sweep at the current server time would do to the whole active set, from
 * `predictSweep` (which runs the sweep itself on a copy), so the page can say it before the
 * learner presses the button.
 */
export function summarizePrediction(next: SweepPrediction, jobs: readonly JobView[]): string {
  const by = (o: string) => Object.entries(next.outcomes).filter(([, v]) => v.outcome === o).map(([id]) => id);
  const recovered = by('recovered');
  const dead = by('dead');
  const orphans = by('orphan');
  const stay = jobs.filter((j) => j.lane === 'active' && !next.outcomes[j.id]).map((j) => j.id);
  const acts = [
    recovered.length ? FORECAST.recover(recovered) : '',
    dead.length ? FORECAST.deadLetter(dead) : '',
    orphans.length ? FORECAST.dropOrphans(orphans) : '',
  ].filter(Boolean);
  const stays = stay.length ? FORECAST.stays(stay) : '';
  if (acts.length === 0) return FORECAST.nothing(stays);
  return FORECAST.acts(acts, stays);
}
