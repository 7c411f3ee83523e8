import { memo, use, useEffect } from 'react';
import { finish, type Run, type RunSteps } from '../../sim/actors/run';
import { presetRunSteps, runInitial } from '../../model/run/runModel';
import { importRun } from '../../sim/scenario/exportRun';
import { decodeStoryLink, storyLinkOf } from '../../sim/story/storyLink';
import { WidgetProvider } from '../../store/WidgetProvider';
import { ActionButton } from '../actions/ActionButton';
import { HelpOverlay } from '../actions/HelpOverlay';
import type { ActionScope, StoreContext } from '../actions/types';
import type { RunAction, RunState } from '../../model/run/runModel';
import { useWidgetActions } from '../actions/useViewActions';
import { AfterFirstRender } from '../dom/AfterFirstRender';
import { CompactMore } from '../app/CompactMore';
import { COMPACT } from '../../model/narration/catalogue';
import { useCompact, useKept, useLinkProblems, useViewShell } from '../app/viewShell';
import { useLinkParams } from '../url/query';
import { NarrationLine } from './NarrationLine';
import { PresetBar } from './PresetBar';
import { QueuePanel } from './QueuePanel';
import { RUN_ACTIONS } from './runActions';
import { createRunStore, inSlices } from './runInSlices';
import { clampStep, readRunLink, runLinkParams } from './runLink';
import { Scrubber } from './Scrubber';
import { Transport } from './Transport';
import { TuningPanel } from './TuningPanel';
import { usePlayback } from './usePlayback';
import { useRun, useRunStore, type RunStore } from './useRun';
import { LaneHint, WorkerLane } from './WorkerLane';
import '../theme/widget.css';
import './run.css';
import { RUN_VIEW } from '../../model/narration/runText';
import { SHELL } from '../../model/narration/shellText';

/** A run view's store, opened from a link, and the link's problems (each sentence once). */
export interface RunBoot {
  store: RunStore;
  problems: string[];
}

/**
 * Builds the view's store from a link: `?preset=&seed=&step=` (and `jobs=` for the busy hour, `tune=`
 * and `limit=` for the tuning panel's values), or
 * a whole run in the hash (`#scenario=1.<data>`, "Copy a link to this run"), which wins over the
 * preset. A bad run in the hash is named in `problems` and the linked preset opens instead.
 * `generate` computes the preset's run from its `RunSteps`: at once by default (`finish`), or a
 * slice at a time (`inSlices`), when the boot is a promise for a run that takes more than one.
 */
export function bootRun(search: string, hash = '', generate: (steps: RunSteps) => Run | Promise<Run> = finish): RunBoot | Promise<RunBoot> {
  const { link, problems } = readRunLink(search);
  const inLink = storyLinkOf(hash);
  if (inLink !== null) {
    try {
      const run = importRun(decodeStoryLink(inLink));
      return { store: createRunStore(runInitial({ run, source: { presetId: null, seed: 0, jobs: null, fileName: RUN_FROM_LINK } })), problems };
    } catch (e) {
      problems.push(RUN_VIEW.runLinkFailed((e as Error).message));
    }
  }
  const opened = (run: Run): RunBoot => {
    const { step, problem } = clampStep(link.step, run.timeline.events.length);
    if (problem) problems.push(problem);
    const source = {
      presetId: link.preset, seed: link.seed, jobs: link.jobs, fileName: null,
      ...(link.tuning ? { tuning: link.tuning } : {}), ...(link.limit !== undefined ? { limit: link.limit } : {}),
    };
    return { store: createRunStore(runInitial({ run, source, cursor: step })), problems };
  };
  const run = generate(presetRunSteps(link.preset, link.seed, link.jobs, link.tuning, link.limit));
  return run instanceof Promise ? run.then(opened) : opened(run);
}

/** The file name a run opened from a link goes by (where an imported run shows its file's name). */
const RUN_FROM_LINK = RUN_VIEW.runFromLink;

/** How often the link may change while the run plays, in milliseconds. */
const LINK_THROTTLE_MS = 400;

const RUN_HELP_NOTE = RUN_VIEW.helpNote;

