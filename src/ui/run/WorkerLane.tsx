import { useId } from 'react';
import { useWidth } from '../hub/useWidth';
import { scaleLinear } from 'd3-scale';
import type { Intervention } from '../../sim/actors/intervention';
import type { LeaseView, WorkerView } from '../../model/selectors/runView';
import { formatClock } from '../../model/selectors/formatDuration';
import { useRun, useRunStore } from './useRun';
import { selectRunActors, selectRunWorkers } from '../../store';
import { useCompact } from '../app/viewShell';
import { isExpired } from '../../sim/events/lease';
import { RUN_VIEW } from '../../model/narration/runText';
import { RichText } from '../text/RichText';

/**
 * Below this track width (CSS px) the axis shows every other label: seven labels of about 45 px
 * each need about 360 px. Measured (useWidth), not a container query: the page's layout
 * breakpoints are the token table's three. Until measured (the prerendered screen) it counts as narrow.
 */
const NARROW_AXIS_PX = 380;

const STATUS: Record<string, { icon: string; text: string }> = {
  working: { icon: '●', text: RUN_VIEW.status.working },
  waiting: { icon: '○', text: RUN_VIEW.status.waiting },
  claiming: { icon: '○', text: RUN_VIEW.status.claiming },
  idle: { icon: '○', text: RUN_VIEW.status.idle },
  paused: { icon: '❚❚', text: RUN_VIEW.status.paused },
  crashed: { icon: '✕', text: RUN_VIEW.status.crashed },
};

function statusOf(w: WorkerView): keyof typeof STATUS {
  if (w.liveness !== 'alive') return w.liveness;
  return w.believes ? 'working' : w.waiting ? 'waiting' : w.claiming ? 'claiming' : 'idle';
}

function leaseText(l: LeaseView, nowMs: number): string {
  return RUN_VIEW.leaseEnds(l.deadlineMs - nowMs);
}

/** What the worker believes and what Redis says, in words (the bars say it in space). */
function jobText(w: WorkerView, nowMs: number): string {
  const parts: string[] = [];
  if (w.believes) {
    const own = w.leases.find((l) => l.token === w.believes!.token);
    if (own) parts.push(RUN_VIEW.holds(w.believes.job, w.believes.token, leaseText(own, nowMs)));
    else parts.push(RUN_VIEW.fenced(w.believes.job, w.believes.token));
  }
  for (const l of w.leases) {
    if (w.believes && l.token === w.believes.token) continue;
    parts.push(RUN_VIEW.stillLeased(l.id, l.worker, w.liveness === 'crashed', leaseText(l, nowMs)));
  }
  return parts.length ? parts.join('; ') : '—';
}

/** About how wide a lease bar's job id is drawn (px): 11 px monospace, 0.6 em a character, and its padding. */
const leaseLabelPx = (id: string) => id.length * 6.7 + 12;

/**
 * Where a lease bar from `a` to `b` (% of a track `trackPx` wide) shows its job id: inside when it
 * fits, else beside the bar, on the side it points to (an expired bar's past, a live bar's future)
 * when there is room there, else on the other. Cut to its last character inside a just-expired
 * bar, "poison-001" read as "1".
 */
function labelOutside(id: string, a: number, b: number, trackPx: number, live: boolean): 'left' | 'right' | null {
  const need = leaseLabelPx(id);
  if (trackPx === 0 || ((b - a) / 100) * trackPx >= need) return null;
  const roomLeft = (a / 100) * trackPx >= need;
  const roomRight = ((100 - b) / 100) * trackPx >= need;
  if (live) return roomRight || !roomLeft ? 'right' : 'left';
  return roomLeft || !roomRight ? 'left' : 'right';
}

/**
 * The worker lane: one row per worker slot with its status, what it holds, its leases on a
 * number line centred on now (a bar runs from now to the lease deadline and shrinks as the clock
 * moves; past its deadline it turns amber until a sweep takes it), and crash / pause / resume
 * buttons. A dashed line marks the sweeper's next beat (labelled on the axis and in the head).
 */
/** How to read the lanes (a bar, amber, Pause): under the lanes' heading, or behind the compact form's disclosure. */
export function LaneHint({ interactive }: { interactive: boolean }) {
  return (
    <p className="run-lane__hint">
      <RichText parts={RUN_VIEW.laneHint(interactive)} />
    </p>
  );
}

