import { useId, useMemo } from 'react';
import { listStory, type ListState } from '../../../sim/dives/list/listModel';
import { useDeferredWidget } from '../../../store/WidgetProvider';
import { flagTitle } from '../common/Narration';
import { sec } from './listText';

/** Every mistake of the list pattern up to the shown event, with its time (from the deferred state); the lease set, for the same crash, makes none. */
export function ListFlagsPanel() {
  const { cursor } = useDeferredWidget((s: ListState) => s);
  const flags = useMemo(() => listStory().events.slice(0, cursor).flatMap((e) => e.step.flags.map((f) => ({ ...f, at: e.step.at }))), [cursor]);
  const titleId = useId();
  return (
    <section className="dpanel" aria-labelledby={titleId}>
      <h2 id={titleId} className="dpanel__title">
        What the list pattern got wrong so far
      </h2>
      {flags.length === 0 ? (
        <p className="dpanel__sub">Nothing yet. Press Next problem (f) to jump to the first one.</p>
      ) : (
        <ul className="dflags">
          {flags.map((f, i) => (
            <li key={i}>
              <span aria-hidden="true">⚠ </span>
              <strong>
                t = {sec(f.at)}, {flagTitle(f.kind)}:
              </strong>{' '}
              {f.text}
            </li>
          ))}
        </ul>
      )}
      <p className="dpanel__sub">The lease set, for the same crash, raises none: it recovers m1 at its deadline (30 s) and never touches W2's extended lease on m2.</p>
    </section>
  );
}
