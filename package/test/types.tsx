// Checked by `tsc -p package` (e2e/package.spec.ts): what a consumer may and may not write against
// the hand-written declarations. Each @ts-expect-error is a mistake the types must catch.
import { defineStalledRecoveryView, STALLED_RECOVERY_VIEWS, type StalledRecoveryViewName } from 'stalled-recovery-view';
import { StalledRecoveryView, type StalledRecoveryViewProps } from 'stalled-recovery-view/react';

export const tag: string = defineStalledRecoveryView();
export const alias: string = defineStalledRecoveryView('course-view', { page: 'https://example.org/course/' });
export const views: readonly StalledRecoveryViewName[] = STALLED_RECOVERY_VIEWS;

export const fine = [
  <StalledRecoveryView />,
  <StalledRecoveryView view="hub" step={14} job="JOB-d" then="sweep,tick+5000" theme="dark" compact className="wide" style={{ margin: 0 }}>
    <p>The hub: a job whose worker died, taken back by the sweep.</p>
  </StalledRecoveryView>,
  <StalledRecoveryView view="bound" m={2} mode="reapThenSweep" page="https://example.org/course/" />,
  <StalledRecoveryView view="onestep" sweepers={2} claims="3" at={4} />,
  <StalledRecoveryView view="run" preset="busy-hour" seed={7} />,
  <StalledRecoveryView view="detect" skew={300} />,
  <StalledRecoveryView view="list" at={1} />,
  <StalledRecoveryView view="hub" story={{ format: 'emq-scenario/1', steps: [] }} />,
];

export function anyView(view: StalledRecoveryViewName) {
  return <StalledRecoveryView view={view} theme="auto" />;
}

export const props: StalledRecoveryViewProps = { view: 'detect', now: 5 };

export const mistakes = [
  // @ts-expect-error not one of the six views
  <StalledRecoveryView view="hubb" />,
  // @ts-expect-error a parameter of the bound dive on the hub
  <StalledRecoveryView view="hub" m={2} />,
  // @ts-expect-error a theme the element does not have
  <StalledRecoveryView theme="sepia" />,
  // @ts-expect-error a story belongs to the hub
  <StalledRecoveryView view="list" story="{}" />,
  // @ts-expect-error the one-step dive's modes are client and atomic
  <StalledRecoveryView view="onestep" mode="split" />,
  // @ts-expect-error not one of the run view's presets
  <StalledRecoveryView view="run" preset="busy" />,
];

// The element itself in JSX, typed by the react entry's declarations.
export const raw = <stalled-recovery-view view="run" compact="" class="wide"></stalled-recovery-view>;

// @ts-expect-error a tag name is a string
defineStalledRecoveryView(3);
