import { useId } from 'react';
import { PendingLanes } from './PendingLanes';
import { useRun, useRunStore } from './useRun';
import { selectNextPending, selectRunActors, selectRunCounts } from '../../store';
import { groupThousands } from '../../model/selectors/groupThousands';
import { RUN_VIEW } from '../../model/narration/runText';
import { RichText } from '../text/RichText';

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
    [RUN_VIEW.counts.completed, c.completed, 'completed'],
    [RUN_VIEW.counts.dead, c.dead, 'dead'],
    [RUN_VIEW.counts.pending, c.pending, 'pending'],
    [RUN_VIEW.counts.active, c.active, 'active'],
  ];
  return (
    <aside className="run-queue" aria-labelledby={titleId}>
      <h2 id={titleId}>{RUN_VIEW.queue}</h2>
      <dl className="run-counts">
        {rows.map(([name, n, kind]) => (
          <div key={kind} className={`run-count run-count--${kind}`}>
            <dt>{name}</dt>
            <dd data-count={kind}>{groupThousands(n)}</dd>
          </div>
        ))}
      </dl>
      <PendingLanes />
      <div className="run-tools" role="group" aria-label={RUN_VIEW.addJobs}>
        <button type="button" className="btn btn--small" disabled={!interactive} onClick={() => dispatch({ type: 'intervene', intervention: { kind: 'addJob' } })}>
          {RUN_VIEW.addJob}
        </button>
        <button type="button" className="btn btn--small" disabled={!interactive} onClick={() => dispatch({ type: 'intervene', intervention: { kind: 'addJob', poison: true } })}>
          {RUN_VIEW.addPoisonJob}
        </button>
      </div>
      <p className="run-queue__note">
        <RichText parts={RUN_VIEW.poisonNote} />
      </p>
      {next.length > 0 && (
        <div className="run-next">
          <p className="run-next__title">{RUN_VIEW.nextInLine}</p>
          <ul>
            {next.map((id) => (
              <li key={id}>
                <code>{id}</code>
                {poison.includes(id) ? (
                  <span className="run-next__poison">{RUN_VIEW.poison}</span>
                ) : (
                  <button type="button" className="btn btn--small btn--quiet" disabled={!interactive} aria-label={RUN_VIEW.markPoisonLabel(id)} onClick={() => dispatch({ type: 'intervene', intervention: { kind: 'markPoison', job: id } })}>
                    {RUN_VIEW.markPoison}
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