export function WorkerLane() {
  const { dispatch } = useRunStore();
  const run = useRun((s) => s.run);
  const cursor = useRun((s) => s.cursor);
  const viewMs = useRun((s) => s.viewMs);
  const titleId = useId();
  const m = { run, cursor };
  const workers = selectRunWorkers(m);
  const actors = selectRunActors(m);
  const header = run.timeline.header;
  const lease = header.leaseMs;
  const nowMs = header.clockStartMs + viewMs;
  const rel = scaleLinear().domain([-0.3 * lease, 1.15 * lease]).range([0, 100]).clamp(true);
  const x = (absMs: number) => rel(absMs - nowMs);
  // Every other label is minor: a narrow track shows only the even ones (WorkerLane.css), so they never overlap.
  const [axisRef, axisWidth] = useWidth<HTMLDivElement>(0);
  // Every worker's track is as wide as the first (on a phone, wider than the axis above them).
  const [trackRef, trackWidth] = useWidth<HTMLDivElement>(0);
  const ticks = rel.ticks(5);
  const tickStep = ticks.length > 1 ? ticks[1]! - ticks[0]! : 1;
  const nextSweep = actors.sweeper.nextAtMs === null ? null : header.clockStartMs + actors.sweeper.nextAtMs;
  const showSweep = nextSweep !== null && nextSweep - nowMs <= 1.15 * lease;
  const interactive = run.config !== null;
  const compact = useCompact();
  const act = (intervention: Intervention) => dispatch({ type: 'intervene', intervention });

  return (
    <section className="run-lane" aria-labelledby={titleId}>
      <div className="run-lane__head">
        <h2 id={titleId}>{RUN_VIEW.workers}</h2>
        {nextSweep !== null && (
          <p className="run-lane__sweep">
            <span className="run-lane__dash" aria-hidden="true" /> {RUN_VIEW.nextSweepAt(formatClock(nextSweep - header.clockStartMs, true), nextSweep > nowMs ? nextSweep - nowMs : null)}
          </p>
        )}
        {/* The compact form (compact=1) shows the hint behind its one disclosure (RunView). */}
        {!compact && <LaneHint interactive={interactive} />}
      </div>
      <div className="run-lane__axis" aria-hidden="true">
        <div className={`run-lane__axis-track${axisWidth < NARROW_AXIS_PX ? ' is-narrow' : ''}`} ref={axisRef}>
          {ticks.map((t) => (
            <span key={t} className={`run-lane__tick${t === 0 ? ' is-now' : ''}${Math.round(t / tickStep) % 2 !== 0 ? ' is-minor' : ''}`} style={{ left: `${rel(t)}%` }}>
              {t === 0 ? RUN_VIEW.now : RUN_VIEW.relativeTick(t)}
            </span>
          ))}
          {showSweep && (
            <span className="run-lane__tick run-lane__tick--sweep" style={{ left: `${x(nextSweep!)}%` }}>
              <span className="run-lane__dash" /> {RUN_VIEW.nextSweepTick}
            </span>
          )}
        </div>
      </div>
      <ol className="run-lane__rows">
        {workers.map((w, row) => {
          const status = statusOf(w);
          const slot = w.slot;
          return (
            <li key={slot} className={`run-worker run-worker--${status}${w.fenced ? ' is-fenced' : ''}`} data-worker={slot}>
              <div className="run-worker__name">
                <strong>{slot}</strong>
                {w.id !== slot && <span className="run-worker__id">{RUN_VIEW.nowWorker(w.id)}</span>}
                <span className="run-worker__status">
                  <span aria-hidden="true" className="run-worker__icon">{STATUS[status]!.icon}</span> {STATUS[status]!.text}
                </span>
              </div>
              <p className="run-worker__job">{jobText(w, nowMs)}</p>
              <div className="run-worker__track" aria-hidden="true" ref={row === 0 ? trackRef : undefined}>
                <span className="run-worker__now" style={{ left: `${rel(0)}%` }} />
                {showSweep && <span className="run-worker__sweep" style={{ left: `${x(nextSweep!)}%` }} title={RUN_VIEW.theNextSweep} />}
                {w.leases.map((l) => {
                  const live = !isExpired(l.deadlineMs, nowMs);
                  const a = live ? x(nowMs) : x(l.deadlineMs);
                  const b = live ? x(l.deadlineMs) : x(nowMs);
                  const mine = w.believes?.token === l.token;
                  const outside = labelOutside(l.id, a, b, trackWidth, live);
                  return (
                    <span
                      key={`${l.id}:${l.token}`}
                      className={`run-lease ${live ? 'run-lease--live' : 'run-lease--expired'}${mine ? '' : ' run-lease--orphan'}${outside ? ` run-lease--label-${outside}` : ''}`}
                      style={{ left: `${a}%`, width: `${Math.max(0.6, b - a)}%` }}
                    >
                      <span className="run-lease__label">{l.id}</span>
                    </span>
                  );
                })}
              </div>
              <div className="run-worker__buttons">
                <button type="button" className="btn btn--small" disabled={!interactive || w.liveness === 'crashed'} aria-label={RUN_VIEW.workerAction(RUN_VIEW.crash, slot)} onClick={() => act({ kind: 'crash', worker: slot })}>
                  {RUN_VIEW.crash}
                </button>
                {w.liveness === 'alive' && (
                  <button type="button" className="btn btn--small" disabled={!interactive} aria-label={RUN_VIEW.workerAction(RUN_VIEW.pause, slot)} onClick={() => act({ kind: 'pause', worker: slot })}>
                    {RUN_VIEW.pause}
                  </button>
                )}
                {w.liveness === 'paused' && (
                  <button type="button" className="btn btn--small" disabled={!interactive} aria-label={RUN_VIEW.workerAction(RUN_VIEW.resume, slot)} onClick={() => act({ kind: 'resume', worker: slot })}>
                    {RUN_VIEW.resume}
                  </button>
                )}
                {w.liveness === 'crashed' && (
                  <button type="button" className="btn btn--small" disabled={!interactive} aria-label={RUN_VIEW.workerAction(RUN_VIEW.restart, slot)} onClick={() => act({ kind: 'restart', worker: slot })}>
                    {RUN_VIEW.restart}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
