import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../scenario/scenarioError';
import { openCursor, parseStory } from './story';

const base = { format: 'emq-scenario/1', name: 'n', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 1000 };
const steps = [
  { at: 0, op: 'enqueue', job: 'inv-1' },
  { at: 0, op: 'claim', worker: 'w1' },
  { at: 5000, op: 'sweep' },
];
const file = (story: unknown) => JSON.stringify({ ...base, steps, story });

function problem(text: string): string {
  try {
    parseStory(text);
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    return (e as Error).message;
  }
  return 'no error';
}

describe('parseStory', () => {
  it('reads the story fields: the step to open at, the job to select and a caption per step', () => {
    const { scenario, story } = parseStory(file({ openAt: 1, select: 'inv-1', captions: { '0': 'Enqueued.', '2': ' The sweep runs. ' } }));
    expect(scenario.steps).toHaveLength(3);
    expect(story.openAt).toBe(1);
    expect(story.select).toBe('inv-1');
    expect([...story.captions]).toEqual([
      [0, 'Enqueued.'],
      [2, 'The sweep runs.'],
    ]);
  });

  it('opens after the chosen step, or after the last step when the file has no story', () => {
    expect(openCursor(parseStory(file({ openAt: 1 })))).toBe(2);
    const plain = parseStory(JSON.stringify({ ...base, steps }));
    expect(plain.story).toEqual({ openAt: null, select: null, captions: new Map() });
    expect(openCursor(plain)).toBe(3);
  });

  it('reads the course page’s example story file with its own job ids, queue and groups', () => {
    const { scenario, story } = parseStory(readFileSync(new URL('../../../public/stories/invoices.story.json', import.meta.url), 'utf8'));
    expect(scenario.queue).toBe('billing.invoices');
    expect(story.select).toBe('inv-1001');
    expect(story.captions.get(8)).toMatch(/Step the sweep/);
  });

  it('still names the scenario’s own bad step and field first', () => {
    expect(problem(JSON.stringify({ ...base, steps: [{ at: 0, op: 'claim', worker: 'w', leaseMs: '30s' }], story: { openAt: 0 } }))).toBe(
      'step 1 (claim): field "leaseMs": must be a positive whole number of milliseconds, got "30s"',
    );
    expect(problem('{"format": ')).toMatch(/^not valid JSON: /);
  });

  it('names a story that is not an object', () => {
    expect(problem(file([1]))).toBe('field "story": must be an object such as {"stepsFrom": 1, "openAt": 3, "select": "job-1"}, got [1]');
  });

  it('names an unknown story field (a typo is not silently ignored)', () => {
    expect(problem(file({ openat: 1 }))).toBe('field "story.openat": is not a story field (stepsFrom, title, openAt, select, captions); did you mean "openAt"?');
  });

  it('names an openAt that is not a step of the file', () => {
    expect(problem(file({ openAt: 3 }))).toBe('field "story.openAt": must be a step of the file, 0 to 2, got 3');
    expect(problem(file({ openAt: '1' }))).toBe('field "story.openAt": must be a step of the file, 0 to 2, got "1"');
    expect(problem(file({ openAt: -1 }))).toBe('field "story.openAt": must be a step of the file, 0 to 2, got -1');
  });

  it('names a select that is not a job the file enqueues', () => {
    expect(problem(file({ select: 'inv-9' }))).toBe('field "story.select": must be a job the file enqueues, got "inv-9"; did you mean "inv-1"?');
    expect(problem(file({ select: 7 }))).toBe('field "story.select": must be a job id, got 7');
  });

  it('names each bad caption by its step', () => {
    expect(problem(file({ captions: ['a'] }))).toMatch(/^field "story.captions": must be an object of step → text/);
    expect(problem(file({ captions: { '5': 'x' } }))).toBe('field "story.captions.5": names no step: a caption\'s key must be a step of the file, 0 to 2');
    expect(problem(file({ captions: { '01': 'x' } }))).toMatch(/^field "story.captions.01": names no step/);
    expect(problem(file({ captions: { '1': '  ' } }))).toBe('field "story.captions.1": must hold at least one character that is not a space, got "  "');
    expect(problem(file({ captions: { '1': 'x'.repeat(501) } }))).toBe('field "story.captions.1": is 501 characters long, over the limit of 500');
  });

  it('reads a story title, trimmed, and names a blank, overlong or non-string one', () => {
    expect(parseStory(file({ stepsFrom: 1, title: '  LIMIT, explained ' })).story.title).toBe('LIMIT, explained');
    expect(parseStory(file({ stepsFrom: 1 })).story.title).toBeUndefined();
    // 120 emoji are 120 characters, as the JSON Schema's maxLength counts them.
    expect(parseStory(file({ title: '😀'.repeat(120) })).story.title).toHaveLength(240);
    expect(problem(file({ title: '😀'.repeat(121) }))).toBe('field "story.title": is 121 characters long, over the limit of 120');
    expect(problem(file({ title: ' ' }))).toBe('field "story.title": must hold at least one character that is not a space, got " "');
    expect(problem(file({ title: 7 }))).toBe('field "story.title": must be a string, got 7');
  });

  it('keeps a caption keyed __proto__ from reaching the prototype, naming it as no step', () => {
    expect(problem(`{"format":"emq-scenario/1","name":"n","queue":"q","clockStartMs":0,"maxStalled":3,"leaseMs":1000,"steps":[],"story":{"captions":{"__proto__":"x"}}}`)).toBe(
      'field "story.captions.__proto__": names no step: a caption\'s key the file has no steps',
    );
  });

  it('refuses a file over the scenario limits before reading its story', () => {
    const many = Array.from({ length: 20_001 }, () => ({ at: 0, op: 'sweep' }));
    expect(problem(JSON.stringify({ ...base, steps: many, story: { openAt: 0 } }))).toBe('field "steps": has 20,001 steps, more than the limit of 20,000 steps');
  });
});
