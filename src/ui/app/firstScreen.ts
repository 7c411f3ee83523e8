/**
 * Whether the page's prerendered first screen (dist/index.html's `#root`, rendered at build time
 * from the default link: see src/entryServer.tsx) is what the browser's first render of `search`
 * draws, so React may hydrate it. Any other link (another view, a step, a job, embed) renders
 * fresh instead: hydrating different markup would be a hydration mismatch.
 */
export function matchesPrerendered(search: string): boolean {
  const q = new URLSearchParams(search);
  const keys = [...q.keys()];
  // The page writes `?view=hub` into the address bar once it runs, so a reload of the start carries it.
  return keys.length === 0 || (keys.length === 1 && q.get('view') === 'hub');
}
