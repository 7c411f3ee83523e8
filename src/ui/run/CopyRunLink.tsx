import { useState } from 'react';
import { STORY } from '../../sim/narration/catalogue';
import { exportRun } from '../../sim/scenario/exportRun';
import { useLink } from '../url/LinkProvider';
import { storyHashOffThread } from './storyHashOffThread';
import { useRunStore } from './useRun';
import { groupThousands } from '../../sim/selectors/groupThousands';

type Status = { kind: 'idle' } | { kind: 'copied'; chars: number } | { kind: 'manual'; text: string };

/**
 * "Copy a link to this run": the whole run as an emq-scenario/1 file in the link's hash
 * (`?view=run#scenario=1.<data>`, src/sim/story/storyLink.ts), so the link opens the run view on
 * this very run, with its interventions, whatever preset, seed or import it came from. Built on
 * click only, compressed in a Web Worker (storyHashOffThread); when the browser refuses the clipboard, the link is shown selected to copy by hand.
 */
export function CopyRunLink() {
  const store = useRunStore();
  const link = useLink();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const copy = async () => {
    const text = JSON.stringify(exportRun(store.getState().run));
    // The run is in the hash: the preset's own parameters would only disagree with it.
    const href = link.href({ view: 'run', preset: null, seed: null, jobs: null, step: null, embed: null }, await storyHashOffThread(text));
    const address = new URL(href, document.baseURI).href;
    try {
      await navigator.clipboard.writeText(address);
      setStatus({ kind: 'copied', chars: address.length });
    } catch {
      setStatus({ kind: 'manual', text: address });
    }
  };
  return (
    <div className="run-link-copy">
      <button type="button" className="btn btn--small" onClick={() => void copy()}>
        Copy a link to this run
      </button>
      <p role="status" className="run-link-copy__status">
        {status.kind === 'copied' && STORY.copiedRunLink(groupThousands(status.chars))}
        {status.kind === 'manual' && STORY.copyRunLinkFailed}
      </p>
      {status.kind === 'manual' && (
        <textarea className="run-link-copy__text nokey" readOnly rows={3} value={status.text} aria-label="Link to this run" onFocus={(e) => e.currentTarget.select()} />
      )}
    </div>
  );
}
