import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { seeTargetOf } from '../../../model/course/seeTarget';
import { createWidgetStore, type Reducer, type WidgetStore } from '../../../store/createWidgetStore';
import { WidgetProvider } from '../../../store/WidgetProvider';
import type { DiveLinkParams, LinkSource } from '../../../model/dives/linkSource';
import { useKept, useLinkProblems } from '../../app/viewShell';
import { LinkReader, useLinkParams } from '../../url/query';

export interface DiveWidgetProps<S, A> {
  /** The view's id: its link is the page's when the page opened on it. */
  view: string;
  reduce: Reducer<S, A>;
  fromLink(link: LinkSource): S;
  toLink(state: S): DiveLinkParams;
  /** Sent when the dive is unmounted (another view shown): stops its timers' state (`playing`). */
  onLeave?: A;
  children: ReactNode;
}

/**
 * One dive instance: its own store, opened once from the link (a bad parameter falls back and is
 * named in the page's notice) and kept by the shell per view and place while another view is
 * shown; its parameters written into the link while it is mounted; and its widget root, the scope
 * of its keys. Two dives mounted side by side share nothing.
 */
export function DiveWidget<S, A>({ view, reduce, fromLink, toLink, onLeave, children }: DiveWidgetProps<S, A>) {
  const { store, see } = useDiveWidget(view, reduce, fromLink);
  useLinkParams(store, toLink);
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  });
  useEffect(
    () => () => {
      if (leave.current !== undefined) store.dispatch(leave.current);
    },
    [store],
  );
  return (
    <SeeMomentContext.Provider value={see}>
      <WidgetProvider store={store}>{children}</WidgetProvider>
    </SeeMomentContext.Provider>
  );
}

/** Whether the dive still has to bring its moment into view (its link's hash said `#see=moment`); set false once it has. */
interface SeeMomentFlag {
  pending: boolean;
}

const SeeMomentContext = createContext<SeeMomentFlag | null>(null);

/**
 * Marks `ref`'s element as the dive's moment: the panel that shows the state its link opened at
 * (the detect dive's read at now, the bound dive's job after its crashes). A link that ends in
 * `#see=moment` (a quiz question's "See it") opens the dive scrolled so this panel is in the
 * middle of the screen, once per page: coming back to the view later does not scroll. The panels
 * after it render in passes of their own, so it scrolls after the next frames and once more when
 * they have settled.
 */
export function useSeeMoment(ref: RefObject<HTMLElement | null>): void {
  const see = useContext(SeeMomentContext);
  useEffect(() => {
    if (!see?.pending) return;
    const land = () => {
      see.pending = false;
      ref.current?.scrollIntoView({ block: 'center' });
    };
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(land)));
    const settle = setTimeout(land, 300);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [see, ref]);
}

/**
 * The store of one dive instance: created from the link the first time this view mounts in its
 * place (`ViewSlot`), then the same instance whenever it mounts there again; without a page
 * shell, one per component. The link's unusable parameters go to the page's notice; `see` is
 * whether its hash asked to bring the dive's moment into view (useSeeMoment).
 */
export function useDiveWidget<S, A>(view: string, reduce: Reducer<S, A>, fromLink: (link: LinkSource) => S): { store: WidgetStore<S, A>; see: SeeMomentFlag } {
  const kept = useKept(view, (search, hash) => {
    const link = new LinkReader(search);
    const initial = fromLink(link);
    return { store: createWidgetStore(reduce, initial), problems: link.problems, see: { pending: seeTargetOf(hash)?.kind === 'moment' } };
  });
  useLinkProblems(kept.problems);
  return kept;
}
