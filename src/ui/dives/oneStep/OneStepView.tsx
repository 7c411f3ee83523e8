import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { CLIENT_LOOP_LINES, type LoopPc } from '../../../sim/dives/oneStep/clientLoop';
import { exploreInterleavings, type ExploreResult } from '../../../sim/dives/oneStep/explore';
import {
  CLAIMERS,
  DEFAULT_SETUP,
  enabledActors,
  flagsOf,
  peekNext,
  replay,
  SWEEPERS,
  toScenario,
  type ActorId,
  type OneStepSession,
  type OneStepSetup,
  type SweepMode,
} from '../../../sim/dives/oneStep/oneStep';
import { queueKeys } from '../../../sim/queue/keys';
import { Narration } from '../common/Narration';
import { ScenarioExport } from '../common/ScenarioExport';
import { ScriptPanel, type LineMarker } from '../common/ScriptPanel';
import { ActionButton } from '../../actions/ActionButton';
import { HelpOverlay } from '../../actions/HelpOverlay';
import type { StoreAction } from '../../actions/types';
import { useViewActions } from '../../actions/useViewActions';
import { VIEW_TITLE_ID } from '../../app/viewShell';
import { useLinkParams, type LinkParams, type LinkReader } from '../../url/query';
import { DiveControls } from '../common/DiveControls';
import { diveHelpAction, useDiveStore } from '../common/diveStore';
import { SequenceDiagram, shortMove } from './SequenceDiagram';
import '../../theme/widget.css';
import '../common/dives.css';
import './oneStep.css';

/** The interleaving of /work/shared/cases/client-loop-double-recovery (without its final claim by C). */
export const CASE_SCHEDULE: ActorId[] = ['sweeper:A', 'sweeper:B', 'sweeper:A', 'sweeper:A', 'sweeper:A', 'worker:B', 'sweeper:B', 'sweeper:B', 'sweeper:B'];

/** Letters of a schedule in a link: A B C for sweepers, b c for workers. */
const CODE: Record<ActorId, string> = { 'sweeper:A': 'A', 'sweeper:B': 'B', 'sweeper:C': 'C', 'worker:B': 'b', 'worker:C': 'c' };
const ACTOR_OF = Object.fromEntries(Object.entries(CODE).map(([a, c]) => [c, a])) as Record<string, ActorId>;
const KEY: Record<ActorId, string> = { 'sweeper:A': 'a', 'sweeper:B': 'b', 'sweeper:C': 'c', 'worker:B': 'w', 'worker:C': 'x' };

interface OneStepUi {
  setup: OneStepSetup;
  schedule: ActorId[];
  cursor: number;
  explored: ExploreResult | null;
  exploring: boolean;
}

function valid(setup: OneStepSetup, schedule: ActorId[]): boolean {
  try {
    replay(setup, schedule);
    return true;
  } catch {
    return false;
  }
}

function fromLink(link: LinkReader): OneStepUi {
  const setup: OneStepSetup = {
    ...DEFAULT_SETUP,
    mode: link.oneOf('mode', ['client', 'atomic'] as const, 'client'),
    sweepers: link.int('sweepers', 1, 3, DEFAULT_SETUP.sweepers),
    jobs: link.int('jobs', 1, 2, DEFAULT_SETUP.jobs),
    claims: link.int('claims', 0, 2, DEFAULT_SETUP.claims),
  };
  if (setup.sweepers * setup.jobs > 4) {
    link.reject('jobs', `is too many for ${setup.sweepers} sweepers, so 1 job is used.`);
    setup.jobs = 1;
  }
  const code = link.get('sched') ?? '';
  let schedule = [...code].map((c) => ACTOR_OF[c]!).filter(Boolean);
  if (schedule.length !== code.length || !valid(setup, schedule)) {
    link.reject('sched', 'is not a schedule this setup can run, so nobody has moved yet.');
    schedule = [];
  }
  return { setup, schedule, cursor: link.int('at', 0, schedule.length, schedule.length), explored: null, exploring: false };
}

/** The dive's own link parameters. */
const linkParams = (s: OneStepUi): LinkParams => ({
  mode: s.setup.mode,
  sweepers: String(s.setup.sweepers),
  jobs: String(s.setup.jobs),
  claims: String(s.setup.claims),
  sched: s.schedule.map((a) => CODE[a]).join('') || null,
  at: s.cursor === s.schedule.length ? null : String(s.cursor),
});

const label = (a: ActorId, mode: SweepMode) => {
  const [kind, name] = a.split(':');
  return kind === 'worker' ? `Worker ${name}: claim` : mode === 'client' ? `Sweeper ${name}: next command` : `Sweeper ${name}: run the sweep script`;
};

