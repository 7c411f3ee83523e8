import { useState, type ReactNode } from 'react';
import { STORY } from '../../model/narration/catalogue';
import { groupThousands } from '../../model/selectors/groupThousands';
import { MAX_CAPTION_CHARS } from '../../sim/story/story';
import './authors.css';

/**
 * What an author needs and a learner does not, collapsed under "For authors" (the end of the hub,
 * the run view's file buttons): `notes()`, the warnings `sim --check` gives the story shown (one
 * line each; null: there is no story of an author's to check, so nothing is said), then
 * `children` ("Save as a story"); both are asked for and drawn only while the panel is open, so a
 * learner who never opens it pays nothing for them.
 */
export function AuthorsPanel({ notes, children }: { notes: () => readonly string[] | null; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const list = open ? notes() : null;
  return (
    <details className="for-authors" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{STORY.forAuthors}</summary>
      {list !== null && (
        <>
          <p>{STORY.authorNotes(list.length)}</p>
          {list.length > 0 && (
            <ul className="for-authors__notes">
              {list.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {open && children}
    </details>
  );
}

/** A story file saved from a view: its text, the name to download it as, and the step it opens at (counted from 1). */
export interface SavedStory {
  text: string;
  fileName: string;
  step: number;
}

/**
 * "Save as a story": a caption for the moment shown, then download the story file or copy a link
 * that opens it. `save(caption)` records the view's moment as a story file; `linkOf(file, caption)`
 * makes the link's address (relative to the page) that opens it. `step` labels the caption box.
 */
export function SaveAsStory({ step, save, linkOf }: { step: number; save: (caption: string) => SavedStory; linkOf: (file: SavedStory, caption: string) => Promise<string> }) {
  const [caption, setCaption] = useState('');
  const [status, setStatus] = useState('');
  const download = () => {
    const file = save(caption);
    const url = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = file.fileName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus(STORY.savedStory(file.fileName, file.step));
  };
  const copy = async () => {
    const file = save(caption);
    try {
      const address = new URL(await linkOf(file, caption), document.baseURI).href;
      await navigator.clipboard.writeText(address);
      setStatus(STORY.copiedStoryLink(file.step, groupThousands(address.length)));
    } catch {
      setStatus(STORY.copyStoryLinkFailed);
    }
  };
  return (
    <fieldset className="for-authors__save">
      <legend>{STORY.saveAsStory}</legend>
      <label>
        {STORY.saveCaptionLabel(step)}{' '}
        <textarea className="nokey" rows={2} maxLength={MAX_CAPTION_CHARS} value={caption} onChange={(e) => setCaption(e.currentTarget.value)} />
      </label>{' '}
      <button type="button" className="btn btn--small" onClick={download}>
        {STORY.downloadStory}
      </button>
      <button type="button" className="btn btn--small" onClick={() => void copy()}>
        {STORY.copyStoryLabel}
      </button>
      <p aria-live="polite">{status}</p>
    </fieldset>
  );
}
