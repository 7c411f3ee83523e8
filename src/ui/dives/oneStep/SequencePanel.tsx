import { useId, useMemo, useRef } from 'react';
import { enabledActors, flagsOf } from '../../../model/dives/oneStep/oneStep';
import { sessionOf, type OneStepState } from '../../../model/dives/oneStep/oneStepModel';
import { useWidget } from '../../../store/WidgetProvider';
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
        The run as a sequence diagram
      </h2>
      <p className="dpanel__sub">
        Time runs down. Each arrow is one round trip to Redis with its reply; keys are shown without <code>emq:{'{q}'}:</code>.
        {cursor < schedule.length && ' Faint rows are the loaded moves still ahead: Step forward (n) replays them.'}
      </p>
      <SequenceDiagram session={session} ahead={ahead} />
      <p className="dtally" aria-live="polite">
        So far: <strong>{doubleCounts}</strong> {doubleCounts === 1 ? 'stall' : 'stalls'} counted twice, <strong>{doubleDeliveries}</strong> double deliver
        {doubleDeliveries === 1 ? 'y' : 'ies'}.{enabledActors(session).length === 0 && ' Everyone is done.'}
      </p>
    </section>
  );
}
