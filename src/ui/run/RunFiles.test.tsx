import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetRun, runInitial } from '../../sim/run/runModel';
import { exportRun, scenarioFileName } from '../../sim/scenario/exportRun';
import { WidgetProvider } from '../../store/WidgetProvider';
import { RunFiles } from './RunFiles';
import { createRunStore } from './runInSlices';

function renderFiles() {
  const run = presetRun('command-worker', 1);
  const store = createRunStore(runInitial({ run, source: { presetId: 'command-worker', seed: 1, jobs: null, fileName: null } }));
  render(
    <WidgetProvider store={store}>
      <RunFiles />
    </WidgetProvider>,
  );
  return { name: scenarioFileName(exportRun(run)), steps: exportRun(run).steps.length };
}

afterEach(() => vi.restoreAllMocks());

describe('the run view’s file buttons', () => {
  it('each say what they did last in the one status line: a download replaces the copied link’s message with its file name and steps', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:run'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { name, steps } = renderFiles();
    const status = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Copy a link to this run' }));
    expect(status).toHaveTextContent(/^Copied a link to this run/);
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(status).toHaveTextContent(`Downloaded ${name} (${steps} steps).`);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Copy as redis-cli commands' }));
    await vi.waitFor(() => expect(status).toHaveTextContent(/^Copied \d+ commands\.$/));
  });

  it('show the link to copy by hand when the clipboard is refused, and drop it once another button acts', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:run'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderFiles();
    await user.click(screen.getByRole('button', { name: 'Copy a link to this run' }));
    expect((screen.getByRole('textbox', { name: 'Link to this run' }) as HTMLTextAreaElement).value).toMatch(/#scenario=1\./);
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(screen.queryByRole('textbox', { name: 'Link to this run' })).toBeNull();
  });
});
