import { Suspense, useId, useState, type MouseEvent } from 'react';
import { memoryLink, withParams, type LinkAdapter } from '../url/linkAdapter';
import { LinkProvider, type ViewLinks } from '../url/LinkProvider';
import { Notice } from './Notice';
import { ViewShellProvider, type ViewShell } from './viewShell';
import { viewDef } from './views';

export interface ViewWidgetProps {
  /** The view's id (`hub`, `run`, a dive); an unknown id shows the hub. */
  view: string;
  /** The view's own link parameters to open with (`?step=3&job=JOB-b`); ignored when `link` is given. */
  search?: string;
  /** Where the view keeps its link: by default a memory link of its own, so it never writes the host's address bar. */
  link?: LinkAdapter;
  /** Class of the widget's outer element. */
  className?: string;
  /**
   * A story file to show (hub): its URL, same origin or CORS (README "Stories"). It joins the
   * widget's link as `scenario=<URL>`; ignored when `link` is given.
   */
  scenario?: string;
  /** The hash to open with (`#scenario=1.<data>`: a whole story file in the link); ignored when `link` is given. */
  hash?: string;
  /** The title of the notice that lists the parameters the view could not use (an element's are its attributes). */
  problemsTitle?: string;
  /** The app's own page (an absolute address), where the widget's links point; by default the current document. */
  page?: string;
  /** How the view's links to other views behave (ViewLink); by default plain links on `page`. */
  viewLinks?: ViewLinks;
  /** The view's compact form (the element's `compact`): its widget and readout, the rest behind one disclosure. */
  compact?: boolean;
}

/**
 * Mounts one view as a self-contained widget: its own link, its own kept state, its own heading
 * (which names its region) and its own notice for a link parameter it could not use. Any number
 * can sit on one page, each acting alone; its keys act only while focus is inside it.
 */
export function ViewWidget({ view, search = '', link, className, scenario, hash = '', problemsTitle, page, viewLinks, compact = false }: ViewWidgetProps) {
  const def = viewDef(view);
  const [own] = useState(() => link ?? memoryLink(scenario ? withParams(search, { scenario }) : search, hash, page));
  const titleId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  // The view may name what it shows (useViewHeading): the hub on an author's story, its title.
  const [heading, setHeading] = useState<string | null>(null);
  const [shell] = useState(
    (): ViewShell => ({
      titleId,
      searchFor: (v) => (v === def.id ? own.search() : ''),
      hashFor: (v) => (v === def.id ? own.hash() : ''),
      kept: new Map(),
      compact,
      report: (more) => setProblems((cur) => [...cur, ...more.filter((p) => !cur.includes(p))]),
      setHeading: (v, text) => {
        if (v === def.id) setHeading(text);
      },
    }),
  );
  const View = def.component;
  return (
    <LinkProvider link={own} views={viewLinks}>
      <ViewShellProvider shell={shell}>
        <section className={className} aria-labelledby={titleId} onClick={focusWidgetOnClickOutsideIt}>
          <h2 id={titleId}>{heading ?? def.title}</h2>
          <Notice problems={problems} onDismiss={() => setProblems([])} title={problemsTitle} />
          <Suspense fallback={<p className="view-loading" role="status">Loading {def.label}…</p>}>{View && <View />}</Suspense>
        </section>
      </ViewShellProvider>
    </LinkProvider>
  );
}

/**
 * A click on the widget's heading or notice (outside its view's focusable root) gives the view
 * the keys, as a click in its body does: the browser would leave focus on the host page's body,
 * so the view's keys would do nothing and Space would scroll the host instead.
 */
function focusWidgetOnClickOutsideIt(event: MouseEvent<HTMLElement>): void {
  const section = event.currentTarget;
  const root = section.querySelector<HTMLElement>('[data-widget]');
  if (!root || root.contains(event.target as Node)) return;
  // Inside the element's shadow root, the shadow root knows the focused element; the document only its host.
  const active = (section.getRootNode() as Document | ShadowRoot).activeElement;
  if (active && section.contains(active)) return;
  root.focus({ preventScroll: true });
}
