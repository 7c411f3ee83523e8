import { describe, expect, it } from 'vitest';
import { currentEvent, lastOf, LIST_DEFAULTS, listStory, nextProblem, reduceList, type ListAction, type ListState } from './listModel';

const run = (s: ListState, ...actions: ListAction[]) => actions.reduce(reduceList, s);

describe('the list dive reducer', () => {
  it('jumps to the first problem: the reaper moves W1\'s live message', () => {
    const s = run(LIST_DEFAULTS, { type: 'nextProblem' });
    expect(currentEvent(s).step.flags.map((f) => f.kind)).toContain('live-moved');
    expect(currentEvent(s).side).toBe('list');
  });

  it('walks the problems in time order and stops at the last one', () => {
    const { flagged, events } = listStory();
    let s = LIST_DEFAULTS;
    const seen: number[] = [];
    while (nextProblem(s) !== -1) {
      s = run(s, { type: 'nextProblem' });
      seen.push(s.cursor - 1);
    }
    expect(seen).toEqual(flagged);
    expect(flagged.length).toBeGreaterThan(1);
    expect(run(s, { type: 'nextProblem' })).toBe(s);
    expect(s.cursor).toBeLessThanOrEqual(events.length);
  });

  it('keeps the cursor on the story: never before the first event nor past the last', () => {
    expect(run(LIST_DEFAULTS, { type: 'back' })).toBe(LIST_DEFAULTS);
    const end = run(LIST_DEFAULTS, { type: 'end' });
    expect(end.cursor).toBe(listStory().events.length);
    expect(run(end, { type: 'next' })).toBe(end);
    expect(run(end, { type: 'show', cursor: 9999 })).toBe(end);
    expect(run(end, { type: 'reset' })).toEqual(LIST_DEFAULTS);
  });

  it('each side shows its last command up to the cursor; the lease side has none before its first', () => {
    expect(lastOf(LIST_DEFAULTS, 'list')).toBe(listStory().events[0]);
    expect(lastOf(LIST_DEFAULTS, 'lease')).toBeNull();
    const end = run(LIST_DEFAULTS, { type: 'end' });
    expect(lastOf(end, 'lease')!.side).toBe('lease');
  });
});
