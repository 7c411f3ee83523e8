import { scaleLinear } from 'd3-scale';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import {
  clockedRead,
  detectState,
  DETECT_MAX_NOW_MS,
  DETECT_START_NOW_MS,
  leasesOf,
  MAX_SKEW_MS,
  passCost,
  skewScenario,
  type ClockSource,
} from '../../../sim/dives/detect/detect';
import { Narration } from '../common/Narration';
import { ScenarioExport } from '../common/ScenarioExport';
import { ScriptPanel } from '../common/ScriptPanel';
import { ActionButton } from '../../actions/ActionButton';
import { HelpOverlay } from '../../actions/HelpOverlay';
import type { StoreAction } from '../../actions/types';
import { useViewActions } from '../../actions/useViewActions';
import { VIEW_TITLE_ID } from '../../app/viewShell';
import { useLinkParams, type LinkParams, type LinkReader } from '../../url/query';
import { DiveControls } from '../common/DiveControls';
import { diveHelpAction, useDiveStore } from '../common/diveStore';
import { usePrefersReducedMotion } from '../common/usePrefersReducedMotion';
import { useWidth } from '../../hub/useWidth';
import '../../theme/widget.css';
import '../common/dives.css';
import './detect.css';

/** Worker counts the probe comparison offers. */
const WORKER_STEPS = [6, 100, 1_000, 10_000, 100_000];

interface DetectUi {
  nowMs: number;
  clock: ClockSource;
  skewMs: number;
  workersIndex: number;
  frame: number;
  playing: boolean;
}

const DEFAULTS: DetectUi = { nowMs: DETECT_START_NOW_MS, clock: 'server', skewMs: 0, workersIndex: 0, frame: 0, playing: false };

function fromLink(link: LinkReader): DetectUi {
  const workers = link.get('workers');
  let w = WORKER_STEPS.indexOf(Number(workers));
  if (w === -1 || workers === null) {
    if (workers !== null) link.reject('workers', `is not one of ${WORKER_STEPS.join(', ')}, so ${WORKER_STEPS[0]} is used.`);
    w = 0;
  }
  return {
    ...DEFAULTS,
    nowMs: link.int('now', 0, DETECT_MAX_NOW_MS, DEFAULTS.nowMs, ' ms'),
    clock: link.oneOf('clock', ['server', 'sweeper'] as const, 'server'),
    skewMs: link.int('skew', -MAX_SKEW_MS, MAX_SKEW_MS, 0, ' ms'),
    workersIndex: w,
  };
}

/** The dive's own link parameters. */
const linkParams = (s: DetectUi): LinkParams => ({ now: String(s.nowMs), clock: s.clock, skew: String(s.skewMs), workers: String(WORKER_STEPS[s.workersIndex]) });

/** Times in this view with one decimal, as the now line and the other views write them. */
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const skewText = (ms: number) => (ms === 0 ? 'no skew' : `${ms > 0 ? '+' : '−'}${(Math.abs(ms) / 1000).toFixed(1)} s (${ms > 0 ? 'fast' : 'slow'})`);
const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * Dive 1, detect: the active set as a number line of lease deadlines with now. The members that
 * `ZRANGEBYSCORE active -inf now` returns light up (computed by the keyspace emulation, bound
 * included); beside it, one probe per worker against one range read; and a clock-skew toggle.
 */
