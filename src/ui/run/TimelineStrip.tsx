import { scaleLinear } from 'd3-scale';
import { memo, useDeferredValue, type MouseEvent } from 'react';
import { endOf } from '../../model/run/runModel';
import type { Run } from '../../sim/actors/run';
import { selectStripMarks, type StripMark } from '../../store';
import { timeTicks } from './timeTicks';
import { formatClock } from '../../model/selectors/formatDuration';
import { RUN_VIEW } from '../../model/narration/runText';

const H = 40;

/**
 * Each kind of mark has its own shape and colour, and each group its row, so none hides another or an axis tick:
 * every sweep on the bottom row (a small hollow ring when nothing was found, an amber dot when it
 * recovered a job, a square when it dead-lettered one), pauses (two bars) above them, crashes (a
 * cross, with a count when several fall together) above those, and the learner's interventions (a
 * triangle) on top. `y` is the shape's centre.
 */
const MARK: Record<StripMark['kind'], { y: number; label: string }> = {
  sweep: { y: 31, label: RUN_VIEW.stripMarks.sweep },
  recovered: { y: 31, label: RUN_VIEW.stripMarks.recovered },
  dead: { y: 31, label: RUN_VIEW.stripMarks.dead },
  crash: { y: 11, label: RUN_VIEW.stripMarks.crash },
  pause: { y: 21, label: RUN_VIEW.stripMarks.pause },
  learner: { y: 4, label: RUN_VIEW.stripMarks.learner },
};

export const MARK_KINDS = Object.keys(MARK) as StripMark['kind'][];

/**
 * The paint that carries each mark's colour (TimelineStrip.css colours it from the token layer): a test
 * checks it stands out from the strip's paper by 3:1 in both themes.
 */
export const MARK_PAINT: Readonly<Record<StripMark['kind'], 'fill' | 'stroke'>> = {
  sweep: 'stroke',
  recovered: 'fill',
  dead: 'fill',
  crash: 'stroke',
  pause: 'stroke',
  learner: 'fill',
};

/** The shape of a mark kind, centred on (0, 0), about 8 px across. */
export function MarkShape({ kind }: { kind: StripMark['kind'] }) {
  const cls = `run-strip__mark run-strip__mark--${kind}`;
  switch (kind) {
    case 'sweep':
      return <circle className={cls} r={2.5} />;
    case 'recovered':
      return <circle className={cls} r={3.5} />;
    case 'dead':
      return <rect className={cls} x={-3.5} y={-3.5} width={7} height={7} />;
    case 'crash':
      return <path className={cls} d="M-3.5,-3.5L3.5,3.5M3.5,-3.5L-3.5,3.5" />;
    case 'pause':
      return <path className={cls} d="M-2,-4V4M2,-4V4" />;
    case 'learner':
      return <path className={cls} d="M-4,-3.5H4L0,3.5Z" />;
  }
}

/** Crashes closer together than this share of the run are drawn as one cross with their count. */
export const CRASH_CLUSTER = 0.01;

/**
 * The strip's marks as drawn: each mark once, except crashes within CRASH_CLUSTER of the run of
 * the first in their group, which become one mark (at the first) that carries how many it stands
 * for: several workers crashing at nearly the same moment read "✕6", not as one crash.
 */
export function drawnMarks(marks: readonly StripMark[], endMs: number): { mark: StripMark; count: number }[] {
  const near = CRASH_CLUSTER * Math.max(1, endMs);
  const out: { mark: StripMark; count: number }[] = [];
  let group: { mark: StripMark; count: number } | null = null;
  for (const m of [...marks].sort((a, b) => a.atMs - b.atMs)) {
    if (m.kind !== 'crash') {
      out.push({ mark: m, count: 1 });
      continue;
    }
    if (group && m.atMs - group.mark.atMs <= near) group.count++;
    else out.push((group = { mark: m, count: 1 }));
  }
  return out;
}

/**
 * The run's marks, drawn once per run: React skips it while only the playhead moves. Each mark is
 * its shape in a nested <svg> placed at a percentage x (so the shapes stay round while the strip
 * stretches), in the page's own tree: the legend's classes colour it. (A <use> of a shared shape
 * would not do: its copy lives in a shadow tree that the view's scoped rules never reach, so it
 * was drawn black, and a stroke-only cross or pause not at all.)
 */
const Marks = memo(function Marks({ run, endMs }: { run: Run; endMs: number }) {
  const x = scaleLinear().domain([0, Math.max(1, endMs)]).range([0, 100]);
  return (
    <svg className="run-strip__svg" height={H} aria-hidden="true" focusable="false">
      <line x1="0" x2="100%" y1={H - 2} y2={H - 2} className="run-strip__base" />
      {drawnMarks(selectStripMarks(run), endMs).map(({ mark: m, count }, i) => (
        <svg key={i} className={`run-strip__at run-strip__at--${m.kind}`} x={`${x(m.atMs)}%`} y={MARK[m.kind].y} overflow="visible" data-count={count > 1 ? count : undefined}>
          <MarkShape kind={m.kind} />
          {count > 1 && (
            <text className="run-strip__count" x={5} y={4}>
              {count}
            </text>
          )}
        </svg>
      ))}
    </svg>
  );
});

/** A legend swatch: the mark's own shape. */
function Key({ kind }: { kind: StripMark['kind'] }) {
  return (
    <svg className="run-key" width={12} height={12} viewBox="-6 -6 12 12" aria-hidden="true" focusable="false">
      <MarkShape kind={kind} />
    </svg>
  );
}

/**
 * The whole run on a strip of server time: a mark for every sweep (by what it did), crash,
 * pause and learner's intervention, each kind its own shape and colour (see the legend), and
 * the playhead. Clicking seeks to that time (the slider below is the keyboard way).
 */
/**
 * A new run's marks (thousands for the busy hour) are drawn in a render of their own, after the
 * rest of the view shows the new run: the marks of the run before stay meanwhile.
 */
function MarksOf({ run }: { run: Run }) {
  const shown = useDeferredValue(run);
  return <Marks run={shown} endMs={endOf(shown)} />;
}

export function TimelineStrip({ run, endMs, viewMs, onSeek }: { run: Run; endMs: number; viewMs: number; onSeek(offsetMs: number): void }) {
  const ticks = timeTicks(endMs);
  const pct = (ms: number) => `${(100 * ms) / Math.max(1, endMs)}%`;
  const click = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    if (r.width > 0) onSeek(((e.clientX - r.left) / r.width) * endMs);
  };
  return (
    <div className="run-strip">
      <div className="run-strip__track" onClick={click} title={RUN_VIEW.stripClick}>
        <MarksOf run={run} />
        {/* Moved by transform on its own layer, so the thousands of marks below are not repainted every frame. */}
        <div className="run-strip__playhead" style={{ transform: `translateX(${(100 * viewMs) / Math.max(1, endMs)}cqw)` }} aria-hidden="true" />
      </div>
      <div className="run-strip__axis" aria-hidden="true">
        {ticks.map((t) => (
          // A label near the right end ends at its tick instead of running past the strip.
          <span key={t} className="run-strip__tick" style={{ left: pct(t), transform: t > 0.93 * endMs ? 'translateX(-100%)' : undefined }}>
            {formatClock(t)}
          </span>
        ))}
      </div>
      <ul className="run-strip__legend" aria-label={RUN_VIEW.stripLegend}>
        {MARK_KINDS.map((k) => (
          <li key={k} data-mark={k}>
            <Key kind={k} /> {MARK[k].label}
          </li>
        ))}
      </ul>
    </div>
  );
}
