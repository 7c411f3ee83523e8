import { useId } from 'react';
import { selectRunPendingLanes } from '../../store';
import { useRun } from './useRun';
import { RUN_VIEW } from '../../model/narration/runText';

/**
 * Each pending lane as a lane of its own, when the queue has fairness groups: the shared lane and
 * every group's `emq:{q}:g:<group>:pending`, with the ids waiting in it in claim order. A grouped
 * job a sweep recovers reappears in its group's lane (docs/model.md "The verbs", sweep).
 */
export function PendingLanes() {
  const run = useRun((s) => s.run);
  const cursor = useRun((s) => s.cursor);
  const titleId = useId();
  const lanes = selectRunPendingLanes({ run, cursor });
  if (lanes.length < 2) return null;
  return (
    <section className="run-lanes" aria-labelledby={titleId}>
      <h3 id={titleId} className="run-lanes__title">{RUN_VIEW.pendingLanes}</h3>
      <ul className="run-lanes__list">
        {lanes.map((l) => (
          <li key={l.key} className="run-pending-lane" data-lane={l.group ?? ''} aria-label={RUN_VIEW.laneLabel(l.group, l.size)}>
            <div className="run-pending-lane__head">
              <span className="run-pending-lane__name">{RUN_VIEW.laneName(l.group)}</span>
              <code className="run-pending-lane__key">{l.key}</code>
            </div>
            <ol className="run-pending-lane__jobs">
              {l.first.map((id) => (
                <li key={id} className="run-pending-lane__job"><code>{id}</code></li>
              ))}
              {l.size > l.first.length && <li className="run-pending-lane__more">+{l.size - l.first.length}</li>}
              {l.size === 0 && <li className="run-pending-lane__empty">{RUN_VIEW.empty}</li>}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}