export function DetectView() {
  const store = useDiveStore('detect', fromLink);
  const ui = useStore(store);
  const set = (p: Partial<DetectUi>) => store.setState(p);
  const reduce = usePrefersReducedMotion();

  const base = useMemo(() => detectState(), []);
  const start = base.header.clockStartMs;
  const leases = useMemo(() => leasesOf(base), [base]);
  const deadlines = [...new Set(leases.map((l) => l.deadlineMs - start))];
  const read = clockedRead(base, start + ui.nowMs, ui.skewMs, ui.clock);
  const cost = passCost(WORKER_STEPS[ui.workersIndex]!, read.ids.length);
  const frame = read.frames[ui.frame]!;

  useLinkParams(store, linkParams);
  // Leaving the view stops the clock; it waits where it was.
  useEffect(() => () => store.setState({ playing: false }), [store]);

  // Let time run: the clock advances in small steps; reduced motion moves in whole seconds.
  useEffect(() => {
    if (!ui.playing) return;
    const stepMs = reduce ? 1_000 : 250;
    const id = setInterval(() => {
      const s = store.getState();
      const next = Math.min(DETECT_MAX_NOW_MS, s.nowMs + stepMs);
      store.setState({ nowMs: next, playing: next < DETECT_MAX_NOW_MS });
    }, reduce ? 400 : 100);
    return () => clearInterval(id);
  }, [ui.playing, reduce, store]);

  const actions: StoreAction<DetectUi>[] = [
    {
      id: 'play',
      label: ui.playing ? 'Pause time' : 'Let time run',
      help: 'Start or stop the server clock moving forward (Space, or p).',
      keys: [{ key: ' ' }, { key: 'p' }],
      enabled: () => true,
      run: () => {
        const s = store.getState();
        set({ playing: !s.playing, nowMs: !s.playing && s.nowMs >= DETECT_MAX_NOW_MS ? 0 : s.nowMs });
      },
    },
    {
      id: 'prev-deadline',
      label: 'Previous deadline',
      help: 'Move now back to the previous lease deadline.',
      keys: [{ key: 'u' }],
      enabled: ({ state: s }) => deadlines.some((d) => d < s.nowMs),
      run: () => {
        const s = store.getState();
        set({ playing: false, nowMs: Math.max(...deadlines.filter((d) => d < s.nowMs)) });
      },
    },
    {
      id: 'next-deadline',
      label: 'Next deadline',
      help: 'Move now exactly onto the next lease deadline (where deadline = now).',
      keys: [{ key: 'n' }],
      enabled: ({ state: s }) => deadlines.some((d) => d > s.nowMs),
      run: () => {
        const s = store.getState();
        set({ playing: false, nowMs: Math.min(...deadlines.filter((d) => d > s.nowMs)) });
      },
    },
    {
      id: 'step-sweep',
      label: 'Step through the sweep',
      help: 'Light the next line of the sweep: read the clock, read the expired leases, recover them.',
      keys: [{ key: 's' }],
      enabled: () => true,
      run: () => set({ frame: (store.getState().frame + 1) % 3 }),
    },
    {
      id: 'clock',
      label: ui.clock === 'server' ? "Use the sweeper's clock" : "Use the server's clock",
      help: "Switch where the sweep takes now from: TIME inside the script, or the sweeper's own clock.",
      keys: [{ key: 'c' }],
      enabled: () => true,
      run: () => set({ clock: store.getState().clock === 'server' ? 'sweeper' : 'server' }),
    },
    {
      id: 'skew-down',
      label: 'Skew −1 s',
      help: "Make the sweeper's clock one second slower.",
      keys: [{ key: '-' }],
      enabled: ({ state: s }) => s.skewMs > -MAX_SKEW_MS,
      run: () => set({ skewMs: Math.max(-MAX_SKEW_MS, store.getState().skewMs - 1_000) }),
    },
    {
      id: 'skew-up',
      label: 'Skew +1 s',
      help: "Make the sweeper's clock one second faster.",
      keys: [{ key: '=' }, { key: '+' }],
      enabled: ({ state: s }) => s.skewMs < MAX_SKEW_MS,
      run: () => set({ skewMs: Math.min(MAX_SKEW_MS, store.getState().skewMs + 1_000) }),
    },
    {
      id: 'reset',
      label: 'Reset',
      help: 'Back to now = 20 s, the server clock and no skew.',
      keys: [{ key: 'r' }],
      enabled: () => true,
      run: () => set({ ...DEFAULTS }),
    },
    diveHelpAction(),
  ];
  const { scope, help } = useViewActions(store, actions);

  const onBound = leases.filter((l) => l.deadlineMs === read.boundMs).map((l) => l.id);
  const nowText = `t = ${(ui.nowMs / 1000).toFixed(1)} s`;

  return (
    <section className="dive" aria-labelledby={VIEW_TITLE_ID}>

      <DiveControls scope={scope} label="Detect controls" main={['play', 'prev-deadline', 'next-deadline', 'step-sweep']} quiet={['reset', 'help']} />

      <section className="dpanel" aria-labelledby="detect-line-title">
        <h2 id="detect-line-title" className="dpanel__title">
          The active set on a line of deadlines
        </h2>
        <label className="dslider dslider--chart">
          <span className="dslider__label">
            Server time (now): <strong>{nowText}</strong>
          </span>
          <input
            type="range"
            min={0}
            max={DETECT_MAX_NOW_MS}
            step={100}
            value={ui.nowMs}
            aria-valuetext={`${nowText}${onBound.length && ui.clock === 'server' ? `, equal to the deadline of ${onBound.join(' and ')}` : ''}`}
            onChange={(e) => set({ nowMs: Number(e.target.value), playing: false })}
          />
        </label>
        <DeadlineLine leases={leases} start={start} nowMs={ui.nowMs} boundMs={read.boundMs - start} clock={ui.clock} skewMs={ui.skewMs} returned={read.ids} early={read.early} missed={read.missed} />
        <div className="dreply">
          <p>
            <code className="dreply__cmd">{`ZRANGEBYSCORE emq:{q}:active -inf ${read.boundMs}`}</code>
            <span className="sr-only"> replies</span>
          </p>
          <ol className="dreply__list" aria-label="Members the read returns">
            {read.ids.length === 0 && <li className="dreply__empty">(empty array): nothing has expired</li>}
            {read.ids.map((id, i) => (
              <li key={id}>
                <span className="dreply__n">{i + 1})</span> <code>"{id}"</code>
                {onBound.includes(id) && <span className="dtag dtag--bound">deadline = now → expired</span>}
                {read.early.includes(id) && <span className="dtag dtag--warn">⚠ live lease</span>}
              </li>
            ))}
          </ol>
        </div>
      </section>

      <Narration text={frame.narration} label={`The sweep, line by line (${ui.frame + 1} of 3)`} />

      <div className="dive__cols">
        <ScriptPanel
          titleId="detect-script-title"
          script={frame.script!}
          current={frame.lines[0] ?? null}
          also={frame.lines.slice(1)}
          caption={
            ui.clock === 'server'
              ? 'The product’s sweep: now comes from TIME, read inside the script on the server.'
              : 'The same read with now from the sweeper’s own clock, sent as an argument.'
          }
        />
        <section className="dpanel" aria-labelledby="skew-title">
          <h2 id="skew-title" className="dpanel__title">
            Clock skew
          </h2>
          <fieldset className="dchoice">
            <legend>The sweep takes now from</legend>
            <label>
              <input type="radio" name="detect-clock" checked={ui.clock === 'server'} onChange={() => set({ clock: 'server' })} /> the server (<code>TIME</code> inside the script)
            </label>
            <label>
              <input type="radio" name="detect-clock" checked={ui.clock === 'sweeper'} onChange={() => set({ clock: 'sweeper' })} /> the sweeper’s own clock
            </label>
          </fieldset>
          <label className="dslider">
            <span className="dslider__label">
              Sweeper’s clock minus server’s: <strong>{skewText(ui.skewMs)}</strong>
            </span>
            <input
              type="range"
              min={-MAX_SKEW_MS}
              max={MAX_SKEW_MS}
              step={500}
              value={ui.skewMs}
              aria-valuetext={skewText(ui.skewMs)}
              onChange={(e) => set({ skewMs: Number(e.target.value) })}
            />
          </label>
          <div className="dive__row">
            <ActionButton scope={scope} action="skew-down" className="btn btn--small" />
            <ActionButton scope={scope} action="skew-up" className="btn btn--small" />
            <ActionButton scope={scope} action="clock" className="btn btn--small" />
          </div>
          <SkewVerdict clock={ui.clock} skewMs={ui.skewMs} early={read.early} missed={read.missed} leases={leases} start={start} nowMs={ui.nowMs} />
        </section>
      </div>

      <section className="dpanel" aria-labelledby="probe-title">
        <h2 id="probe-title" className="dpanel__title">
          Probing every worker vs one range read
        </h2>
        <label className="dslider dslider--narrow">
          <span className="dslider__label">
            Workers: <strong>{fmt(cost.probes)}</strong>
          </span>
          <input
            type="range"
            min={0}
            max={WORKER_STEPS.length - 1}
            step={1}
            value={ui.workersIndex}
            aria-valuetext={`${fmt(cost.probes)} workers`}
            onChange={(e) => set({ workersIndex: Number(e.target.value) })}
          />
        </label>
        <div className="dcompare">
          <div className="dcompare__card">
            <p className="dcompare__big">
              {fmt(cost.probes)} <span>probes per pass</span>
            </p>
            <p>A monitor asks each worker “are you alive?” on every pass, whether or not anything expired.</p>
            <ul className="dprobes" aria-label="Probes of one pass">
              {leases.slice(0, 3).map((l) => (
                <li key={l.worker}>
                  <code>probe {l.worker}</code>
                </li>
              ))}
              {cost.probes > 3 && <li className="dprobes__more">… and {fmt(cost.probes - 3)} more</li>}
            </ul>
          </div>
          <div className="dcompare__card dcompare__card--good">
            <p className="dcompare__big">
              {cost.rangeReads} <span>range read per pass</span>
            </p>
            <p>
              The leases are already sorted by deadline, so Redis seeks to the start and walks only the expired members: O(log N + k), where N is the
              number of leases in <code>active</code> and k the number the read returns (the expired ones). With the six leases above, N = {leases.length} and
              k = {read.ids.length}; the cost does not grow with the number of workers.
            </p>
            <p>
              <code>ZRANGEBYSCORE active -inf now</code>
            </p>
          </div>
        </div>
      </section>

      <ScenarioExport scenario={skewScenario(ui.nowMs, ui.skewMs, ui.clock)} what={`This sweep (now from the ${ui.clock} clock, then a new worker claims)`} />
      <HelpOverlay actions={scope.actions} {...help} />
    </section>
  );
}

