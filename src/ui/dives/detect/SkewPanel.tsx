import { useId } from 'react';
import { MAX_SKEW_MS, type ClockSource, type LeaseMark } from '../../../model/dives/detect/detect';
import { detectBase, readOf, type DetectAction, type DetectState } from '../../../model/dives/detect/detectModel';
import { readWithheld } from '../../../model/dives/detect/detectCheckpoint';
import { DETECT } from '../../../model/narration/catalogue';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { ActionButton } from '../../actions/ActionButton';
import type { ActionScope } from '../../actions/types';
import type { DiveContext } from '../common/diveActions';
import { sec, skewText } from './detectText';

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
        Clock skew
      </h2>
      <fieldset className="dchoice">
        <legend>The sweep takes now from</legend>
        <label>
          <input type="radio" name={group} checked={clock === 'server'} onChange={() => setClock('server')} /> the server (<code>TIME</code> inside the script)
        </label>
        <label>
          <input type="radio" name={group} checked={clock === 'sweeper'} onChange={() => setClock('sweeper')} /> the sweeper’s own clock
        </label>
      </fieldset>
      <label className="dslider">
        <span className="dslider__label">
          Sweeper’s clock minus server’s: <strong>{skewText(skewMs)}</strong>
        </span>
        <input
          type="range"
          min={-MAX_SKEW_MS}
          max={MAX_SKEW_MS}
          step={500}
          value={skewMs}
          aria-valuetext={skewText(skewMs)}
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