/**
 * Dive 3, one step: two (or three) sweepers and the workers on one time axis. In client-loop mode
 * each sweeper's sweep is a loop of raw commands and the learner decides who moves next, one
 * command at a time; a stall counted twice and a lease pulled from a new owner are flagged where
 * they happen. In atomic mode each sweep is one indivisible script. The explorer counts every
 * interleaving of the chosen setup.
 */
export function OneStepView() {
  const store = useDiveStore('onestep', fromLink);
  const ui = useStore(store);
  const set = (p: Partial<OneStepUi>) => store.setState(p);
  const session = useMemo(() => replay(ui.setup, ui.schedule.slice(0, ui.cursor)), [ui.setup, ui.schedule, ui.cursor]);
  const enabled = enabledActors(session);
  const last = session.moves[session.moves.length - 1] ?? null;
  const flags = flagsOf(session);

  useLinkParams(store, linkParams);

  useEffect(() => {
    if (!ui.exploring) return;
    // Let the "Counting…" state paint before the (synchronous) walk.
    const id = setTimeout(() => set({ explored: exploreInterleavings(store.getState().setup), exploring: false }), 30);
    return () => clearTimeout(id);
  }, [ui.exploring]);

  const moveActor = (a: ActorId) => {
    const s = store.getState();
    if (s.schedule[s.cursor] === a) return set({ cursor: s.cursor + 1 });
    const schedule = [...s.schedule.slice(0, s.cursor), a];
    set({ schedule, cursor: schedule.length });
  };
  const setSetup = (p: Partial<OneStepSetup>) => {
    const setup = { ...store.getState().setup, ...p };
    if (setup.sweepers * setup.jobs > 4) setup.jobs = 1;
    set({ setup, schedule: [], cursor: 0, explored: null });
  };
  const load = (schedule: ActorId[], cursor: number) => set({ schedule, cursor });

  const actorIds: ActorId[] = [
    ...SWEEPERS.slice(0, ui.setup.sweepers).map((n) => `sweeper:${n}` as ActorId),
    ...CLAIMERS.slice(0, ui.setup.claims).map((n) => `worker:${n}` as ActorId),
  ];
  const actorActions: StoreAction<OneStepUi>[] = actorIds.map((a) => ({
    id: `move-${a}`,
    label: label(a, ui.setup.mode),
    help: a.startsWith('worker') ? `Worker ${a.slice(7)} runs its claim script now (one atomic step).` : ui.setup.mode === 'client' ? `Sweeper ${a.slice(8)} sends its next command (one round trip).` : `Sweeper ${a.slice(8)} runs the whole sweep script (one atomic step).`,
    keys: [{ key: KEY[a] }],
    enabled: () => enabled.includes(a),
    run: () => moveActor(a),
  }));
  const caseOk = ui.setup.mode === 'client' && ui.setup.sweepers >= 2 && ui.setup.jobs === 1 && ui.setup.claims >= 1;
  const actions: StoreAction<OneStepUi>[] = [
    ...actorActions,
    { id: 'forward', label: 'Step forward', help: 'Replay the next move of the loaded interleaving.', keys: [{ key: 'n' }], enabled: ({ state: s }) => s.cursor < s.schedule.length, run: () => set({ cursor: store.getState().cursor + 1 }) },
    { id: 'back', label: 'Back one move', help: 'Undo the last move (it stays loaded: Step forward replays it).', keys: [{ key: 'u' }], enabled: ({ state: s }) => s.cursor > 0, run: () => set({ cursor: store.getState().cursor - 1 }) },
    { id: 'reset', label: 'Reset', help: 'Back to before anyone moved, with the same setup.', keys: [{ key: 'r' }], enabled: ({ state: s }) => s.schedule.length > 0, run: () => load([], 0) },
    {
      id: 'case',
      label: 'Load the Bull #356 interleaving',
      help: 'Both sweepers read, A recovers, Worker B claims, then B’s loop goes on: the shared case client-loop-double-recovery. Step it with n.',
      keys: [{ key: 'l' }],
      enabled: () => caseOk,
      run: () => load(CASE_SCHEDULE, 0),
    },
    {
      id: 'mode',
      label: ui.setup.mode === 'client' ? 'Switch to atomic scripts' : 'Switch to client loops',
      help: 'Run every sweep as one atomic script, or as a client loop of separate commands.',
      keys: [{ key: 'm' }],
      enabled: () => true,
      run: () => setSetup({ mode: store.getState().setup.mode === 'client' ? 'atomic' : 'client' }),
    },
    { id: 'explore', label: 'Count every interleaving', help: 'Enumerate every order of the moves of this setup and count the anomalies.', keys: [{ key: 'e' }], enabled: ({ state: s }) => !s.exploring, run: () => set({ exploring: true, explored: null }) },
    diveHelpAction(),
  ];
  const { scope, help } = useViewActions(store, actions);

  const showExample = (schedule: ActorId[] | null, kind: string | null) => {
    if (!schedule) return;
    const s = replay(store.getState().setup, schedule);
    // Stop right after the move that raises this kind of flag, so the narration shows it.
    const firstFlag = s.moves.findIndex((m) => m.flags.some((f) => f.kind === kind));
    load(schedule, firstFlag === -1 ? schedule.length : firstFlag + 1);
  };

  return (
    <section className="dive" aria-labelledby={VIEW_TITLE_ID}>

      <div className="dsetup">
        <fieldset className="dchoice">
          <legend>Each sweep runs as</legend>
          <label>
            <input type="radio" name="os-mode" checked={ui.setup.mode === 'client'} onChange={() => setSetup({ mode: 'client' })} /> a client loop of separate commands
          </label>
          <label>
            <input type="radio" name="os-mode" checked={ui.setup.mode === 'atomic'} onChange={() => setSetup({ mode: 'atomic' })} /> one atomic script (<code>sweep.lua</code>)
          </label>
        </fieldset>
        <Choice legend="Sweepers" name="os-sweepers" values={[1, 2, 3]} value={ui.setup.sweepers} disabled={(v) => v * ui.setup.jobs > 4} onPick={(v) => setSetup({ sweepers: v })} />
        <Choice legend="Expired jobs" name="os-jobs" values={[1, 2]} value={ui.setup.jobs} disabled={(v) => v * ui.setup.sweepers > 4} onPick={(v) => setSetup({ jobs: v })} />
        <Choice legend="Workers claiming in between" name="os-claims" values={[0, 1, 2]} value={ui.setup.claims} disabled={() => false} onPick={(v) => setSetup({ claims: v })} />
      </div>

      <div className="dive__controls dive__controls--actors" role="group" aria-label="Who moves next">
        {actorActions.map((a) => {
          const id = a.id.slice(5) as ActorId;
          const peek = peekNext(session, id);
          const detail = !peek ? 'done' : peek.argv ? shortArgv(peek.argv) : id.startsWith('worker') ? 'claim.lua' : 'sweep.lua, whole';
          return <ActionButton key={a.id} scope={scope} action={a} className={`btn btn--actor btn--${id.split(':')[0]}`} detail={detail} />;
        })}
      </div>
      <DiveControls scope={scope} label="Run controls" main={['forward', 'back', 'case', 'mode']} quiet={['reset', 'help']} primary={false} />
      <p className="dpanel__sub">
        The case is the race reported as <a href="https://github.com/OptimalBits/bull/issues/356">Bull issue #356</a> (“Jobs get double processed”; Bull is the
        Redis queue for Node.js that BullMQ succeeds): two sweepers read the same expired job, one recovers it, a worker claims it, and the other sweeper, working
        from its stale list, recovers it again.
      </p>

      <Narration
        text={last ? last.frame.narration : 'Nobody has moved yet. Pick who moves first: a sweeper’s next command or a worker’s claim.'}
        flags={last?.flags ?? []}
        label={last ? `Move ${session.moves.length} of ${ui.schedule.length}` : 'Ready'}
      />

      <section className="dpanel" aria-labelledby="seq-title">
        <h2 id="seq-title" className="dpanel__title">
          The run as a sequence diagram
        </h2>
        <p className="dpanel__sub">
          Time runs down. Each arrow is one round trip to Redis with its reply; keys are shown without <code>emq:{'{q}'}:</code>.
          {ui.cursor < ui.schedule.length && ' Faint rows are the loaded moves still ahead: Step forward (n) replays them.'}
        </p>
        <SequenceDiagram session={session} ahead={ui.schedule.slice(ui.cursor)} />
        <p className="dtally" aria-live="polite">
          So far: <strong>{flags.filter((f) => f.kind === 'double-count').length}</strong> {flags.filter((f) => f.kind === 'double-count').length === 1 ? 'stall' : 'stalls'} counted twice,{' '}
          <strong>{flags.filter((f) => f.kind === 'double-delivery').length}</strong> double deliver{flags.filter((f) => f.kind === 'double-delivery').length === 1 ? 'y' : 'ies'}.
          {enabled.length === 0 && ' Everyone is done.'}
        </p>
      </section>

      <div className="dive__cols dive__cols--code">
        <CodeView session={session} />
        <RedisView session={session} />
      </div>

      <Explorer ui={ui} onExplore={() => set({ exploring: true, explored: null })} onShow={showExample} />

      <p className="dive__next">
        Many queues start one step earlier, with a list and a wall-clock reaper: <a href="?view=list">see the list pattern beside the lease set</a>.
      </p>

      <ScenarioExport scenario={toScenario(session)} what="This run" />
      <HelpOverlay actions={scope.actions} {...help} />
    </section>
  );
}

