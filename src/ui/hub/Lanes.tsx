import { activeElementIn } from '../../store/activeElement';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatDuration, formatOffset } from '../../model/selectors/formatDuration';
import type { JobView } from '../../model/selectors/jobs';
import { queueKeys } from '../../sim/queue/keys';
import { LANES, STORY } from '../../model/narration/catalogue';
import { pendingLanes, type PendingLane } from '../../model/selectors/laneGroups';
import { selectExplanation, selectJobViews, selectLaneGroups, selectSimState, selectStoryGroups } from '../../store/selectors';
import { chipText } from './chipText';
import { JOBS } from './hubActions';
import { JobChip } from './JobChip';
import { CHIP, layoutActive, layoutSlots } from './laneLayout';
import { useHub, useHubStore } from './useHub';
import { useMoment } from './useMoment';
import { useWidth } from './useWidth';
import { isExpired } from '../../sim/events/lease';
import { HUB_LANES } from '../../model/narration/hubText';

const TOP_BAND = 30;
const AXIS_BAND = 46;

/** The three lanes of the queue, each a labelled region whose chips are the jobs in it. */
export function Lanes() {
  const at = useMoment();
  const selected = useHub((s) => s.selectedJobId);
  const { dispatch } = useHubStore();
  const groups = selectLaneGroups(at);
  const state = selectSimState(at);
  const story = useHub((s) => s.start.timeline);
  const named = union(selectStoryGroups(story), selectStoryGroups(at.timeline));
  const keys = queueKeys(state.header.queue);
  const ref = useRef<HTMLDivElement>(null);
  // Roving focus: when the keyboard walks the selection while a job has focus, focus follows.
  useEffect(() => {
    const active = ref.current && activeElementIn(ref.current);
    if (!selected || !(active instanceof HTMLElement) || !active.dataset.jobId || active.dataset.jobId === selected) return;
    if (!ref.current?.contains(active)) return;
    [...ref.current.querySelectorAll<HTMLElement>('[data-job-id]')].find((el) => el.dataset.jobId === selected)?.focus();
  }, [selected]);
  const chip = (job: JobView, position?: number) => chipText(job, selectExplanation(at, job), state.nowMs, state.header.maxStalled, position);
  const pending = pendingLanes(groups.pending, keys, named);
  const all = selectJobViews(at);
  const drawnN = pending.reduce((n, l) => n + drawn(l.jobs, SLOT_CAP, selected).shown.length, 0) + drawn(groups.active, ACTIVE_CAP, selected).shown.length + drawn(groups.dead, SLOT_CAP, selected).shown.length + drawn(groups.elsewhere, OTHER_CAP, selected).shown.length;
  const pendingLane = (lane: PendingLane) =>
    lane.group === null ? (
      <SlotLane
        key={lane.key}
        kind="pending"
        title={HUB_LANES.pending}
        zkey={lane.key}
        caption={HUB_LANES.pendingCaption}
        jobs={lane.jobs}
        textOf={chip}
        selected={selected}
      />
    ) : (
      <SlotLane
        key={lane.key}
        kind="pending"
        group={lane.group}
        title={STORY.groupLaneTitle(lane.group)}
        zkey={lane.key}
        caption={STORY.groupLaneCaption(lane.group)}
        jobs={lane.jobs}
        textOf={chip}
        selected={selected}
      />
    );
  return (
    <div className="lanes" data-keyscope={JOBS} ref={ref}>
      {drawnN < all.length && <FindJob jobs={all} drawn={drawnN} onSelect={(id) => dispatch({ type: 'select', jobId: id })} />}
      {pending.length === 1 ? (
        pendingLane(pending[0]!)
      ) : (
        // Group lanes stack under the queue's own pending lane, in the pending column.
        <div className="lanes__pending">{pending.map(pendingLane)}</div>
      )}
      <ActiveLane jobs={groups.active} zkey={keys.active} nowMs={state.nowMs} startMs={state.header.clockStartMs} textOf={chip} selected={selected} />
      <SlotLane
        kind="dead"
        title={HUB_LANES.dead}
        zkey={keys.dead}
        caption={HUB_LANES.deadCaption}
        jobs={groups.dead}
        textOf={chip}
        selected={selected}
      />
      {groups.elsewhere.length > 0 && (
        <section className="lane lane--other" aria-label={HUB_LANES.notInLaneLabel(groups.elsewhere.length)}>
          <header className="lane__head">
            <h2 className="lane__title">{HUB_LANES.notInLane}</h2>
          </header>
          <div className="lane__list">
            {drawn(groups.elsewhere, OTHER_CAP, selected).shown.map(({ job: j }) => (
              <JobChip key={j.id} id={j.id} text={chip(j)} variant="other" />
            ))}
          </div>
          <More n={drawn(groups.elsewhere, OTHER_CAP, selected).more} />
        </section>
      )}
    </div>
  );
}

