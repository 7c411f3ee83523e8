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
    recovered.length ? `recover ${list(recovered)} to pending` : '',
    dead.length ? `dead-letter ${list(dead)}` : '',
    orphans.length ? `drop the orphan id${orphans.length > 1 ? 's' : ''} ${list(orphans)}` : '',
  ].filter(Boolean);
  const stays = stay.length ? `${list(stay)} ${stay.length === 1 ? 'stays' : 'stay'} in flight (lease still live)` : '';
  if (acts.length === 0) return `A sweep now would find no expired lease, so nothing would move${stays ? `; ${stays}` : ''}.`;
  return `A sweep now would ${list(acts)}${stays ? `; ${stays}` : ''}.`;
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
