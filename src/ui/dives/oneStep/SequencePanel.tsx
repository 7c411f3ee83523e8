import { useId, useMemo, useRef } from 'react';
import { enabledActors, flagsOf } from '../../../model/dives/oneStep/oneStep';
import { sessionOf, type OneStepState } from '../../../model/dives/oneStep/oneStepModel';
import { ONE_STEP_VIEW } from '../../../model/narration/diveText';
import { useWidget } from '../../../store/WidgetProvider';
import { RichText } from '../../text/RichText';
import { SequenceDiagram } from './SequenceDiagram';
import { useSeeMoment } from '../common/DiveWidget';

/** The run as a sequence diagram (the loaded moves still ahead drawn faint), with the tally of anomalies so far. */
export function SequencePanel() {
  const session = useWidget(sessionOf);
  const schedule = useWidget((s: OneStepState) => s.schedule);
  const cursor = useWidget((s: OneStepState) => s.cursor);
  const ahead = useMemo(() => schedule.slice(cursor), [schedule, cursor]);
  const flags = flagsOf(session);
  const doubleCounts = flags.filter((f) => f.kind === 'double-count').length;
  const doubleDeliveries = flags.filter((f) => f.kind === 'double-delivery').length;
  const titleId = useId();
  // A quiz question's "See it" opens the dive here: this panel shows the moment it names.
  const moment = useRef<HTMLElement>(null);
  useSeeMoment(moment);
  return (
    <section ref={moment} className="dpanel" aria-labelledby={titleId}>
      <h2 id={titleId} className="dpanel__title">
        {ONE_STEP_VIEW.sequenceTitle}
      </h2>
      <p className="dpanel__sub">
        <RichText parts={ONE_STEP_VIEW.sequenceHelp} />
        {cursor < schedule.length && ONE_STEP_VIEW.aheadHint}
      </p>
      <SequenceDiagram session={session} ahead={ahead} />
      <p className="dtally" aria-live="polite">
        <RichText parts={ONE_STEP_VIEW.tally(doubleCounts, doubleDeliveries)} />
        {enabledActors(session).length === 0 && ONE_STEP_VIEW.allDone}
      </p>
    </section>
  );
}
