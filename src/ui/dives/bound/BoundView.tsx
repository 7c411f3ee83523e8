import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { buildBoundRun, bullmqMaxStalledCount, POISON, type BoundAction, type BoundMode, type BoundRun } from '../../../sim/dives/bound/bound';
import { ordinal } from '../../../sim/narration/narrate';
import { Narration } from '../common/Narration';
import { ScenarioExport } from '../common/ScenarioExport';
import { ScriptPanel } from '../common/ScriptPanel';
import { HelpOverlay } from '../../actions/HelpOverlay';
import type { StoreAction } from '../../actions/types';
import { useViewActions } from '../../actions/useViewActions';
import { VIEW_TITLE_ID } from '../../app/viewShell';
import { useLinkParams, type LinkParams, type LinkReader } from '../../url/query';
import { DiveControls } from '../common/DiveControls';
import { diveHelpAction, useDiveStore } from '../common/diveStore';
import { usePrefersReducedMotion } from '../common/usePrefersReducedMotion';
import '../../theme/widget.css';
import '../common/dives.css';
import './bound.css';

const MODES: readonly BoundMode[] = ['sweep', 'reap', 'reapThenSweep'];
const MODE_TEXT: Record<BoundMode, string> = {
  sweep: 'the sweep (counts every stall)',
  reap: 'only the count-free reaper',
  reapThenSweep: 'the reaper first, then the sweep, every beat',
};
const ACTION_CODE: Record<BoundAction, string> = { beat: 'b', retry: 'r', retryReset: 'z' };

interface BoundUi {
  maxStalled: number;
  mode: BoundMode;
  actions: BoundAction[];
  /** How many steps of the run are shown (1 = only the enqueue). */
  cursor: number;
  playing: boolean;
  /** The run built under each other setting (`M:mode`), kept while the learner looks at another. */
  kept: Record<string, { actions: BoundAction[]; cursor: number }>;
}

const keyOf = (s: Pick<BoundUi, 'maxStalled' | 'mode'>) => `${s.maxStalled}:${s.mode}`;

function fromLink(link: LinkReader): BoundUi {
  const code = link.get('run') ?? '';
  const actions = [...code].map((c) => (Object.entries(ACTION_CODE).find(([, v]) => v === c)?.[0] ?? null) as BoundAction | null);
  const ui: BoundUi = {
    maxStalled: link.int('m', 1, 6, 3),
    mode: link.oneOf('mode', MODES, 'sweep'),
    actions: actions.every((a) => a !== null) ? (actions as BoundAction[]) : [],
    cursor: 1,
    playing: false,
    kept: {},
  };
  if (ui.actions.length === 0 && code !== '') link.reject('run', `is not a run of b, r and z (beat, retry, retry with reset), so the run starts empty.`);
  try {
    const run = buildBoundRun(ui, ui.actions);
    ui.cursor = link.int('at', 1, run.steps.length, run.steps.length);
  } catch {
    link.reject('run', 'cannot be replayed with these settings, so the run starts empty.');
    ui.actions = [];
  }
  return ui;
}

/** The dive's own link parameters. */
const linkParams = (s: BoundUi): LinkParams => ({ m: String(s.maxStalled), mode: s.mode, run: s.actions.map((a) => ACTION_CODE[a]).join('') || null, at: String(s.cursor) });

/** The index after the last step of the beat that `cursor` is in (or the next beat, at a beat's end). */
function endOfBeat(run: BoundRun, cursor: number): number {
  const beat = run.steps[cursor]?.beat;
  if (beat === undefined) return cursor;
  let i = cursor;
  while (i < run.steps.length && run.steps[i]!.beat === beat) i++;
  return i;
}

/**
 * Dive 2, bound: a poison job crashes every worker that claims it. With the sweep its stall count
 * climbs each beat and it lands in the morgue at the M-th stall; with only the count-free reaper
 * it loops forever; with the reaper in front of the sweep the count never moves. Every step is a
 * real verb or raw command, so the run exports as a scenario that replays on Redis.
 */
