import { createStore, type StoreApi } from 'zustand';
import { helpAction, type StoreAction } from '../../actions/types';
import { useKept, useLinkProblems } from '../../app/viewShell';
import { LinkReader } from '../../url/query';

/**
 * A dive's own store, opened from the link once per page (`fromLink` reads its parameters and
 * names any it cannot use in the page's notice) and kept while another view is shown.
 */
export function useDiveStore<S>(view: string, fromLink: (link: LinkReader) => S): StoreApi<S> {
  const kept = useKept(view, (search) => {
    const link = new LinkReader(search);
    const initial = fromLink(link);
    return { store: createStore<S>()(() => initial), problems: link.problems };
  });
  useLinkProblems(kept.problems);
  return kept.store;
}

/** The `?` action of a dive. */
export function diveHelpAction<S>(): StoreAction<S> {
  return helpAction('Keys', 'Show or hide this list of keys.');
}
