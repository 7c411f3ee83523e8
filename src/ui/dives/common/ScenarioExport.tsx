import { useState } from 'react';
import type { Scenario } from '../../../sim/format/scenario';
import { DIVE_VIEW } from '../../../model/narration/diveText';
import { CopyRedisCli } from '../../redisCliCopy/CopyRedisCli';
import { RichText } from '../../text/RichText';

/**
 * The run on screen as an `emq-scenario/1` file: what the run view opens, the CLI replays and
 * the conformance tests replay on a real redis-server (learners are told only the first two ways
 * they can use without the source: the run view and redis-cli). The file's text, its download
 * and the redis-cli copy are built only once the learner opens the export: a closed export shows
 * none of it, and a view re-rendering on every step would write the whole file each time.
 */
export function ScenarioExport({ scenario, what = DIVE_VIEW.exportThisRun }: { scenario: Scenario; what?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="dexport" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <RichText parts={DIVE_VIEW.exportSummary(what, scenario.steps.length)} />
      </summary>
      {open && <ScenarioFile scenario={scenario} />}
    </details>
  );
}

function ScenarioFile({ scenario }: { scenario: Scenario }) {
  const text = JSON.stringify(scenario, null, 1);
  const href = `data:application/json;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <>
      <p>
        <a className="btn btn--small" href={href} download={`${slug(scenario.name)}.scenario.json`}>
          {DIVE_VIEW.downloadScenario}
        </a>{' '}
        {DIVE_VIEW.replayHint}
      </p>
      <CopyRedisCli scenario={() => scenario} />
      <pre className="dexport__json" tabIndex={0}>{text}</pre>
    </>
  );
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'run';
}