export function BoundView() {
  const store = useDiveStore('bound', fromLink);
  const ui = useStore(store);
  const reduce = usePrefersReducedMotion();
  const run = useMemo(() => buildBoundRun({ maxStalled: ui.maxStalled, mode: ui.mode }, ui.actions), [ui.maxStalled, ui.mode, ui.actions]);
  const shown = run.steps.slice(0, ui.cursor);
  const cur = shown[shown.length - 1]!;
  const deadNow = cur.lane === 'dead';

  useLinkParams(store, linkParams);
  // Leaving the view stops the loop; it waits where it was.
  useEffect(() => () => store.setState({ playing: false }), [store]);

  const set = (p: Partial<BoundUi>) => store.setState(p);
  /** Reveals up to `target` steps, adding beats to the run when it is too short. */
  const advance = (beats: number, toEndOfBeat: boolean) => {
    const s = store.getState();
    let actions = s.actions;
    let r = buildBoundRun(s, actions);
    let cursor = s.cursor;
    for (let n = 0; n < beats; n++) {
      if (cursor >= r.steps.length) {
        if (r.steps[r.steps.length - 1]!.lane === 'dead') break;
        actions = [...actions, 'beat'];
        r = buildBoundRun(s, actions);
      }
      cursor = toEndOfBeat ? endOfBeat(r, cursor) : cursor + 1;
    }
    set({ actions, cursor: Math.min(cursor, r.steps.length) });
  };
  const retry = (kind: BoundAction) => {
    const s = store.getState();
    const actions = [...s.actions, kind];
    set({ actions, cursor: buildBoundRun(s, actions).steps.length });
  };
  const canGo = (s: BoundUi) => s.cursor < buildBoundRun(s, s.actions).steps.length || !(s.cursor === run.steps.length && deadNow);

  useEffect(() => {
    if (!ui.playing) return;
    const id = setInterval(() => {
      const s = store.getState();
      const r = buildBoundRun(s, s.actions);
      if (s.cursor === r.steps.length && r.steps[r.steps.length - 1]!.lane === 'dead') return store.setState({ playing: false });
      advance(1, true);
    }, reduce ? 1200 : 700);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ui.playing, reduce]);

  const actions: StoreAction<BoundUi>[] = [
    { id: 'step', label: 'Next step', help: 'Run the next step: a claim, a crash, the reaper or the sweep.', keys: [{ key: 's' }], enabled: ({ state }) => canGo(state), run: () => advance(1, false) },
    { id: 'beat', label: 'Next beat', help: 'Run to the end of this beat (claim, crash, recovery).', keys: [{ key: 'e' }], enabled: ({ state }) => canGo(state), run: () => advance(1, true) },
    { id: 'ten', label: 'Run 10 beats', help: 'Run ten whole beats at once.', keys: [{ key: 't' }], enabled: ({ state }) => canGo(state), run: () => advance(10, true) },
    {
      id: 'play',
      label: ui.playing ? 'Stop looping' : 'Keep looping',
      help: 'Run beat after beat until the job lands in the morgue (or forever). Space, or p.',
      keys: [{ key: ' ' }, { key: 'p' }],
      enabled: ({ state: s }) => s.playing || canGo(s),
      run: () => set({ playing: !store.getState().playing }),
    },
    {
      id: 'retry',
      label: 'Retry from the morgue',
      help: 'An operator moves the job back to pending (ZREM dead, ZADD pending, HSET state): the stall count stays.',
      keys: [{ key: 'k' }],
      enabled: ({ state: s }) => s.cursor === run.steps.length && deadNow,
      run: () => retry('retry'),
    },
    {
      id: 'retry-reset',
      label: 'Retry and reset the count',
      help: 'The same retry, plus HSET stalled 0: the job gets a fresh budget.',
      keys: [{ key: 'z' }],
      enabled: ({ state: s }) => s.cursor === run.steps.length && deadNow,
      run: () => retry('retryReset'),
    },
    { id: 'back', label: 'Back one step', help: 'Go back one step (the run stays; Next step replays it).', keys: [{ key: 'u' }], enabled: ({ state: s }) => s.cursor > 1, run: () => set({ cursor: store.getState().cursor - 1, playing: false }) },
    { id: 'reset', label: 'Reset', help: 'Start again with the same settings.', keys: [{ key: 'r' }], enabled: ({ state: s }) => s.actions.length > 0, run: () => set({ actions: [], cursor: 1, playing: false }) },
    diveHelpAction(),
  ];
  const { scope, help } = useViewActions(store, actions);

  /** Another setting: the run built so far is kept under its setting and comes back with it. */
  const setConfig = (p: Partial<Pick<BoundUi, 'maxStalled' | 'mode'>>) => {
    const s = store.getState();
    const kept = { ...s.kept };
    if (s.actions.length) kept[keyOf(s)] = { actions: s.actions, cursor: s.cursor };
    const next = { maxStalled: s.maxStalled, mode: s.mode, ...p };
    const back = kept[keyOf(next)];
    delete kept[keyOf(next)];
    set({ ...next, actions: back?.actions ?? [], cursor: back?.cursor ?? 1, playing: false, kept });
  };
  const keptOthers = Object.keys(ui.kept).length;
  const beats = groupBeats(shown);
  const counted = ui.mode === 'sweep';
  const k = bullmqMaxStalledCount(ui.maxStalled);

  return (
    <section className="dive" aria-labelledby={VIEW_TITLE_ID}>

      <div className="dsetup">
        <fieldset className="dchoice dchoice--row">
          <legend>maxStalled (M)</legend>
          {[1, 2, 3, 4, 5, 6].map((m) => (
            <label key={m}>
              <input type="radio" name="bound-m" checked={ui.maxStalled === m} onChange={() => setConfig({ maxStalled: m })} /> {m}
            </label>
          ))}
        </fieldset>
        <fieldset className="dchoice">
          <legend>Recovery on every beat</legend>
          {MODES.map((m) => (
            <label key={m}>
              <input type="radio" name="bound-mode" checked={ui.mode === m} onChange={() => setConfig({ mode: m })} /> {MODE_TEXT[m]}
            </label>
          ))}
        </fieldset>
        <aside className="dnote" aria-label="BullMQ mapping">
          <p>
            <strong>BullMQ mapping.</strong> Here the maxStalled-th stall dead-letters (with M = {ui.maxStalled}, the {ordinal(ui.maxStalled)} stall), so M − 1
            recoveries are allowed. <a href="https://docs.bullmq.io/guide/jobs/stalled">BullMQ</a> (a Redis job queue for Node.js) has{' '}
            <code>maxStalledCount = k</code>: it allows k recoveries and fails on stall k + 1, so <strong>maxStalledCount = k ≙ maxStalled = k + 1</strong>.
          </p>
          <p>
            M = {ui.maxStalled} here ≙ BullMQ <code>maxStalledCount: {k}</code> ({k} {k === 1 ? 'recovery' : 'recoveries'}).
          </p>
        </aside>
      </div>

      <p className="dnote dnote--inline">
        A <strong>poison job</strong> is one whose handler crashes the worker every time (a payload it cannot handle), so it can never complete: only a
        limit on its stalls stops the loop. The <strong>count-free reaper</strong> puts an expired lease back in pending without counting a stall (a plain
        visibility timeout), so it never stops the loop.
        {keptOthers > 0 && ` Switching maxStalled or the recovery keeps the run you built under each setting: switch back to see it again.`}
      </p>

      <DiveControls scope={scope} label="Bound controls" main={['step', 'beat', 'ten', 'play', 'retry', 'retry-reset']} quiet={['back', 'reset', 'help']} />

      <div className="dive__cols">
        <section className="dpanel" aria-labelledby="bound-job-title">
          <h2 id="bound-job-title" className="dpanel__title">
            The poison job after {run.steps.length === 1 ? 'the first step (the enqueue)' : `step ${ui.cursor} of ${run.steps.length}`}
          </h2>
          <div className="dlanes" role="list" aria-label="Where the job is">
            {(['pending', 'active', 'dead'] as const).map((lane) => (
              <div key={lane} role="listitem" className={`dlane dlane--${lane}${cur.lane === lane ? ' is-here' : ''}`}>
                <span className="dlane__name">{lane === 'dead' ? 'dead (morgue)' : lane}</span>
                {cur.lane === lane ? <span className="dchip">{POISON} <span className="sr-only">is here</span></span> : <span className="dlane__empty">—</span>}
              </div>
            ))}
          </div>
          <StallMeter stalled={cur.stalled} maxStalled={ui.maxStalled} counted={ui.mode !== 'reap'} />
          <p className="dcounter" aria-live="polite">
            {ui.mode === 'sweep' ? (
              <>
                Recoveries so far: <strong>{cur.recoveries}</strong> of the {ui.maxStalled - 1} allowed.
              </>
            ) : (
              <>
                Loops so far: <strong>{cur.recoveries}</strong>
                {cur.recoveries > 0 && ' and counting'}; stall count {cur.stalled}: {ui.mode === 'reap' ? 'the reaper never counts.' : 'the sweep never sees the job expired.'}
              </>
            )}
          </p>
        </section>
        <StepScript run={run} index={ui.cursor - 1} />
      </div>

      <Narration text={cur.frame.narration} label={`Step ${ui.cursor}: ${describeStep(cur.step)}`} />

      <section className="dpanel" aria-labelledby="bound-beats-title">
        <h2 id="bound-beats-title" className="dpanel__title">
          Beat by beat
        </h2>
        {beats.length === 0 ? (
          <p className="dpanel__sub">No beat yet: press Next step.</p>
        ) : (
          <div className="dtable-wrap" tabIndex={0} aria-label="Beats so far">
            <table className="dtable">
              <thead>
                <tr>
                  <th scope="col">Beat</th>
                  <th scope="col">What happened</th>
                  <th scope="col">stalled after</th>
                  <th scope="col">Job ends in</th>
                </tr>
              </thead>
              <tbody>
                {beats.slice(-12).map((b) => (
                  <tr key={b.beat} className={b.beat === cur.beat ? 'is-current' : undefined}>
                    <th scope="row">{b.beat}</th>
                    <td>{b.summary}</td>
                    <td>{counted || ui.mode === 'reapThenSweep' ? b.stalled : `${b.stalled} (never counted)`}</td>
                    <td>{b.lane === 'dead' ? '✖ morgue' : b.lane}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {beats.length > 12 && <p className="dpanel__sub">Showing the last 12 of {beats.length} beats.</p>}
          </div>
        )}
      </section>

      <ScenarioExport scenario={{ ...run.scenario, steps: run.scenario.steps.slice(0, ui.cursor) }} what="This run up to the current step" />
      <HelpOverlay actions={scope.actions} {...help} />
    </section>
  );
}

function StallMeter({ stalled, maxStalled, counted }: { stalled: number; maxStalled: number; counted: boolean }) {
  const cells = Math.max(maxStalled, stalled);
  return (
    <div className="dmeter">
      <p className="dmeter__text">
        <code>stalled</code> = <strong>{stalled}</strong> of maxStalled {maxStalled}
        {!counted && ' — nothing counts stalls in this mode'}
      </p>
      <ol className="dmeter__cells" aria-hidden="true">
        {Array.from({ length: cells }, (_, i) => (
          <li key={i} className={`dmeter__cell${i < stalled ? ' is-full' : ''}${i + 1 === maxStalled ? ' is-limit' : ''}${i + 1 > maxStalled ? ' is-over' : ''}`}>
            {i + 1 === maxStalled ? `${i + 1} → morgue` : i + 1}
          </li>
        ))}
      </ol>
    </div>
  );
}

function StepScript({ run, index }: { run: BoundRun; index: number }) {
  const s = run.steps[index]!;
  // A crash or an operator's raw command runs no script: keep the last script that ran in view.
  let j = index;
  while (j >= 0 && !run.steps[j]!.frame.script) j--;
  const raw = s.step.op === 'redis' ? (
    <p className="dnote dnote--inline">
      This step is a raw command typed by an operator, not a script: <code className="dcmd">{s.step.command.join(' ')}</code> → <code>{JSON.stringify(s.event.reply)}</code>
    </p>
  ) : null;
  if (j < 0) {
    return (
      <section className="dpanel" aria-labelledby="bound-raw-title">
        <h2 id="bound-raw-title" className="dpanel__title">No script has run yet</h2>
        <p className="dpanel__sub">The job is enqueued. Press Next step: a worker claims it with claim.lua.</p>
      </section>
    );
  }
  const f = run.steps[j]!.frame;
  const lines = f.lines;
  return (
    <div className="dstack">
      {raw}
      <ScriptPanel
        titleId="bound-script-title"
        script={f.script!}
        current={j === index ? lines[lines.length - 1] ?? null : null}
        also={j === index ? lines.slice(0, -1) : lines}
        caption={
          j === index
            ? 'The lines this step ran are tinted; the last one it ran is marked.'
            : `No script runs at this step (${s.step.op === 'crash' ? 'a crash writes nothing to Redis' : 'see above'}); shown: the script of step ${j + 1}.`
        }
      />
    </div>
  );
}

function describeStep(step: BoundRun['steps'][number]['step']): string {
  switch (step.op) {
    case 'redis':
      return step.command.join(' ');
    case 'claim':
      return `claim by ${step.worker}`;
    case 'crash':
      return `${step.worker} crashes`;
    default:
      return step.op;
  }
}

function groupBeats(steps: BoundRun['steps']) {
  const out: { beat: number; summary: string; stalled: number; lane: string }[] = [];
  for (const s of steps) {
    if (s.beat === 0) continue;
    let b = out[out.length - 1];
    if (!b || b.beat !== s.beat) {
      b = { beat: s.beat, summary: '', stalled: s.stalled, lane: s.lane };
      out.push(b);
    }
    b.stalled = s.stalled;
    b.lane = s.lane;
    const part =
      s.step.op === 'claim'
        ? s.event.reply === null
          ? `${s.step.worker} finds pending empty`
          : `${s.step.worker} claims`
        : s.step.op === 'crash'
          ? 'crashes'
          : s.step.op === 'reap'
            ? (s.event.reply as unknown[]).length ? 'reaper recovers (no count)' : 'reaper finds nothing'
            : s.step.op === 'sweep'
              ? (s.event.reply as [string, string, number][]).map(([, o, st]) => (o === 'dead' ? `sweep: stall ${st} → morgue` : `sweep: stall ${st}, recovered`))[0] ?? 'sweep finds nothing'
              : s.step.op === 'redis'
                ? s.step.command[0] === 'HSET' && s.step.command[2] === 'stalled'
                  ? 'count reset to 0'
                  : s.step.command[0] === 'ZREM'
                    ? 'operator retry'
                    : ''
                : '';
    if (part) b.summary = b.summary ? `${b.summary}, ${part}` : part;
  }
  return out;
}
