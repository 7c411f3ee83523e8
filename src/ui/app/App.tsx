import { Suspense, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { SimStoreProvider } from '../../store';
import { replaceParams, withParams, without } from '../url/query';
import { Glossary } from './Glossary';
import { boot } from './boot';
import { Notice } from './Notice';
import { useShownViewKeys } from './useShownViewKeys';
import { VIEW_TITLE_ID, ViewShellProvider } from './viewShell';
import { nextInCourse, viewDef, VIEWS } from './views';
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
  // ?embed=1: a docs page shows one view in an iframe: no masthead, intro, nav or footer.
  const [embed] = useState(() => new URLSearchParams(search).get('embed') === '1');
  // A layout effect: it runs before the views' own link effects, so `view` comes first in the link.
  useLayoutEffect(() => {
    replaceParams({ view, ...without(foreignParams(view)) });
    document.title = `${viewDef(view).title} · stalled-job recovery in a Redis queue`;
  }, [view]);
  // Back and Forward between views: the nav pushed an entry per view switch.
  useEffect(() => {
    const onPop = () => {
      const v = new URLSearchParams(location.search).get('view');
      if (v && VIEWS.some((d) => d.id === v && d.component)) setView(v);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const View = def.component;
  const main = useRef<HTMLElement>(null);
  useShownViewKeys(main);

  const hrefOf = (id: string) => `?view=${id}${embed ? '&embed=1' : ''}`;
  const go = (id: string) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (id === view) return;
    // A view switch is a history entry (Back returns to the view before); steps inside a view replace theirs.
    if (typeof history !== 'undefined') {
      const search = withParams(location.search, { view: id, ...without(foreignParams(id)), ...without(def.params) });
      history.pushState(null, '', `${location.pathname}${search}${location.hash}`);
    }
    setView(id);
  };
  const next = nextInCourse(view);

  return (
    <div className={`page${embed ? ' page--embed' : ''}`}>
      {embed ? (
        <header className="embed-bar">
          <h1 id={VIEW_TITLE_ID}>{def.title}</h1>
          <a
            className="embed-bar__full"
            href={hrefOf(view).replace('&embed=1', '')}
            target="_blank"
            rel="noopener"
            onClick={(e) => {
              // The address as it is now (the view's own parameters follow the learner), without embed.
              e.currentTarget.href = `${location.pathname}${withParams(location.search, { embed: null })}`;
            }}
          >
            Open the full course<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </header>
      ) : (
        <>
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
                    <a href={hrefOf(v.id)} aria-current={v.id === view ? 'page' : undefined} onClick={go(v.id)}>
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
        </>
      )}
      <Glossary />
      <Notice problems={problems} onDismiss={() => setProblems([])} />
      <main id="main" className="main" ref={main}>
        <ViewShellProvider shell={shell}>
          <SimStoreProvider store={start.store}>
            <Suspense fallback={<p className="view-loading" role="status">Loading {def.label}…</p>}>{View && <View />}</Suspense>
          </SimStoreProvider>
        </ViewShellProvider>
        {next && (
          <p className="next-view">
            <a href={hrefOf(next.id)} onClick={go(next.id)}>
              Next: {next.label} <span aria-hidden="true">→</span>
            </a>
          </p>
        )}
      </main>
      {!embed && (
        <footer className="footer">
          Runs entirely in your browser: a Redis 7.0 emulation executes each verb command for command as its Lua script does — the same
          scripts a test suite runs on a real redis-server.
        </footer>
      )}
    </div>
  );
}
