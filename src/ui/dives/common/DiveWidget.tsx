import { useEffect, useRef, type ReactNode } from 'react';
import { createWidgetStore, type Reducer, type WidgetStore } from '../../../store/createWidgetStore';
import { WidgetProvider } from '../../../store/WidgetProvider';
import type { DiveLinkParams, LinkSource } from '../../../sim/dives/linkSource';
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
  const store = useDiveWidget(view, reduce, fromLink);
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
  return <WidgetProvider store={store}>{children}</WidgetProvider>;
}

/**
 * The store of one dive instance: created from the link the first time this view mounts in its
 * place (`ViewSlot`), then the same instance whenever it mounts there again; without a page
 * shell, one per component. The link's unusable parameters go to the page's notice.
 */
export function useDiveWidget<S, A>(view: string, reduce: Reducer<S, A>, fromLink: (link: LinkSource) => S): WidgetStore<S, A> {
  const kept = useKept(view, (search) => {
    const link = new LinkReader(search);
    const initial = fromLink(link);
    return { store: createWidgetStore(reduce, initial), problems: link.problems };
  });
  useLinkProblems(kept.problems);
  return kept.store;
}
