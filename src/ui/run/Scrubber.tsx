import { useRunStore, useRunStoreApi } from './runContext';
import { selectStepText } from '../../store';
import { endOf } from './runStore';
import { TimelineStrip } from './TimelineStrip';

/** The strip of the whole run and the step slider (a native range with aria-valuetext). */
export function Scrubber() {
  const store = useRunStoreApi();
  const run = useRunStore((s) => s.run);
  const cursor = useRunStore((s) => s.cursor);
  const viewMs = useRunStore((s) => s.viewMs);
  const n = run.timeline.events.length;
  const endMs = endOf(run);
  return (
    <div className="run-scrub">
      <TimelineStrip run={run} endMs={endMs} viewMs={viewMs} onSeek={(ms) => store.getState().seekTime(ms)} />
      <label className="run-scrub__label">
        <span className="run-scrub__name">Step</span>
        <input
          type="range"
          className="run-scrub__range"
          min={0}
          max={n}
          step={1}
          value={cursor}
          aria-valuetext={selectStepText({ run, cursor })}
          onChange={(e) => store.getState().moveTo(Number(e.currentTarget.value))}
        />
        <span className="run-scrub__count">
          {cursor.toLocaleString('en-US')} / {n.toLocaleString('en-US')}
        </span>
      </label>
    </div>
  );
}