function shortArgv(argv: string[]): string {
  return argv.map((w) => w.replace(/^emq:\{q\}:/, '')).join(' ').replace(/-inf \d+$/, '-inf now');
}

function Choice({ legend, name, values, value, disabled, onPick }: { legend: string; name: string; values: number[]; value: number; disabled(v: number): boolean; onPick(v: number): void }) {
  return (
    <fieldset className="dchoice dchoice--row">
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v}>
          <input type="radio" name={name} checked={value === v} disabled={disabled(v)} onChange={() => onPick(v)} /> {v}
        </label>
      ))}
    </fieldset>
  );
}

/** The client loop with where each sweeper stands, or the sweep script in atomic mode. */
function CodeView({ session }: { session: OneStepSession }) {
  const last = session.moves[session.moves.length - 1];
  if (session.setup.mode === 'atomic') {
    const atomicLast = [...session.moves].reverse().find((m) => m.frame.script === 'sweep.lua');
    const lines = atomicLast?.frame.lines ?? [];
    return (
      <ScriptPanel
        titleId="os-script-title"
        script="sweep.lua"
        current={null}
        also={lines}
        caption={atomicLast ? `${atomicLast.actor.replace('sweeper:', 'Sweeper ')} ran these tinted lines as one block: no other client could be scheduled between them.` : 'Each sweeper runs this whole file as one step: nothing can be scheduled inside it.'}
      />
    );
  }
  const markers: LineMarker[] = [];
  for (const [name, pc] of Object.entries(session.sweepers)) {
    const p = pc as LoopPc;
    const L = CLIENT_LOOP_LINES;
    if (p.at === 'done') markers.push({ line: 13, label: `${name} done` });
    else if (p.at === 'read') markers.push({ line: L.read, label: `${name} next` });
    else {
      const line = p.at === 'zrem' ? L.zrem : p.at === 'hincrby' ? L.hincrby : (p as { stalled: number }).stalled >= session.setup.maxStalled ? L.zaddDead : L.zaddPending;
      markers.push({ line, label: `${name} next (${p.ids[p.i]})` });
    }
  }
  const lit = last?.frame.script === 'clientLoop' ? last.frame.lines : [];
  return (
    <ScriptPanel
      titleId="os-script-title"
      script="clientLoop"
      current={lit[0] ?? null}
      also={lit.slice(1)}
      markers={markers}
      caption={last?.frame.script === 'clientLoop' ? `${last.actor.replace('sweeper:', 'Sweeper ')} just ran the marked line. ◀ A, ◀ B: the line each sweeper runs next.` : '◀ A, ◀ B: the line each sweeper runs next.'}
    />
  );
}

