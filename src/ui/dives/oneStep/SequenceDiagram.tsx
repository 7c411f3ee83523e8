import { scaleBand } from 'd3-scale';
import { showReply } from '../../../model/dives/common';
import { useId, useState } from 'react';
import { ONE_STEP } from '../../../model/narration/catalogue';
import { ONE_STEP_VIEW } from '../../../model/narration/diveText';
import type { ActorId, Move, OneStepSession } from '../../../model/dives/oneStep/oneStep';
import { factOf } from '../../../sim/events/facts';
import { flagTitle } from '../common/Narration';
import { useChartWidth } from '../common/useChartWidth';

const ROW = 34;
/** The narrowest the diagram is drawn (px): narrower boxes scroll it sideways. */
const DIAGRAM_MIN_PX = 560;
const HEAD = 62;

/** A command as the diagram prints it: key prefix dropped, the sweeper's now shown as a number. */
export function shortMove(m: Move): { call: string; reply: string } {
  const s = m.step;
  const strip = (w: string) => w.replace(/^emq:\{q\}:/, '');
  if (s.op === 'redis') return { call: s.command.map(strip).join(' '), reply: showReply(m.reply) };
  if (s.op === 'claim') {
    const claimed = factOf(m.facts, 'job/claimed');
    return { call: ONE_STEP_VIEW.claimCall, reply: claimed ? ONE_STEP_VIEW.claimReply(claimed.jobId, claimed.token) : 'nil' };
  }
  // Like an atomic statement that cannot be expanded: its commands run as one block.
  return { call: ONE_STEP_VIEW.atomicCall(m.frame.lines.length), reply: showReply(m.reply) };
}

/** Column label of an actor or of Redis. */
function columnLabel(c: string): string {
  const [kind, name = ''] = c.split(':');
  return ONE_STEP_VIEW.column(c === 'redis' ? 'redis' : kind === 'sweeper' ? 'sweeper' : 'worker', name);
}

/**
 * The run as a sequence diagram: one lane per client and one for Redis, time running down. Each
 * move is an arrow from its client to Redis labelled with the command and its reply; a flag is a
 * badge with words on the row where it happened. Moves of a loaded schedule that are still ahead
 * of the cursor are drawn faint.
 */
