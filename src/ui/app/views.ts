import type { ComponentType } from 'react';
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
  { id: 'detect', label: 'Dive: detect', component: null },
  { id: 'bound', label: 'Dive: bound', component: null },
  { id: 'one-step', label: 'Dive: one step', component: null },
];

export const DEFAULT_VIEW = 'hub';
