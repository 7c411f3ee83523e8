import { useRef, useState } from 'react';
import { RUN_TOOLS } from '../../model/narration/catalogue';
import { exportRun, formatScenario, scenarioFileName } from '../../sim/scenario/exportRun';
import { SCENARIO_LIMITS } from '../../sim/scenario/limits';
import { CopyRedisCli, type CopyStatus } from '../redisCliCopy/CopyRedisCli';
import { CopyRunLink } from './CopyRunLink';
import { storyHashOffThread } from './storyHashOffThread';
import { useLink } from '../url/LinkProvider';
import { AuthorsPanel, SaveAsStory, type SavedStory } from '../authors/AuthorsPanel';
import { importedRunWarnings } from '../../sim/scenario/checkStory';
import { recordRunStory } from '../../sim/story/recordStory';
import type { Run } from '../../sim/actors/run';
import { importInSlices } from './importInSlices';
import { useRun, useRunStore } from './useRun';
import { RUN_VIEW } from '../../model/narration/runText';

/**
 * Export the run as an emq-scenario/1 file (a download), a link to this run or redis-cli commands,
 * and import one (a file input), checked as `sim --check` checks it: a refused file's every
 * problem is listed, a story file's warnings wait under "For authors", collapsed, beside "Save as
 * a story". A run from a story file keeps its story block in the export and the link. The buttons
 * share one status line: each says what it did last ("Downloaded …", "Copied …"), so no button's
 * old news stays beside another's.
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
    setStatus({ text: RUN_TOOLS.downloaded(fileName, steps) });
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
    <div className="run-files" role="group" aria-label={RUN_VIEW.scenarioFile}>
      <button type="button" className="btn btn--small" onClick={download}>
        {RUN_VIEW.exportJson}
      </button>
      <label className="btn btn--small run-files__import">
        {RUN_VIEW.importJson}
        <input ref={input} type="file" accept=".json,application/json" className="sr-only" onChange={(e) => void load(e.currentTarget.files?.[0])} />
      </label>
      <CopyRunLink onStatus={setStatus} />
      <CopyRedisCli scenario={() => exportRun(store.getState().run)} onStatus={setStatus} />
      <FilesStatus status={status} />
      <ImportErrors />
      <RunForAuthors />
    </div>
  );
}

/** Every problem of the file the last import refused, in file order (the alert above names the first). */
function ImportErrors() {
  const errors = useRun((s) => s.importErrors ?? null);
  if (errors === null || errors.length < 2) return null;
  return (
    <ul className="import-errors" aria-label={RUN_TOOLS.importErrorsLabel(errors.length)}>
      {errors.map((e, i) => (
        <li key={i}>{e}</li>
      ))}
    </ul>
  );
}

/**
 * The run view's "For authors", collapsed: the warnings `sim --check` gives the imported file
 * (none for a preset's run), and "Save as a story": what was done from the opening (the steps, the
 * interventions) as a story file that reopens on the moment shown (`recordRunStory`).
 */
function RunForAuthors() {
  const run = useRun((s) => s.run);
  return (
    <AuthorsPanel notes={() => importedRunWarnings(run)}>
      <RunSaveAsStory />
    </AuthorsPanel>
  );
}

/** "Save as a story" for the run shown, mounted only while "For authors" is open (it follows the cursor). */
function RunSaveAsStory() {
  const store = useRunStore();
  const link = useLink();
  const step = useRun((s) => stepsRun(s.run, s.cursor));
  const save = (caption: string): SavedStory => {
    const s = store.getState();
    const file = recordRunStory(s.run, s.cursor, caption);
    return { text: formatScenario(file), fileName: scenarioFileName(file).replace(/\.scenario\.json$/, '.story.json'), step: file.story!.openAt as number };
  };
  // The link opens the run view on the file, as "Copy a link to this run" does (compressed off the main thread).
  const linkOf = async (file: SavedStory) => {
    const hash = await storyHashOffThread(JSON.stringify(JSON.parse(file.text)));
    return link.href({ view: 'run', preset: null, seed: null, jobs: null, step: null, tune: null, limit: null, embed: null }, hash);
  };
  return <SaveAsStory step={step} save={save} linkOf={linkOf} />;
}

/** The steps of the file among the run's first `cursor` events (the world's ticks are no steps). */
function stepsRun(run: Run, cursor: number): number {
  let n = 0;
  for (let i = 0; i < cursor; i++) if (run.timeline.inputs[i]!.op !== 'tick') n += 1;
  return n;
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
            ? RUN_VIEW.readingFile(loading.fileName)
            : RUN_VIEW.replayingStep(loading.done, loading.total)}
      </p>
      {loading === null && status.manual && (
        <textarea className="run-link-copy__text nokey" readOnly rows={3} value={status.manual.text} aria-label={status.manual.label} onFocus={(e) => e.currentTarget.select()} />
      )}
    </>
  );
}
