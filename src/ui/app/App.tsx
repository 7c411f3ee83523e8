import { Suspense, useLayoutEffect, useState, type MouseEvent } from 'react';
import { SimStoreProvider } from '../../store';
import { replaceParams, without } from '../url/query';
import { boot } from './boot';
import { Notice } from './Notice';
import { VIEW_TITLE_ID, ViewShellProvider } from './viewShell';
import { viewDef, VIEWS } from './views';
import './app.css';

/** The parameters other views own and `view` does not: a link to `view` drops them. */
function foreignParams(view: string): string[] {
  const own = new Set(viewDef(view).params);
  return [...new Set(VIEWS.filter((v) => v.id !== view).flatMap((v) => v.params))].filter((p) => !own.has(p));
}

/**
 * The page shell: the current view's title and lede, the views nav, a notice for a bad link,
 * and the current view around one hub simulator. The hub's simulator and every view's own state
 * are kept while switching views, so a view change loses nothing. The link's `view` is the
 * shell's; every other parameter belongs to the view shown.
 */
export function App({ search = typeof location === 'undefined' ? '' : location.search }: { search?: string }) {
  const [start] = useState(() => boot(search));
  const [view, setView] = useState(start.view);
  const [problems, setProblems] = useState(start.problems);
  const [shell] = useState(() => {
    const seen = new Set(start.problems);
    return {
      searchFor: (v: string) => (v === start.view ? search : ''),
      kept: new Map<string, unknown>(),
      report(more: readonly string[]) {
        const fresh = more.filter((p) => !seen.has(p));
        for (const p of fresh) seen.add(p);
        if (fresh.length) setProblems((cur) => [...cur, ...fresh]);
      },
    };
  });
  const def = viewDef(view);
  // A layout effect: it runs before the views' own link effects, so `view` comes first in the link.
  useLayoutEffect(() => {
    replaceParams({ view, ...without(foreignParams(view)) });
    document.title = `${viewDef(view).title} · stalled-job recovery in a Redis queue`;
  }, [view]);
  const View = def.component;

  const go = (id: string) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setView(id);
  };

  return (
    <div className="page">
      <header className="masthead">
        <p className="eyebrow">Redis job queues · stalled-job recovery</p>
        <h1 id={VIEW_TITLE_ID}>{def.title}</h1>
        <p className="lede">{def.lede}</p>
      </header>
      <nav className="views" aria-label="Views">
        <ul>
          {VIEWS.map((v) =>
            v.component ? (
              <li key={v.id}>
                <a href={`?view=${v.id}`} aria-current={v.id === view ? 'page' : undefined} onClick={go(v.id)}>
                  {v.label}
                </a>
              </li>
            ) : (
              <li key={v.id}>
                <span className="views__soon">
                  {v.label} <small>soon</small>
                </span>
              </li>
            ),
          )}
        </ul>
      </nav>
      <Notice problems={problems} onDismiss={() => setProblems([])} />
      <main id="main" className="main">
        <ViewShellProvider shell={shell}>
          <SimStoreProvider store={start.store}>
            <Suspense fallback={<p className="view-loading" role="status">Loading {def.label}…</p>}>{View && <View />}</Suspense>
          </SimStoreProvider>
        </ViewShellProvider>
      </main>
      <footer className="footer">
        Runs entirely in your browser: a Redis 7.0 emulation executes each verb command for command as its Lua script does — the same
        scripts a test suite runs on a real redis-server.
      </footer>
    </div>
  );
}
