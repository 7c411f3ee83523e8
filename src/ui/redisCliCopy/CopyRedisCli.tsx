import { useId, useState } from 'react';
import { RUN_TOOLS } from '../../model/narration/catalogue';
import { redisCliLines } from '../../sim/scenario/redisCliScript';
import type { Scenario } from '../../sim/format/scenario';
import { SCRIPTS } from '../hub/scripts';
import { joinInSlices } from './joinInSlices';
import { REDIS_CLI_TEXT } from '../../model/narration/runText';
import { RichText } from '../text/RichText';

type Status = { kind: 'idle' } | { kind: 'building' } | { kind: 'copied'; lines: number } | { kind: 'manual'; text: string };

/**
 * What a copy or export button says it did, for a status line it shares with other buttons: a
 * sentence, and the text to copy by hand (with its field's label) when the clipboard was refused.
 */
export interface CopyStatus {
  text: string;
  manual?: { label: string; text: string };
}

function copyStatusOf(s: Status): CopyStatus {
  switch (s.kind) {
    case 'idle':
      return { text: '' };
    case 'building':
      return { text: RUN_TOOLS.writingCommands };
    case 'copied':
      return { text: RUN_TOOLS.copiedCommands(s.lines) };
    case 'manual':
      return { text: RUN_TOOLS.copyCommandsFailed, manual: { label: RUN_TOOLS.commandsLabel, text: s.text } };
  }
}

/**
 * "Copy as redis-cli commands": the scenario as `redis-cli` input (each verb an EVAL of its
 * script with the step's server time in place of TIME), copied to the clipboard, with a note on
 * pasting it against a local server. When the browser refuses the clipboard, the text is shown
 * selected to copy by hand. `scenario` is called on click only, so a long run costs nothing
 * until asked; its text (megabytes for the busy hour) is built in slices (joinInSlices), so the
 * page stays responsive meanwhile. With `onStatus`, what it did goes to a status line the caller
 * shares with its other buttons (the run view's), instead of a line of its own.
 */
export function CopyRedisCli({ scenario, onStatus }: { scenario: () => Scenario; onStatus?: (status: CopyStatus) => void }) {
  const [own, setOwn] = useState<Status>({ kind: 'idle' });
  const status: Status = onStatus ? { kind: 'idle' } : own;
  const setStatus = (s: Status) => (onStatus ? onStatus(copyStatusOf(s)) : setOwn(s));
  const noteId = useId();
  const copy = async () => {
    setStatus({ kind: 'building' });
    const { text, lines } = await joinInSlices(redisCliLines(scenario(), SCRIPTS));
    try {
      await navigator.clipboard.writeText(text);
      setStatus({ kind: 'copied', lines });
    } catch {
      setStatus({ kind: 'manual', text });
    }
  };
  return (
    <div className="redis-cli-copy">
      <button type="button" className="btn btn--small" aria-describedby={noteId} onClick={() => void copy()}>
        {REDIS_CLI_TEXT.copy}
      </button>
      <p id={noteId} className="redis-cli-copy__note">
        <RichText parts={REDIS_CLI_TEXT.help} />
      </p>
      {!onStatus && (
        <p role="status" className="redis-cli-copy__status">
          {copyStatusOf(status).text}
        </p>
      )}
      {status.kind === 'manual' && (
        <textarea className="redis-cli-copy__text nokey" readOnly rows={6} value={status.text} aria-label={RUN_TOOLS.commandsLabel} onFocus={(e) => e.currentTarget.select()} />
      )}
    </div>
  );
}
