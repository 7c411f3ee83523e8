import { useId } from 'react';
import type { OneStepSetup } from '../../../model/dives/oneStep/oneStep';
import type { OneStepAction, OneStepState } from '../../../model/dives/oneStep/oneStepModel';
import { ONE_STEP_VIEW } from '../../../model/narration/diveText';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { RichText } from '../../text/RichText';

/** The one-step dive's setup: how each sweep runs, how many sweepers and expired jobs (sweepers × jobs at most 4), how many workers claim in between. */
export function OneStepSetupForm() {
  const store = useWidgetStore<OneStepState, OneStepAction>();
  const setup = useWidget((s: OneStepState) => s.setup);
  const modeGroup = useId();
  const configure = (p: Partial<OneStepSetup>) => store.dispatch({ type: 'configure', setup: p });
  return (
    <div className="dsetup">
      <fieldset className="dchoice">
        <legend>{ONE_STEP_VIEW.modeLegend}</legend>
        <label>
          <input type="radio" name={modeGroup} checked={setup.mode === 'client'} onChange={() => configure({ mode: 'client' })} />
          {ONE_STEP_VIEW.clientMode}
        </label>
        <label>
          <input type="radio" name={modeGroup} checked={setup.mode === 'atomic'} onChange={() => configure({ mode: 'atomic' })} />
          <RichText parts={ONE_STEP_VIEW.atomicMode} />
        </label>
      </fieldset>
      <Choice legend={ONE_STEP_VIEW.sweepersLegend} values={[1, 2, 3]} value={setup.sweepers} disabled={(v) => v * setup.jobs > 4} onPick={(v) => configure({ sweepers: v })} />
      <Choice legend={ONE_STEP_VIEW.jobsLegend} values={[1, 2]} value={setup.jobs} disabled={(v) => v * setup.sweepers > 4} onPick={(v) => configure({ jobs: v })} />
      <Choice legend={ONE_STEP_VIEW.claimsLegend} values={[0, 1, 2]} value={setup.claims} disabled={() => false} onPick={(v) => configure({ claims: v })} />
    </div>
  );
}

function Choice({ legend, values, value, disabled, onPick }: { legend: string; values: number[]; value: number; disabled(v: number): boolean; onPick(v: number): void }) {
  const group = useId();
  return (
    <fieldset className="dchoice dchoice--row">
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v}>
          <input type="radio" name={group} checked={value === v} disabled={disabled(v)} onChange={() => onPick(v)} /> {v}
        </label>
      ))}
    </fieldset>
  );
}
