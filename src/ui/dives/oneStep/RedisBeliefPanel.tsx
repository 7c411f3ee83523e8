import { memo, useId } from 'react';
import type { LoopPc } from '../../../model/dives/oneStep/clientLoop';
import { jobRowsOf, sessionOf } from '../../../model/dives/oneStep/oneStepModel';
import type { OneStepSession } from '../../../model/dives/oneStep/oneStep';
import { ONE_STEP_VIEW } from '../../../model/narration/diveText';
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
        {ONE_STEP_VIEW.beliefTitle}
      </h2>
      <table className="dtable">
        <thead>
          <tr>
            <th scope="col">{ONE_STEP_VIEW.beliefColumns.job}</th>
            <th scope="col">{ONE_STEP_VIEW.beliefColumns.lane}</th>
            <th scope="col">{ONE_STEP_VIEW.beliefColumns.owner}</th>
            <th scope="col">{ONE_STEP_VIEW.beliefColumns.stalled}</th>
          </tr>
        </thead>
        <tbody>
          {jobRowsOf(session).map((job) => {
            const { id, worker } = job;
            const where = [
              ...(job.leaseUntilMs !== null ? [ONE_STEP_VIEW.inActive(job.leaseUntilMs - start)] : []),
              ...(job.pending ? [ONE_STEP_VIEW.inPending] : []),
              ...(job.dead ? [ONE_STEP_VIEW.inDead] : []),
            ];
            return (
              <tr key={id}>
                <th scope="row">
                  <code>{id}</code>
                </th>
                <td>
                  {ONE_STEP_VIEW.places(where)}
                  {where.length > 1 && <span className="dtag dtag--warn">{ONE_STEP_VIEW.twoPlaces}</span>}
                  {where.length === 0 && job.runByLiveWorker && <span className="dtag dtag--warn">{ONE_STEP_VIEW.runsWithoutLease(worker)}</span>}
                  {where.length > 0 && job.leaseUntilMs === null && job.runByLiveWorker && (
                    <span className="dtag dtag--warn">{ONE_STEP_VIEW.stillBelieves(worker, id, where[0]!)}</span>
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
              <strong>{ONE_STEP_VIEW.sweeperName(name)}</strong>:{' '}
              {ONE_STEP_VIEW.belief(p.at === 'atomic' || p.at === 'read' || p.at === 'done' ? p.at : 'working', session.setup.mode === 'atomic', ids ?? [], ids?.[(p as unknown as { i: number }).i])}
            </li>
          );
        })}
      </ul>
    </section>
  );
});
