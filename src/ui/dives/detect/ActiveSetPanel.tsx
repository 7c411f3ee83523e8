import { useId, useRef } from 'react';
import { DETECT_MAX_NOW_MS } from '../../../model/dives/detect/detect';
import { detectBase, readOf, timeText, type DetectAction, type DetectState } from '../../../model/dives/detect/detectModel';
import { readWithheld } from '../../../model/dives/detect/detectCheckpoint';
import { DETECT } from '../../../model/narration/catalogue';
import { DETECT_VIEW } from '../../../model/narration/diveText';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { ActiveSetChart } from './ActiveSetChart';
import { useSeeMoment } from '../common/DiveWidget';

/**
 * The active set on a line of deadlines: the now slider, the chart, and the reply of
 * `ZRANGEBYSCORE active -inf now` member by member (a deadline equal to now is marked expired).
 */
export function ActiveSetPanel() {
  const store = useWidgetStore<DetectState, DetectAction>();
  const nowMs = useWidget((s: DetectState) => s.nowMs);
  const clock = useWidget((s: DetectState) => s.clock);
  const skewMs = useWidget((s: DetectState) => s.skewMs);
  const read = useWidget(readOf);
  // While the learner predicts the read, the chart and the reply would answer the question above them.
  const withheld = useWidget(readWithheld);
  const { leases, state } = detectBase();
  const start = state.header.clockStartMs;
  const titleId = useId();
  const onBound = leases.filter((l) => l.deadlineMs === read.boundMs).map((l) => l.id);
  const nowText = timeText(nowMs);
  // A quiz question's "See it" opens the dive here: this panel shows the moment it names.
  const moment = useRef<HTMLElement>(null);
  useSeeMoment(moment);
  return (
    <section ref={moment} className="dpanel" aria-labelledby={titleId}>
      <h2 id={titleId} className="dpanel__title">
        {DETECT_VIEW.activeTitle}
      </h2>
      <label className="dslider dslider--chart">
        <span className="dslider__label">
          {DETECT_VIEW.serverNow}<strong>{nowText}</strong>
        </span>
        <input
          type="range"
          min={0}
          max={DETECT_MAX_NOW_MS}
          step={100}
          value={nowMs}
          aria-valuetext={DETECT_VIEW.nowValue(nowText, clock === 'server' ? onBound : [])}
          onChange={(e) => store.dispatch({ type: 'setNow', nowMs: Number(e.target.value) })}
        />
      </label>
      <ActiveSetChart leases={leases} start={start} nowMs={nowMs} boundMs={read.boundMs - start} clock={clock} skewMs={skewMs} returned={read.ids} early={read.early} missed={read.missed} withheld={withheld} />
      <div className="dreply">
        <p>
          <code className="dreply__cmd">{`ZRANGEBYSCORE emq:{q}:active -inf ${read.boundMs}`}</code>
          <span className="sr-only">{DETECT_VIEW.replies}</span>
        </p>
        {withheld ? (
          <p className="dreply__withheld">{DETECT.readWithheld}</p>
        ) : (
          <ol className="dreply__list" aria-label={DETECT_VIEW.replyLabel}>
            {read.ids.length === 0 && <li className="dreply__empty">{DETECT_VIEW.replyEmpty}</li>}
            {read.ids.map((id, i) => (
              <li key={id}>
                <span className="dreply__n">{i + 1})</span> <code>"{id}"</code>
                {onBound.includes(id) && <span className="dtag dtag--bound">{DETECT_VIEW.onBoundTag}</span>}
                {read.early.includes(id) && <span className="dtag dtag--warn">{DETECT_VIEW.earlyTag}</span>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
