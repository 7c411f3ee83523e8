import { memo } from 'react';
import type { History } from '../../sim/timeline/timeline';
import { selectStory } from '../../store/selectors';
import { useHubStore } from './useHub';
import { useDeferredMoment } from './useMoment';

/**
 * "How we got here": the steps before the current one, each with its time and narration, and a
 * button to go back to it. Collapsed by default so it costs no Tab stops until opened.
 */
export function HowWeGotHere() {
  return <StoryList at={useDeferredMoment()} />;
}

const StoryList = memo(function StoryList({ at }: { at: History }) {
  const { dispatch } = useHubStore();
  const steps = selectStory(at);
  return (
    <details className="story">
      <summary>
        How we got here <span className="story__count">({steps.length === 0 ? 'nothing has run yet' : `${steps.length} step${steps.length === 1 ? '' : 's'}`})</span>
      </summary>
      {steps.length === 0 ? (
        <p className="story__empty">Step 0: the keyspace is empty. Press Next step to enqueue the first job.</p>
      ) : (
        <ol className="story__list">
          {steps.map((s) => (
            <li key={s.step} aria-current={s.step === at.cursor ? 'step' : undefined}>
              <button type="button" className="btn btn--small btn--quiet story__go" onClick={() => dispatch({ type: 'moveTo', cursor: s.step })}>
                Step {s.step}
              </button>{' '}
              <span className="story__at">{s.at}</span> <span className="story__text">{s.text}</span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
});
