import { memo, useId } from 'react';
import { CLIENT_LOOP_LINES, type LoopPc } from '../../../model/dives/oneStep/clientLoop';
import { sessionOf } from '../../../model/dives/oneStep/oneStepModel';
import type { OneStepSession } from '../../../model/dives/oneStep/oneStep';
import { useDeferredWidget } from '../../../store/WidgetProvider';
import { ScriptPanel, type LineMarker } from '../common/ScriptPanel';

/** The client loop with where each sweeper stands, or the sweep script in atomic mode (from the deferred session: a pass after the move's own). */
export function LoopCodePanel() {
  return <LoopCodePanelOf session={useDeferredWidget(sessionOf)} />;
}

const LoopCodePanelOf = memo(function LoopCodePanelOf({ session }: { session: OneStepSession }) {
  const titleId = useId();
  const last = session.moves[session.moves.length - 1];
  if (session.setup.mode === 'atomic') {
    const atomicLast = [...session.moves].reverse().find((m) => m.frame.script === 'sweep.lua');
    const lines = atomicLast?.frame.lines ?? [];
    return (
      <ScriptPanel
        titleId={titleId}
        script="sweep.lua"
        current={null}
        also={lines}
        caption={atomicLast ? `${atomicLast.actor.replace('sweeper:', 'Sweeper ')} ran these tinted lines as one block: no other client could be scheduled between them.` : 'Each sweeper runs this whole file as one step: nothing can be scheduled inside it.'}
      />
    );
  }
  const markers: LineMarker[] = [];
  for (const [name, pc] of Object.entries(session.sweepers)) {
    const p = pc as LoopPc;
    const L = CLIENT_LOOP_LINES;
    if (p.at === 'done') markers.push({ line: 13, label: `${name} done` });
    else if (p.at === 'read') markers.push({ line: L.read, label: `${name} next` });
    else {
      const line = p.at === 'zrem' ? L.zrem : p.at === 'hincrby' ? L.hincrby : (p as { stalled: number }).stalled >= session.setup.maxStalled ? L.zaddDead : L.zaddPending;
      markers.push({ line, label: `${name} next (${p.ids[p.i]})` });
    }
  }
  const lit = last?.frame.script === 'clientLoop' ? last.frame.lines : [];
  return (
    <ScriptPanel
      titleId={titleId}
      script="clientLoop"
      current={lit[0] ?? null}
      also={lit.slice(1)}
      markers={markers}
      caption={last?.frame.script === 'clientLoop' ? `${last.actor.replace('sweeper:', 'Sweeper ')} just ran the marked line. ◀ A, ◀ B: the line each sweeper runs next.` : '◀ A, ◀ B: the line each sweeper runs next.'}
    />
  );
});
