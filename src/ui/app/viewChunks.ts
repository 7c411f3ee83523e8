/**
 * Each lazily loaded view's module: views.tsx loads it with React.lazy when the view is first
 * opened, and the page's entry loads it before it hydrates that view's prerendered first screen
 * (main.tsx; React.lazy would otherwise suspend mid-hydration). One loader for both, so the
 * bundler makes one chunk per view; `module` is the source path the build
 * (scripts/prerenderPlugin.ts) finds that chunk and its stylesheets by.
 */
export const VIEW_CHUNKS = {
  run: { module: 'src/ui/run/RunView.tsx', load: () => import('../run/RunView') },
  detect: { module: 'src/ui/dives/detect/DetectView.tsx', load: () => import('../dives/detect/DetectView') },
  bound: { module: 'src/ui/dives/bound/BoundView.tsx', load: () => import('../dives/bound/BoundView') },
  onestep: { module: 'src/ui/dives/oneStep/OneStepView.tsx', load: () => import('../dives/oneStep/OneStepView') },
  list: { module: 'src/ui/dives/list/ListView.tsx', load: () => import('../dives/list/ListView') },
} as const;

/** A view id with a lazily loaded chunk. */
export type ChunkedView = keyof typeof VIEW_CHUNKS;

/** The chunk of view `view`, or undefined (the hub, which its island loads, or an unknown id). */
export function viewChunk(view: string): { module: string; load: () => Promise<unknown> } | undefined {
  return Object.hasOwn(VIEW_CHUNKS, view) ? VIEW_CHUNKS[view as ChunkedView] : undefined;
}
