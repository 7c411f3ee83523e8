import { scaleLinear } from 'd3-scale';
import { memo, type MouseEvent } from 'react';
import type { Run } from '../../sim/actors/run';
import { selectStripMarks, type StripMark } from './runSelectors';
import { formatOffsetMs, timeTicks } from './timeTicks';

const W = 1000;
const H = 36;

/** Where each kind of mark sits and how tall it is (in a 1000 × 36 box stretched to the width). */
const MARK: Record<StripMark['kind'], { y0: number; y1: number }> = {
  sweep: { y0: 22, y1: 34 },
  recovered: { y0: 12, y1: 34 },
  dead: { y0: 4, y1: 34 },
  crash: { y0: 4, y1: 12 },
  pause: { y0: 4, y1: 12 },
  learner: { y0: 0, y1: 8 },
};

/** The run's marks, drawn once per run: React skips it while only the playhead moves. */
const Marks = memo(function Marks({ run, endMs }: { run: Run; endMs: number }) {
  const x = scaleLinear().domain([0, Math.max(1, endMs)]).range([0, W]);
  return (
    <svg className="run-strip__svg" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <line x1={0} x2={W} y1={34} y2={34} className="run-strip__base" />
      {selectStripMarks(run).map((m, i) => (
        <line key={i} x1={x(m.atMs)} x2={x(m.atMs)} y1={MARK[m.kind].y0} y2={MARK[m.kind].y1} className={`run-strip__mark run-strip__mark--${m.kind}`} />
      ))}
    </svg>
  );
});

/**
 * The whole run on a strip of server time: a tick for every sweep (taller where it recovered a
 * job, tallest where it dead-lettered one), crashes, pauses and the learner's interventions
 * above, and the playhead. Clicking seeks to that time (the slider below is the keyboard way).
 */
export function TimelineStrip({ run, endMs, viewMs, onSeek }: { run: Run; endMs: number; viewMs: number; onSeek(offsetMs: number): void }) {
  const ticks = timeTicks(endMs);
  const pct = (ms: number) => `${(100 * ms) / Math.max(1, endMs)}%`;
  const click = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    if (r.width > 0) onSeek(((e.clientX - r.left) / r.width) * endMs);
  };
  return (
    <div className="run-strip">
      <div className="run-strip__track" onClick={click} title="Click to jump to that moment">
        <Marks run={run} endMs={endMs} />
        {/* Moved by transform on its own layer, so the thousands of marks below are not repainted every frame. */}
        <div className="run-strip__playhead" style={{ transform: `translateX(${(100 * viewMs) / Math.max(1, endMs)}cqw)` }} aria-hidden="true" />
      </div>
      <div className="run-strip__axis" aria-hidden="true">
        {ticks.map((t) => (
          <span key={t} className="run-strip__tick" style={{ left: pct(t) }}>
            {formatOffsetMs(t)}
          </span>
        ))}
      </div>
      <ul className="run-strip__legend" aria-label="Strip legend">
        <li><span className="run-key run-key--sweep" aria-hidden="true" /> sweep found nothing</li>
        <li><span className="run-key run-key--recovered" aria-hidden="true" /> sweep recovered a job</li>
        <li><span className="run-key run-key--dead" aria-hidden="true" /> sweep dead-lettered a job</li>
        <li><span className="run-key run-key--crash" aria-hidden="true" /> crash</li>
        <li><span className="run-key run-key--pause" aria-hidden="true" /> pause</li>
        <li><span className="run-key run-key--learner" aria-hidden="true" /> your intervention</li>
      </ul>
    </div>
  );
}
