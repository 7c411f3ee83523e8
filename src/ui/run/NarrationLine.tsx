import { entryType } from '../../sim/actors/cause';
import { useRunStore } from './runContext';
import { selectLastEntry, selectNarrationText } from './runSelectors';
import { formatOffsetMs } from './timeTicks';

/**
 * The clock, the step, and one sentence on the last event and why. The sentence is a live
 * region only while paused: during playback it changes many times a second, which a screen
 * reader could not follow.
 */
export function NarrationLine() {
  const run = useRunStore((s) => s.run);
  const cursor = useRunStore((s) => s.cursor);
  const viewMs = useRunStore((s) => s.viewMs);
  const playing = useRunStore((s) => s.playing);
  const m = { run, cursor };
  const last = selectLastEntry(m);
  const kind = last ? entryType(last.event.type, last.cause) : null;
  const warn = last && (last.event.reply === -1 || kind === 'worker/crashed' || JSON.stringify(last.event.reply).includes('"dead"'));
  return (
    <div className="run-now">
      <p className="run-clock">
        <span className="run-clock__label">server clock</span> <strong>t = {formatOffsetMs(viewMs, true)}</strong>
        <span className="run-clock__step">
          step {cursor.toLocaleString('en-US')} of {run.timeline.events.length.toLocaleString('en-US')}
        </span>
        {kind && <code className="run-clock__type">{kind}</code>}
      </p>
      <p className={`run-narration${warn ? ' is-warning' : ''}`} aria-live={playing ? 'off' : 'polite'} data-testid="narration">
        {selectNarrationText(m)}
      </p>
    </div>
  );
}
