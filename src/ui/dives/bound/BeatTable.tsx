import { memo, useId, useMemo } from 'react';
import { beatsOf, boundRunOf, currentStep, type BoundState } from '../../../model/dives/bound/boundModel';
import { BOUND_VIEW } from '../../../model/narration/diveText';
import { useDeferredWidget } from '../../../store/WidgetProvider';

/** Rows the table shows: the latest beats (a long reaper loop would otherwise grow without end). */
const SHOWN_BEATS = 12;

/** The run so far beat by beat: what happened, the stall count after it, and where the job ended (from the deferred state, a pass after the step's own). */
export function BeatTable() {
  return <BeatTableAt state={useDeferredWidget((s: BoundState) => s)} />;
}

const BeatTableAt = memo(function BeatTableAt({ state }: { state: BoundState }) {
  const run = boundRunOf(state);
  const { cursor, mode } = state;
  const cur = currentStep(state);
  const beats = useMemo(() => beatsOf(run.steps.slice(0, cursor)), [run, cursor]);
  const titleId = useId();
  return (
    <section className="dpanel" aria-labelledby={titleId}>
      <h2 id={titleId} className="dpanel__title">
        {BOUND_VIEW.beatsTitle}
      </h2>
      {beats.length === 0 ? (
        <p className="dpanel__sub">{BOUND_VIEW.noBeat}</p>
      ) : (
        <div className="dtable-wrap" tabIndex={0} aria-label={BOUND_VIEW.beatsLabel}>
          <table className="dtable">
            <thead>
              <tr>
                <th scope="col">{BOUND_VIEW.beatColumns.beat}</th>
                <th scope="col">{BOUND_VIEW.beatColumns.what}</th>
                <th scope="col">{BOUND_VIEW.beatColumns.stalled}</th>
                <th scope="col">{BOUND_VIEW.beatColumns.lane}</th>
              </tr>
            </thead>
            <tbody>
              {beats.slice(-SHOWN_BEATS).map((b) => (
                <tr key={b.beat} className={b.beat === cur.beat ? 'is-current' : undefined}>
                  <th scope="row">{b.beat}</th>
                  <td>{b.summary}</td>
                  <td>{mode !== 'reap' ? b.stalled : BOUND_VIEW.neverCounted(b.stalled)}</td>
                  <td>{b.lane === 'dead' ? BOUND_VIEW.morgueLane : b.lane}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {beats.length > SHOWN_BEATS && <p className="dpanel__sub">{BOUND_VIEW.showingLast(SHOWN_BEATS, beats.length)}</p>}
        </div>
      )}
    </section>
  );
});
