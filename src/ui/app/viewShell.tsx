import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLink } from '../url/LinkProvider';

/** What the page shell (or a widget's mount, src/ui/app/mountView.tsx) offers the views inside it. */
export interface ViewShell {
  /** The id of the heading that names the view (the page's h1, or a widget's own heading): a view's region is labelled by it. */
  titleId: string;
  /** The link each view opens with: the page's own for the view it opened on, none for a view opened from the nav. */
  searchFor(view: string): string;
  /** The hash each view opens with (`#scenario=…`): the page's own for the view it opened on, `''` for any other. */
  hashFor?(view: string): string;
  /** State views keep while other views are shown, by view (and place, `view@place`, beside the page's own). */
  kept: Map<string, unknown>;
  /** Adds sentences to the page's notice of link parameters that could not be used. */
  report(problems: readonly string[]): void;
  /** True in an iframe's page (`embed=1`): a sleeping island there wakes when the page is idle (StaticIsland). */
  embedded?: boolean;
  /** The views' compact form (`compact=1`, the element's `compact`): secondary parts behind one disclosure (CompactMore). */
  compact?: boolean;
  /**
   * A view names what it shows (`useViewHeading`): the shell's heading reads `heading` instead of
   * the view's own title while that view is shown (the hub on an author's story: its title).
   */
  setHeading?(view: string, heading: string): void;
}

const ViewShellContext = createContext<ViewShell | null>(null);

export function ViewShellProvider({ shell, children }: { shell: ViewShell; children: ReactNode }) {
  return <ViewShellContext.Provider value={shell}>{children}</ViewShellContext.Provider>;
}

/**
 * The place a view is mounted in. A host that mounts several views (or two copies of one) under
 * one shell names each place, so each keeps its own state; the page shell has one place, ''.
 */
const ViewSlotContext = createContext('');

/** Names the place the views inside are mounted in: their kept state is kept per place and view. */
export function ViewSlot({ name, children }: { name: string; children: ReactNode }) {
  return <ViewSlotContext.Provider value={name}>{children}</ViewSlotContext.Provider>;
}

/**
 * A view's state that outlives the view: created once per page and place (`ViewSlot`) from the
 * link the view opens with (`search`), and kept while another view is shown, so switching views
 * loses nothing the learner made. A view opened from the nav opens with no parameters (its nav link has none), not
 * with what the address bar held for the view before it; the same goes for the hash. Outside the page shell (a test
 * rendering one view), it opens from its link and lives as long as the component.
 */
export function useKept<T>(view: string, create: (search: string, hash: string) => T): T {
  const shell = useContext(ViewShellContext);
  const slot = useContext(ViewSlotContext);
  const link = useLink();
  const [value] = useState(() => {
    if (!shell) return create(link.search(), link.hash());
    const key = slot ? `${view}@${slot}` : view;
    if (shell.kept.has(key)) return shell.kept.get(key) as T;
    const v = create(shell.searchFor(view), shell.hashFor?.(view) ?? '');
    shell.kept.set(key, v);
    return v;
  });
  return value;
}

/** Names a view's unusable link parameters in the page's notice (each sentence once per page). */
export function useLinkProblems(problems: readonly string[]): void {
  const shell = useContext(ViewShellContext);
  useEffect(() => {
    if (problems.length) shell?.report(problems);
  }, [shell, problems]);
}

/** The id of the heading that names the view shown (undefined outside a shell: a view rendered alone in a test). */
export function useViewTitleId(): string | undefined {
  return useContext(ViewShellContext)?.titleId;
}

/** Whether the views show their compact form (false outside a shell). */
export function useCompact(): boolean {
  return useContext(ViewShellContext)?.compact ?? false;
}

/** The shell the views are mounted in (null outside one): the course page reads the dives' kept state through it. */
export function useViewShell(): ViewShell | null {
  return useContext(ViewShellContext);
}

/**
 * Names what the view shows in the shell's heading (the page's h1, a widget's h2) in place of the
 * view's title, e.g. the hub's `hubTitle`: the title of the author's story it shows. Only the view
 * mounted in the shell's own place does: a copy in a named place (`ViewSlot`) has its own heading.
 */
export function useViewHeading(view: string, heading: string): void {
  const shell = useContext(ViewShellContext);
  const slot = useContext(ViewSlotContext);
  useEffect(() => {
    if (slot === '') shell?.setHeading?.(view, heading);
  }, [shell, slot, view, heading]);
}
