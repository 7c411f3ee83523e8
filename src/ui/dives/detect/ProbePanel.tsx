import { useId } from 'react';
import { passCost } from '../../../model/dives/detect/detect';
import { detectBase, readOf, WORKER_STEPS, type DetectAction, type DetectState } from '../../../model/dives/detect/detectModel';
import { readWithheld } from '../../../model/dives/detect/detectCheckpoint';
import { DETECT } from '../../../model/narration/catalogue';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { count } from './detectText';

/** One probe per worker on every pass against one range read over the sorted set, at a worker count the learner picks. */
export function ProbePanel() {
  const store = useWidgetStore<DetectState, DetectAction>();
  const workersIndex = useWidget((s: DetectState) => s.workersIndex);
  const read = useWidget(readOf);
  // k is what the read returns: the checkpoint's answer, withheld while the learner predicts it.
  const withheld = useWidget(readWithheld);
  const cost = passCost(WORKER_STEPS[workersIndex]!, read.ids.length);
  const { leases } = detectBase();
  const titleId = useId();
  return (
  <section className="dpanel" aria-labelledby={titleId}>
    <h2 id={titleId} className="dpanel__title">
      Probing every worker vs one range read
    </h2>
    <label className="dslider dslider--narrow">
      <span className="dslider__label">
        Workers: <strong>{count(cost.probes)}</strong>
      </span>
      <input
        type="range"
        min={0}
        max={WORKER_STEPS.length - 1}
        step={1}
        value={workersIndex}
        aria-valuetext={`${count(cost.probes)} workers`}
        onChange={(e) => store.dispatch({ type: 'setWorkers', index: Number(e.target.value) })}
      />
    </label>
    <div className="dcompare">
      <div className="dcompare__card">
        <p className="dcompare__big">
          {count(cost.probes)} <span>probes per pass</span>
        </p>
        <p>A monitor asks each worker “are you alive?” on every pass, whether or not anything expired.</p>
        <ul className="dprobes" aria-label="Probes of one pass">
          {leases.slice(0, 3).map((l) => (
            <li key={l.worker}>
              <code>probe {l.worker}</code>
            </li>
          ))}
          {cost.probes > 3 && <li className="dprobes__more">… and {count(cost.probes - 3)} more</li>}
        </ul>
      </div>
      <div className="dcompare__card dcompare__card--good">
        <p className="dcompare__big">
          {cost.rangeReads} <span>range read per pass</span>
        </p>
        <p>{DETECT.rangeCost(cost.probes, leases.length, withheld ? null : read.ids.length)}</p>
        <p>
          <code>ZRANGEBYSCORE active -inf now</code>
        </p>
      </div>
    </div>
  </section>
  );
}
