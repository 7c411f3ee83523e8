import type { ReactNode } from 'react';
import { ActionButton } from '../actions/ActionButton';
import type { ActionScope, StoreContext } from '../actions/types';
import type { RunAction, RunState } from '../../model/run/runModel';
import { SPEEDS, speedLabel } from '../../model/run/speed';
import { useRun, useRunStore } from './useRun';
import { RUN_VIEW } from '../../model/narration/runText';

/** Play/pause, stepping, sweep jumps, start/end, and the speed on a log scale in plain units (then `children`). */
export function Transport({ scope, children }: { scope: ActionScope<StoreContext<RunState, RunAction>>; children?: ReactNode }) {
  const { dispatch } = useRunStore();
  const speedIndex = useRun((s) => s.speedIndex);
  const playing = useRun((s) => s.playing);
  return (
    <div className="run-transport" role="group" aria-label={RUN_VIEW.timelineControls}>
      <div className="run-transport__main">
        <ActionButton scope={scope} action="play" className="btn btn--primary run-play" icon={<span aria-hidden="true" className="btn__icon">{playing ? '❚❚' : '▶'}</span>} />
        <ActionButton scope={scope} action="start" className="btn btn--small" icon={<span aria-hidden="true">«</span>} showKey={false} />
        <ActionButton scope={scope} action="previous-sweep" className="btn btn--small" icon={<span aria-hidden="true">⇤</span>} showKey={false} />
        <ActionButton scope={scope} action="step-back" className="btn btn--small" icon={<span aria-hidden="true">◀</span>} showKey={false} />
        <ActionButton scope={scope} action="step-forward" className="btn btn--small" icon={<span aria-hidden="true">▶</span>} showKey={false} />
        <ActionButton scope={scope} action="next-sweep" className="btn btn--small" icon={<span aria-hidden="true">⇥</span>} showKey={false} />
        <ActionButton scope={scope} action="end" className="btn btn--small" icon={<span aria-hidden="true">»</span>} showKey={false} />
        <ActionButton scope={scope} action="more" className="btn btn--small" icon={<span aria-hidden="true">+1′</span>} showKey={false} />
      </div>
      <div className="run-speed">
        <ActionButton scope={scope} action="slower" className="btn btn--small run-speed__step" icon={<span aria-hidden="true">−</span>} iconOnly showKey={false} />
        <label className="run-speed__label">
          <span className="run-speed__name">{RUN_VIEW.speed}</span>
          <input
            type="range"
            className="run-speed__range"
            min={0}
            max={SPEEDS.length - 1}
            step={1}
            value={speedIndex}
            aria-valuetext={speedLabel(speedIndex)}
            onChange={(e) => dispatch({ type: 'setSpeed', index: Number(e.currentTarget.value) })}
          />
        </label>
        <ActionButton scope={scope} action="faster" className="btn btn--small run-speed__step" icon={<span aria-hidden="true">+</span>} iconOnly showKey={false} />
        <output className="run-speed__text" aria-live="off">{speedLabel(speedIndex)}</output>
        {children}
      </div>
    </div>
  );
}
