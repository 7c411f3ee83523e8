import { scaleLinear } from 'd3-scale';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { buildLeaseRun, buildListRun, LEASE_HEADER, LIST_END_MS, LIST_HEADER, listScenario, STALE_MS, type ListStep } from '../../../sim/dives/list/listPattern';
import type { KeyspaceDump } from '../../../sim/scenario/trace';
import { flagTitle, Narration } from '../common/Narration';
import { ScenarioExport } from '../common/ScenarioExport';
import { ScriptPanel } from '../common/ScriptPanel';
import { HelpOverlay } from '../../actions/HelpOverlay';
import type { StoreAction } from '../../actions/types';
import { useViewActions } from '../../actions/useViewActions';
import { VIEW_TITLE_ID } from '../../app/viewShell';
import { useLinkParams } from '../../url/query';
import { DiveControls } from '../common/DiveControls';
import { diveHelpAction, useDiveStore } from '../common/diveStore';
import { useWidth } from '../../hub/useWidth';
import '../../theme/widget.css';
import '../common/dives.css';
import './list.css';

type Side = 'list' | 'lease';
interface Event {
  side: Side;
  step: ListStep;
  /** Index of the step within its side. */
  index: number;
}

/** Both runs on one time axis: by time, the list side first at equal times. */
function merge(list: ListStep[], lease: ListStep[]): Event[] {
  const all: Event[] = [...list.map((step, index) => ({ side: 'list' as const, step, index })), ...lease.map((step, index) => ({ side: 'lease' as const, step, index }))];
  return all.sort((a, b) => a.step.at - b.step.at || (a.side === b.side ? a.index - b.index : a.side === 'list' ? -1 : 1));
}

/** Every time in this view with one decimal, `t = 0.0 s` as everywhere else. */
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The list pattern many queues start with, beside the lease set for the same crash: workers
 * `LMOVE work processing`, a reaper that judges a message by its wall-clock age and moves it back
 * with `LMOVE processing work RIGHT RIGHT`. The reaper moves a slow worker's message and loses
 * track of which message is which age; the lease set recovers only the dead worker's job.
 */
