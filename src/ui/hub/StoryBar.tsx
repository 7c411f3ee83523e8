import { STORY } from '../../sim/narration/catalogue';
import { useHub } from './useHub';

/** The story shown, when an author's (its name), and the status of a story file still being fetched. */
export function StoryBar() {
  const loading = useHub((s) => s.loading);
  const name = useHub((s) => s.story?.name ?? null);
  if (loading === null && name === null) return null;
  return (
    <div className="story-bar">
      {name !== null && <p className="story-bar__name">{STORY.opened(name)}</p>}
      <p role="status" className="story-bar__status">
        {loading !== null ? STORY.loading(loading) : ''}
      </p>
    </div>
  );
}
