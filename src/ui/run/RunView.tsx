import { useCallback, useMemo, useState } from 'react';
import { Notice } from '../app/Notice';
import { NarrationLine } from './NarrationLine';
import { PresetBar } from './PresetBar';
import { QueuePanel } from './QueuePanel';
import { RUN_ACTIONS, runAction, type RunActionContext } from './runActions';
import { RunActionButton } from './RunActionButton';
import { RunStoreProvider, useRunStore, useRunStoreApi } from './runContext';
import { RunHelp } from './RunHelp';
import { clampStep, readRunLink } from './runLink';
import { createRunStore, presetRun, type RunStore } from './runStore';
import { Scrubber } from './Scrubber';
import { Transport } from './Transport';
import { usePlayback } from './usePlayback';
import { useRunKeys } from './useRunKeys';
import { useRunPermalink } from './useRunPermalink';
import { WorkerLane } from './WorkerLane';
import './run.css';

/** Builds the view's store from a link: `?preset=&seed=&step=` (and `jobs=` for the busy hour). */
export function bootRun(search: string): { store: RunStore; problems: string[] } {
  const { link, problems } = readRunLink(search);
  const run = presetRun(link.preset, link.seed, link.jobs);
  const { step, problem } = clampStep(link.step, run.timeline.events.length);
  if (problem) problems.push(problem);
  return { store: createRunStore({ run, source: { presetId: link.preset, seed: link.seed, jobs: link.jobs, fileName: null }, cursor: step }), problems };
}

/**
 * The run view: a world of actors (producer, workers, sweeper) acting through the verbs, played
 * on a timeline the learner can scrub, step and fork by crashing, pausing and resuming workers.
 * Its own store per instance; the link carries preset, seed and step.
 */
export function RunView() {
  const [boot] = useState(() => bootRun(typeof location === 'undefined' ? '' : location.search));
  return (
    <RunStoreProvider store={boot.store}>
      <RunPage linkProblems={boot.problems} />
    </RunStoreProvider>
  );
}

function Problem() {
  const store = useRunStoreApi();
  const problem = useRunStore((s) => s.problem);
  if (!problem) return null;
  return (
    <div className="run-problem" role="alert">
      <p>{problem}</p>
      <button type="button" className="btn btn--small btn--quiet" onClick={() => store.getState().dismissProblem()}>
        Dismiss
      </button>
    </div>
  );
}

function RunPage({ linkProblems }: { linkProblems: string[] }) {
  const store = useRunStoreApi();
  const [problems, setProblems] = useState(linkProblems);
  const [helpOpen, setHelpOpen] = useState(false);
  const toggleHelp = useCallback(() => setHelpOpen((o) => !o), []);
  const ctx: RunActionContext = useMemo(() => ({ store, toggleHelp }), [store, toggleHelp]);
  useRunKeys(RUN_ACTIONS, ctx);
  usePlayback(store);
  useRunPermalink(store);
  return (
    <div className="run">
      <Notice problems={problems} onDismiss={() => setProblems([])} />
      <PresetBar />
      <Problem />
      <div className="run-controls">
        <Transport ctx={ctx}>
          <RunActionButton action={runAction('help')} ctx={ctx} className="btn btn--small btn--quiet run-help-button" />
        </Transport>
      </div>
      <Scrubber />
      <NarrationLine />
      <div className="run-stage">
        <WorkerLane />
        <QueuePanel />
      </div>
      <RunHelp actions={RUN_ACTIONS} open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
