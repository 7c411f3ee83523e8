import { RUN_TOOLS, STORY } from '../../model/narration/catalogue';
import { exportRun } from '../../sim/scenario/exportRun';
import { useLink } from '../url/LinkProvider';
import type { CopyStatus } from '../redisCliCopy/CopyRedisCli';
import { storyHashOffThread } from './storyHashOffThread';
import { useRunStore } from './useRun';
import { groupThousands } from '../../model/selectors/groupThousands';
import { RUN_VIEW } from '../../model/narration/runText';

/**
 * "Copy a link to this run": the whole run as an emq-scenario/1 file in the link's hash
 * (`?view=run#scenario=1.<data>`, src/sim/story/storyLink.ts), so the link opens the run view on
 * this very run, with its interventions, whatever preset, seed or import it came from. Built on
 * click only, compressed in a Web Worker that starts on any origin (storyHashOffThread). What it did goes to `onStatus`, the
 * status line of the file buttons; when the browser refuses the clipboard, the link comes with it,
 * to be shown selected and copied by hand.
 */
export function CopyRunLink({ onStatus }: { onStatus: (status: CopyStatus) => void }) {
  const store = useRunStore();
  const link = useLink();
  const copy = async () => {
    const text = JSON.stringify(exportRun(store.getState().run));
    let hash: string;
    try {
      hash = await storyHashOffThread(text);
    } catch (err) {
      // Nothing escapes into the page (or a host page's console): the status line says it.
      onStatus({ text: STORY.runLinkFailed(err instanceof Error ? err.message : String(err)) });
      return;
    }
    // The run is in the hash: the preset's own parameters would only disagree with it. Inside an
    // element the link's address is the app's own page (the element's link knows it), not the host's.
    const href = link.href({ view: 'run', preset: null, seed: null, jobs: null, step: null, tune: null, limit: null, embed: null }, hash);
    const address = new URL(href, document.baseURI).href;
    try {
      await navigator.clipboard.writeText(address);
      onStatus({ text: STORY.copiedRunLink(groupThousands(address.length)) });
    } catch {
      onStatus({ text: STORY.copyRunLinkFailed, manual: { label: RUN_TOOLS.linkLabel, text: address } });
    }
  };
  return (
    <button type="button" className="btn btn--small" onClick={() => void copy()}>
      {RUN_VIEW.copyRunLink}
    </button>
  );
}
