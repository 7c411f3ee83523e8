import { describe, expect, it, vi } from 'vitest';
import { createWidgetStore } from './createWidgetStore';

type Counter = { n: number };
type CounterAction = { type: 'add'; by: number } | { type: 'noop' } | { type: 'fail' };
const reduce = (s: Counter, a: CounterAction): Counter => {
  if (a.type === 'add') return { n: s.n + a.by };
  if (a.type === 'fail') throw new Error('refused');
  return s;
};

describe('createWidgetStore', () => {
  it('two stores made from one reducer keep separate states', () => {
    const a = createWidgetStore(reduce, { n: 0 });
    const b = createWidgetStore(reduce, { n: 0 });
    a.dispatch({ type: 'add', by: 2 });
    expect(a.getState().n).toBe(2);
    expect(b.getState().n).toBe(0);
  });

  it('tells listeners only when the reducer returned a new state', () => {
    const store = createWidgetStore(reduce, { n: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'noop' });
    expect(listener).not.toHaveBeenCalled();
    store.dispatch({ type: 'add', by: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('leaves the state as it was when the reducer throws', () => {
    const store = createWidgetStore(reduce, { n: 5 });
    expect(() => store.dispatch({ type: 'fail' })).toThrow('refused');
    expect(store.getState().n).toBe(5);
  });
});
