import { useId } from 'react';
import type { ActorId, Flag } from '../../../model/dives/oneStep/oneStep';
import type { OneStepAction, OneStepState } from '../../../model/dives/oneStep/oneStepModel';
import { groupThousands } from '../../../model/selectors/groupThousands';
import { formatShare } from '../../../model/selectors/formatShare';
import { ONE_STEP_VIEW } from '../../../model/narration/diveText';
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
        {ONE_STEP_VIEW.explorerTitle}
      </h2>
      <p>{ONE_STEP_VIEW.explorerScope(s.sweepers, s.mode, s.jobs, s.claims)}</p>
      <div className="dive__row">
        <button type="button" className="btn btn--primary" onClick={onExplore} disabled={exploring} aria-keyshortcuts="e">
          <span className="btn__label">{exploring ? ONE_STEP_VIEW.counting : ONE_STEP_VIEW.countAll}</span>
          <kbd aria-hidden="true">e</kbd>
        </button>
        {exploring && (
          <button type="button" className="btn" onClick={() => store.dispatch({ type: 'explore/cancel' })}>
            {ONE_STEP_VIEW.cancelCounting}
          </button>
        )}
      </div>
      {exploring && (
        <p className="dpanel__sub" role="status">
          {ONE_STEP_VIEW.countedSoFar}<span data-explore-progress>{groupThousands(progress ?? 0)}</span>
        </p>
      )}
      <div aria-live="polite">
        {r && (
          <>
            <dl className="dcounts">
              <div>
                <dt>{ONE_STEP_VIEW.counts.interleavings}</dt>
                <dd>{groupThousands(r.interleavings)}</dd>
              </div>
              <div className="is-bad">
                <dt>{ONE_STEP_VIEW.counts.doubleCount}</dt>
                <dd>{groupThousands(r.doubleCount)}</dd>
              </div>
              <div className="is-bad">
                <dt>{ONE_STEP_VIEW.counts.doubleDelivery}</dt>
                <dd>{groupThousands(r.doubleDelivery)}</dd>
              </div>
              <div className="is-ok">
                <dt>{ONE_STEP_VIEW.counts.clean}</dt>
                <dd>{groupThousands(r.clean)}</dd>
              </div>
            </dl>
            <p className="dpanel__sub">
              {s.mode === 'atomic'
                ? ONE_STEP_VIEW.atomicZero
                : ONE_STEP_VIEW.shares(formatShare(r.doubleCount, r.interleavings), formatShare(r.doubleDelivery, r.interleavings), r.both ? groupThousands(r.both) : null)}
            </p>
            <div className="dive__row">
              <button type="button" className="btn btn--small" disabled={!r.examples.doubleCount} onClick={() => onShow(r.examples.doubleCount, 'double-count')}>
                {ONE_STEP_VIEW.showDoubleCount}
              </button>
              <button type="button" className="btn btn--small" disabled={!r.examples.doubleDelivery} onClick={() => onShow(r.examples.doubleDelivery, 'double-delivery')}>
                {ONE_STEP_VIEW.showDoubleDelivery}
              </button>
              <button type="button" className="btn btn--small" disabled={!r.examples.clean} onClick={() => onShow(r.examples.clean, null)}>
                {ONE_STEP_VIEW.showClean}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