/** What Redis holds now, and what each sweeper believes (its private list). */
function RedisView({ session }: { session: OneStepSession }) {
  const k = queueKeys(session.header.queue);
  const ks = session.ks;
  const z = (key: string) => {
    const v = ks.data.get(key);
    return v?.type === 'zset' ? v.value.entries() : [];
  };
  const start = session.header.clockStartMs;
  const jobs = Array.from({ length: session.setup.jobs }, (_, i) => `j${i + 1}`);
  return (
    <section className="dpanel" aria-labelledby="os-redis-title">
      <h2 id="os-redis-title" className="dpanel__title">
        Redis now, and what each sweeper believes
      </h2>
      <table className="dtable">
        <thead>
          <tr>
            <th scope="col">job</th>
            <th scope="col">in</th>
            <th scope="col">worker / token</th>
            <th scope="col">stalled</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((id) => {
            const h = ks.data.get(k.job(id));
            const f = h?.type === 'hash' ? h.value : new Map<string, string>();
            const where = [
              ...z(k.active).filter(([m]) => m === id).map(([, s]) => `active (lease until ${((s - start) / 1000).toFixed(3)} s)`),
              ...z(k.pending).filter(([m]) => m === id).map(() => 'pending'),
              ...z(k.dead).filter(([m]) => m === id).map(() => 'dead'),
            ];
            return (
              <tr key={id}>
                <th scope="row">
                  <code>{id}</code>
                </th>
                <td>
                  {where.length ? where.join(' and ') : 'no lane'}
                  {where.length > 1 && <span className="dtag dtag--warn">⚠ two places</span>}
                  {where.length === 0 && f.get('worker') && f.get('worker') !== 'A' && <span className="dtag dtag--warn">⚠ Worker {f.get('worker')} still runs it, with no lease</span>}
                  {where.length > 0 && !where.some((w) => w.startsWith('active')) && f.get('worker') && f.get('worker') !== 'A' && (
                    <span className="dtag dtag--warn">
                      ⚠ Worker {f.get('worker')} still believes it owns {id} and runs it, yet {id} waits in {where[0]}: the double delivery
                    </span>
                  )}
                </td>
                <td>
                  <code>{f.get('worker') ?? '—'}</code> / <code>{f.get('token') ?? '—'}</code>
                </td>
                <td>
                  <strong>{f.get('stalled') ?? '0'}</strong>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul className="dbelief">
        {Object.entries(session.sweepers).map(([name, pc]) => {
          const p = pc as LoopPc | { at: 'atomic' };
          const ids = 'ids' in p ? p.ids : null;
          return (
            <li key={name}>
              <strong>Sweeper {name}</strong>:{' '}
              {p.at === 'atomic' ? 'has not run its script yet' : p.at === 'read' ? 'has not read yet' : p.at === 'done' ? (session.setup.mode === 'atomic' ? 'ran its script' : `done with its list [${ids!.join(', ')}]`) : `works from its private list [${ids!.join(', ')}], now at ${ids![(p as unknown as { i: number }).i]}`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Explorer({ ui, onExplore, onShow }: { ui: OneStepUi; onExplore(): void; onShow(s: ActorId[] | null, kind: string | null): void }) {
  const r = ui.explored;
  const s = ui.setup;
  return (
    <section className="dpanel" aria-labelledby="os-explore-title">
      <h2 id="os-explore-title" className="dpanel__title">
        Interleaving explorer
      </h2>
      <p>
        Every order in which the moves of this setup can run — {s.sweepers} {s.mode === 'client' ? 'client-loop' : 'atomic'} sweeper{s.sweepers > 1 ? 's' : ''}, {s.jobs} expired job
        {s.jobs > 1 ? 's' : ''}, {s.claims} claim{s.claims === 1 ? '' : 's'} — each client's own moves kept in order.
      </p>
      <div className="dive__row">
        <button type="button" className="btn btn--primary" onClick={onExplore} disabled={ui.exploring} aria-keyshortcuts="e">
          <span className="btn__label">{ui.exploring ? 'Counting…' : 'Count every interleaving'}</span>
          <kbd aria-hidden="true">e</kbd>
        </button>
      </div>
      <div aria-live="polite">
        {r && (
          <>
            <dl className="dcounts">
              <div>
                <dt>interleavings</dt>
                <dd>{r.interleavings.toLocaleString('en-US')}</dd>
              </div>
              <div className="is-bad">
                <dt>⚠ stall counted twice</dt>
                <dd>{r.doubleCount.toLocaleString('en-US')}</dd>
              </div>
              <div className="is-bad">
                <dt>⚠ double delivery</dt>
                <dd>{r.doubleDelivery.toLocaleString('en-US')}</dd>
              </div>
              <div className="is-ok">
                <dt>✓ neither</dt>
                <dd>{r.clean.toLocaleString('en-US')}</dd>
              </div>
            </dl>
            <p className="dpanel__sub">
              {s.mode === 'atomic'
                ? 'With one atomic script per sweep the answer is zero: a sweep reads, removes, counts and moves in one step, so no one can run between its read and its writes.'
                : `${pct(r.doubleCount, r.interleavings)} of the orders count a stall twice and ${pct(r.doubleDelivery, r.interleavings)} hand a job to two workers${r.both ? ` (${r.both.toLocaleString('en-US')} do both)` : ''}.`}
            </p>
            <div className="dive__row">
              <button type="button" className="btn btn--small" disabled={!r.examples.doubleCount} onClick={() => onShow(r.examples.doubleCount, 'double-count')}>
                Show a double count
              </button>
              <button type="button" className="btn btn--small" disabled={!r.examples.doubleDelivery} onClick={() => onShow(r.examples.doubleDelivery, 'double-delivery')}>
                Show a double delivery
              </button>
              <button type="button" className="btn btn--small" disabled={!r.examples.clean} onClick={() => onShow(r.examples.clean, null)}>
                Show a clean one
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function pct(n: number, total: number): string {
  return total === 0 ? '0 %' : `${Math.round((n / total) * 100)} %`;
}

export { shortMove };
