import { buildLeaseRun, buildListRun, type ListStep } from './listPattern';

/** Which side of the comparison a step belongs to. */
export type ListSide = 'list' | 'lease';

/** One step of either run, placed on the shared time axis. */
export interface ListEvent {
  side: ListSide;
  step: ListStep;
  /** Index of the step within its side. */
  index: number;
}

/** The list-pattern run, the lease-set run for the same crash, and both merged on one time axis. */
export interface ListStory {
  list: readonly ListStep[];
  lease: readonly ListStep[];
  events: readonly ListEvent[];
  /** Indexes into `events` of the steps the list pattern gets wrong, in time order. */
  flagged: readonly number[];
}

/** Both runs on one time axis: by time, the list side first at equal times. */
function merge(list: readonly ListStep[], lease: readonly ListStep[]): ListEvent[] {
  const all: ListEvent[] = [...list.map((step, index) => ({ side: 'list' as const, step, index })), ...lease.map((step, index) => ({ side: 'lease' as const, step, index }))];
  return all.sort((a, b) => a.step.at - b.step.at || (a.side === b.side ? a.index - b.index : a.side === 'list' ? -1 : 1));
}

let story: ListStory | null = null;
/** The dive's story (fixed: it has no setting), built once. */
export function listStory(): ListStory {
  if (!story) {
    const list = buildListRun();
    const lease = buildLeaseRun();
    const events = merge(list, lease);
    story = { list, lease, events, flagged: events.map((e, i) => (e.step.flags.length ? i : -1)).filter((i) => i >= 0) };
  }
  return story;
}

/** The list dive: how many events of the story are shown (1..events.length). */
export interface ListState {
  cursor: number;
}

export const LIST_DEFAULTS: ListState = { cursor: 1 };

export type ListAction =
  | { type: 'next' }
  | { type: 'back' }
  /** To the next event the list pattern gets wrong, at or after the cursor's next one. */
  | { type: 'nextProblem' }
  | { type: 'end' }
  | { type: 'reset' }
  /** Show the first `cursor` events (clamped to 1..events.length). */
  | { type: 'show'; cursor: number };

/** The index (into events) of the next problem the learner has not seen, or -1. */
export function nextProblem(s: ListState): number {
  return listStory().flagged.find((i) => i >= s.cursor) ?? -1;
}

const at = (s: ListState, cursor: number): ListState => {
  const c = Math.max(1, Math.min(listStory().events.length, Math.round(cursor)));
  return c === s.cursor ? s : { cursor: c };
};

/** The list dive's rules (pure): the cursor moves through the merged story and stays within it. */
export function reduceList(s: ListState, a: ListAction): ListState {
  switch (a.type) {
    case 'next':
      return at(s, s.cursor + 1);
    case 'back':
      return at(s, s.cursor - 1);
    case 'nextProblem': {
      const i = nextProblem(s);
      return i === -1 ? s : at(s, i + 1);
    }
    case 'end':
      return at(s, listStory().events.length);
    case 'reset':
      return at(s, 1);
    case 'show':
      return at(s, a.cursor);
  }
}

/** The event the cursor shows (the last one shown). */
export function currentEvent(s: ListState): ListEvent {
  return listStory().events[s.cursor - 1]!;
}

/** The last shown event of `side` (null before that side's first command). */
export function lastOf(s: ListState, side: ListSide): ListEvent | null {
  const events = listStory().events;
  for (let i = s.cursor - 1; i >= 0; i--) if (events[i]!.side === side) return events[i]!;
  return null;
}
