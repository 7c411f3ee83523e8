import type { ComponentType } from 'react';
import { BoundView } from '../dives/bound/BoundView';
import { DetectView } from '../dives/detect/DetectView';
import { ListView } from '../dives/list/ListView';
import { OneStepView } from '../dives/oneStep/OneStepView';
import { HubView } from '../hub/HubView';
import { RunView } from '../run/RunView';

/**
 * The page's views, in nav order. A view reads its simulator from the SimStoreProvider around
 * it. `component: null` is a view announced in the nav but not built yet: replacing `null` with
 * the component is all it takes to add it.
 */
export interface ViewDef {
  id: string;
  label: string;
  component: ComponentType | null;
}

export const VIEWS: readonly ViewDef[] = [
  { id: 'hub', label: 'Hub', component: HubView },
  { id: 'run', label: 'Run timeline', component: RunView },
  { id: 'detect', label: 'Dive: detect', component: DetectView },
  { id: 'bound', label: 'Dive: bound', component: BoundView },
  { id: 'onestep', label: 'Dive: one step', component: OneStepView },
  { id: 'list', label: 'Dive: list pattern', component: ListView },
];

export const DEFAULT_VIEW = 'hub';