export function SequenceDiagram({ session, ahead }: { session: OneStepSession; ahead: readonly ActorId[] }) {
  const [ref, width] = useChartWidth<HTMLDivElement>(900);
  const descId = useId();
  // url(#…) takes the id as a URL fragment: keep it to letters, digits, _ and -.
  const headId = `dseq-head${useId().replace(/[^\w-]/g, '')}`;
  const sweepers = Object.keys(session.sweepers).map((n) => `sweeper:${n}`);
  const workers = ['worker:A', ...['B', 'C'].slice(0, session.setup.claims).map((n) => `worker:${n}`)];
  const cols = [...sweepers, 'redis', ...workers];
  const x = scaleBand<string>().domain(cols).range([70, Math.max(DIAGRAM_MIN_PX, width) - 10]).paddingInner(0.1);
  const cx = (c: string) => x(c)! + x.bandwidth() / 2;
  const moves = session.moves;
  const rows = moves.length + ahead.length;
  const height = HEAD + Math.max(1, rows) * ROW + 24;
  const start = session.header.clockStartMs;
  // Wider than its box (a phone): a hint above it and a fading right edge say there is more to the right, until the learner scrolls there.
  const wide = width < DIAGRAM_MIN_PX;
  const [atEnd, setAtEnd] = useState(false);
  return (
    <div className={`dseq-wrap${wide && !atEnd ? ' has-more' : ''}`}>
      {wide && (
        <p className="dseq__hint" aria-hidden="true">
          {ONE_STEP.scrollHint}
        </p>
      )}
      {/* Focusable, so a keyboard (or a phone's switch access) can scroll it sideways when it is wider than the screen. */}
      <div
        className="dseq"
        ref={ref}
        tabIndex={0}
        data-owns-arrows=""
        role="group"
        aria-label={ONE_STEP_VIEW.diagramLabel}
        onScroll={(e) => {
          const el = e.currentTarget;
          setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 2);
        }}
      >
        <svg width={Math.max(DIAGRAM_MIN_PX, width)} height={height} role="img" aria-labelledby={descId}>
          <desc id={descId}>
            {moves.length === 0
              ? ONE_STEP_VIEW.noMoves
              : moves.map((m, i) => ONE_STEP_VIEW.moveDesc(i + 1, columnLabel(m.actor), shortMove(m).call, shortMove(m).reply, m.flags.map((f) => flagTitle(f.kind)))).join(' ')}
          </desc>
          {cols.map((c) => (
            <g key={c} className={`dseq__col dseq__col--${c === 'redis' ? 'redis' : c.split(':')[0]}${c === 'worker:A' ? ' is-crashed' : ''}`}>
              <rect x={x(c)} y={6} width={x.bandwidth()} height={40} rx={7} />
              <text x={cx(c)} y={24} textAnchor="middle" className="dseq__name">
                {columnLabel(c)}
              </text>
              <text x={cx(c)} y={39} textAnchor="middle" className="dseq__sub">
                {ONE_STEP_VIEW.columnSub[c === 'redis' ? 'redis' : c === 'worker:A' ? 'crashed' : c.startsWith('sweeper') ? session.setup.mode : 'worker']}
              </text>
              <line x1={cx(c)} x2={cx(c)} y1={46} y2={height - 8} className="dseq__life" />
            </g>
          ))}
          {[...moves, ...ahead.map((a) => ({ actor: a, ghost: true }) as const)].map((m, i) => {
            const y = HEAD + i * ROW + ROW / 2;
            const ghost = 'ghost' in m;
            const from = cx(m.actor);
            const to = cx('redis');
            const dir = to > from ? 1 : -1;
            const mv = ghost ? null : (m as Move);
            const text = mv ? shortMove(mv) : null;
            // Centred over the arrow, but never over the time column (x < 70) nor past the right edge:
            // the label's width is estimated from its length (12 px monospace, about 7.3 px a character).
            const label = text ? `${text.call} → ${text.reply}` : ONE_STEP_VIEW.ghostMove(columnLabel(m.actor));
            const half = (label.length * 7.3) / 2;
            const svgW = Math.max(DIAGRAM_MIN_PX, width);
            const mid = Math.max(74 + half, Math.min(svgW - 4 - half, (from + to) / 2));
            return (
              <g key={i} className={`dseq__row${ghost ? ' is-ghost' : ''}${i === moves.length - 1 ? ' is-last' : ''}${mv?.flags.length ? ' is-flagged' : ''}`}>
                <text x={8} y={y + 4} className="dseq__time">
                  {mv ? ONE_STEP_VIEW.rowTime(mv.nowMs - start) : ONE_STEP_VIEW.rowNext}
                </text>
                <line x1={from} x2={to - dir * 6} y1={y + 6} y2={y + 6} className="dseq__arrow" markerEnd={`url(#${headId})`} />
                <text x={mid} y={y - 1} textAnchor="middle" className="dseq__call">
                  {text ? text.call : ONE_STEP_VIEW.ghostMove(columnLabel(m.actor))}
                  {text && <tspan className="dseq__reply"> → {text.reply}</tspan>}
                </text>
                {mv?.flags.map((f, k) => (
                  <g key={k} transform={`translate(${to + 8},${y - 8 + k * 16})`}>
                    <rect width={150} height={15} rx={4} className="dseq__flag" />
                    <text x={6} y={11} className="dseq__flag-text">
                      ⚠ {flagTitle(f.kind)}
                    </text>
                  </g>
                ))}
              </g>
            );
          })}
          <defs>
            <marker id={headId} viewBox="0 0 8 8" refX="7" refY="4" markerWidth="9" markerHeight="9" markerUnits="userSpaceOnUse" orient="auto-start-reverse">
              <path d="M0,0 L8,4 L0,8 z" className="dseq__head" />
            </marker>
          </defs>
        </svg>
      </div>
    </div>
  );
}