/**
 * The run view: a world of actors (producer, workers, sweeper) acting through the verbs, played
 * on a timeline the learner can scrub, step and fork by crashing, pausing and resuming workers.
 * A widget with its own store, kept while another view is shown; the link carries preset, seed and step.
 */
export function RunView() {
  // In a shell (the page, a ViewWidget) the boot is kept while it suspends: a large preset's run
  // (the busy hour) is generated a slice at a time while the view's loading line shows, not in
  // one long task. Rendered alone, there is no place to keep it between attempts: at once.
  const inShell = useViewShell() !== null;
  const kept = useKept('run', (search, hash) => bootRun(search, hash, inShell ? inSlices : finish));
  const boot = kept instanceof Promise ? use(kept) : kept;
  useLinkProblems(boot.problems);
  return (
    <WidgetProvider store={boot.store} className="run">
      <RunPage />
    </WidgetProvider>
  );
}

function Problem() {
  const { dispatch } = useRunStore();
  const problem = useRun((s) => s.problem);
  if (!problem) return null;
  return (
    <div className="run-problem" role="alert">
      <p>{problem}</p>
      <button type="button" className="btn btn--small btn--quiet" onClick={() => dispatch({ type: 'dismissProblem' })}>
        {SHELL.dismiss}
      </button>
    </div>
  );
}

/** While a run is being generated in slices: how far it got (the current run stays shown meanwhile). */
function Generating() {
  const events = useRun((s) => s.generating);
  return (
    <p className="run-generating" role="status">
      {events === null || events === undefined ? '' : RUN_VIEW.generating(events)}
    </p>
  );
}

/** The presets, a problem, the generating line: above the transport (the compact form keeps the presets behind its disclosure). */
const RunHead = memo(function RunHead({ compact }: { compact: boolean }) {
  return (
    <>
      {!compact && <PresetBar />}
      <Problem />
      <Generating />
    </>
  );
});

/**
 * The strip, the lanes and the tuning panel: below the transport and its status line. The compact
 * form (compact=1) shows the strip and the lanes, and keeps the presets, the queue and the tuning
 * panel behind its one disclosure.
 */
const RunBody = memo(function RunBody({ compact, scope }: { compact: boolean; scope: ActionScope<StoreContext<RunState, RunAction>> }) {
  return (
    <>
      <Scrubber />
      <div className={`run-stage${compact ? ' run-stage--alone' : ''}`}>
        <WorkerLane />
        {!compact && <QueuePanel />}
      </div>
      <CompactMore summary={COMPACT.run} actions={<ActionButton scope={scope} action="help" className="btn btn--small btn--quiet" />}>
        {compact && (
          <>
            <PresetBar />
            <CompactLaneHint />
            <QueuePanel />
          </>
        )}
        <TuningPanel />
      </CompactMore>
    </>
  );
});

function CompactLaneHint() {
  return <LaneHint interactive={useRun((s) => s.run.config !== null)} />;
}

function RunPage() {
  const store = useRunStore();
  const { scope, help } = useWidgetActions(RUN_ACTIONS);
  const compact = useCompact();
  usePlayback(store);
  useLinkParams(store, runLinkParams, (s) => (s.playing ? LINK_THROTTLE_MS : 0));
  // Leaving the view pauses the run; it waits where it was for the learner to come back.
  useEffect(() => () => store.dispatch({ type: 'pause' }), [store]);
  // The parts read the store themselves: opening the help overlay re-renders none of them.
  return (
    <>
      <RunHead compact={compact} />
      <div className="run-controls">
        <Transport scope={scope}>
          {!compact && <ActionButton scope={scope} action="help" className="btn btn--small btn--quiet run-help-button" />}
        </Transport>
        {/* The status line (the clock and what the last step did) sits with the buttons that move it: one screen, sticky on a wide one. */}
        <AfterFirstRender>
          <NarrationLine />
        </AfterFirstRender>
      </div>
      <AfterFirstRender>
        <RunBody compact={compact} scope={scope} />
      </AfterFirstRender>
      <HelpOverlay actions={scope.actions} {...help} note={RUN_HELP_NOTE} />
    </>
  );
}
