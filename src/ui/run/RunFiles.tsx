import { useRef } from 'react';
import { exportRun, formatScenario, scenarioFileName } from '../../sim/scenario/exportRun';
import { SCENARIO_LIMITS } from '../../sim/scenario/limits';
import { CopyRedisCli } from '../replay/CopyRedisCli';
import { CopyRunLink } from './CopyRunLink';
import { useRunStore } from './useRun';

/** Export the run as an emq-scenario/1 file (a download), a link to this run or redis-cli commands, and import one (a file input). */
export function RunFiles() {
  const store = useRunStore();
  const input = useRef<HTMLInputElement>(null);
  const download = () => {
    const scenario = exportRun(store.getState().run);
    const url = URL.createObjectURL(new Blob([formatScenario(scenario)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = scenarioFileName(scenario);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const load = async (file: File | undefined) => {
    if (!file) return;
    // Past the size limit the parser refuses the file; reading one byte more is enough to know.
    store.dispatch({ type: 'importText', text: await file.slice(0, SCENARIO_LIMITS.fileBytes + 1).text(), fileName: file.name });
    if (input.current) input.current.value = '';
  };
  return (
    <div className="run-files" role="group" aria-label="Scenario file">
      <button type="button" className="btn btn--small" onClick={download}>
        Export JSON
      </button>
      <label className="btn btn--small run-files__import">
        Import JSON
        <input ref={input} type="file" accept=".json,application/json" className="sr-only" onChange={(e) => void load(e.currentTarget.files?.[0])} />
      </label>
      <CopyRunLink />
      <CopyRedisCli scenario={() => exportRun(store.getState().run)} />
    </div>
  );
}