interface LaneProps {
  jobs: JobView[];
  zkey: string;
  textOf(job: JobView, position?: number): ReturnType<typeof chipText>;
  selected: string | null;
}

const ICONS = {
  // A queue of slots, a clock, a cross: shapes that say which lane this is without colour.
  pending: <path d="M2 4h12M2 8h12M2 12h8" />,
  active: (
    <>
      <circle cx="8" cy="8" r="6" />
      <path d="M8 4.5V8l2.5 1.5" />
    </>
  ),
  dead: <path d="M4 4l8 8M12 4l-8 8" />,
};

function LaneHead({ title, n, zkey, caption, icon }: { title: string; n: number; zkey: string; caption: string; icon: keyof typeof ICONS }) {
  const parts = zkey.split(':');
  return (
    <header className="lane__head">
      <h2 className="lane__title">
        <svg className="lane__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          {ICONS[icon]}
        </svg>
        {title} <span className="lane__count">{n}</span>
      </h2>
      <code className="lane__key">
        {parts.map((p, i) => (
          <span key={i}>
            {p}
            {i < parts.length - 1 && (
              <>
                :<wbr />
              </>
            )}
          </span>
        ))}
      </code>
      <p className="lane__caption">{caption}</p>
    </header>
  );
}

/*
 * The plot widths (CSS px) the lanes lay out at before they are measured: what the prerendered
 * first screen shows until the hub's code runs, which on the built page is until the learner's
 * first intent (HubIsland). Narrow enough to overflow no lane on a 360 px phone, nor in a 336 px
 * iframe (a 360 px phone's docs page with its margins: the active plot is 298 px there), and wide
 * enough that the active lane keeps the rows (the height) it has at every width from there up
 * (296 px is the narrowest that keeps the opening step's three rows), so waking only moves chips
 * sideways and nothing below the lanes shifts.
 */
const SLOT_PLOT_BEFORE_MEASURED = 124;
const ACTIVE_PLOT_BEFORE_MEASURED = 296;

function SlotLane({ kind, group, title, caption, jobs, zkey, textOf, selected }: LaneProps & { kind: 'pending' | 'dead'; group?: string; title: string; caption: string }) {
  const [ref, width] = useWidth<HTMLDivElement>(SLOT_PLOT_BEFORE_MEASURED);
  const { shown, more } = drawn(jobs, SLOT_CAP, selected);
  // The empty slot shows where the next job goes; a lane with jobs not drawn has no room to show.
  const layout = layoutSlots(shown.length, width, more > 0 ? 0 : 1);
  return (
    <section
      className={`lane lane--${kind}${group === undefined ? '' : ' lane--group'}`}
      role="region"
      aria-label={HUB_LANES.laneLabel(kind, jobs.length, group)}
    >
      <LaneHead title={title} n={jobs.length} zkey={zkey} caption={caption} icon={kind} />
      <div className="lane__plot" ref={ref} style={{ height: layout.height }}>
        <svg className="lane__svg" width={width} height={layout.height} aria-hidden="true">
          {layout.slots.map((s, i) => (
            <g key={i} transform={`translate(${s.left},${s.top})`}>
              <rect className="slot" width={CHIP.width} height={CHIP.slotHeight} rx={8} />
              {i >= shown.length && (
                <text className="slot__label" x={CHIP.width / 2} y={CHIP.slotHeight / 2 + 4} textAnchor="middle">
                  {jobs.length === 0 ? HUB_LANES.empty : ''}
                </text>
              )}
            </g>
          ))}
        </svg>
        {shown.map(({ job: j, index }, i) => (
          <JobChip
            key={j.id}
            id={j.id}
            text={textOf(j, index)}
            variant={kind}
            style={{ left: layout.slots[i]!.left, top: layout.slots[i]!.top, width: CHIP.width, height: CHIP.slotHeight }}
          />
        ))}
      </div>
      <More n={more} />
      {kind === 'pending' && jobs.length > 0 && (
        <p className="lane__foot">{group === undefined ? HUB_LANES.claimedNext(jobs[0]!.id) : STORY.groupClaimedNext(group, jobs[0]!.id)}</p>
      )}
    </section>
  );
}

