import { memo, useId } from 'react';
import { skewScenario } from '../../../model/dives/detect/detect';
import { fromLink, toLink } from '../../../model/dives/detect/detectLink';
import { readOf, reduceDetect, type DetectAction, type DetectState } from '../../../model/dives/detect/detectModel';
import { readWithheld } from '../../../model/dives/detect/detectCheckpoint';
import { COMPACT, DETECT } from '../../../model/narration/catalogue';
import { DETECT_VIEW } from '../../../model/narration/diveText';
import { useDeferredWidget, useWidget } from '../../../store/WidgetProvider';
import { HelpOverlay } from '../../actions/HelpOverlay';
import { AfterFirstRender } from '../../dom/AfterFirstRender';
import { CompactMore } from '../../app/CompactMore';
import { useCompact, useViewTitleId } from '../../app/viewShell';
import { DiveBar } from '../common/DiveBar';
import { CompactActions, DiveControls } from '../common/DiveControls';
import { DiveWidget } from '../common/DiveWidget';
import { Narration } from '../common/Narration';
import { ScenarioExport } from '../common/ScenarioExport';
import { ScriptPanel } from '../common/ScriptPanel';
import { useDiveActions } from '../common/useDiveActions';
import { ActiveSetPanel } from './ActiveSetPanel';
import { DetectCheckpoint } from './DetectCheckpoint';
import { DETECT_ACTIONS } from './detectActions';
import { ProbePanel } from './ProbePanel';
import { SkewPanel } from './SkewPanel';
import { useDetectClock } from './useDetectClock';
import '../../theme/widget.css';
import '../common/dives.css';
import './detect.css';

const STOP: DetectAction = { type: 'stop' };

/**
 * Dive 1, detect: the active set as a number line of lease deadlines with now. The members that
 * `ZRANGEBYSCORE active -inf now` returns light up (computed by the keyspace emulation, bound
 * included); beside it, one probe per worker against one range read; and a clock-skew toggle.
 * Leaving the view stops the clock; it waits where it was.
 */
export function DetectView() {
  return (
    <DiveWidget view="detect" reduce={reduceDetect} fromLink={fromLink} toLink={toLink} onLeave={STOP}>
      <Detect />
    </DiveWidget>
  );
}

function Detect() {
  const { scope, help } = useDiveActions(DETECT_ACTIONS);
  useDetectClock();
  const frameIndex = useWidget((s: DetectState) => s.frame);
  const clock = useWidget((s: DetectState) => s.clock);
  const nowMs = useWidget((s: DetectState) => s.nowMs);
  const skewMs = useWidget((s: DetectState) => s.skewMs);
  const frame = useWidget(readOf).frames[frameIndex]!;
  // The read's line and the recovery's say what the read returns: withheld while the learner predicts it.
  const withheld = useWidget(readWithheld);
  const compact = useCompact();
  return (
    <section className="dive dive--detect" aria-labelledby={useViewTitleId()}>
      <DiveBar>
        <DiveControls scope={scope} label={DETECT_VIEW.controlsLabel} main={['play', 'prev-deadline', 'next-deadline', 'step-sweep']} quiet={['reset', 'help']} />
        <Narration text={withheld && frameIndex > 0 ? DETECT.narrationWithheld : frame.narration} label={DETECT_VIEW.lineLabel(frameIndex + 1, 3)} />
      </DiveBar>
      {/* The compact form (compact=1) keeps the checkpoint behind its one disclosure, with the lower panels. */}
      {!compact && <DetectCheckpoint />}
      <ActiveSetPanel />
      {/* The lower panels in passes of their own, each after the one above it: no one render (nor commit) of the whole view. */}
      <CompactMore summary={COMPACT.detect} actions={<CompactActions scope={scope} />}>
        {compact && <DetectCheckpoint />}
        <AfterFirstRender>
          <div className="dive__cols">
            <DetectScript />
            <SkewPanel scope={scope} />
          </div>
          <AfterFirstRender>
            <ProbePanel />
            <ScenarioExport scenario={skewScenario(nowMs, skewMs, clock)} what={DETECT_VIEW.exportWhat(clock)} />
          </AfterFirstRender>
        </AfterFirstRender>
      </CompactMore>
      <HelpOverlay actions={scope.actions} {...help} />
    </section>
  );
}

/** The script of the shown line of the sweep, now from the server's clock or the sweeper's, from the deferred state (a pass after the click's own). */
function DetectScript() {
  return <DetectScriptAt state={useDeferredWidget((s: DetectState) => s)} />;
}

const DetectScriptAt = memo(function DetectScriptAt({ state }: { state: DetectState }) {
  const frame = readOf(state).frames[state.frame]!;
  return (
    <ScriptPanel
      titleId={useId()}
      script={frame.script!}
      current={frame.lines[0] ?? null}
      also={frame.lines.slice(1)}
      caption={
        state.clock === 'server' ? DETECT_VIEW.captionServer : DETECT_VIEW.captionSweeper
      }
    />
  );
});
