import { scaleLinear } from 'd3-scale';
import { LIST_END_MS } from '../../../model/dives/list/listPattern';
import type { ListEvent } from '../../../model/dives/list/listModel';
import { useChartWidth } from '../common/useChartWidth';
import { LIST_VIEW, seconds as sec } from '../../../model/narration/diveText';

/**
 * Both runs on one time axis (ms after t = 0, up to 120 s): one track per side, a mark per
 * command (a triangle where the list pattern goes wrong), the events shown so far solid, and a
 * slider to pick any event. `onPick(i)` shows events 0..i.
 */
export function TimeAxis({ events, cursor, onPick }: { events: readonly ListEvent[]; cursor: number; onPick(i: number): void }) {
  // Measured inside the panel's padding, so the SVG is exactly as wide as the room it has.
  const [ref, width] = useChartWidth<HTMLDivElement>(860);
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
      <svg width={w} height={height} role="img" aria-label={LIST_VIEW.axisLabel(sec(now))}>
        {(['list', 'lease'] as const).map((side) => (
          <g key={side}>
            <text x={narrow ? 2 : 10} y={narrow ? y[side] - 16 : y[side] + 4} className="dtimeaxis__label">
              {LIST_VIEW.sides[side]}
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
          {LIST_VIEW.eventAt(cursor, events.length, sec(now))}
        </span>
        <input type="range" min={1} max={events.length} value={cursor} aria-valuetext={LIST_VIEW.eventValue(cursor, events.length, sec(now))} onChange={(e) => onPick(Number(e.target.value) - 1)} />
      </label>
    </div>
  );
}