function SkewVerdict({ clock, skewMs, early, missed, leases, start, nowMs }: { clock: ClockSource; skewMs: number; early: string[]; missed: string[]; leases: ReturnType<typeof leasesOf>; start: number; nowMs: number }) {
  if (clock === 'server') {
    return (
      <p className="dverdict dverdict--ok">
        <span aria-hidden="true">✓ </span>
        {skewMs === 0 ? 'The sweep reads TIME on the server.' : `Skew changes nothing: the sweeper's clock is ${skewText(skewMs)} off, but the script reads TIME on the server.`} It returns exactly
        the leases whose deadline is at or before the server's now.
      </p>
    );
  }
  if (early.length) {
    const l = leases.filter((x) => early.includes(x.id));
    return (
      <p className="dverdict dverdict--bad">
        <span aria-hidden="true">⚠ </span>
        <strong>Double delivery:</strong> a fast clock recovers live leases.{' '}
        {l.map((x) => `${x.id} is ${x.worker}'s, live until ${sec(x.deadlineMs - start)}`).join('; ')}, while the server's now is {sec(nowMs)}. The sweep puts{' '}
        {early.length === 1 ? 'it' : 'them'} back in pending, and the next claim hands {early.length === 1 ? 'it' : 'them'} to a second worker while the first is still running.
      </p>
    );
  }
  if (missed.length) {
    const l = leases.filter((x) => missed.includes(x.id));
    return (
      <p className="dverdict dverdict--late">
        <span aria-hidden="true">◌ </span>
        <strong>Late recovery:</strong> a slow clock misses dead leases. {l.map((x) => `${x.id} expired at ${sec(x.deadlineMs - start)}`).join('; ')}, but this sweeper's now is only{' '}
        {sec(nowMs + skewMs)}: {missed.length === 1 ? 'it waits' : 'they wait'} up to {sec(-skewMs)} longer.
      </p>
    );
  }
  return (
    <p className="dverdict">
      {skewMs === 0 ? 'No skew: the sweeper’s clock agrees with the server’s.' : `At this moment the ${skewText(skewMs)} skew changes no result; move now across a deadline to see it.`}
    </p>
  );
}

