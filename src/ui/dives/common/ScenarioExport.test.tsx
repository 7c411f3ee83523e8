import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScenarioExport } from './ScenarioExport';

const scenario = { format: 'emq-scenario/1', name: 'Two sweeps', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 30_000, steps: [{ at: 0, op: 'enqueue', job: 'j1' }, { at: 0, op: 'sweep' }] } as const;

describe("a dive's scenario export", () => {
  it('names the file and its steps; opened, it offers the download, the redis-cli copy and the file itself', async () => {
    const user = userEvent.setup();
    render(<ScenarioExport scenario={scenario as never} what="This run" />);
    const summary = screen.getByText(/replayable on Redis/);
    expect(summary).toHaveTextContent('This run as an emq-scenario/1 file (2 steps), replayable on Redis');
    await user.click(summary);
    const download = await screen.findByRole('link', { name: 'Download the scenario' });
    expect(download).toHaveAttribute('download', 'two-sweeps.scenario.json');
    expect(JSON.parse(decodeURIComponent(download.getAttribute('href')!.replace(/^data:application\/json;charset=utf-8,/, '')))).toEqual(scenario);
    expect(screen.getByRole('button', { name: 'Copy as redis-cli commands' })).toBeInTheDocument();
    expect(document.querySelector('.dexport__json')).toHaveTextContent('"op": "sweep"');
  });
});
