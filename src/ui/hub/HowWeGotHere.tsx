import { memo, useState } from 'react';
import { STORY_LIST } from '../../model/narration/catalogue';
import type { History } from '../../sim/timeline/timeline';
import { selectStory } from '../../store/selectors';
import { useHubStore } from './useHub';
import { useDeferredMoment } from './useMoment';
import { HUB_VIEW } from '../../model/narration/hubText';

/**
 * How many steps the list shows at first, and how many more each "Show earlier" adds: a story of
 * 20,000 steps lists its last 50, so opening it narrates 50 steps, not 20,000 (each narration
 * reads every job of its moment).
 */
const PAGE = 50;

/**
 * "How we got here": the steps before the current one, each with its time and narration, and a
 * button to go back to it. Collapsed by default so it costs no Tab stops until opened. A story
 * longer than PAGE steps is narrated only once opened, and then its last PAGE steps, more on request.
 */
export function HowWeGotHere() {
  return <StoryList at={useDeferredMoment()} />;
}

const StoryList = memo(function StoryList({ at }: { at: History }) {
  const { dispatch } = useHubStore();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const total = Math.min(at.cursor, at.timeline.events.length);
  const from = Math.max(0, total - shown);
  // A short story is listed while closed too (find in page reaches it); a long one only once opened.
  const listed = open || total <= PAGE;
  const steps = listed ? selectStory(at, from) : [];
  return (
    <details className="story" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {HUB_VIEW.storyTitle} <span className="story__count">({HUB_VIEW.storyCount(total)})</span>
      </summary>
      {total === 0 ? (
        <p className="story__empty">{HUB_VIEW.storyEmpty}</p>
      ) : (
        listed && (
          <>
            {from > 0 && (
              <p className="story__earlier">
                {STORY_LIST.startsAt(from + 1, total)}{' '}
                <button type="button" className="btn btn--small btn--quiet" onClick={() => setShown((n) => n + PAGE)}>
                  {STORY_LIST.showEarlier(Math.min(PAGE, from))}
                </button>
              </p>
            )}
            <ol className="story__list" start={from + 1}>
              {steps.map((s) => (
                <li key={s.step} aria-current={s.step === at.cursor ? 'step' : undefined}>
                  <button type="button" className="btn btn--small btn--quiet story__go" onClick={() => dispatch({ type: 'moveTo', cursor: s.step })}>
                    Step {s.step}
                  </button>{' '}
                  <span className="story__at">{s.at}</span> <span className="story__text">{s.text}</span>
                </li>
              ))}
            </ol>
          </>
        )
      )}
    </details>
  );
});
