import { useState, type MouseEvent } from 'react';
import { SimStoreProvider } from '../../store';
import { usePermalinkSync } from '../url/usePermalinkSync';
import { boot } from './boot';
import { Notice } from './Notice';
import { VIEWS } from './views';
import './app.css';

/**
 * The page shell: title and intro, the views nav, a notice for a bad link, and the current
 * view around one hub simulator (kept while switching views, so a view change loses nothing).
 */
export function App({ search = typeof location === 'undefined' ? '' : location.search }: { search?: string }) {
  const [start] = useState(() => boot(search));
  const [view, setView] = useState(start.view);
  const [problems, setProblems] = useState(start.problems);
  usePermalinkSync(start.store, view, start.recorded);
  const View = VIEWS.find((v) => v.id === view)?.component ?? null;

  const go = (id: string) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setView(id);
  };

  return (
    <div className="page">
      <header className="masthead">
        <p className="eyebrow">Redis job queues · stalled-job recovery</p>
        <h1>One sweep, four jobs</h1>
        <p className="lede">
          A worker that claims a job holds a <strong>lease</strong>: its deadline is the job's score in the <code>active</code> sorted set, and a
          healthy worker keeps pushing it forward. When a worker crashes or stalls, the deadline passes — and nothing happens until a{' '}
          <strong>sweep</strong> runs: one Lua script that takes every lease at or before <em>now</em> and puts the job back in{' '}
          <code>pending</code>, or in the <code>dead</code> set once it has stalled too often. Select a job, read what the next sweep will do
          with it, then step the sweep.
        </p>
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
        <SimStoreProvider store={start.store}>{View && <View />}</SimStoreProvider>
      </main>
      <footer className="footer">
        Runs entirely in your browser: a Redis 7.0 emulation executes each verb command for command as its Lua script does — the same
        scripts a test suite runs on a real redis-server.
      </footer>
    </div>
  );
}
