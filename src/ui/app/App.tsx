import { Suspense, useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { pointOembedAt } from './oembedLink';
import { parseTheme, themeProblem, type Theme } from '../theme/themes';
import { addressBarLink, replacingLink, type LinkAdapter } from '../url/linkAdapter';
import { LinkProvider, type ViewLinks } from '../url/LinkProvider';
import { without } from '../url/query';
import { readCompact } from '../url/compactParam';
import { CoursePage } from '../course/CoursePage';
import { Glossary } from './Glossary';
import { boot } from './boot';
import { Notice } from './Notice';
import { useShownViewKeys } from './useShownViewKeys';
import { ViewErrorBoundary } from './ViewErrorBoundary';
import { storedTheme, storeTheme } from './themeChoice';
import { ThemeSwitch } from './ThemeSwitch';
import { useFrameContract } from './useFrameContract';
import { ViewShellProvider, type ViewShell } from './viewShell';
import { nextInCourse, viewDef, VIEWS } from './views';
import { SHELL } from '../../model/narration/shellText';
import { ELEMENT_TEXT } from '../../model/narration/elementText';
import './app.css';

/** The parameters other views own and `view` does not: a link to `view` drops them. */
function foreignParams(view: string): string[] {
  const own = new Set(viewDef(view).params);
  return [...new Set(VIEWS.filter((v) => v.id !== view).flatMap((v) => v.params))].filter((p) => !own.has(p));
}

/**
 * The page shell: the current view's title and lede, the views nav, a notice for a bad link,
 * and the current view, each view a widget with its own store. Every view's store is kept
 * while switching views, so a view change loses nothing. The link's `view` is the
 * shell's; every other parameter belongs to the view shown. The page reaches the address bar
 * only through `link` (default: the address bar itself), and is the only writer of the
 * document's title and of the document's `data-theme`. `search` and `hash` are the link the page
 * opens with (default: the link's own).
 *
 * The theme: the link's `theme=` (auto, light, dark) first, then, on the full page, the reader's
 * remembered choice (themeChoice.ts), else auto. With `embed=1` the page keeps the iframe
 * contract (useFrameContract: height messages, a parent's theme message) and every history
 * `push` becomes a `replace` (replacingLink), so the host's Back button never moves the frame.
 */
export function App({
  link: pageLink = addressBarLink(),
  search = pageLink.search(),
  hash = pageLink.hash(),
}: { link?: LinkAdapter; search?: string; hash?: string }) {
  const [start] = useState(() => boot(search));
  // ?embed=1: a docs page shows one view in an iframe: no masthead, intro, nav or footer.
  const [embed] = useState(() => new URLSearchParams(search).get('embed') === '1');
  const [link] = useState(() => (embed ? replacingLink(pageLink) : pageLink));
  // ?compact=1: each view's widget and its readout, the rest behind one disclosure (CompactMore); kept in links between views.
  const [compact] = useState(() => readCompact(new URLSearchParams(search).get('compact')));
  const [linkedTheme] = useState(() => new URLSearchParams(search).get('theme'));
  // A bad theme= is named in the notice, then left out of the link: the link says what is shown.
  const badLinkedTheme = linkedTheme !== null && !parseTheme(linkedTheme);
  const [theme, setTheme] = useState<Theme>(() => parseTheme(linkedTheme) ?? (embed ? null : storedTheme()) ?? 'auto');
  const [view, setView] = useState(start.view);
  const [problems, setProblems] = useState(() => [
    ...start.problems,
    ...(badLinkedTheme ? [themeProblem(linkedTheme, theme)] : []),
    ...compact.problems,
  ]);
  // What a view names itself while shown (useViewHeading): the hub on an author's story, its title.
  const [headings, setHeadings] = useState<Readonly<Record<string, string>>>({});
  const titleId = useId();
  const mainId = useId();
  const endId = useId();
  const [shell] = useState((): ViewShell => {
    const seen = new Set(start.problems);
    return {
      titleId,
      searchFor: (v: string) => (v === start.view ? start.search : ''),
      hashFor: (v: string) => (v === start.view ? hash : ''),
      kept: new Map<string, unknown>(),
      embedded: embed,
      compact: compact.compact,
      setHeading: (v, heading) => setHeadings((h) => (h[v] === heading ? h : { ...h, [v]: heading })),
      report(more: readonly string[]) {
        const fresh = more.filter((p) => !seen.has(p));
        for (const p of fresh) seen.add(p);
        if (fresh.length) setProblems((cur) => [...cur, ...fresh]);
      },
    };
  });
  const def = viewDef(view);
  const heading = Object.hasOwn(headings, view) ? headings[view]! : def.title;
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useFrameContract(embed, useCallback((t: Theme) => setTheme(t), []));
  const chooseTheme = (t: Theme) => {
    setTheme(t);
    storeTheme(t);
    // The choice is the reader's now: a theme= the link opened with no longer says what is shown.
    if (new URLSearchParams(link.search()).has('theme')) link.write({ theme: null });
  };
  // A layout effect: it runs before the views' own link effects, so `view` comes first in the link.
  useLayoutEffect(() => {
    link.write({ view, ...without(foreignParams(view)), ...(badLinkedTheme ? { theme: null } : {}) });
  }, [view, link, badLinkedTheme]);
  useLayoutEffect(() => {
    document.title = SHELL.documentTitle(heading);
  }, [heading]);
  useEffect(() => {
    if (!embed) pointOembedAt(view);
  }, [view, embed]);
  // Back and Forward between views: the nav pushed an entry per view switch.
  useEffect(
    () =>
      link.subscribe((search) => {
        const v = new URLSearchParams(search).get('view');
        if (v && VIEWS.some((d) => d.id === v && d.component)) {
          switched.current = true;
          setView(v);
        }
      }),
    [link],
  );
  // A switch renders the shell first (heading, lede, nav, the loading line in place of the old
  // view), then the new view in a pass of its own that React renders in slices: a whole view in
  // the click's own task was one long task.
  const shown = useDeferredValue(view);
  const View = viewDef(shown).component;
  const main = useRef<HTMLElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  useShownViewKeys(main);
  // After a switch (not on the first render), focus goes to the new view's heading and the switch is announced.
  const switched = useRef(false);
  const [switchNote, setSwitchNote] = useState('');
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    document.getElementById(titleId)?.focus();
    setSwitchNote(SHELL.nowShowing(viewDef(view).title));
  }, [view, titleId]);

  const hrefOf = (id: string, params: Record<string, string> = {}) =>
    `?${new URLSearchParams({ view: id, ...params, ...(embed ? { embed: '1' } : {}), ...(compact.compact ? { compact: '1' } : {}) }).toString()}`;
  const switchTo = (id: string) => {
    if (id === view) return;
    // A view switch is a history entry (Back returns to the view before); steps inside a view replace theirs.
    link.write({ view: id, ...without(foreignParams(id)), ...without(def.params) }, 'push');
    switched.current = true;
    setView(id);
  };
  const go = (id: string) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    switchTo(id);
  };
  // A view's own link to another view (ViewLink) opens it in place; its address keeps embed= and theme=.
  const viewLinks: ViewLinks = {
    href: (id, params = {}) => link.href({ view: id, ...without(foreignParams(id)), ...without(def.params), ...params }, ''),
    open: (id) => switchTo(id),
  };
  // The hub on the full page is the module's course page; embedded, it is the widget alone.
  const course = shown === 'hub' && !embed;
  const next = nextInCourse(view);
  const loading = (
    <p className="view-loading" role="status">
      {SHELL.loading(def.label)}
    </p>
  );

  return (
    <div className={`page${embed ? ' page--embed' : ''}${compact.compact ? ' page--compact' : ''}`}>
      {embed ? (
        // In a docs page's frame the reader may only be passing through: the first Tab offers a way
        // past the view's many controls (focus on its end, so the next Tab leaves the frame).
        <a
          className="skip-link"
          href={`#${endId}`}
          onClick={(e) => {
            e.preventDefault();
            end.current?.focus();
          }}
        >
          {ELEMENT_TEXT.skip}
        </a>
      ) : (
        <a
          className="skip-link"
          href={`#${mainId}`}
          onClick={(e) => {
            // Focus, not only scroll: the next Tab starts inside the view.
            e.preventDefault();
            main.current?.focus();
          }}
        >
          {SHELL.skipToView}
        </a>
      )}
      <p className="sr-only" role="status">
        {switchNote}
      </p>
      {embed ? (
        <header className="embed-bar">
          <h1 id={titleId} tabIndex={-1}>{heading}</h1>
          <a
            className="embed-bar__full"
            href={hrefOf(view).replace(/&(embed|compact)=1/g, '')}
            target="_blank"
            rel="noopener"
            onClick={(e) => {
              // The address as it is now (the view's own parameters follow the learner), without embed.
              e.currentTarget.href = link.href({ embed: null, compact: null });
            }}
          >
            {SHELL.openFullCourse}<span className="sr-only"> {SHELL.opensInNewTab}</span>
          </a>
        </header>
      ) : (
        <>
          <header className="masthead">
            <ThemeSwitch theme={theme} onChange={chooseTheme} />
            <p className="eyebrow">{SHELL.eyebrow}</p>
            <h1 id={titleId} tabIndex={-1}>{heading}</h1>
            <p className="lede">{def.lede}</p>
          </header>
          <nav className="views" aria-label={SHELL.viewsNav}>
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
                      {v.label} <small>{SHELL.soon}</small>
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
      <main className="main" ref={main} id={mainId} tabIndex={-1}>
        <LinkProvider link={link} views={viewLinks}>
          <ViewShellProvider shell={shell}>
            <Suspense fallback={loading}>
              {shown !== view
                ? loading
                : View && (
                    <ViewErrorBoundary key={view} label={def.label} freshHref={hrefOf(view)}>
                      {course ? <CoursePage hub={<View />} hrefOf={hrefOf} go={go} /> : <View />}
                    </ViewErrorBoundary>
                  )}
            </Suspense>
          </ViewShellProvider>
        </LinkProvider>
        {next && !compact.compact && (
          <p className="next-view">
            <a href={hrefOf(next.id)} onClick={go(next.id)}>
              {SHELL.next(next.label)} <span aria-hidden="true">→</span>
            </a>
          </p>
        )}
        {embed && (
          // Inside the main landmark (every content in a landmark), and last in the frame.
          <p className="sr-only" id={endId} ref={end} tabIndex={-1}>
            {SHELL.endOfView}
          </p>
        )}
      </main>
      {!embed && (
        <footer className="footer">
          {SHELL.footer}
        </footer>
      )}
    </div>
  );
}
