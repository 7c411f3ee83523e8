import { useRef } from 'react';
import { exportRun, formatScenario, scenarioFileName } from '../../sim/scenario/exportRun';
import { SCENARIO_LIMITS } from '../../sim/scenario/limits';
import { CopyRedisCli } from '../replay/CopyRedisCli';
import { CopyRunLink } from './CopyRunLink';
import { importInSlices } from './importInSlices';
import { useRun, useRunStore } from './useRun';
import { groupThousands } from '../../sim/selectors/groupThousands';

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
  const loads = useRef(0);
  const load = async (file: File | undefined) => {
    if (!file) return;
    const mine = ++loads.current;
    // Past the size limit the parser refuses the file; reading one byte more is enough to know.
    const read = () => file.slice(0, SCENARIO_LIMITS.fileBytes + 1).text();
    if (input.current) input.current.value = '';
    await importInSlices(store, read, file.name, { isCurrent: () => loads.current === mine });
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
      <ImportStatus />
    </div>
  );
}

/** What an import in progress is doing: "Reading…", then "Replaying step N of M…". */
function ImportStatus() {
  const loading = useRun((s) => s.loading ?? null);
  return (
    <p className="run-files__status" role="status">
      {loading === null
        ? ''
        : loading.total === null
          ? `Reading ${loading.fileName}…`
          : `Replaying step ${groupThousands(loading.done)} of ${groupThousands(loading.total)}…`}
    </p>
  );
}
