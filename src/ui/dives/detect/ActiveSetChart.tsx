import { scaleLinear } from 'd3-scale';
import { DETECT_MAX_NOW_MS, type ClockSource, type LeaseMark } from '../../../model/dives/detect/detect';
import { secondsText, timeText } from '../../../model/dives/detect/detectModel';
import { DETECT } from '../../../model/narration/catalogue';
import { DETECT_VIEW } from '../../../model/narration/diveText';
import { useChartWidth } from '../common/useChartWidth';

/** About how wide "sweeper's now 33.0 s" is drawn (px), with the gap to its line. */
const SWEEPER_LABEL_PX = 140;

/** A lease label's gap to its dot (px). */
const LABEL_GAP_PX = 13;

/** About how wide a lease label is drawn (px): its monospace name and the space after it (12 px, 0.6 em a character), its note (11 px sans), a little to spare. */
function labelPx(name: string, note: string): number {
  return (name.length + 1) * 7.3 + 6 + note.length * 6.2;
}

/**
 * Where a lease's label goes, for a dot at `x` (px) in a chart `width` px wide: to the right of
 * the dot, else to its left, where it fits inside the chart and no now line (`lines`, x in px)
 * crosses it; else the short label (the job id alone, `short`) on a side where that one fits;
 * else the right (left near the end) as before, crossed.
 */
export function placeLabel(x: number, width: number, lines: readonly number[], long: number, short: number): { side: 'right' | 'left'; short: boolean } {
  const clear = (side: 'right' | 'left', w: number) => {
    const [a, b] = side === 'right' ? [x + LABEL_GAP_PX, x + LABEL_GAP_PX + w] : [x - LABEL_GAP_PX - w, x - LABEL_GAP_PX];
    return a >= 0 && b <= width && !lines.some((lx) => lx > a - 2 && lx < b + 2);
  };
  for (const [w, isShort] of [[long, false], [short, true]] as const)
    for (const side of ['right', 'left'] as const) if (clear(side, w)) return { side, short: isShort };
  return { side: x > width * 0.72 ? 'left' : 'right', short: false };
}

/**
 * The active set as a number line of lease deadlines (ms after t = 0) with now: the members the
 * range read returns are lit squares, live leases circles; with the sweeper's clock, its own now
 * is a second line, and leases it gets wrong are marked with words (live, missed).
 */
export function ActiveSetChart({
  leases,
  start,
  nowMs,
  boundMs,
  clock,
  skewMs,
  returned,
  early,
  missed,
  withheld = false,
}: {
  leases: readonly LeaseMark[];
  start: number;
  nowMs: number;
  boundMs: number;
  clock: ClockSource;
  skewMs: number;
  returned: string[];
  early: string[];
  missed: string[];
  /** What the read returns is withheld (the learner is predicting it): every lease is drawn alike, unmarked. */
  withheld?: boolean;
}) {
  const [ref, width] = useChartWidth<HTMLDivElement>(760);
  const m = { l: 28, r: 28 };
  const x = scaleLinear().domain([0, DETECT_MAX_NOW_MS]).range([m.l, Math.max(m.l + 100, width - m.r)]).clamp(true);
  const axisY = 172;
  const ticks = x.ticks(width < 500 ? 5 : 10);
  // One row per lease, earliest at the bottom, so labels never collide (ties at 20 s included).
  const row = new Map(leases.map((l, i) => [l.id, i]));
  const showSweeper = clock === 'sweeper' && skewMs !== 0;
  // On a phone the long zone label would run past the chart's edge: a shorter one says the same.
  const narrow = width < 420;
  const zoneLabel = DETECT_VIEW.zone(withheld, narrow);
  // The sweeper's label sits on the side its clock is off to, unless it would leave the chart there.
  const sweeperX = x(nowMs + skewMs);
  const sweeperRight = skewMs > 0 ? sweeperX + SWEEPER_LABEL_PX <= width : sweeperX - SWEEPER_LABEL_PX < 0;
  // The now lines a lease's label must not be crossed by.
  const lines = showSweeper ? [x(nowMs), sweeperX] : [x(nowMs)];
  return (
    <div className="dline" ref={ref}>
      <svg width={width} height={250} role="img" aria-label={DETECT_VIEW.chartLabel(timeText(nowMs), returned, withheld ? DETECT.chartWithheld : null)}>
        <rect className="dline__zone" x={x(0)} y={18} width={Math.max(0, x(boundMs) - x(0))} height={axisY - 18} />
        <text className="dline__zone-label" x={x(0) + 6} y={32}>
          {zoneLabel}
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
          {DETECT_VIEW.axisTitle}
        </text>
        {/* The now lines under the leases: a label drawn over a line stays readable. */}
        <g className="dline__now" transform={`translate(${x(nowMs)},0)`}>
          <line y1={10} y2={axisY + 8} />
          <text y={axisY + 48} textAnchor={x(nowMs) < 40 ? 'start' : x(nowMs) > width - 40 ? 'end' : 'middle'}>
            {DETECT_VIEW.nowLine(secondsText(nowMs))}
          </text>
        </g>
        {showSweeper && (
          <g className="dline__sweeper" transform={`translate(${x(nowMs + skewMs)},0)`}>
            <line y1={10} y2={axisY + 8} />
            <text y={12} textAnchor={sweeperRight ? 'start' : 'end'} dx={sweeperRight ? 4 : -4}>
              {DETECT_VIEW.sweeperNowLine(secondsText(nowMs + skewMs))}
            </text>
          </g>
        )}
        {leases.map((l) => {
          const d = l.deadlineMs - start;
          const y = axisY - 16 - row.get(l.id)! * 21;
          const lit = !withheld && returned.includes(l.id);
          const cls = withheld ? 'is-open' : early.includes(l.id) ? 'is-early' : missed.includes(l.id) ? 'is-missed' : lit ? 'is-lit' : 'is-live';
          const notes = DETECT_VIEW.notes;
          const note = withheld ? notes.open : early.includes(l.id) ? notes.early : missed.includes(l.id) ? notes.missed : lit ? notes.returned : notes.live;
          const name = `${l.id} · ${l.worker}`;
          const place = placeLabel(x(d), width, lines, labelPx(name, note), labelPx(l.id, note));
          const flip = place.side === 'left';
          return (
            <g key={l.id} className={`dmark ${cls}`} transform={`translate(${x(d)},${y})`}>
              <line className="dmark__stem" y1={8} y2={axisY - y} />
              {lit ? <rect className="dmark__dot" x={-7} y={-7} width={14} height={14} rx={2} /> : <circle className="dmark__dot" r={7} />}
              <text className="dmark__label" x={flip ? -13 : 13} y={4} textAnchor={flip ? 'end' : 'start'}>
                {place.short ? l.id : name} <tspan className="dmark__note">{note}</tspan>
              </text>
            </g>
          );
        })}
      </svg>
      <p className="dline__legend">
        <span className="dkey dkey--lit">{DETECT_VIEW.legend.returned}</span> <span className="dkey dkey--live">{DETECT_VIEW.legend.live}</span>{' '}
        {clock === 'sweeper' && <span className="dkey dkey--early">{DETECT_VIEW.legend.early}</span>}{' '}
        {clock === 'sweeper' && <span className="dkey dkey--missed">{DETECT_VIEW.legend.missed}</span>}
      </p>
    </div>
  );
}
