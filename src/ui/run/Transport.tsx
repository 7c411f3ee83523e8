import type { ReactNode } from 'react';
import { useRunStore } from './runContext';
import { runAction, type RunActionContext } from './runActions';
import { RunActionButton } from './RunActionButton';
import { SPEEDS, speedLabel } from './speed';

/** Play/pause, stepping, sweep jumps, start/end, and the speed on a log scale in plain units (then `children`). */
export function Transport({ ctx, children }: { ctx: RunActionContext; children?: ReactNode }) {
  const speedIndex = useRunStore((s) => s.speedIndex);
  const playing = useRunStore((s) => s.playing);
  const a = runAction;
  return (
    <div className="run-transport" role="group" aria-label="Timeline controls">
      <div className="run-transport__main">
        <RunActionButton action={a('play')} ctx={ctx} className="btn btn--primary run-play" icon={<span aria-hidden="true" className="btn__icon">{playing ? '❚❚' : '▶'}</span>} />
        <RunActionButton action={a('start')} ctx={ctx} className="btn btn--small" icon={<span aria-hidden="true">«</span>} showKey={false} />
        <RunActionButton action={a('previous-sweep')} ctx={ctx} className="btn btn--small" icon={<span aria-hidden="true">⇤</span>} showKey={false} />
        <RunActionButton action={a('step-back')} ctx={ctx} className="btn btn--small" icon={<span aria-hidden="true">◀</span>} showKey={false} />
        <RunActionButton action={a('step-forward')} ctx={ctx} className="btn btn--small" icon={<span aria-hidden="true">▶</span>} showKey={false} />
        <RunActionButton action={a('next-sweep')} ctx={ctx} className="btn btn--small" icon={<span aria-hidden="true">⇥</span>} showKey={false} />
        <RunActionButton action={a('end')} ctx={ctx} className="btn btn--small" icon={<span aria-hidden="true">»</span>} showKey={false} />
      </div>
      <div className="run-speed">
        <RunActionButton action={a('slower')} ctx={ctx} className="btn btn--small run-speed__step" icon={<span aria-hidden="true">−</span>} iconOnly showKey={false} />
        <label className="run-speed__label">
          <span className="run-speed__name">Speed</span>
          <input
            type="range"
            className="run-speed__range"
            min={0}
            max={SPEEDS.length - 1}
            step={1}
            value={speedIndex}
            aria-valuetext={speedLabel(speedIndex)}
            onChange={(e) => ctx.store.getState().setSpeed(Number(e.currentTarget.value))}
          />
        </label>
        <RunActionButton action={a('faster')} ctx={ctx} className="btn btn--small run-speed__step" icon={<span aria-hidden="true">+</span>} iconOnly showKey={false} />
        <output className="run-speed__text" aria-live="off">{speedLabel(speedIndex)}</output>
        {children}
      </div>
    </div>
  );
}
