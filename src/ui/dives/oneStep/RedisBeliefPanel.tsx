import { memo, useId } from 'react';
import type { LoopPc } from '../../../model/dives/oneStep/clientLoop';
import { jobRowsOf, sessionOf } from '../../../model/dives/oneStep/oneStepModel';
import type { OneStepSession } from '../../../model/dives/oneStep/oneStep';
import { useDeferredWidget } from '../../../store/WidgetProvider';

/** What Redis holds now, and what each sweeper believes (its private list), from the deferred session: a pass after the move's own. */
export function RedisBeliefPanel() {
  return <RedisBeliefPanelOf session={useDeferredWidget(sessionOf)} />;
}

const RedisBeliefPanelOf = memo(function RedisBeliefPanelOf({ session }: { session: OneStepSession }) {
  const titleId = useId();
  const start = session.header.clockStartMs;
  return (
    <section className="dpanel" aria-labelledby={titleId}>
      <h2 id={titleId} className="dpanel__title">
        Redis now, and what each sweeper believes
      </h2>
      <table className="dtable">
        <thead>
          <tr>
            <th scope="col">job</th>
            <th scope="col">in</th>
            <th scope="col">worker / token</th>
            <th scope="col">stalled</th>
          </tr>
        </thead>
        <tbody>
          {jobRowsOf(session).map((job) => {
            const { id, worker } = job;
            const where = [
              ...(job.leaseUntilMs !== null ? [`active (lease until ${((job.leaseUntilMs - start) / 1000).toFixed(3)} s)`] : []),
              ...(job.pending ? ['pending'] : []),
              ...(job.dead ? ['dead'] : []),
            ];
            return (
              <tr key={id}>
                <th scope="row">
                  <code>{id}</code>
                </th>
                <td>
                  {where.length ? where.join(' and ') : 'no lane'}
                  {where.length > 1 && <span className="dtag dtag--warn">⚠ two places</span>}
                  {where.length === 0 && job.runByLiveWorker && <span className="dtag dtag--warn">⚠ Worker {worker} still runs it, with no lease</span>}
                  {where.length > 0 && job.leaseUntilMs === null && job.runByLiveWorker && (
                    <span className="dtag dtag--warn">
                      ⚠ Worker {worker} still believes it owns {id} and runs it, yet {id} waits in {where[0]}: the double delivery
                    </span>
                  )}
                </td>
                <td>
                  <code>{worker ?? '—'}</code> / <code>{job.token ?? '—'}</code>
                </td>
                <td>
                  <strong>{job.stalled ?? '0'}</strong>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul className="dbelief">
        {Object.entries(session.sweepers).map(([name, pc]) => {
          const p = pc as LoopPc | { at: 'atomic' };
          const ids = 'ids' in p ? p.ids : null;
          return (
            <li key={name}>
              <strong>Sweeper {name}</strong>:{' '}
              {p.at === 'atomic' ? 'has not run its script yet' : p.at === 'read' ? 'has not read yet' : p.at === 'done' ? (session.setup.mode === 'atomic' ? 'ran its script' : `done with its list [${ids!.join(', ')}]`) : `works from its private list [${ids!.join(', ')}], now at ${ids![(p as unknown as { i: number }).i]}`}
            </li>
          );
        })}
      </ul>
    </section>
  );
});
