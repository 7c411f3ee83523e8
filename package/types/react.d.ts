/**
 * stalled-recovery-view/react: `<StalledRecoveryView view="hub" step={14} job="JOB-d" />`, a React
 * component (React 18 or later, a peer dependency) that renders the `<stalled-recovery-view>` custom
 * element and defines it on the client. The view itself runs inside the element, with its own React
 * and styles (in its shadow root), fetched when it comes near the viewport.
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import type { StalledRecoveryViewName } from './index';

export type { StalledRecoveryViewName } from './index';

/** A view parameter: the same values as in a link to the course (the package README's table), as a string or a number. */
export type ViewParam = string | number;

/** What every view takes. */
export interface CommonProps {
  /** `auto` (default: follows your page's dark marker, else the reader's system setting), `light` or `dark`. */
  theme?: 'auto' | 'light' | 'dark';
  /** The view's compact form: its widget and readout, the rest behind one disclosure. */
  compact?: boolean;
  /** The fallback: shown until the view renders, to readers without JavaScript, to site search and in print. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  id?: string;
  /** The element's tag name, when you defined it under another one (defineStalledRecoveryView). Default `stalled-recovery-view`. */
  tagName?: string;
  /**
   * The absolute address of the course's own page (where its build is hosted, e.g.
   * `https://you.github.io/stalled-recovery/`): the links a view hands out ("Copy a link to this
   * run", "see the list pattern") point there. Without it a bundled view has no page to point at
   * (a bundler rewrites the module's own address), so set it whenever the views hand out links.
   */
  page?: string;
}

/** The hub (also when `view` is left out): the course's one run, a step and a job selected. */
export interface HubProps extends CommonProps {
  view?: 'hub';
  /** The step the hub opens at (0 and up). */
  step?: ViewParam;
  /** The selected job's id, e.g. `JOB-d`. */
  job?: string;
  /** After a fork: the learner's own steps, e.g. `sweep,tick+5000`. */
  then?: string;
  /** The URL of an `emq-scenario/1` or story file, or `#1.<data>` as a story link's `#scenario=` carries it. */
  scenario?: string;
  /** A story file itself (an object or its JSON text), carried inside the element as its inline story. */
  story?: string | object;
}

/** The run view: a preset or seeded run of many jobs. */
export interface RunProps extends CommonProps {
  view: 'run';
  preset?: 'command-worker' | 'healthy' | 'slow-worker' | 'crash-loop' | 'group-lanes' | 'late-heartbeat' | 'backlog' | 'tuning' | 'busy-hour';
  seed?: ViewParam;
  step?: ViewParam;
  jobs?: ViewParam;
  tune?: string;
  limit?: ViewParam;
}

/** The detect dive: how the sweep tells a dead worker's job by its deadline on the server clock. */
export interface DetectProps extends CommonProps {
  view: 'detect';
  now?: ViewParam;
  clock?: 'server' | 'sweeper';
  skew?: ViewParam;
  workers?: ViewParam;
}

/** The bound dive: how long a job may run before the sweep takes it back. */
export interface BoundProps extends CommonProps {
  view: 'bound';
  m?: ViewParam;
  mode?: 'sweep' | 'reap' | 'reapThenSweep';
  run?: ViewParam;
  at?: ViewParam;
}

/** The one-step dive: the sweep as one atomic step, and what goes wrong without it. */
export interface OneStepProps extends CommonProps {
  view: 'onestep';
  mode?: 'client' | 'atomic';
  sweepers?: ViewParam;
  jobs?: ViewParam;
  claims?: ViewParam;
  sched?: string;
  at?: ViewParam;
}

/** The list dive: the list pattern, next to the sorted set. */
export interface ListProps extends CommonProps {
  view: 'list';
  at?: ViewParam;
}

/**
 * The component's props: one shape per view, so a parameter of another view is a type error. At run
 * time (plain JavaScript) a bad value behaves as on the element: a short message inside it, and a
 * fallback (an unknown `view` shows the hub, a parameter of another view is ignored).
 */
export type StalledRecoveryViewProps = HubProps | RunProps | DetectProps | BoundProps | OneStepProps | ListProps;

/**
 * Renders `<stalled-recovery-view>` with the props as its attributes (`step={14}` → `step="14"`,
 * `compact` → `compact=""`, `className` → `class`, `story` → an inline `<script type="application/json">`)
 * and `children` as its fallback, and defines the element on the client after the first render
 * (defineStalledRecoveryView; nothing happens on a server, so it renders in SSR and static builds
 * as plain HTML that the browser upgrades). A prop change re-renders the view (a new `view` or
 * parameter opens that view afresh; a new `theme` only repaints).
 */
export declare function StalledRecoveryView(props: StalledRecoveryViewProps): ReactElement;

export default StalledRecoveryView;

/** `<stalled-recovery-view>` written as JSX (after `defineStalledRecoveryView()`): its attributes as strings. */
export type StalledRecoveryViewAttributes = {
  [name: string]: unknown;
  view?: StalledRecoveryViewName;
  theme?: 'auto' | 'light' | 'dark';
  compact?: '' | '1';
  class?: string;
  children?: ReactNode;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'stalled-recovery-view': StalledRecoveryViewAttributes;
    }
  }
}
