import { useId } from 'react';
import { bullmqMaxStalledCount, type BoundMode } from '../../../model/dives/bound/bound';
import { BOUND_MAX_STALLED, BOUND_MODES, stallOutcomeWithheld, type BoundDiveAction, type BoundState } from '../../../model/dives/bound/boundModel';
import { ordinal } from '../../../model/narration/narrate';
import { BOUND } from '../../../model/narration/catalogue';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';

const MODE_TEXT: Record<BoundMode, string> = {
  sweep: 'the sweep (counts every stall)',
  reap: 'only the count-free reaper',
  reapThenSweep: 'the reaper first, then the sweep, every beat',
};

/** The bound dive's setting: maxStalled and the recovery on every beat (where "beat" is defined). */
export function BoundSetup() {
  const store = useWidgetStore<BoundState, BoundDiveAction>();
  const maxStalled = useWidget((s: BoundState) => s.maxStalled);
  const mode = useWidget((s: BoundState) => s.mode);
  const mGroup = useId();
  const modeGroup = useId();
  return (
    <div className="dsetup">
      <fieldset className="dchoice dchoice--row">
        <legend>maxStalled (M)</legend>
        {BOUND_MAX_STALLED.map((m) => (
          <label key={m}>
            <input type="radio" name={mGroup} checked={maxStalled === m} onChange={() => store.dispatch({ type: 'configure', maxStalled: m })} /> {m}
          </label>
        ))}
      </fieldset>
      <fieldset className="dchoice">
        <legend>Recovery on every beat</legend>
        <p className="dchoice__hint">{BOUND.beatDefined}</p>
        {BOUND_MODES.map((m) => (
          <label key={m}>
            <input type="radio" name={modeGroup} checked={mode === m} onChange={() => store.dispatch({ type: 'configure', mode: m })} /> {MODE_TEXT[m]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** How M maps to BullMQ's maxStalledCount: under the buttons, so the setting above them stays short. */
export function BullMqMapping() {
  const maxStalled = useWidget((s: BoundState) => s.maxStalled);
  const mode = useWidget((s: BoundState) => s.mode);
  const withheld = useWidget(stallOutcomeWithheld);
  const k = bullmqMaxStalledCount(maxStalled);
  return (
    <aside className="dnote" aria-label="BullMQ mapping">
      <p>
        <strong>BullMQ mapping.</strong> Here the maxStalled-th stall dead-letters{mode === 'sweep' && !withheld && ` (with M = ${maxStalled}, the ${ordinal(maxStalled)} stall)`}, so M − 1
        recoveries are allowed. <a href="https://docs.bullmq.io/guide/jobs/stalled">BullMQ</a> (a Redis job queue for Node.js) has{' '}
        <code>maxStalledCount = k</code>: it allows k recoveries and fails on stall k + 1, so <strong>maxStalledCount = k ≙ maxStalled = k + 1</strong>.
      </p>
      <p>{mode !== 'sweep' ? BOUND.mappingReaper(maxStalled) : withheld ? BOUND.mappingWithheld : BOUND.mappingCount(maxStalled, k)}</p>
    </aside>
  );
}