export function ListView() {
  const list = useMemo(() => buildListRun(), []);
  const lease = useMemo(() => buildLeaseRun(), []);
  const events = useMemo(() => merge(list, lease), [list, lease]);
  const store = useDiveStore('list', (link) => ({ cursor: link.int('at', 1, events.length, 1) }));
  const { cursor } = useStore(store);
  useLinkParams(store, (s) => ({ at: String(s.cursor) }));
  const shown = events.slice(0, cursor);
  const current = shown[shown.length - 1]!;
  const lastOf = (side: Side) => [...shown].reverse().find((e) => e.side === side) ?? null;
  const L = lastOf('list');
  const S = lastOf('lease');
  const flagged = events.map((e, i) => (e.step.flags.length ? i : -1)).filter((i) => i >= 0);
  const set = (c: number) => store.setState({ cursor: Math.max(1, Math.min(events.length, c)) });

  const actions: StoreAction<{ cursor: number }>[] = [
    { id: 'next', label: 'Next event', help: 'Run the next command on either side, in time order.', keys: [{ key: 's' }, { key: 'n' }], enabled: ({ state: s }) => s.cursor < events.length, run: () => set(store.getState().cursor + 1) },
    { id: 'back', label: 'Back one event', help: 'Go back one event.', keys: [{ key: 'u' }], enabled: ({ state: s }) => s.cursor > 1, run: () => set(store.getState().cursor - 1) },
    {
      id: 'flag',
      label: 'Next problem',
      help: 'Jump to the next event the list pattern gets wrong.',
      keys: [{ key: 'f' }],
      enabled: ({ state: s }) => flagged.some((i) => i >= s.cursor),
      run: () => set(flagged.find((i) => i >= store.getState().cursor)! + 1),
    },
    { id: 'end', label: 'To the end', help: 'Show the whole story (120 s).', keys: [{ key: 'e' }], enabled: ({ state: s }) => s.cursor < events.length, run: () => set(events.length) },
    { id: 'reset', label: 'Reset', help: 'Back to the first command.', keys: [{ key: 'r' }], enabled: ({ state: s }) => s.cursor > 1, run: () => set(1) },
    diveHelpAction(),
  ];
  const { scope, help } = useViewActions(store, actions);
  const allFlags = shown.flatMap((e) => e.step.flags.map((f) => ({ ...f, at: e.step.at })));

  return (
    <section className="dive" aria-labelledby={VIEW_TITLE_ID}>

      <DiveControls scope={scope} label="List pattern controls" main={['next', 'back', 'flag', 'end']} quiet={['reset', 'help']} />

      <TimeAxis events={events} cursor={cursor} onPick={(i) => set(i + 1)} />

      <Narration text={current.step.frame.narration} flags={current.step.flags} label={`${current.side === 'list' ? 'List pattern' : 'Lease set'}, t = ${sec(current.step.at)} (event ${cursor} of ${events.length})`} />

      <div className="dive__cols">
        <section className={`dpanel dside${current.side === 'list' ? ' is-current' : ''}`} aria-labelledby="list-side-title">
          <h2 id="list-side-title" className="dpanel__title">
            List pattern <span className="dside__at">at t = {sec(current.step.at)}</span>
          </h2>
          {L && (
            <p className="dside__what">
              {L.step.at < current.step.at && <span className="dside__last">Last command at t = {sec(L.step.at)}: </span>}
              {L.step.frame.narration}
            </p>
          )}
          <ListState step={L?.step ?? null} />
          {L && (
            <ScriptPanel level={3} titleId="list-script-title" script="listReaper" current={L.step.frame.lines[0] ?? null} also={L.step.frame.lines.slice(1)} />
          )}
        </section>
        <section className={`dpanel dside${current.side === 'lease' ? ' is-current' : ''}`} aria-labelledby="lease-side-title">
          <h2 id="lease-side-title" className="dpanel__title">
            Lease set <span className="dside__at">at t = {sec(current.step.at)}</span>
          </h2>
          {S ? (
            <p className="dside__what">
              {S.step.at < current.step.at && <span className="dside__last">Last command at t = {sec(S.step.at)}: </span>}
              {S.step.frame.narration}
            </p>
          ) : (
            <p className="dpanel__sub">Nothing yet.</p>
          )}
          {S && <LeaseState keyspace={S.step.keyspace} />}
          {S?.step.frame.script && <ScriptPanel level={3} titleId="lease-script-title" script={S.step.frame.script} current={S.step.frame.lines.at(-1) ?? null} also={S.step.frame.lines.slice(0, -1)} />}
        </section>
      </div>

      <section className="dpanel" aria-labelledby="list-flags-title">
        <h2 id="list-flags-title" className="dpanel__title">
          What the list pattern got wrong so far
        </h2>
        {allFlags.length === 0 ? (
          <p className="dpanel__sub">Nothing yet. Press Next problem (f) to jump to the first one.</p>
        ) : (
          <ul className="dflags">
            {allFlags.map((f, i) => (
              <li key={i}>
                <span aria-hidden="true">⚠ </span>
                <strong>
                  t = {sec(f.at)}, {flagTitle(f.kind)}:
                </strong>{' '}
                {f.text}
              </li>
            ))}
          </ul>
        )}
        <p className="dpanel__sub">The lease set, for the same crash, raises none: it recovers m1 at its deadline (30 s) and never touches W2's extended lease on m2.</p>
      </section>

      <ScenarioExport scenario={listScenario(list, LIST_HEADER)} what="The list-pattern run" />
      <ScenarioExport scenario={listScenario(lease, LEASE_HEADER)} what="The lease-set run" />
      <HelpOverlay actions={scope.actions} {...help} />
    </section>
  );
}