function DeadlineLine({
  leases,
  start,
  nowMs,
  boundMs,
  clock,
  skewMs,
  returned,
  early,
  missed,
}: {
  leases: ReturnType<typeof leasesOf>;
  start: number;
  nowMs: number;
  boundMs: number;
  clock: ClockSource;
  skewMs: number;
  returned: string[];
  early: string[];
  missed: string[];
}) {
  const [ref, width] = useWidth<HTMLDivElement>(760);
  const m = { l: 28, r: 28 };
  const x = scaleLinear().domain([0, DETECT_MAX_NOW_MS]).range([m.l, Math.max(m.l + 100, width - m.r)]).clamp(true);
  const axisY = 172;
  const ticks = x.ticks(width < 500 ? 5 : 10);
  // One row per lease, earliest at the bottom, so labels never collide (ties at 20 s included).
  const row = new Map(leases.map((l, i) => [l.id, i]));
  const showSweeper = clock === 'sweeper' && skewMs !== 0;
  return (
    <div className="dline" ref={ref}>
      <svg width={width} height={250} role="img" aria-label={`Deadlines on a time line. Now is ${(nowMs / 1000).toFixed(1)} s. The read returns ${returned.length ? returned.join(', ') : 'nothing'}.`}>
        <rect className="dline__zone" x={x(0)} y={18} width={Math.max(0, x(boundMs) - x(0))} height={axisY - 18} />
        <text className="dline__zone-label" x={x(0) + 6} y={32}>
          -inf … now: the read returns these
        </text>
        <line className="dline__axis" x1={x(0)} x2={x(DETECT_MAX_NOW_MS)} y1={axisY} y2={axisY} />
        {ticks.map((t) => (
          <g key={t} transform={`translate(${x(t)},${axisY})`}>
            <line className="dline__tick" y2={6} />
            <text className="dline__tick-label" y={20} textAnchor="middle">
              {t / 1000} s
            </text>
          </g>
        ))}
        {/* Below the now label, on a line of its own, so the two never overlap at any width. */}
        <text className="dline__axis-title" x={x(DETECT_MAX_NOW_MS)} y={axisY + 72} textAnchor="end">
          lease deadline (score), seconds after t = 0
        </text>
        {leases.map((l) => {
          const d = l.deadlineMs - start;
          const y = axisY - 16 - row.get(l.id)! * 21;
          const flip = x(d) > width * 0.72;
          const lit = returned.includes(l.id);
          const cls = early.includes(l.id) ? 'is-early' : missed.includes(l.id) ? 'is-missed' : lit ? 'is-lit' : 'is-live';
          const note = early.includes(l.id) ? '⚠ live' : missed.includes(l.id) ? '◌ missed' : lit ? '✓ returned' : 'live';
          return (
            <g key={l.id} className={`dmark ${cls}`} transform={`translate(${x(d)},${y})`}>
              <line className="dmark__stem" y1={8} y2={axisY - y} />
              {lit ? <rect className="dmark__dot" x={-7} y={-7} width={14} height={14} rx={2} /> : <circle className="dmark__dot" r={7} />}
              <text className="dmark__label" x={flip ? -13 : 13} y={4} textAnchor={flip ? 'end' : 'start'}>
                {l.id} · {l.worker} <tspan className="dmark__note">{note}</tspan>
              </text>
            </g>
          );
        })}
        <g className="dline__now" transform={`translate(${x(nowMs)},0)`}>
          <line y1={10} y2={axisY + 8} />
          <text y={axisY + 48} textAnchor={x(nowMs) < 40 ? 'start' : x(nowMs) > width - 40 ? 'end' : 'middle'}>
            now {(nowMs / 1000).toFixed(1)} s
          </text>
        </g>
        {showSweeper && (
          <g className="dline__sweeper" transform={`translate(${x(nowMs + skewMs)},0)`}>
            <line y1={10} y2={axisY + 8} />
            <text y={12} textAnchor={skewMs > 0 ? 'start' : 'end'} dx={skewMs > 0 ? 4 : -4}>
              sweeper's now {((nowMs + skewMs) / 1000).toFixed(1)} s
            </text>
          </g>
        )}
      </svg>
      <p className="dline__legend">
        <span className="dkey dkey--lit">■ returned by the read (expired)</span> <span className="dkey dkey--live">○ live lease</span>{' '}
        {clock === 'sweeper' && <span className="dkey dkey--early">⚠ live but returned (fast clock)</span>}{' '}
        {clock === 'sweeper' && <span className="dkey dkey--missed">◌ expired but missed (slow clock)</span>}
      </p>
    </div>
  );
}
