import { memo, useId } from 'react';
import { boundRunOf, type BoundState } from '../../../model/dives/bound/boundModel';
import { formatReply } from '../../../model/selectors/formatCommand';
import { BOUND_VIEW } from '../../../model/narration/diveText';
import { useDeferredWidget } from '../../../store/WidgetProvider';
import { ScriptPanel } from '../common/ScriptPanel';

/**
 * The script the shown step ran, its lines tinted and the last one marked. A crash or an
 * operator's raw command runs no script: the last script that ran stays in view, and a raw
 * command is shown with its reply above it. Rendered from the deferred state (a pass after the
 * step's own): the listing is the biggest part of a step.
 */
export function StepScript() {
  return <StepScriptAt state={useDeferredWidget((s: BoundState) => s)} />;
}

const StepScriptAt = memo(function StepScriptAt({ state }: { state: BoundState }) {
  const run = boundRunOf(state);
  const index = state.cursor - 1;
  const rawTitle = useId();
  const scriptTitle = useId();
  const s = run.steps[index]!;
  // A crash or an operator's raw command runs no script: keep the last script that ran in view.
  let j = index;
  while (j >= 0 && !run.steps[j]!.frame.script) j--;
  const raw = s.step.op === 'redis' ? (
    <p className="dnote dnote--inline">
      {BOUND_VIEW.rawCommand}<code className="dcmd">{s.step.command.join(' ')}</code> → <code>{formatReply(s.event.reply)}</code>
    </p>
  ) : null;
  if (j < 0) {
    return (
      <section className="dpanel" aria-labelledby={rawTitle}>
        <h2 id={rawTitle} className="dpanel__title">{BOUND_VIEW.noScriptTitle}</h2>
        <p className="dpanel__sub">{BOUND_VIEW.noScriptYet}</p>
      </section>
    );
  }
  const f = run.steps[j]!.frame;
  const lines = f.lines;
  return (
    <div className="dstack">
      {raw}
      <ScriptPanel
        titleId={scriptTitle}
        script={f.script!}
        current={j === index ? lines[lines.length - 1] ?? null : null}
        also={j === index ? lines.slice(0, -1) : lines}
        caption={
          j === index
            ? BOUND_VIEW.scriptRan
            : BOUND_VIEW.scriptKept(s.step.op === 'crash', j + 1)
        }
      />
    </div>
  );
});
