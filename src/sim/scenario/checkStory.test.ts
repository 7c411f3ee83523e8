import { describe, expect, it } from 'vitest';
import { checkStoryFile, findingLines } from './checkStory';
import { parseScenario } from './parseScenario';
import { ScenarioErrors } from './scenarioError';
import { openCursor, parseStory } from '../story/story';

const header = { format: 'emq-scenario/1', name: 'n', queue: 'mail', clockStartMs: 0, maxStalled: 2, leaseMs: 10000 };
const sixMistakes = {
  ...header,
  steps: [
    { at: 0, op: 'enqueue', job: 'd-101', group: 'eu' },
    { at: 0, op: 'enqueue', job: 'd-101' },
    { at: 500, op: 'claim', worker: 'mx-1', group: 'eu' },
    { at: 600, op: 'claim', worker: 'mx-2', group: 'ue' },
    { at: 1000, op: 'extend', job: 'd-101', token: 'mx-2:1' },
    { at: 2000, op: 'complete', job: 'd-101', token: 'mx-1:2' },
    { at: 3000, op: 'enqueue', job: 'd-102' },
  ],
  story: { stepsFrom: 1, openAt: 4, select: 'd-102', captions: { '5': 'mx-2 heartbeats.' } },
};

describe('checkStoryFile', () => {
  it('names every error of the file at once, story block included, with the nearest known name', () => {
    const bad = {
      ...header,
      stroy: {},
      steps: [{ at: 0, op: 'sweep', limt: 1 }, { at: 0, op: 'enqueue' }],
      story: { opneAt: 3, select: 'zz', captions: { '1': 'x'.repeat(501) } },
    };
    expect(findingLines(checkStoryFile(JSON.stringify(bad)))).toEqual([
      'error: field "stroy": is not a top-level field; did you mean "story"?',
      'error: step 1 (sweep): field "limt": is not a field of sweep (it takes maxStalled, limit); did you mean "limit"?',
      'error: step 2 (enqueue): field "job": is missing',
      'error: field "story.opneAt": is not a story field (stepsFrom, title, openAt, select, captions); did you mean "openAt"?',
      'error: field "story.select": must be a job the file enqueues, got "zz"',
      'error: field "story.captions.1": is 501 characters long, over the limit of 500',
    ]);
  });

  it('warns, naming the step and the field, where a reply shows the run is not what the author meant', () => {
    const lines = findingLines(checkStoryFile(sixMistakes));
    expect(lines).toEqual([
      expect.stringMatching(/^warning: step 2 \(enqueue\): field "job": "d-101" was already enqueued at step 1 \(reply 0\)/),
      expect.stringMatching(/^warning: step 4 \(claim\): field "group": no step of the file enqueues a job in group "ue".*did you mean "eu"\?$/),
      expect.stringMatching(/^warning: step 5 \(extend\): field "token": "mx-2:1" was never issued/),
      expect.stringMatching(/^warning: step 6 \(complete\): field "token": "mx-1:2" was never issued/),
      expect.stringMatching(/^warning: step 5 \(extend\): field "story.captions.5": captions a step whose reply is -1/),
      expect.stringMatching(/^warning: field "story.select": "d-102" is first enqueued at step 7, after the story opens at step 4/),
    ]);
  });

  it('warns about a claim on a lane that no earlier step enqueues into (the claim comes before its job)', () => {
    const file = { ...header, steps: [{ at: 0, op: 'claim', worker: 'w1' }, { at: 0, op: 'enqueue', job: 'j1' }] };
    expect(findingLines(checkStoryFile(file))).toEqual(['warning: step 1 (claim): field "worker": no step before this one enqueues a job in the queue lane, so the claim finds it empty (reply nil) and w1 gets no job']);
  });

  it('says nothing about a claim that finds a fed lane empty: a worker polling a drained or busy queue is shown on purpose', () => {
    const drained = {
      ...header,
      steps: [
        { at: 0, op: 'enqueue', job: 'j1' },
        { at: 0, op: 'claim', worker: 'w1' },
        { at: 100, op: 'complete', job: 'j1', token: 'w1:1' },
        { at: 200, op: 'claim', worker: 'w2' },
      ],
    };
    expect(findingLines(checkStoryFile(drained))).toEqual([]);
    const held = { ...drained, steps: drained.steps.filter((s) => s.op !== 'complete') };
    expect(findingLines(checkStoryFile(held))).toEqual([]);
  });

  it('says nothing about a caption on a refused step when the caption tells the refusal', () => {
    const steps = [
      { at: 0, op: 'enqueue', job: 'j1' },
      { at: 0, op: 'claim', worker: 'w1' },
      { at: 10, op: 'complete', job: 'j1', token: 'w1:9' },
    ];
    const captioned = (caption: string) => findingLines(checkStoryFile({ ...header, steps, story: { stepsFrom: 1, captions: { '3': caption } } }));
    expect(captioned('w1 completes with a stale token: refused with -1.')).toEqual(['warning: step 3 (complete): field "token": "w1:9" was never issued: no claim before this step returned it, so the complete replies -1; did you mean "w1:1"?']);
    expect(captioned('w1 completes j1.')).toHaveLength(2);
  });

  it('says nothing about a clean story that counts its steps from 1', () => {
    const clean = { ...header, steps: sixMistakes.steps.slice(0, 1).concat([{ at: 1, op: 'claim', worker: 'w', group: 'eu' }]), story: { stepsFrom: 1, openAt: 2, select: 'd-101', captions: { '2': 'w claims d-101.' } } };
    expect(checkStoryFile(clean)).toMatchObject({ errors: [], warnings: [] });
  });

  it('warns about a story block written before stepsFrom, naming the page step its openAt shows', () => {
    const old = { ...header, steps: sixMistakes.steps.slice(0, 1), story: { openAt: 0 } };
    expect(findingLines(checkStoryFile(old))).toEqual([expect.stringMatching(/^warning: field "story.stepsFrom": is missing.*openAt 0 opens at the page's step 1/)]);
  });

  it('gives parseStory every error, its first the one parseScenario names', () => {
    const bad = { ...header, steps: [{ at: 0, op: 'claim', worker: 'w', leaseMs: '30s' }, { at: 0, op: 'sweep', limt: 1 }], story: { openAt: 9 } };
    let first = '';
    try {
      parseScenario(bad);
    } catch (e) {
      first = (e as Error).message;
    }
    try {
      parseStory(bad);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ScenarioErrors);
      expect((e as Error).message).toBe(first);
      expect((e as ScenarioErrors).problems).toHaveLength(3);
    }
  });
});

describe('one numbering of steps', () => {
  it('counts a stepsFrom 1 story as the page does: openAt 13 opens with 13 steps run, caption 13 shows there', () => {
    const steps = Array.from({ length: 24 }, (_, i) => ({ at: i, op: 'sweep' }));
    const file = parseStory({ ...header, steps, story: { stepsFrom: 1, openAt: 13, captions: { '13': 'here' } } });
    expect(openCursor(file)).toBe(13);
    // captionAt shows the caption of the step last run: index cursor - 1
    expect(file.story.captions.get(13 - 1)).toBe('here');
    // a file written before stepsFrom opens where it always did
    expect(openCursor(parseStory({ ...header, steps, story: { openAt: 13 } }))).toBe(14);
  });
});
