import { useId, useRef } from 'react';
import { POISON } from '../../../model/dives/bound/bound';
import { boundRunOf, currentStep, stallOutcomeWithheld, tallyOf, type BoundState } from '../../../model/dives/bound/boundModel';
import { BOUND_VIEW } from '../../../model/narration/diveText';
import { useWidget } from '../../../store/WidgetProvider';
import { StallChart } from './StallChart';
import { useSeeMoment } from '../common/DiveWidget';

/** Where the poison job is after the shown step (pending, active or the morgue), its stall count, and the recoveries so far. */
export function PoisonJobPanel() {
  const run = useWidget(boundRunOf);
  const cur = useWidget(currentStep);
  const cursor = useWidget((s: BoundState) => s.cursor);
  const maxStalled = useWidget((s: BoundState) => s.maxStalled);
  const mode = useWidget((s: BoundState) => s.mode);
  const tally = useWidget(tallyOf);
  const withheld = useWidget(stallOutcomeWithheld);
  const titleId = useId();
  // A quiz question's "See it" opens the dive here: this panel shows the moment it names.
  const moment = useRef<HTMLElement>(null);
  useSeeMoment(moment);
  return (
    <section ref={moment} className="dpanel" aria-labelledby={titleId}>
      <h2 id={titleId} className="dpanel__title">
        {BOUND_VIEW.jobAfter(cursor, run.steps.length)}
      </h2>
      <div className="dlanes" role="list" aria-label={BOUND_VIEW.lanesLabel}>
        {(['pending', 'active', 'dead'] as const).map((lane) => (
          <div key={lane} role="listitem" className={`dlane dlane--${lane}${cur.lane === lane ? ' is-here' : ''}`}>
            <span className="dlane__name">{lane === 'dead' ? BOUND_VIEW.deadLane : lane}</span>
            {cur.lane === lane ? <span className="dchip">{POISON} <span className="sr-only">{BOUND_VIEW.isHere}</span></span> : <span className="dlane__empty">—</span>}
          </div>
        ))}
      </div>
      <StallChart stalled={cur.stalled} maxStalled={maxStalled} counted={mode === 'sweep'} withheld={withheld} />
      <p className="dcounter" aria-live="polite">
        {tally}
      </p>
    </section>
  );
}
