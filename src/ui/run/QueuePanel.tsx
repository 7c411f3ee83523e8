import { useId } from 'react';
import { PendingLanes } from './PendingLanes';
import { useRun, useRunStore } from './useRun';
import { selectNextPending, selectRunActors, selectRunCounts } from '../../store';
import { groupThousands } from '../../model/selectors/groupThousands';

/** The queue's counts (completed and dead-lettered first) and the learner's job tools. */
export function QueuePanel() {
  const { dispatch } = useRunStore();
  const run = useRun((s) => s.run);
  const cursor = useRun((s) => s.cursor);
  const titleId = useId();
  const m = { run, cursor };
  const c = selectRunCounts(m);
  const next = selectNextPending(m);
  const poison = selectRunActors(m).poison;
  const interactive = run.config !== null;
  const rows: [string, number, string][] = [
    ['Completed', c.completed, 'completed'],
    ['Dead-lettered', c.dead, 'dead'],
    ['Pending', c.pending, 'pending'],
    ['In flight', c.active, 'active'],
  ];
  return (
    <aside className="run-queue" aria-labelledby={titleId}>
      <h2 id={titleId}>Queue</h2>
      <dl className="run-counts">
        {rows.map(([name, n, kind]) => (
          <div key={kind} className={`run-count run-count--${kind}`}>
            <dt>{name}</dt>
            <dd data-count={kind}>{groupThousands(n)}</dd>
          </div>
        ))}
      </dl>
      <PendingLanes />
      <div className="run-tools" role="group" aria-label="Add jobs">
        <button type="button" className="btn btn--small" disabled={!interactive} onClick={() => dispatch({ type: 'intervene', intervention: { kind: 'addJob' } })}>
          Add a job
        </button>
        <button type="button" className="btn btn--small" disabled={!interactive} onClick={() => dispatch({ type: 'intervene', intervention: { kind: 'addJob', poison: true } })}>
          Add a poison job
        </button>
      </div>
      <p className="run-queue__note">
        A <strong>poison job</strong> crashes whichever worker runs it (a payload its handler cannot survive); only the sweep's stall count (maxStalled) stops it
        from crashing worker after worker.
      </p>
      {next.length > 0 && (
        <div className="run-next">
          <p className="run-next__title">Next in line</p>
          <ul>
            {next.map((id) => (
              <li key={id}>
                <code>{id}</code>
                {poison.includes(id) ? (
                  <span className="run-next__poison">poison</span>
                ) : (
                  <button type="button" className="btn btn--small btn--quiet" disabled={!interactive} aria-label={`Mark ${id} as poison`} onClick={() => dispatch({ type: 'intervene', intervention: { kind: 'markPoison', job: id } })}>
                    Mark poison
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </aside>
  );
}
