import { useRun } from './useRun';
import { selectNarrationLine } from '../../store';

/**
 * The clock, the step, and one sentence on the last event and why: `selectNarrationLine`, its one
 * read. The sentence is a live region only while paused: during playback it changes many times a
 * second, which a screen reader could not follow.
 */
export function NarrationLine() {
  const run = useRun((s) => s.run);
  const cursor = useRun((s) => s.cursor);
  const viewMs = useRun((s) => s.viewMs);
  const playing = useRun((s) => s.playing);
  const view = selectNarrationLine({ run, cursor }, viewMs);
  return (
    <div className="run-now">
      <p className="run-clock">
        <span className="run-clock__label">{view.clockLabel}</span> <strong>{view.clock}</strong>
        <span className="run-clock__step">{view.step}</span>
      </p>
      <p className={`run-narration${view.warning ? ' is-warning' : ''}`} aria-live={playing ? 'off' : 'polite'} data-testid="narration">
        {view.text}
      </p>
    </div>
  );
}
