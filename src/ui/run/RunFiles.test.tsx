import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetRun, runInitial } from '../../model/run/runModel';
import { exportRun, formatScenario, importRun, scenarioFileName } from '../../sim/scenario/exportRun';
import { decodeStoryLink, storyLinkOf } from '../../sim/story/storyLink';
import { WidgetProvider } from '../../store/WidgetProvider';
import { RunFiles } from './RunFiles';
import { createRunStore } from './runInSlices';

function renderFiles(run = presetRun('command-worker', 1)) {
  const store = createRunStore(runInitial({ run, source: { presetId: 'command-worker', seed: 1, jobs: null, fileName: null } }));
  render(
    <WidgetProvider store={store}>
      <RunFiles />
    </WidgetProvider>,
  );
  return { name: scenarioFileName(exportRun(run)), steps: exportRun(run).steps.length, store };
}

/** The file a link copied to the clipboard carries in its hash, parsed. */
const fileInLink = (address: string) => JSON.parse(decodeStoryLink(storyLinkOf(new URL(address).hash)!)) as Record<string, unknown>;

const HEADER = { format: 'emq-scenario/1', name: 'Two jobs', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 10_000 };
const STEPS = [
  { at: 0, op: 'enqueue', job: 'j1' },
  { at: 0, op: 'enqueue', job: 'j1' },
  { at: 100, op: 'claim', worker: 'w1' },
  { at: 12_000, op: 'sweep' },
];
const STORY = { stepsFrom: 1, title: 'A sweep', openAt: 3, select: 'j1', captions: { '3': 'w1 claims j1.' } };

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

  it('list every problem of an imported file with story-block mistakes, and keep the current run', async () => {
    const user = userEvent.setup();
    const { store } = renderFiles();
    const before = store.getState().run;
    const bad = JSON.stringify({ ...HEADER, steps: STEPS, story: { stepsFrom: 1, opneAt: 2, select: 'j9', captions: { '9': 'x' } } });
    await user.upload(screen.getByLabelText('Import JSON'), new File([bad], 'bad.story.json', { type: 'application/json' }));
    await vi.waitFor(() => expect(store.getState().problem).toMatch(/^bad\.story\.json was not loaded: field "story\.opneAt": is not a story field .* \(and 2 more problems, listed under Import JSON\)/));
    const list = screen.getByRole('list', { name: 'The 3 problems of the file' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'field "story.opneAt": is not a story field (stepsFrom, title, openAt, select, captions); did you mean "openAt"?',
      'field "story.select": must be a job the file enqueues, got "j9"; did you mean "j1"?',
      'field "story.captions.9": names no step: a caption\'s key must be a step of the file, 1 to 4',
    ]);
    expect(store.getState().run).toBe(before);
  });

  it('show an imported story’s warnings only under “For authors”, collapsed, and open the run where the story opens', async () => {
    const user = userEvent.setup();
    const { store } = renderFiles();
    const text = JSON.stringify({ ...HEADER, steps: STEPS, story: STORY });
    await user.upload(screen.getByLabelText('Import JSON'), new File([text], 'two.story.json', { type: 'application/json' }));
    await vi.waitFor(() => expect(store.getState().source.fileName).toBe('two.story.json'));
    expect(store.getState().cursor).toBe(3);
    const warning = /step 2 \(enqueue\): field "job": "j1" was already enqueued at step 1/;
    expect(screen.queryByText(warning)).toBeNull();
    const authors = screen.getByText('For authors').closest('details')!;
    expect(authors.open).toBe(false);
    await user.click(screen.getByText('For authors'));
    expect(within(authors).getByText('1 warning: a step whose reply shows the run may not be what you meant.')).toBeInTheDocument();
    expect(within(authors).getByText(warning)).toBeInTheDocument();
  });

  it('keep the story block of the file the run came from in “Copy a link to this run” and “Export JSON”', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    let blob: Blob | null = null;
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => ((blob = b), 'blob:run')), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderFiles(importRun(JSON.stringify({ ...HEADER, steps: STEPS, story: STORY })));
    await user.click(screen.getByRole('button', { name: 'Copy a link to this run' }));
    expect(fileInLink(writeText.mock.calls[0]![0]).story).toEqual(STORY);
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(JSON.parse(await blob!.text()).story).toEqual(STORY);
  });

  it('save the moment shown as a story: its step as openAt, the imported story’s title, select and captions, and the caption typed', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { store } = renderFiles(importRun(formatScenario({ ...exportRun(presetRun('command-worker', 1)), story: { stepsFrom: 1, title: 'A worker dies', captions: { '2': 'The first claim.' } } })));
    store.dispatch({ type: 'moveTo', cursor: 6 });
    await user.click(screen.getByText('For authors'));
    await user.type(screen.getByRole('textbox', { name: 'Caption for step 6' }), 'Here it goes.');
    await user.click(screen.getByRole('button', { name: 'Copy a link to this story' }));
    await vi.waitFor(() => expect(screen.getByText(/^Copied a link to this story at step 6/)).toBeInTheDocument());
    const address = writeText.mock.calls[0]![0];
    expect(new URL(address).searchParams.get('view')).toBe('run');
    expect(fileInLink(address).story).toEqual({ stepsFrom: 1, title: 'A worker dies', openAt: 6, captions: { '2': 'The first claim.', '6': 'Here it goes.' } });
  });
});
