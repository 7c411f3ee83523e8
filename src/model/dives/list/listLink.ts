import { linkInt, type DiveLinkParams, type LinkSource } from '../linkSource';
import { LIST_DEFAULTS, listStory, type ListState } from './listModel';

export { LIST_PARAMS } from '../diveParams';

/** The list dive as its link opens it: `at`, how many events are shown (1..all; bad: 1, named through `link.reject`). */
export function fromLink(link: LinkSource): ListState {
  return { cursor: linkInt(link, 'at', 1, listStory().events.length, LIST_DEFAULTS.cursor) };
}

/** The dive's parameters as its link carries them. */
export function toLink(s: ListState): DiveLinkParams {
  return { at: String(s.cursor) };
}
