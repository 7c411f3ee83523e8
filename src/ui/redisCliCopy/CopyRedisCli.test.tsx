import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseScenario } from '../../sim/scenario/parseScenario';
import { CopyRedisCli } from './CopyRedisCli';

const scenario = parseScenario({
  format: 'emq-scenario/1', name: 'n', queue: 'q', clockStartMs: 1_000_000, maxStalled: 3, leaseMs: 1000,
  steps: [{ at: 0, op: 'enqueue', job: 'a' }, { at: 5, op: 'redis', command: ['ZCARD', 'emq:{q}:active'] }],
});

describe('Copy as redis-cli commands', () => {
  it('copies one command a line, each verb as EVAL of its script, and says how many', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<CopyRedisCli scenario={() => scenario} />);
    expect(screen.getByRole('button', { name: 'Copy as redis-cli commands' })).toHaveAccessibleDescription(/paste into redis-cli -p 6390/);
    await user.click(screen.getByRole('button', { name: 'Copy as redis-cli commands' }));
    const text = writeText.mock.calls[0]![0];
    expect(text.split('\n')).toHaveLength(3);
    expect(text).toMatch(/^"EVAL" "-- enqueue: /);
    expect(text.split('\n')[1]).toBe('"ZCARD" "emq:{q}:active"');
    expect(screen.getByRole('status')).toHaveTextContent('Copied 2 commands.');
  });

  it('shows the text to copy by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CopyRedisCli scenario={() => scenario} />);
    await user.click(screen.getByRole('button', { name: 'Copy as redis-cli commands' }));
    expect(screen.getByRole('status')).toHaveTextContent('did not allow copying');
    expect((screen.getByRole('textbox', { name: 'redis-cli commands' }) as HTMLTextAreaElement).value).toMatch(/"ZCARD"/);
  });
});
