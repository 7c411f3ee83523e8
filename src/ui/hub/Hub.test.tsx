import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { HUB } from '../../model/presets/hub';
import { buildTimeline } from '../../sim/timeline/timeline';
import { ViewWidget } from '../app/mountView';
import { loadHubView } from './HubIsland';

const timeline = buildTimeline(HUB.header, HUB.inputs);

/** One hub widget, with focus inside it (where its keys act). */
function renderHub() {
  render(<ViewWidget view="hub" />);
  const root = document.querySelector<HTMLElement>('[data-widget]')!;
  act(() => root.focus());
  return { user: userEvent.setup(), root };
}

const lane = (name: 'pending' | 'active' | 'dead') => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const job = (id: string) => screen.getByRole('button', { name: new RegExp(`^${id},`) });
/** The readout panel: the last step's sentence (its live region) and the selected job's card. */
const readout = () => screen.getByRole('region', { name: 'Readout' });

describe('the hub', () => {
  // These tests are about the hub once its code is there (HubIsland.test.tsx: before it is).
  beforeAll(() => loadHubView());

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
    await user.click(screen.getByRole('button', { name: 'Skip predicting' }));
    expect(readout()).toHaveTextContent(/recover/);
    await user.click(screen.getByRole('button', { name: /sweep/i }));
    expect(within(lane('pending')).getByRole('button', { name: /^JOB-b,/ })).toBeInTheDocument();
    expect(within(lane('dead')).getByRole('button', { name: /^JOB-d,/ })).toHaveTextContent('stall 3/3');
    expect(within(lane('active')).getByRole('button', { name: /^JOB-a,/ })).toBeInTheDocument();
    expect(readout()).toHaveTextContent('Waiting in pending');
  });

  it('keeps the next sweep back while the opening prediction is open, and shows it once the learner skips predicting', async () => {
    const { user } = renderHub();
    const forecast = document.querySelector('.forecast')!;
    await user.click(job('JOB-d'));
    expect(forecast).toHaveTextContent('Make your prediction below, or step the sweep, to see what it does.');
    expect(forecast).not.toHaveTextContent('A sweep now would');
    expect(readout()).toHaveTextContent('Next sweep: hidden while you predict.');
    expect(readout()).not.toHaveTextContent('dead-letter: into the dead set');
    await user.click(screen.getByRole('button', { name: 'Skip predicting' }));
    expect(forecast).toHaveTextContent('A sweep now would recover JOB-b and JOB-c to pending and dead-letter JOB-d; JOB-a stays in flight');
    expect(readout()).toHaveTextContent(/Next sweep: ☠ dead-letter: into the dead set/);
    expect(screen.queryByRole('button', { name: 'Skip predicting' })).toBeNull();
  });

  it('shows the next sweep once the learner steps the sweep without predicting', async () => {
    const { user } = renderHub();
    await user.click(job('JOB-a'));
    expect(readout()).toHaveTextContent('Next sweep: hidden while you predict.');
    await user.click(screen.getByRole('button', { name: /sweep/i }));
    expect(readout()).toHaveTextContent(/Next sweep: ⏱ stay in flight/);
    expect(document.querySelector('.forecast')).toHaveTextContent('A sweep now would');
  });

  it('on steps the learner made, never offers the prediction beside its answer: the forecast shows without radios, and “Make a prediction” hides it again', async () => {
    const { user } = renderHub();
    const forecast = document.querySelector('.forecast')!;
    const predict = () => screen.queryByRole('group', { name: 'Predict the next sweep' });
    // The learner's own steps: the sweep, then the clock to t = 50 s, where JOB-a's lease lapses.
    await user.keyboard('sttt');
    expect(screen.getByText('t = 50.000 s', { selector: '.clock strong' })).toBeInTheDocument();
    expect(forecast).toHaveTextContent('A sweep now would recover JOB-a to pending');
    expect(predict()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Make a prediction' }));
    expect(predict()).not.toBeNull();
    expect(predict()!.contains(document.activeElement)).toBe(true);
    expect(within(predict()!).getByRole('group', { name: 'Your guess for JOB-a' })).toBeInTheDocument();
    expect(forecast).not.toHaveTextContent('A sweep now would');
    await user.click(job('JOB-a'));
    expect(readout()).toHaveTextContent('Next sweep: hidden while you predict.');
    expect(readout()).not.toHaveTextContent('recover: back to pending');
    // Stepping the sweep answers it: the reveal, and no radios beside the next forecast.
    await user.click(within(predict()!).getByRole('radio', { name: 'recover to pending' }));
    await user.keyboard('s');
    expect(screen.getByRole('region', { name: 'Your predictions' })).toHaveTextContent('1 of 1 prediction held.');
    expect(predict()).toBeNull();
  }, 20_000);

  it('announces what changed in a sentence, not the whole job card', async () => {
    const { user } = renderHub();
    await user.click(job('JOB-c'));
    expect(readout()).toHaveTextContent('Lease expired');
    expect(screen.getByRole('status')).not.toHaveTextContent('Lease expired');
    expect(screen.getByRole('status')).not.toHaveTextContent('HGETALL');
    await user.click(screen.getByRole('button', { name: /sweep/i }));
    expect(screen.getByRole('status')).toHaveTextContent(/sweep/i);
    expect(screen.getByRole('status').textContent!.split(/\s+/).length).toBeLessThan(120);
  });

  it('warns for JOB-c that its worker may still be running, so the work can happen twice', async () => {
    const { user } = renderHub();
    await user.click(job('JOB-c'));
    await user.click(screen.getByRole('button', { name: 'Skip predicting' }));
    expect(readout()).toHaveTextContent(/the work can happen twice \(at-least-once delivery\)/);
  });

  it("lists JOB-c's hash under HGETALL in the order Redis replies it: state, attempts, worker, token", async () => {
    const { user } = renderHub();
    await user.click(job('JOB-c'));
    const card = within(readout()).getByRole('article', { name: 'JOB-c details' });
    const hash = card.querySelector('dl.hash:not(.hash--score)')!;
    const terms = [...hash.querySelectorAll('dt')].map((dt) => dt.textContent);
    // claim's HINCRBY adds attempts right after enqueue's state; its HSET keeps state in place and appends worker, token.
    expect(terms).toEqual(['HGETALL', 'state', 'attempts', 'worker', 'token', 'stalled']);
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
    await user.click(screen.getByRole('button', { name: 'Skip predicting' }));
    expect(readout()).toHaveTextContent(/dead-letter/);
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
    expect(screen.getByRole('status')).toHaveTextContent(`Back to step ${HUB.startCursor}, where the story opens, just before the sweep.`);
  });

  it('ignores shortcut keys typed into a text field', async () => {
    const { user, root } = renderHub();
    const field = document.createElement('input');
    root.append(field);
    await user.type(field, 's');
    expect(lane('dead')).toHaveAccessibleName('dead lane, 0 jobs');
    field.remove();
  });

  it('lists every action with its keys in the help overlay', async () => {
    const { user } = renderHub();
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Step sweep')).toBeInTheDocument();
    expect(within(dialog).getByText('Copy a link to this story')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(12);
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

describe('the hub tells the whole story', () => {
  it('opens at step 13 and steps back to step 0 with p, then forward again with n', async () => {
    const { user } = renderHub();
    expect(screen.getByText('step 13 of 16')).toBeInTheDocument();
    for (let i = 0; i < 13; i++) await user.keyboard('p');
    expect(screen.getByText('step 0 of 16')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing has run yet.');
    await user.keyboard('n');
    expect(screen.getByRole('status')).toHaveTextContent('JOB-a was enqueued in pending at t = 0.000 s.');
  });

  it('says why Previous step is disabled at step 0, under the button and through aria-describedby', async () => {
    const { user } = renderHub();
    for (let i = 0; i < 13; i++) await user.click(screen.getByRole('button', { name: 'Previous step' }));
    const prev = screen.getByRole('button', { name: 'Previous step' });
    expect(prev).toBeDisabled();
    expect(prev).toHaveAccessibleDescription('This is step 0: nothing has run yet.');
  });

  it("says the late complete is available after a sweep has taken JOB-c's lease, and its key announces why instead of doing nothing", async () => {
    const { user } = renderHub();
    const late = screen.getByRole('button', { name: "Send w3's late complete for JOB-c" });
    expect(late).toHaveAccessibleDescription("Available after a sweep has taken JOB-c's lease.");
    expect(screen.getByText("Available after a sweep has taken JOB-c's lease.")).toBeVisible();
    await user.keyboard('l');
    expect(screen.getByRole('status')).toHaveTextContent("Send w3's late complete for JOB-c is not available now. Available after a sweep has taken JOB-c's lease.");
  });

  it('narrates the raw HSET that starts JOB-d one stall from the limit, and the readout names it beside the stall count', async () => {
    const { user } = renderHub();
    for (let i = 0; i < 4; i++) await user.keyboard('p');
    expect(screen.getByText('step 9 of 16')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("A raw HSET at t = 0.000 s set JOB-d's stall count to 2 to start it one stall from the limit");
    await user.keyboard('n'.repeat(4));
    await user.click(job('JOB-d'));
    expect(readout()).toHaveTextContent('a raw HSET at step 9 set its stall count to 2 to start it one stall from the limit');
  });

  it('says beside JOB-d’s “attempts 1” and “stalled 3 of maxStalled 3” why they differ: claims against sweeps, and the raw HSET that started the count', async () => {
    const { user } = renderHub();
    await user.keyboard('s');
    await user.click(job('JOB-d'));
    const card = within(readout()).getByRole('article', { name: 'JOB-d details' });
    const row = (field: string) => [...card.querySelectorAll('dl.hash:not(.hash--score) > div')].find((d) => d.querySelector('dt')?.textContent === field)!;
    expect(row('attempts')).toHaveTextContent(/^attempts1 claims so far: each claim adds one, a stall does not$/);
    expect(row('stalled')).toHaveTextContent(
      'stalled3 of maxStalled 3: it counts the sweeps that found its lease expired, not claims; a raw HSET at step 9 set its stall count to 2 to start it one stall from the limit, and a sweep since added 1',
    );
  });

  it('lists how we got here: each earlier step with its time and narration, and goes back to one', async () => {
    const { user } = renderHub();
    await user.click(screen.getByText(/How we got here/));
    const items = screen.getByText(/How we got here/).closest('details')!.querySelectorAll('li');
    expect(items).toHaveLength(13);
    expect(items[8]).toHaveTextContent("Step 9 t = 0.000 s A raw HSET at t = 0.000 s set JOB-d's stall count to 2");
    expect(items[11]).toHaveTextContent('w1 extended JOB-a');
    await user.click(screen.getByRole('button', { name: 'Step 12' }));
    expect(screen.getByText('step 12 of 16')).toBeInTheDocument();
  });

  it('advances the clock 5 s at a time until JOB-a\'s lease lapses, and the next sweep recovers it', async () => {
    const { user } = renderHub();
    await user.keyboard('s');
    await user.click(screen.getByRole('button', { name: /Advance the clock 5 s/ }));
    expect(screen.getByText('t = 40.000 s', { selector: '.clock strong' })).toBeInTheDocument();
    await user.keyboard('tt');
    expect(screen.getByRole('status')).toHaveTextContent('1 lease is expired, deadline at or before now (JOB-a)');
    await user.keyboard('s');
    expect(within(lane('pending')).getByRole('button', { name: /^JOB-a,/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next step' })).toHaveAccessibleDescription(/Nothing is recorded after the steps you took/);
  });

  it("replays the recorded future with Next step when the learner has not forked: w5 claims JOB-b", async () => {
    const { user } = renderHub();
    await user.keyboard('snn');
    expect(screen.getByText('step 16 of 16')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('w5 claimed JOB-b');
    expect(screen.getByRole('button', { name: 'Next step' })).toHaveAccessibleDescription('This is the last recorded step: step the sweep or advance the clock to go on.');
  });

  it('says an expired lease in active has not been read by a sweep yet, spells out its token once, and shows the deadline as a ZSCORE', async () => {
    const { user } = renderHub();
    await user.click(job('JOB-c'));
    const status = readout();
    expect(status).toHaveTextContent('Lease expired: its deadline is at or before now, but no sweep has read it yet, so it is still in active, leased to w3 (token w3:1 = worker w3, attempt 1).');
    expect(status).not.toHaveTextContent('holds its lease');
    expect(status).toHaveTextContent('ZSCOREemq:{cm.bot.commands}:active JOB-c');
    expect(status).toHaveTextContent('→ score1767225630000');
    expect(within(status).queryByText('deadline', { selector: 'dt' })).toBeNull();
  });
});
