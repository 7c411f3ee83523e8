import { STORY } from '../../model/narration/catalogue';
import { recordStory, storyFileText } from '../../sim/story/recordStory';
import { scenarioFileName } from '../../sim/scenario/exportRun';
import { authorNotesOf } from './bootHub';
import { recordingOf, storyLinkOfState } from './story';
import { AuthorsPanel, SaveAsStory, type SavedStory } from '../authors/AuthorsPanel';
import { useHub, useHubStore } from './useHub';
import { useViewHeading } from '../app/viewShell';
import { hubTitle } from '../../model/hub/hubModel';

/**
 * The story shown, when an author's (its name), and the status of a story file still being
 * fetched. What an author needs and a learner does not is `ForAuthors`.
 */
export function StoryBar() {
  // The page's (or the widget's) heading names the story shown: an author's title, else the hub's own.
  useViewHeading('hub', useHub(hubTitle));
  const loading = useHub((s) => s.loading);
  const name = useHub((s) => s.story?.name ?? null);
  return (
    <div className="story-bar">
      {name !== null && <p className="story-bar__name">{STORY.opened(name)}</p>}
      {(loading !== null || name !== null) && (
        <p role="status" className="story-bar__status">
          {loading !== null ? STORY.loading(loading) : ''}
        </p>
      )}
    </div>
  );
}

/**
 * Collapsed under "For authors", at the end of the hub (a learner reading the hub from its top
 * meets the lanes first): the story's warnings, drawn only once opened, and "Save as a story"
 * (the moment shown, with the learner's forks: `recordingOf`).
 */
export function ForAuthors() {
  const story = useHub((s) => s.story);
  const cursor = useHub((s) => s.cursor);
  const store = useHubStore();
  const save = (caption: string): SavedStory => {
    const file = recordStory(recordingOf(store.getState(), caption));
    const fileName = scenarioFileName(file as never).replace(/\.scenario\.json$/, '.story.json');
    return { text: storyFileText(file), fileName, step: store.getState().cursor };
  };
  return (
    <AuthorsPanel notes={() => (story === null ? null : authorNotesOf(story))}>
      <SaveAsStory step={cursor} save={save} linkOf={async (_file, caption) => storyLinkOfState(store.getState(), caption)} />
    </AuthorsPanel>
  );
}
