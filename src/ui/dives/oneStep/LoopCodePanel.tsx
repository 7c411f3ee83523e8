import { memo, useId } from 'react';
import { CLIENT_LOOP_LINES, type LoopPc } from '../../../model/dives/oneStep/clientLoop';
import { sessionOf } from '../../../model/dives/oneStep/oneStepModel';
import type { OneStepSession } from '../../../model/dives/oneStep/oneStep';
import { ONE_STEP_VIEW } from '../../../model/narration/diveText';
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
        caption={ONE_STEP_VIEW.atomicCaption(atomicLast ? ONE_STEP_VIEW.sweeperName(atomicLast.actor.replace('sweeper:', '')) : null)}
      />
    );
  }
  const markers: LineMarker[] = [];
  for (const [name, pc] of Object.entries(session.sweepers)) {
    const p = pc as LoopPc;
    const L = CLIENT_LOOP_LINES;
    if (p.at === 'done') markers.push({ line: 13, label: ONE_STEP_VIEW.markerDone(name) });
    else if (p.at === 'read') markers.push({ line: L.read, label: ONE_STEP_VIEW.markerNext(name) });
    else {
      const line = p.at === 'zrem' ? L.zrem : p.at === 'hincrby' ? L.hincrby : (p as { stalled: number }).stalled >= session.setup.maxStalled ? L.zaddDead : L.zaddPending;
      markers.push({ line, label: ONE_STEP_VIEW.markerNext(name, p.ids[p.i]) });
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
      caption={ONE_STEP_VIEW.loopCaption(last?.frame.script === 'clientLoop' ? ONE_STEP_VIEW.sweeperName(last.actor.replace('sweeper:', '')) : null)}
    />
  );
});
