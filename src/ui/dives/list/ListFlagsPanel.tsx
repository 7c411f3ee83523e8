import { useId, useMemo } from 'react';
import { listStory, type ListState } from '../../../model/dives/list/listModel';
import { leaseOutcome } from '../../../model/dives/list/listPattern';
import { LIST } from '../../../model/narration/catalogue';
import { LIST_VIEW, seconds as sec } from '../../../model/narration/diveText';
import { useDeferredWidget } from '../../../store/WidgetProvider';
import { flagTitle } from '../common/Narration';

/** Every mistake of the list pattern up to the shown event, with its time (from the deferred state); the lease set, for the same crash, makes none. */
export function ListFlagsPanel() {
  const { cursor } = useDeferredWidget((s: ListState) => s);
  const flags = useMemo(() => listStory().events.slice(0, cursor).flatMap((e) => e.step.flags.map((f) => ({ ...f, at: e.step.at }))), [cursor]);
  const titleId = useId();
  const lease = leaseOutcome(listStory().lease);
  return (
    <section className="dpanel" aria-labelledby={titleId}>
      <h2 id={titleId} className="dpanel__title">
        {LIST_VIEW.flagsTitle}
      </h2>
      {flags.length === 0 ? (
        <p className="dpanel__sub">{LIST_VIEW.noFlags}</p>
      ) : (
        <ul className="dflags">
          {flags.map((f, i) => (
            <li key={i}>
              <span aria-hidden="true">⚠ </span>
              <strong>{LIST_VIEW.flagAt(sec(f.at), flagTitle(f.kind))}</strong>{' '}
              {f.text}
            </li>
          ))}
        </ul>
      )}
      <p className="dpanel__sub">{LIST.leaseRaisesNone(lease.recovered, sec(lease.at), lease.slow.worker, lease.slow.job)}</p>
    </section>
  );
}
