import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';

/**
 * Test support for the static islands: the built page's case. Renders the server markup of the
 * page at the default link, or at `search` (`?embed=1`) (src/entryServer.tsx, with the islands' modules given up front), then
 * hydrates it with a fresh copy of the page's code (`vi.resetModules`) in which no island chunk has
 * loaded yet, as in a browser on first load. Modules the caller imports afterwards come from that
 * fresh copy. `opened` collects the teardown (unmount, remove the container) for `afterEach`.
 * Returns the container (`#root`) and a spy on console.error (hydration errors land there).
 */
export async function hydratePrerenderedPage(opened: (() => void)[], search = '') {
  const server = await import('../../entryServer');
  const html = search === '' ? server.renderFirstScreen() : await server.renderScreen(search);
  vi.resetModules();
  const { App } = await import('./App');
  const { PageLive } = await import('./PageLive');
  const { memoryLink } = await import('../url/linkAdapter');
  const { hydratingServerMarkup } = await import('./StaticIsland');
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  hydratingServerMarkup();
  let root: Root | null = null;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <PageLive>
          <App link={memoryLink(search)} />
        </PageLive>
      </StrictMode>,
    );
  });
  opened.push(() => {
    act(() => root!.unmount());
    container.remove();
  });
  return { container, errors };
}
