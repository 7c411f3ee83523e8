import { memo, useId, type ReactNode } from 'react';
import { currentEvent, lastOf, type ListEvent, type ListSide, type ListState } from '../../../model/dives/list/listModel';
import { useDeferredWidget } from '../../../store/WidgetProvider';
import { useCompact } from '../../app/viewShell';
import { ScriptPanel } from '../common/ScriptPanel';
import { LeaseSideState } from './LeaseSideState';
import { ListSideState } from './ListSideState';
import { LIST_VIEW, seconds as sec } from '../../../model/narration/diveText';

/**
 * The list pattern and the lease set side by side, each as of its last command up to the shown
 * event. From the deferred state: the two listings render in a pass after the step's own.
 */
export function SidePanels() {
  return <SidePanelsAt state={useDeferredWidget((s: ListState) => s)} scripts={!useCompact()} />;
}

/**
 * Both sides' scripts alone, as of the shown event: the compact form (compact=1) shows the sides
 * without them and puts these behind its one disclosure.
 */
export function SideScripts() {
  return <SideScriptsAt state={useDeferredWidget((s: ListState) => s)} />;
}

const SideScriptsAt = memo(function SideScriptsAt({ state }: { state: ListState }) {
  const list = lastOf(state, 'list');
  const lease = lastOf(state, 'lease');
  const listScript = useId();
  const leaseScript = useId();
  return (
    <div className="dive__cols">
      {list && <ScriptPanel level={3} titleId={listScript} script="listReaper" current={list.step.frame.lines[0] ?? null} also={list.step.frame.lines.slice(1)} />}
      {lease?.step.frame.script && (
        <ScriptPanel level={3} titleId={leaseScript} script={lease.step.frame.script} current={lease.step.frame.lines.at(-1) ?? null} also={lease.step.frame.lines.slice(0, -1)} />
      )}
    </div>
  );
});

const SidePanelsAt = memo(function SidePanelsAt({ state, scripts }: { state: ListState; scripts: boolean }) {
  const current = currentEvent(state);
  const list = lastOf(state, 'list');
  const lease = lastOf(state, 'lease');
  const listScript = useId();
  const leaseScript = useId();
  return (
    <div className="dive__cols">
      <Side side="list" title={LIST_VIEW.sides.list} current={current} last={list} compact={!scripts}>
        <ListSideState step={list?.step ?? null} />
        {scripts && list && <ScriptPanel level={3} titleId={listScript} script="listReaper" current={list.step.frame.lines[0] ?? null} also={list.step.frame.lines.slice(1)} />}
      </Side>
      <Side side="lease" title={LIST_VIEW.sides.lease} current={current} last={lease} compact={!scripts}>
        {lease && <LeaseSideState keyspace={lease.step.keyspace} />}
        {scripts && lease?.step.frame.script && (
          <ScriptPanel level={3} titleId={leaseScript} script={lease.step.frame.script} current={lease.step.frame.lines.at(-1) ?? null} also={lease.step.frame.lines.slice(0, -1)} />
        )}
      </Side>
    </div>
  );
});

/** One side as of its last command; the compact form leaves out its sentence when it is the narration's own (the side the shown event ran on). */
function Side({ side, title, current, last, compact, children }: { side: ListSide; title: string; current: ListEvent; last: ListEvent | null; compact: boolean; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={`dpanel dside${current.side === side ? ' is-current' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="dpanel__title">
        {title} <span className="dside__at">{LIST_VIEW.sideAt(sec(current.step.at))}</span>
      </h2>
      {last === current && compact ? null : last ? (
        <p className="dside__what">
          {last.step.at < current.step.at && <span className="dside__last">{LIST_VIEW.lastCommandAt(sec(last.step.at))}</span>}
          {last.step.frame.narration}
        </p>
      ) : (
        side === 'lease' && <p className="dpanel__sub">{LIST_VIEW.nothingYet}</p>
      )}
      {children}
    </section>
  );
}
