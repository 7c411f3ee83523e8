import { useRun } from './useRun';
import { selectIsWarning, selectNarrationText } from '../../store';
import { formatClock } from '../../model/selectors/formatDuration';
import { CLOCK } from '../../model/narration/catalogue';

/** `step 3 of 40`; `no steps yet` for an empty run (the catalogue's words). */
export const stepOf = CLOCK.step;

/**
 * The clock, the step, and one sentence on the last event and why. The sentence is a live
 * region only while paused: during playback it changes many times a second, which a screen
 * reader could not follow.
 */
export function NarrationLine() {
  const run = useRun((s) => s.run);
  const cursor = useRun((s) => s.cursor);
  const viewMs = useRun((s) => s.viewMs);
  const playing = useRun((s) => s.playing);
  const m = { run, cursor };
  const warn = selectIsWarning(m);
  return (
    <div className="run-now">
      <p className="run-clock">
        <span className="run-clock__label">{CLOCK.label}</span> <strong>t = {formatClock(viewMs, true)}</strong>
        <span className="run-clock__step">
          {stepOf(cursor, run.timeline.events.length)}
        </span>
      </p>
      <p className={`run-narration${warn ? ' is-warning' : ''}`} aria-live={playing ? 'off' : 'polite'} data-testid="narration">
        {selectNarrationText(m)}
      </p>
    </div>
  );
}
