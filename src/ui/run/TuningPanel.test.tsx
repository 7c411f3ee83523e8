import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factsOf } from '../../sim/events/facts';
import { presetRun, runInitial, type RunState } from '../../model/run/runModel';
import { recoveryFigures } from '../../model/run/tuning';
import { formatDuration } from '../../model/selectors/formatDuration';
import { nextSweepCursor } from '../../sim/timeline/seek';
import { selectSweepCursors } from '../../store';
import { WidgetProvider } from '../../store/WidgetProvider';
import { createRunStore } from './runInSlices';
import { TuningPanel } from './TuningPanel';

function renderPanel(presetId: string, seed: number) {
  const store = createRunStore(runInitial({ run: presetRun(presetId, seed), source: { presetId, seed, jobs: null, fileName: null } }), { sliceMs: Infinity });
  render(
    <WidgetProvider store={store}>
      <TuningPanel />
    </WidgetProvider>,
  );
  return store;
}

const apply = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Run again with these' })));

/** The job ids the sweep at `atMs` put back in pending (the run reopens at its start, before it). */
function sweepRecovers(s: RunState, atMs: number): string[] {
  expect(s.cursor).toBe(0);
  let c = s.cursor;
  for (;;) {
    c = nextSweepCursor(selectSweepCursors(s.run), c)!;
    const e = s.run.timeline.events[c - 1]!;
    if (e.nowMs - s.run.timeline.header.clockStartMs === atMs) return factsOf(e.facts, 'job/recovered').map((f) => f.jobId);
  }
}

describe('the tuning panel', () => {
  it('keeps the run before beside the new one and says the trade-off in one sentence with both runs’ figures', async () => {
    renderPanel('tuning', 5);
    const was = recoveryFigures(presetRun('tuning', 5));
    const now = recoveryFigures(presetRun('tuning', 5, null, { leaseMs: 20_000, heartbeatMs: 3000, sweepEveryMs: 5000 }));
    fireEvent.change(screen.getByRole('slider', { name: /Lease length/ }), { target: { value: '20000' } });
    await apply();
    const before = screen.getByRole('group', { name: /^The run before: lease 10\.0 s/ });
    const after = screen.getByRole('group', { name: /^This run: lease 20\.0 s/ });
    expect(within(before).getByText('False recoveries').nextElementSibling).toHaveTextContent(String(was.falseRecoveries));
    expect(within(after).getByText('False recoveries').nextElementSibling).toHaveTextContent(String(now.falseRecoveries));
    expect(within(before).getByText('Recovery latency, max').nextElementSibling).toHaveTextContent(`${(was.maxMs! / 1000).toFixed(1)} s`);
    expect(within(after).getByText('Recovery latency, max').nextElementSibling).toHaveTextContent(`${(now.maxMs! / 1000).toFixed(1)} s`);
    expect(was.falseRecoveries).toBeGreaterThan(0);
    expect(now.falseRecoveries).toBe(0);
    expect(screen.getByText(/^A 20\.0 s lease:/)).toHaveTextContent(
      `A 20.0 s lease: no false recoveries (was ${was.falseRecoveries}), but a dead worker’s job waits up to ${formatDuration(now.maxMs!)} (was ${formatDuration(was.maxMs!)}).`,
    );
  });

  it('sets the sweep LIMIT: none lets the sweep at 10 s take every expired lease of the backlog, 2 only two', async () => {
    const store = renderPanel('backlog', 1);
    expect(sweepRecovers(store.getState(), 10_000)).toEqual(['job-01', 'job-02', 'job-03', 'job-04']);
    const limit = screen.getByRole('combobox', { name: 'Sweep LIMIT' });
    expect(limit).toHaveValue('4');
    fireEvent.change(limit, { target: { value: 'none' } });
    await apply();
    expect(store.getState().source.limit).toBeNull();
    expect(sweepRecovers(store.getState(), 10_000)).toEqual(['job-01', 'job-02', 'job-03', 'job-04', 'job-05']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sweep LIMIT' }), { target: { value: '2' } });
    await apply();
    expect(store.getState().source.limit).toBe(2);
    expect(sweepRecovers(store.getState(), 10_000)).toEqual(['job-01', 'job-02']);
    expect(screen.getByText(/^A sweep LIMIT of 2:/)).toBeInTheDocument();
  });

  it('keeps a trade-off sentence after every change, each compared with the run before', async () => {
    renderPanel('tuning', 5);
    const tradeOff = () => document.querySelector('.run-tuning__tradeoff')!;
    expect(tradeOff()).toHaveTextContent('a shorter lease recovers a dead worker’s job sooner but takes more leases from workers that are only slow');
    fireEvent.change(screen.getByRole('slider', { name: /Lease length/ }), { target: { value: '20000' } });
    await apply();
    expect(tradeOff()).toHaveTextContent(/^A 20\.0 s lease: .*\(was .*The trade-off: a shorter lease recovers a dead worker’s job sooner/);
    fireEvent.change(screen.getByRole('slider', { name: /Heartbeat/ }), { target: { value: '5000' } });
    await apply();
    expect(tradeOff()).toHaveTextContent(/^A heartbeat every 5\.0 s: .*\(was .*The trade-off: a heartbeat more often keeps a slow worker’s lease alive/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sweep LIMIT' }), { target: { value: '2' } });
    await apply();
    expect(tradeOff()).toHaveTextContent(/^A sweep LIMIT of 2: .*\(was .*The trade-off: a lower LIMIT keeps each sweep short/);
  });

  it('in a run where no worker died (Slow worker), says latency has nothing to measure instead of “no dead worker’s job is back in pending”', async () => {
    renderPanel('slow-worker', 1);
    const tradeOff = () => document.querySelector('.run-tuning__tradeoff')!;
    expect(recoveryFigures(presetRun('slow-worker', 1)).crashesHolding).toBe(0);
    expect(tradeOff()).not.toHaveTextContent('no dead worker’s job is back in pending');
    expect(tradeOff()).toHaveTextContent('recovery latency has nothing to measure, since no worker died in this run');
    fireEvent.change(screen.getByRole('slider', { name: /Lease length/ }), { target: { value: '20000' } });
    await apply();
    expect(tradeOff()).not.toHaveTextContent(/no dead worker’s job|none back/);
    expect(tradeOff()).toHaveTextContent('recovery latency has nothing to measure, since no worker died in either run');
  });

  it('warns when the heartbeat is not shorter than the lease, where even a healthy job can reach the morgue', async () => {
    renderPanel('slow-worker', 1);
    expect(screen.queryByText(/is not shorter than the lease/)).toBeNull();
    fireEvent.change(screen.getByRole('slider', { name: /Lease length/ }), { target: { value: '4000' } });
    fireEvent.change(screen.getByRole('slider', { name: /Heartbeat/ }), { target: { value: '6000' } });
    await apply();
    expect(screen.getByRole('note')).toHaveTextContent('The heartbeat (6.0 s) is not shorter than the lease (4.0 s)');
  });
});
