import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HUB } from '../../sim/presets/hub';
import { buildTimeline } from '../../sim/timeline/timeline';
import { SimStoreProvider } from '../../store';
import { HubView } from './HubView';

const timeline = buildTimeline(HUB.header, HUB.inputs);

function renderHub() {
  render(
    <SimStoreProvider init={{ timeline, cursor: HUB.startCursor }}>
      <HubView />
    </SimStoreProvider>,
  );
  return { user: userEvent.setup() };
}

const lane = (name: 'pending' | 'active' | 'dead') => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const job = (id: string) => screen.getByRole('button', { name: new RegExp(`^${id},`) });

describe('the hub', () => {
  it('opens at t = 35 s with all four jobs in the active lane and three of them expired', () => {
    renderHub();
    expect(within(lane('active')).getAllByRole('button')).toHaveLength(4);
    expect(lane('pending')).toHaveAccessibleName('pending lane, 0 jobs');
    expect(job('JOB-b')).toHaveAccessibleName('JOB-b, active, expired 5.0 s ago, stall 0 of 3, worker w2 crashed');
    expect(job('JOB-a')).toHaveAccessibleName(/^JOB-a, active, expires in 15.0 s/);
  });

  it('says JOB-b will be recovered, then moves it to pending when the sweep is stepped', async () => {
    const { user } = renderHub();
    await user.click(job('JOB-b'));
    expect(screen.getByRole('status')).toHaveTextContent(/recover/);
    await user.click(screen.getByRole('button', { name: /sweep/i }));
    expect(within(lane('pending')).getByRole('button', { name: /^JOB-b,/ })).toBeInTheDocument();
    expect(within(lane('dead')).getByRole('button', { name: /^JOB-d,/ })).toHaveTextContent('stall 3/3');
    expect(within(lane('active')).getByRole('button', { name: /^JOB-a,/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting in pending');
  });

  it('warns for JOB-c that its worker may still be running, so the work can happen twice', async () => {
    const { user } = renderHub();
    await user.click(job('JOB-c'));
    expect(screen.getByRole('status')).toHaveTextContent(/the work can happen twice \(at-least-once delivery\)/);
  });

  it("rejects w3's late complete after the sweep and says the sweep deleted its token", async () => {
    const { user } = renderHub();
    const late = screen.getByRole('button', { name: "Send w3's late complete for JOB-c" });
    expect(late).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /sweep/i }));
    await user.click(late);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('rejected: -1, lease lost');
    expect(status).toHaveTextContent('Its token w3:1 is gone');
    expect(status).toHaveTextContent('JOB-c is already back in pending');
    expect(screen.getByText('HGET emq:{cm.bot.commands}:job:JOB-c token')).toBeInTheDocument();
  });

  it('lists each command of the sweep with its reply and marks its script line on hover', async () => {
    const { user } = renderHub();
    await user.click(screen.getByRole('button', { name: /sweep/i }));
    const row = screen.getByRole('button', { name: /ZRANGEBYSCORE emq:\{cm\.bot\.commands\}:active -inf 1767225635000/ });
    expect(row).toHaveTextContent('["JOB-b","JOB-c","JOB-d"]');
    await user.hover(row);
    expect(document.querySelector('.script__line.is-current')).toHaveAttribute('data-line', '9');
    expect(document.querySelector('[data-line="15"] .script__ran')).toHaveTextContent('▸×3');
  });

  it('walks jobs from the keyboard and deselects with Escape', async () => {
    const { user } = renderHub();
    await user.keyboard('j');
    expect(job('JOB-b')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('jj');
    expect(job('JOB-d')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/dead-letter/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { pressed: true, name: /^JOB-/ })).toBeNull();
  });

  it('runs the sweep with the s key, undoes it with u and resets with r', async () => {
    const { user } = renderHub();
    await user.keyboard('s');
    expect(lane('dead')).toHaveAccessibleName('dead lane, 1 job');
    await user.keyboard('u');
    expect(lane('dead')).toHaveAccessibleName('dead lane, 0 jobs');
    await user.keyboard('ss');
    expect(screen.getByText(/step 15 of 15/)).toBeInTheDocument();
    await user.keyboard('r');
    expect(screen.getByText(`step ${HUB.startCursor} of ${timeline.events.length}`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Back to the start.');
  });

  it('ignores shortcut keys typed into a text field', async () => {
    const { user } = renderHub();
    const field = document.createElement('input');
    document.body.append(field);
    await user.type(field, 's');
    expect(lane('dead')).toHaveAccessibleName('dead lane, 0 jobs');
    field.remove();
  });

  it('lists every action with its keys in the help overlay', async () => {
    const { user } = renderHub();
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Step sweep')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(11);
  });
});

describe('the hub from the keyboard alone', () => {
  it('tabs to a job, selects it with Enter, walks with arrows and keeps focus on the job it moves', async () => {
    const { user } = renderHub();
    for (let i = 0; i < 20 && !document.activeElement?.getAttribute('aria-label')?.startsWith('JOB-b,'); i++) await user.tab();
    expect(document.activeElement).toBe(job('JOB-b'));
    await user.keyboard('{Enter}');
    expect(job('JOB-b')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(job('JOB-c')).toHaveAttribute('aria-pressed', 'true');
    expect(document.activeElement).toBe(job('JOB-c'));
    await user.keyboard('s');
    expect(within(lane('pending')).getByRole('button', { name: /^JOB-c,/ })).toBe(document.activeElement);
  });
});