function ActiveLane({ jobs, zkey, nowMs, startMs, textOf, selected }: LaneProps & { nowMs: number; startMs: number }) {
  const [ref, width] = useWidth<HTMLDivElement>(ACTIVE_PLOT_BEFORE_MEASURED);
  const hatch = `hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const nowSec = (nowMs - startMs) / 1000;
  const { shown, more } = drawn(jobs, ACTIVE_CAP, selected);
  const layout = layoutActive(shown.map(({ job: j }) => ({ id: j.id, deadlineSec: (j.deadlineMs! - startMs) / 1000 })), nowSec, width);
  const placeOf = new Map(layout.chips.map((c) => [c.id, c]));
  const axisY = TOP_BAND + layout.height + 6;
  const height = axisY + AXIS_BAND;
  const expiredN = jobs.filter((j) => isExpired(j.deadlineMs!, nowMs)).length;
  const pill = HUB_LANES.nowPill(formatSeconds(nowSec));
  const pillW = pill.length * 7 + 18;
  const pillX = Math.min(Math.max(0, layout.nowX - pillW / 2), Math.max(0, width - pillW));
  // Zone labels only where they fit beside the now pill; a short form on narrow lanes.
  const expiredLabel = HUB_LANES.expiredZone.find((t) => textWidth(t) + 12 < pillX);
  const liveLabel = HUB_LANES.liveZone.find((t) => textWidth(t) + 12 < width - pillX - pillW);
  const axisTitle = width > 560 ? HUB_LANES.axisTitle : HUB_LANES.axisTitleShort;
  return (
    <section className="lane lane--active" role="region" aria-label={HUB_LANES.activeLabel(jobs.length, expiredN, formatSeconds(nowSec))}>
      <LaneHead title={HUB_LANES.active} n={jobs.length} zkey={zkey} caption={LANES.activeCaption} icon="active" />
      <div className="lane__plot" ref={ref} style={{ height }}>
        <svg className="lane__svg" width={width} height={height} aria-hidden="true">
          <defs>
            <pattern id={hatch} width={8} height={8} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width={8} height={8} className="expired-zone__bg" />
              <line x1={0} y1={0} x2={0} y2={8} className="expired-zone__line" />
            </pattern>
          </defs>
          <rect className="expired-zone" x={0} y={TOP_BAND - 4} width={Math.max(0, layout.nowX)} height={axisY - TOP_BAND + 4} fill={`url(#${hatch})`} />
          {expiredLabel && (
            <text className="zone-label" x={6} y={TOP_BAND - 12}>
              {expiredLabel}
            </text>
          )}
          {liveLabel && (
            <text className="zone-label zone-label--live" x={width - 6} y={TOP_BAND - 12} textAnchor="end">
              {liveLabel}
            </text>
          )}
          <line className="axis__line" x1={0} x2={width} y1={axisY} y2={axisY} />
          {layout.ticks.map((t) => (
            <g key={t} transform={`translate(${layout.x(t)},${axisY})`}>
              <line className="axis__tick" y2={5} />
              <text className="axis__label" y={18} textAnchor="middle">
                {HUB_LANES.tick(t)}
              </text>
            </g>
          ))}
          <text className="axis__title" x={width / 2} y={axisY + 38} textAnchor="middle">
            {axisTitle}
          </text>
          {layout.chips.map((c) => (
            <g key={c.id} className="stem">
              <line x1={c.cx} x2={c.cx} y1={TOP_BAND + c.top + CHIP.activeHeight} y2={axisY} />
              <circle cx={c.cx} cy={axisY} r={4} />
            </g>
          ))}
          <g className="now" style={{ transform: `translateX(${layout.nowX}px)` }}>
            <line y1={TOP_BAND - 4} y2={axisY + 6} />
          </g>
          <g className="now-pill" style={{ transform: `translateX(${pillX}px)` }}>
            <rect width={pillW} height={20} y={2} rx={10} />
            <text x={pillW / 2} y={16} textAnchor="middle">
              {pill}
            </text>
          </g>
        </svg>
        {shown.map(({ job: j }) => {
          const c = placeOf.get(j.id)!;
          const text = textOf(j);
          return (
            <JobChip
              key={j.id}
              id={j.id}
              text={text}
              variant={text.expired ? 'expired' : 'active'}
              style={{ left: c.left, top: TOP_BAND + c.top, width: CHIP.width, height: CHIP.activeHeight }}
            />
          );
        })}
      </div>
      <More n={more} />
      <p className="lane__foot">
        <span aria-hidden="true">✕</span>
        {HUB_LANES.activeFoot(formatDuration(nowMs - startMs))}
      </p>
    </section>
  );
}

