import type { Scenario } from '../../../sim/format/scenario';
import { CopyRedisCli } from '../../replay/CopyRedisCli';

/**
 * The run on screen as an `emq-scenario/1` file: what the run view opens, the CLI replays and
 * the conformance tests replay on a real redis-server (learners are told only the first two ways
 * they can use without the source: the run view and redis-cli).
 */
export function ScenarioExport({ scenario, what = 'this run' }: { scenario: Scenario; what?: string }) {
  const text = JSON.stringify(scenario, null, 1);
  const href = `data:application/json;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <details className="dexport">
      <summary>
        {what} as an <code>emq-scenario/1</code> file ({scenario.steps.length} {scenario.steps.length === 1 ? 'step' : 'steps'}), replayable on Redis
      </summary>
      <p>
        <a className="btn btn--small" href={href} download={`${slug(scenario.name)}.scenario.json`}>
          Download the scenario
        </a>{' '}
        Replay it on a real Redis with the commands below, or open the file in the run view.
      </p>
      <CopyRedisCli scenario={() => scenario} />
      <pre className="dexport__json" tabIndex={0}>{text}</pre>
    </details>
  );
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'run';
}