function ListState({ step }: { step: ListStep | null }) {
  const ks = step?.keyspace ?? {};
  const work = ks.work?.type === 'list' ? ks.work.value : [];
  const holders = step?.holders ?? [];
  const memory = step?.memory ?? {};
  const at = step?.at ?? 0;
  return (
    <div className="dlists">
      <div className="dlist">
        <p className="dlist__name">
          <code>work</code> <span>(taken from the right)</span>
        </p>
        <ol className="dlist__items" aria-label="work, left to right">
          {work.length === 0 && <li className="dlist__empty">empty</li>}
          {work.map((m, i) => (
            <li key={i}>
              <code>{m}</code>
            </li>
          ))}
        </ol>
      </div>
      <div className="dlist">
        <p className="dlist__name">
          <code>processing</code> <span>(what Redis holds; who really has it, in grey)</span>
        </p>
        <ol className="dlist__items" aria-label="processing, left to right">
          {holders.length === 0 && <li className="dlist__empty">empty</li>}
          {holders.map((h, i) => (
            <li key={i}>
              <code>{h.msg}</code> <span className="dlist__truth">{h.worker}'s copy, taken at {sec(h.takenAt)}</span>
            </li>
          ))}
        </ol>
      </div>
      <table className="dtable dtable--compact">
        <caption>The reaper's memory (its only clock)</caption>
        <thead>
          <tr>
            <th scope="col">message</th>
            <th scope="col">first seen</th>
            <th scope="col">age it believes</th>
          </tr>
        </thead>
        <tbody>
          {Object.keys(memory).length === 0 && (
            <tr>
              <td colSpan={3}>nothing yet: the reaper has not run</td>
            </tr>
          )}
          {Object.entries(memory).map(([m, t]) => (
            <tr key={m}>
              <th scope="row">
                <code>{m}</code>
              </th>
              <td>{sec(t)}</td>
              <td>
                {sec(at - t)}
                {at - t >= STALE_MS && <span className="dtag dtag--warn">stale to it</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LeaseState({ keyspace }: { keyspace: KeyspaceDump }) {
  const z = (k: string) => (keyspace[k]?.type === 'zset' ? (keyspace[k].value as [string, number | string][]) : []);
  const hash = (id: string) => (keyspace[`emq:{q}:job:${id}`]?.type === 'hash' ? (keyspace[`emq:{q}:job:${id}`]!.value as Record<string, string>) : {});
  const start = LEASE_HEADER.clockStartMs;
  return (
    <table className="dtable dtable--compact">
      <thead>
        <tr>
          <th scope="col">job</th>
          <th scope="col">where</th>
          <th scope="col">owner</th>
          <th scope="col">stalled</th>
        </tr>
      </thead>
      <tbody>
        {['m1', 'm2', 'm3'].map((id) => {
          const h = hash(id);
          const act = z('emq:{q}:active').find(([m]) => m === id);
          const where = act ? `active, lease until ${sec(Number(act[1]) - start)}` : z('emq:{q}:pending').some(([m]) => m === id) ? 'pending' : h.state ?? '—';
          return (
            <tr key={id}>
              <th scope="row">
                <code>{id}</code>
              </th>
              <td>{where}</td>
              <td>{h.token ? <code>{h.token}</code> : '—'}</td>
              <td>{h.stalled ?? '0'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function TimeAxis({ events, cursor, onPick }: { events: Event[]; cursor: number; onPick(i: number): void }) {
  // Measured inside the panel's padding, so the SVG is exactly as wide as the room it has.
  const [ref, width] = useWidth<HTMLDivElement>(860);
  const w = Math.max(260, width);
  // On a narrow screen the side names sit above their tracks, which then use the whole width.
  const narrow = w < 520;
  const x = scaleLinear().domain([0, LIST_END_MS]).range([narrow ? 12 : 120, w - 12]);
  const y = narrow ? ({ list: 40, lease: 88 } as const) : ({ list: 34, lease: 74 } as const);
  const height = narrow ? 130 : 118;
  const now = events[cursor - 1]!.step.at;
  return (
    <div className="dpanel dtimeaxis">
      <div ref={ref}>
      <svg width={w} height={height} role="img" aria-label={`Both runs on one time axis from 0 to 120 s; now at ${sec(now)}. Red marks are the list pattern's mistakes.`}>
        {(['list', 'lease'] as const).map((side) => (
          <g key={side}>
            <text x={narrow ? 2 : 10} y={narrow ? y[side] - 16 : y[side] + 4} className="dtimeaxis__label">
              {side === 'list' ? 'List pattern' : 'Lease set'}
            </text>
            <line x1={x(0)} x2={x(LIST_END_MS)} y1={y[side]} y2={y[side]} className="dtimeaxis__track" />
          </g>
        ))}
        {x.ticks(narrow ? 4 : 8).map((t, i, all) => (
          <text key={t} x={x(t)} y={height - 10} textAnchor={i === 0 && narrow ? 'start' : i === all.length - 1 && x(t) > w - 20 ? 'end' : 'middle'} className="dtimeaxis__tick">
            {t / 1000} s
          </text>
        ))}
        {events.map((e, i) => {
          const past = i < cursor;
          const bad = e.step.flags.length > 0;
          return (
            <g key={i} transform={`translate(${x(e.step.at)},${y[e.side]})`} className={`dtimeaxis__ev${past ? ' is-past' : ''}${bad ? ' is-bad' : ''}${i === cursor - 1 ? ' is-now' : ''}`} onClick={() => onPick(i)}>
              {bad ? <path d="M0,-9 L8,6 L-8,6 z" /> : <circle r={5} />}
            </g>
          );
        })}
        <line x1={x(now)} x2={x(now)} y1={14} y2={height - 26} className="dtimeaxis__now" />
      </svg>
      </div>
      <label className="dslider">
        <span className="dslider__label">
          Event {cursor} of {events.length}: t = {sec(now)}
        </span>
        <input type="range" min={1} max={events.length} value={cursor} aria-valuetext={`event ${cursor} of ${events.length}, t = ${sec(now)}`} onChange={(e) => onPick(Number(e.target.value) - 1)} />
      </label>
    </div>
  );
}
