import { useRef, useState } from 'react';
import { RUN_TOOLS } from '../../sim/narration/catalogue';
import { exportRun, formatScenario, scenarioFileName } from '../../sim/scenario/exportRun';
import { SCENARIO_LIMITS } from '../../sim/scenario/limits';
import { CopyRedisCli, type CopyStatus } from '../redisCliCopy/CopyRedisCli';
import { CopyRunLink } from './CopyRunLink';
import { importInSlices } from './importInSlices';
import { useRun, useRunStore } from './useRun';
import { groupThousands } from '../../sim/selectors/groupThousands';

/**
 * Export the run as an emq-scenario/1 file (a download), a link to this run or redis-cli commands,
 * and import one (a file input). The buttons share one status line: each says what it did last
 * ("Downloaded …", "Copied …"), so no button's old news stays beside another's.
 */
export function RunFiles() {
  const store = useRunStore();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<CopyStatus>({ text: '' });
  const download = () => {
    const scenario = exportRun(store.getState().run);
    const fileName = scenarioFileName(scenario);
    const url = URL.createObjectURL(new Blob([formatScenario(scenario)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    const steps = scenario.steps.length;
    setStatus({ text: RUN_TOOLS.downloaded(fileName, steps, groupThousands(steps)) });
  };
  const loads = useRef(0);
  const load = async (file: File | undefined) => {
    if (!file) return;
    const mine = ++loads.current;
    // Past the size limit the parser refuses the file; reading one byte more is enough to know.
    const read = () => file.slice(0, SCENARIO_LIMITS.fileBytes + 1).text();
    if (input.current) input.current.value = '';
    setStatus({ text: '' });
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
      <CopyRunLink onStatus={setStatus} />
      <CopyRedisCli scenario={() => exportRun(store.getState().run)} onStatus={setStatus} />
      <FilesStatus status={status} />
    </div>
  );
}

/**
 * The file buttons' one status line: an import in progress ("Reading…", then "Replaying step N
 * of M…"), else what the last export or copy did, with the text to copy by hand when the browser
 * refused the clipboard.
 */
function FilesStatus({ status }: { status: CopyStatus }) {
  const loading = useRun((s) => s.loading ?? null);
  return (
    <>
      <p className="run-files__status" role="status">
        {loading === null
          ? status.text
          : loading.total === null
            ? `Reading ${loading.fileName}…`
            : `Replaying step ${groupThousands(loading.done)} of ${groupThousands(loading.total)}…`}
      </p>
      {loading === null && status.manual && (
        <textarea className="run-link-copy__text nokey" readOnly rows={3} value={status.manual.text} aria-label={status.manual.label} onFocus={(e) => e.currentTarget.select()} />
      )}
    </>
  );
}
