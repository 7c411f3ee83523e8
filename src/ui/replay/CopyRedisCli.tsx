import { useId, useState } from 'react';
import { redisCliLines } from '../../sim/scenario/redisCliScript';
import type { Scenario } from '../../sim/format/scenario';
import { SCRIPTS } from '../hub/scripts';
import { joinInSlices } from './joinInSlices';
import { groupThousands } from '../../sim/selectors/groupThousands';

type Status = { kind: 'idle' } | { kind: 'building' } | { kind: 'copied'; lines: number } | { kind: 'manual'; text: string };

/**
 * "Copy as redis-cli commands": the scenario as `redis-cli` input (each verb an EVAL of its
 * script with the step's server time in place of TIME), copied to the clipboard, with a note on
 * pasting it against a local server. When the browser refuses the clipboard, the text is shown
 * selected to copy by hand. `scenario` is called on click only, so a long run costs nothing
 * until asked; its text (megabytes for the busy hour) is built in slices (joinInSlices), so the
 * page stays responsive meanwhile.
 */
export function CopyRedisCli({ scenario }: { scenario: () => Scenario }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
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
        Copy as redis-cli commands
      </button>
      <p id={noteId} className="redis-cli-copy__note">
        One command a line, each verb an <code>EVAL</code> of its script with the step’s server time in place of <code>TIME</code>. Start an empty
        server (<code>redis-server --port 6390</code>) and paste into <code>redis-cli -p 6390</code>, or save the text and run{' '}
        <code>redis-cli -p 6390 &lt; commands.txt</code>: it ends with the keyspace of the run’s last step.
      </p>
      <p role="status" className="redis-cli-copy__status">
        {status.kind === 'building' && 'Writing the commands…'}
        {status.kind === 'copied' && `Copied ${groupThousands(status.lines)} ${status.lines === 1 ? 'command' : 'commands'}.`}
        {status.kind === 'manual' && 'The browser did not allow copying: select the text below and copy it.'}
      </p>
      {status.kind === 'manual' && (
        <textarea className="redis-cli-copy__text nokey" readOnly rows={6} value={status.text} aria-label="redis-cli commands" onFocus={(e) => e.currentTarget.select()} />
      )}
    </div>
  );
}
