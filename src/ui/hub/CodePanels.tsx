import { memo, useId, useState } from 'react';
import type { SimEvent } from '../../sim/engine/event';
import type { History } from '../../sim/timeline/timeline';
import { invocationFor, VERBS, type VerbName } from '../../sim/queue/invocation';
import { formatArgv, formatReply } from '../../model/selectors/formatCommand';
import { selectLastEvent, selectSimState } from '../../store/selectors';
import { CodePanel, lineCounts } from '../code/CodePanel';
import { SCRIPTS } from './scripts';
import { useDeferredMoment } from './useMoment';
import { HUB_VIEW } from '../../model/narration/hubText';

/** The verb whose script explains the last step: that verb, or the sweep when the step ran none. */
function scriptVerb(e: SimEvent | null): { verb: VerbName; ran: boolean } {
  const op = e?.input.op;
  return op && (VERBS as readonly string[]).includes(op) ? { verb: op as VerbName, ran: true } : { verb: 'sweep', ran: false };
}

/**
 * The command log of the last step beside the script that ran it (the one code panel,
 * src/ui/code/CodePanel.tsx). Pointing at (hovering, focusing) or pressing a log row marks the
 * script line that sent that command; every line that ran in the step carries a ▸ and a count.
 */
export function CodePanels() {
  return <CodePanelsAt at={useDeferredMoment()} />;
}

const CodePanelsAt = memo(function CodePanelsAt({ at }: { at: History }) {
  const last = selectLastEvent(at);
  const header = selectSimState(at).header;
  const logTitleId = useId();
  const scriptTitleId = useId();
  const [hover, setHover] = useState<number | null>(null);
  // A pinned row belongs to the event it was pinned on; a new step unpins it without an effect.
  const [pin, setPin] = useState<{ event: SimEvent; index: number } | null>(null);
  const pinned = pin && pin.event === last ? pin.index : null;
  const calls = last?.calls ?? [];
  const current = hover ?? pinned;
  const activeLine = current !== null ? calls[current]?.line ?? null : null;
  const { verb, ran } = scriptVerb(last);
  const inv = ran && last && last.input.op !== 'tick' ? invocationFor(last.input, header) : null;

  return (
    <div className="code-panels">
      <section className="code-panel log-panel" aria-labelledby={logTitleId}>
        <h2 id={logTitleId} className="panel-title">{HUB_VIEW.commandLog}</h2>
        <p className="code-panel__sub">
          {HUB_VIEW.logSub(calls.length)}
        </p>
        {inv && (
          <p className="log-call">
            <span className="log-call__label">{HUB_VIEW.calledAs}</span>
            <code>{formatArgv(['EVALSHA', `<sha1 of ${inv.verb}.lua>`, String(inv.keys.length), ...inv.keys, ...inv.args])}</code>
          </p>
        )}
        {calls.length > 0 && (
          <ol className="log" onMouseLeave={() => setHover(null)}>
            {calls.map((c, i) => (
              <li key={i}>
                <button
                  type="button"
                  className={`log__row${current === i ? ' is-current' : ''}`}
                  aria-pressed={pinned === i}
                  onMouseEnter={() => setHover(i)}
                  onFocus={() => setHover(i)}
                  onBlur={() => setHover(null)}
                  onClick={() => setPin(pinned === i ? null : { event: last!, index: i })}
                >
                  <span className="log__line">{c.line > 0 ? HUB_VIEW.line(c.line) : HUB_VIEW.raw}</span>
                  <span className="log__text">
                    <code className="log__cmd">{formatArgv(c.argv)}</code>{' '}
                    <span className="log__result">
                      <span className="log__arrow" aria-hidden="true">→</span>
                      <span className="sr-only">{HUB_VIEW.replied}</span> <code className="log__reply">{formatReply(c.reply)}</code>
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
      <CodePanel
        file={`${verb}.lua`}
        source={SCRIPTS[verb]}
        titleId={scriptTitleId}
        caption={
          ran ? HUB_VIEW.scriptRan : HUB_VIEW.scriptNotRun
        }
        current={activeLine}
        currentLabel={HUB_VIEW.thisCommand}
        ran={ran ? lineCounts(calls.map((c) => c.line)) : undefined}
        showCounts
      />
    </div>
  );
});
