import { useId } from 'react';
import type { ActorId, Flag } from '../../../model/dives/oneStep/oneStep';
import type { OneStepAction, OneStepState } from '../../../model/dives/oneStep/oneStepModel';
import { groupThousands } from '../../../model/selectors/groupThousands';
import { formatShare } from '../../../model/selectors/formatShare';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';

/**
 * The interleaving explorer: every order in which the setup's moves can run, counted by anomaly,
 * with one example of each kind to load (stopped right after the move that raises it).
 */
export function ExplorerPanel() {
  const store = useWidgetStore<OneStepState, OneStepAction>();
  const r = useWidget((st: OneStepState) => st.explored);
  const s = useWidget((st: OneStepState) => st.setup);
  const exploring = useWidget((st: OneStepState) => st.exploring);
  const progress = useWidget((st: OneStepState) => st.progress);
  const titleId = useId();
  const onExplore = () => store.dispatch({ type: 'explore' });
  const onShow = (schedule: readonly ActorId[] | null, kind: Flag['kind'] | null) => {
    if (schedule) store.dispatch({ type: 'showExample', schedule, kind });
  };
  return (
    <section className="dpanel" aria-labelledby={titleId}>
      <h2 id={titleId} className="dpanel__title">
        Interleaving explorer
      </h2>
      <p>
        Every order in which the moves of this setup can run — {s.sweepers} {s.mode === 'client' ? 'client-loop' : 'atomic'} sweeper{s.sweepers > 1 ? 's' : ''}, {s.jobs} expired job
        {s.jobs > 1 ? 's' : ''}, {s.claims} claim{s.claims === 1 ? '' : 's'} — each client's own moves kept in order.
      </p>
      <div className="dive__row">
        <button type="button" className="btn btn--primary" onClick={onExplore} disabled={exploring} aria-keyshortcuts="e">
          <span className="btn__label">{exploring ? 'Counting…' : 'Count every interleaving'}</span>
          <kbd aria-hidden="true">e</kbd>
        </button>
        {exploring && (
          <button type="button" className="btn" onClick={() => store.dispatch({ type: 'explore/cancel' })}>
            Cancel counting
          </button>
        )}
      </div>
      {exploring && (
        <p className="dpanel__sub" role="status">
          Orders counted so far: <span data-explore-progress>{groupThousands(progress ?? 0)}</span>
        </p>
      )}
      <div aria-live="polite">
        {r && (
          <>
            <dl className="dcounts">
              <div>
                <dt>interleavings</dt>
                <dd>{groupThousands(r.interleavings)}</dd>
              </div>
              <div className="is-bad">
                <dt>⚠ stall counted twice</dt>
                <dd>{groupThousands(r.doubleCount)}</dd>
              </div>
              <div className="is-bad">
                <dt>⚠ double delivery</dt>
                <dd>{groupThousands(r.doubleDelivery)}</dd>
              </div>
              <div className="is-ok">
                <dt>✓ neither</dt>
                <dd>{groupThousands(r.clean)}</dd>
              </div>
            </dl>
            <p className="dpanel__sub">
              {s.mode === 'atomic'
                ? 'With one atomic script per sweep the answer is zero: a sweep reads, removes, counts and moves in one step, so no one can run between its read and its writes.'
                : `${formatShare(r.doubleCount, r.interleavings)} of the orders count a stall twice and ${formatShare(r.doubleDelivery, r.interleavings)} hand a job to two workers${r.both ? ` (${groupThousands(r.both)} do both)` : ''}.`}
            </p>
            <div className="dive__row">
              <button type="button" className="btn btn--small" disabled={!r.examples.doubleCount} onClick={() => onShow(r.examples.doubleCount, 'double-count')}>
                Show a double count
              </button>
              <button type="button" className="btn btn--small" disabled={!r.examples.doubleDelivery} onClick={() => onShow(r.examples.doubleDelivery, 'double-delivery')}>
                Show a double delivery
              </button>
              <button type="button" className="btn btn--small" disabled={!r.examples.clean} onClick={() => onShow(r.examples.clean, null)}>
                Show a clean one
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
