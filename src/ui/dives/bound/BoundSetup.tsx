import { useId } from 'react';
import { bullmqMaxStalledCount, type BoundMode } from '../../../model/dives/bound/bound';
import { BOUND_MAX_STALLED, BOUND_MODES, stallOutcomeWithheld, type BoundDiveAction, type BoundState } from '../../../model/dives/bound/boundModel';
import { BOUND } from '../../../model/narration/catalogue';
import { BOUND_VIEW } from '../../../model/narration/diveText';
import { RichText } from '../../text/RichText';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';

const MODE_TEXT: Record<BoundMode, string> = BOUND_VIEW.modes;

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
        <legend>{BOUND_VIEW.maxStalledLegend}</legend>
        {BOUND_MAX_STALLED.map((m) => (
          <label key={m}>
            <input type="radio" name={mGroup} checked={maxStalled === m} onChange={() => store.dispatch({ type: 'configure', maxStalled: m })} /> {m}
          </label>
        ))}
      </fieldset>
      <fieldset className="dchoice">
        <legend>{BOUND_VIEW.recoveryLegend}</legend>
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
    <aside className="dnote" aria-label={BOUND_VIEW.mappingLabel}>
      <p>
        <RichText parts={BOUND_VIEW.mapping(mode === 'sweep' && !withheld ? maxStalled : null)} />
      </p>
      <p>{mode !== 'sweep' ? BOUND.mappingReaper(maxStalled) : withheld ? BOUND.mappingWithheld : BOUND.mappingCount(maxStalled, k)}</p>
    </aside>
  );
}
