import { endOf } from '../../model/run/runModel';
import { selectStepText } from '../../store';
import { useRun, useRunStore } from './useRun';
import { TimelineStrip } from './TimelineStrip';
import { groupThousands } from '../../model/selectors/groupThousands';
import { RUN_VIEW } from '../../model/narration/runText';

/** The strip of the whole run and the step slider (a native range with aria-valuetext). */
export function Scrubber() {
  const { dispatch } = useRunStore();
  const run = useRun((s) => s.run);
  const cursor = useRun((s) => s.cursor);
  const viewMs = useRun((s) => s.viewMs);
  const n = run.timeline.events.length;
  const endMs = endOf(run);
  return (
    <div className="run-scrub">
      <TimelineStrip run={run} endMs={endMs} viewMs={viewMs} onSeek={(offsetMs) => dispatch({ type: 'seekTime', offsetMs })} />
      <label className="run-scrub__label">
        <span className="run-scrub__name">{RUN_VIEW.step}</span>
        <input
          type="range"
          className="run-scrub__range"
          min={0}
          max={n}
          step={1}
          value={cursor}
          aria-valuetext={selectStepText({ run, cursor })}
          onChange={(e) => dispatch({ type: 'moveTo', cursor: Number(e.currentTarget.value) })}
        />
        <span className="run-scrub__count">
          {groupThousands(cursor)} / {groupThousands(n)}
        </span>
      </label>
    </div>
  );
}
