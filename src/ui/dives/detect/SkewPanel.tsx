import { useId } from 'react';
import { MAX_SKEW_MS, type ClockSource, type LeaseMark } from '../../../model/dives/detect/detect';
import { detectBase, readOf, secondsText, type DetectAction, type DetectState } from '../../../model/dives/detect/detectModel';
import { readWithheld } from '../../../model/dives/detect/detectCheckpoint';
import { DETECT } from '../../../model/narration/catalogue';
import { DETECT_VIEW, seconds } from '../../../model/narration/diveText';
import { RichText } from '../../text/RichText';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { ActionButton } from '../../actions/ActionButton';
import type { ActionScope } from '../../actions/types';
import type { DiveContext } from '../common/diveActions';

/** Where the sweep takes now from (server or sweeper), the sweeper's skew, and what that does to the read. */
export function SkewPanel({ scope }: { scope: ActionScope<DiveContext<DetectState, DetectAction>> }) {
  const store = useWidgetStore<DetectState, DetectAction>();
  const nowMs = useWidget((s: DetectState) => s.nowMs);
  const clock = useWidget((s: DetectState) => s.clock);
  const skewMs = useWidget((s: DetectState) => s.skewMs);
  const read = useWidget(readOf);
  // Which leases the skewed read takes early or misses is the checkpoint's answer: withheld while the learner predicts it.
  const withheld = useWidget(readWithheld);
  const { leases, state } = detectBase();
  const titleId = useId();
  const group = useId();
  const setClock = (c: ClockSource) => store.dispatch({ type: 'setClock', clock: c });
  return (
    <section className="dpanel" aria-labelledby={titleId}>
      <h2 id={titleId} className="dpanel__title">
        {DETECT_VIEW.skewTitle}
      </h2>
      <fieldset className="dchoice">
        <legend>{DETECT_VIEW.clockLegend}</legend>
        <label>
          <input type="radio" name={group} checked={clock === 'server'} onChange={() => setClock('server')} />
          <RichText parts={DETECT_VIEW.serverClock} />
        </label>
        <label>
          <input type="radio" name={group} checked={clock === 'sweeper'} onChange={() => setClock('sweeper')} />
          {DETECT_VIEW.sweeperClock}
        </label>
      </fieldset>
      <label className="dslider">
        <span className="dslider__label">
          {DETECT_VIEW.skewLabel}<strong>{DETECT.skew(skewMs)}</strong>
        </span>
        <input
          type="range"
          min={-MAX_SKEW_MS}
          max={MAX_SKEW_MS}
          step={500}
          value={skewMs}
          aria-valuetext={DETECT.skew(skewMs)}
          onChange={(e) => store.dispatch({ type: 'setSkew', skewMs: Number(e.target.value) })}
        />
      </label>
      <div className="dive__row">
        <ActionButton scope={scope} action="skew-down" className="btn btn--small" />
        <ActionButton scope={scope} action="skew-up" className="btn btn--small" />
        <ActionButton scope={scope} action="clock" className="btn btn--small" />
      </div>
      {withheld && clock === 'sweeper' ? <p className="dverdict">{DETECT.skewWithheld}</p> : <SkewVerdict clock={clock} skewMs={skewMs} early={read.early} missed={read.missed} leases={leases} start={state.header.clockStartMs} nowMs={nowMs} />}
    </section>
  );
}

function SkewVerdict({ clock, skewMs, early, missed, leases, start, nowMs }: { clock: ClockSource; skewMs: number; early: string[]; missed: string[]; leases: readonly LeaseMark[]; start: number; nowMs: number }) {
  if (clock === 'server') {
    return (
      <p className="dverdict dverdict--ok">
        <span aria-hidden="true">✓ </span>
        {DETECT_VIEW.serverVerdict(skewMs === 0 ? null : DETECT.skew(skewMs))}
      </p>
    );
  }
  if (early.length) {
    const l = leases.filter((x) => early.includes(x.id));
    return (
      <p className="dverdict dverdict--bad">
        <span aria-hidden="true">⚠ </span>
        <strong>{DETECT_VIEW.earlyTitle}</strong>
        {DETECT_VIEW.early(l.map((x) => [x.id, x.worker, secondsText(x.deadlineMs - start)] as const), secondsText(nowMs))}
      </p>
    );
  }
  if (missed.length) {
    const l = leases.filter((x) => missed.includes(x.id));
    return (
      <p className="dverdict dverdict--late">
        <span aria-hidden="true">◌ </span>
        <strong>{DETECT_VIEW.lateTitle}</strong>
        {DETECT_VIEW.late(l.map((x) => [x.id, secondsText(x.deadlineMs - start)] as const), secondsText(nowMs + skewMs), seconds(-skewMs))}
      </p>
    );
  }
  return (
    <p className="dverdict">
      {DETECT_VIEW.noEffect(skewMs === 0 ? null : DETECT.skew(skewMs))}
    </p>
  );
}