/*
 * The most chips a lane draws: the first of the lane in its sorted-set order (the next claimed,
 * the next swept), plus the selected job wherever it is, and a count of the rest. A story at the
 * 5,000-job limit then draws about a hundred chips, not 5,000 (each a button, its explanation
 * and its place), so a step stays one short task; any job is reached by FindJob.
 */
const SLOT_CAP = 24;
const ACTIVE_CAP = 24;
const OTHER_CAP = 12;

/** The jobs a lane draws, each with its place in the lane, and how many it leaves out. */
function drawn(jobs: readonly JobView[], cap: number, selected: string | null): { shown: { job: JobView; index: number }[]; more: number } {
  const shown = jobs.slice(0, cap).map((job, index) => ({ job, index }));
  if (jobs.length > cap && selected !== null) {
    const index = jobs.findIndex((j) => j.id === selected);
    if (index >= cap) shown.push({ job: jobs[index]!, index });
  }
  return { shown, more: jobs.length - shown.length };
}

function More({ n }: { n: number }) {
  return n > 0 ? <p className="lane__more">{LANES.more(n)}</p> : null;
}

/** A search box that selects any job by its id: the way to a job the lanes do not draw. */
function FindJob({ jobs, drawn: drawnN, onSelect }: { jobs: readonly JobView[]; drawn: number; onSelect(id: string): void }) {
  const [missing, setMissing] = useState<string | null>(null);
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = String(new FormData(e.currentTarget).get('job') ?? '').trim();
    if (text === '') return;
    const found = jobs.some((j) => j.id === text);
    setMissing(found ? null : text);
    if (found) onSelect(text);
  };
  return (
    <form className="lanes__find" role="search" onSubmit={submit}>
      <label htmlFor={id}>{LANES.findLabel}</label>
      <input id={id} name="job" type="search" autoComplete="off" spellCheck={false} />
      <button type="submit" className="btn btn--small">
        {LANES.findButton}
      </button>
      <p className="lanes__find-hint">{LANES.findHint(drawnN, jobs.length)}</p>
      <p className="lanes__find-status" role="status">
        {missing === null ? '' : LANES.findMissing(missing)}
      </p>
    </form>
  );
}

function union(a: readonly string[], b: readonly string[]): string[] {
  return b.every((g) => a.includes(g)) ? (a as string[]) : [...a, ...b.filter((g) => !a.includes(g))];
}

// Close enough for 11.5px UI text to decide whether a label fits; SVG text cannot wrap.
function textWidth(text: string): number {
  return text.length * 6.6;
}

/** The clock in the now pill and the lane's name: one decimal, so the pill stays short. */
function formatSeconds(sec: number): string {
  return formatOffset(sec * 1000, 1);
}
