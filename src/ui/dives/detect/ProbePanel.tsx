import { useId } from 'react';
import { passCost } from '../../../model/dives/detect/detect';
import { detectBase, readOf, WORKER_STEPS, type DetectAction, type DetectState } from '../../../model/dives/detect/detectModel';
import { readWithheld } from '../../../model/dives/detect/detectCheckpoint';
import { DETECT } from '../../../model/narration/catalogue';
import { DETECT_VIEW } from '../../../model/narration/diveText';
import { groupThousands } from '../../../model/selectors/groupThousands';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';

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
      {DETECT_VIEW.probesTitle}
    </h2>
    <label className="dslider dslider--narrow">
      <span className="dslider__label">
        {DETECT_VIEW.workers}<strong>{groupThousands(cost.probes)}</strong>
      </span>
      <input
        type="range"
        min={0}
        max={WORKER_STEPS.length - 1}
        step={1}
        value={workersIndex}
        aria-valuetext={DETECT_VIEW.workersValue(cost.probes)}
        onChange={(e) => store.dispatch({ type: 'setWorkers', index: Number(e.target.value) })}
      />
    </label>
    <div className="dcompare">
      <div className="dcompare__card">
        <p className="dcompare__big">
          {groupThousands(cost.probes)} <span>{DETECT_VIEW.probesPerPass}</span>
        </p>
        <p>{DETECT_VIEW.probeWhy}</p>
        <ul className="dprobes" aria-label={DETECT_VIEW.probesLabel}>
          {leases.slice(0, 3).map((l) => (
            <li key={l.worker}>
              <code>{DETECT_VIEW.probe(l.worker)}</code>
            </li>
          ))}
          {cost.probes > 3 && <li className="dprobes__more">{DETECT_VIEW.moreProbes(cost.probes - 3)}</li>}
        </ul>
      </div>
      <div className="dcompare__card dcompare__card--good">
        <p className="dcompare__big">
          {cost.rangeReads} <span>{DETECT_VIEW.rangeReadsPerPass(cost.rangeReads)}</span>
        </p>
        <p>{DETECT.rangeCost(cost.probes, leases.length, withheld ? null : read.ids.length)}</p>
        <p>
          <code>{DETECT_VIEW.rangeRead}</code>
        </p>
      </div>
    </div>
  </section>
  );
}
