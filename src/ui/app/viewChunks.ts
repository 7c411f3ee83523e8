/**
 * Each lazily loaded view's module, for the page's entry to load before it hydrates that view's
 * prerendered first screen (main.tsx): React.lazy would otherwise suspend mid-hydration. The
 * same modules views.tsx loads with React.lazy, so the bundler makes them the same chunks;
 * `module` is the source path the build (scripts/prerenderPlugin.ts) finds the chunk and its
 * stylesheets by.
 */
export const VIEW_CHUNKS: Readonly<Record<string, { module: string; load: () => Promise<unknown> }>> = {
  run: { module: 'src/ui/run/RunView.tsx', load: () => import('../run/RunView') },
  detect: { module: 'src/ui/dives/detect/DetectView.tsx', load: () => import('../dives/detect/DetectView') },
  bound: { module: 'src/ui/dives/bound/BoundView.tsx', load: () => import('../dives/bound/BoundView') },
  onestep: { module: 'src/ui/dives/oneStep/OneStepView.tsx', load: () => import('../dives/oneStep/OneStepView') },
  list: { module: 'src/ui/dives/list/ListView.tsx', load: () => import('../dives/list/ListView') },
};
