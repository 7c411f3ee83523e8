import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runFromScenario } from '../../sim/actors/run';
import { headerOf } from '../../sim/engine/input';
import { say } from '../narration/catalogue';
import { narrateEvent } from '../narration/narrateEvent';
import { summarizePrediction } from '../selectors/summarizePrediction';
import { openCursor, parseStory } from '../../sim/story/story';
import { buildTimeline, type Timeline } from '../../sim/timeline/timeline';
import { selectNarrationText, selectPrediction, selectReadout, selectSimState, selectJobViews } from '../../store/selectors';
import { hasOwnSecondAct, hubInitial, hubTitle, reduceHub, type HubState } from './hubModel';
import { revealOf, revealRowText } from './hubPredict';

/** A story of test/fixtures/stories, opened in the hub as a reader would see it. */
function open(name: string): { timeline: Timeline; hub: HubState } {
  const file = parseStory(readFileSync(new URL(`../../../test/fixtures/stories/${name}.story.json`, import.meta.url), 'utf8'));
  const timeline = buildTimeline(headerOf(file.scenario), file.scenario.steps);
  const hub = hubInitial({ timeline, cursor: openCursor(file), selectedJobId: file.story.select, story: { name: file.scenario.name, url: null, captions: file.story.captions } });
  return { timeline, hub: reduceHub(hub, { type: 'skipPrediction' }) };
}

const card = (hub: HubState, jobId: string) => {
  const v = selectReadout(hub, jobId).selection;
  if (v.kind !== 'job') throw new Error(`${jobId} is not shown`);
  return v.card;
};

describe('the hub on a story whose sweep has LIMIT 3 (five expired leases)', () => {
  it('forecasts with the sweep’s own LIMIT: three recovered, two left expired for a later sweep', () => {
    const { hub } = open('limit3');
    expect(summarizePrediction(selectPrediction(hub), selectJobViews(hub))).toBe(
      'A sweep now would recover j1, j2 and j3 to pending; j4 and j5 stay in active, expired, waiting for a later sweep (LIMIT 3).',
    );
    const j4 = card(hub, 'j4');
    expect(j4.next).toMatchObject({ withheld: false, verdict: 'left by limit' });
    expect(j4.next.withheld === false && say(j4.next.words)).toBe('stay in active: expired, waiting for a later sweep (LIMIT 3)');
  });

  it('after the sweep, says the two leases it left are expired and wait for a later sweep, not that they are still live', () => {
    const { timeline, hub } = open('limit3');
    const after = reduceHub(hub, { type: 'moveTo', cursor: hub.cursor + 1 });
    const text = narrateEvent(timeline.events, hub.cursor, selectSimState(after)).text;
    expect(text).not.toMatch(/still live/);
    expect(text).toContain('j4 and j5 stay in active, expired, waiting for a later sweep (LIMIT 3).');
  });

  it('the reveal marks “recover” for a job the LIMIT left as not held, and its reason says why, not that it went back to pending', () => {
    const { timeline, hub } = open('limit3');
    const guessed = reduceHub(hub, { type: 'guess', jobId: 'j4', guess: 'recover' });
    const rows = revealOf(guessed.guesses, timeline, hub.cursor + 1)!;
    const j4 = rows.find((r) => r.jobId === 'j4')!;
    expect(j4).toMatchObject({ actual: 'stay in flight', held: false, limit: 3 });
    expect(j4.why).not.toMatch(/back in pending|lease is live/);
    expect(j4.why).toContain('expired, waiting for a later sweep (LIMIT 3)');
    expect(revealRowText(j4)).toBe('j4: you guessed recover to pending; the sweep left it in active, expired, waiting for a later sweep (LIMIT 3) — did not hold.');
  });
});

describe('the hub on a story with an orphan (its job hash deleted while its id is in active)', () => {
  it('says what Redis has: a member of active with no hash, which the sweep will drop, not that a worker holds its lease', () => {
    const { hub } = open('orphan');
    const o1 = card(hub, 'o1');
    expect(o1.where).not.toMatch(/In flight|holds its lease/);
    expect(o1.where).toMatch(/^An orphan: its id is a member of active, but its job hash is gone/);
    expect(o1.next).toMatchObject({ withheld: false, verdict: 'stay in flight', why: expect.stringContaining('the first sweep after its deadline drops the id (ZREM)') });
  });
});

describe('the hub on a story with a grouped job', () => {
  it('names the group lane key the sweep recovers it into, in the readout, the forecast and the last step', () => {
    const { timeline, hub } = open('grouped');
    const before = reduceHub(hub, { type: 'moveTo', cursor: 3 });
    expect(card(before, 'g1').next).toMatchObject({ verdict: 'recover', why: expect.stringContaining("its group's lane emq:{grp}:g:eu:pending") });
    const g1 = card(before, 'g1').next;
    expect(g1.withheld === false && say(g1.words)).toBe('recover: back to emq:{grp}:g:eu:pending');
    const after = reduceHub(before, { type: 'moveTo', cursor: 4 });
    expect(narrateEvent(timeline.events, 3, selectSimState(after)).text).toContain('g1 recovered to emq:{grp}:g:eu:pending (stall 1 of 3)');
    expect(narrateEvent(timeline.events, 3, selectSimState(after)).text).not.toContain('recovered to pending');
  });
});

describe('the hub on a story with half a megabyte of data per job', () => {
  it('cuts a long value in the readout and shows its length', () => {
    const data = 'x'.repeat(504_102);
    const steps = [1, 2, 3, 4, 5, 6].map((i) => ({ at: 0, op: 'enqueue' as const, job: `b${i}`, data }));
    const timeline = buildTimeline({ format: 'emq-scenario/1', name: 'Big data', queue: 'big', clockStartMs: 0, maxStalled: 3, leaseMs: 10_000 }, steps);
    const hub = hubInitial({ timeline, cursor: 6, selectedJobId: 'b1' });
    const row = card(hub, 'b1').hash.rows.find((r) => r.field.text === 'data')!;
    expect(row.value.text.length).toBeLessThanOrEqual(200);
    expect(say(row.value.cut!)).toBe('… 504,102 characters');
    expect(JSON.stringify(selectReadout(hub)).length).toBeLessThan(5_000);
  });
});

describe('the run view’s crash line', () => {
  it('names every lease the crashed worker held, not one of them', () => {
    const file = parseStory(readFileSync(new URL('../../../public/stories/invoices.story.json', import.meta.url), 'utf8'));
    const run = runFromScenario(file.scenario);
    const crash = run.timeline.events.findIndex((e) => e.input.op === 'crash');
    const text = selectNarrationText({ run, cursor: crash + 1 });
    expect(text).toContain('inv-1001');
    expect(text).toContain('inv-1003');
    expect(text).toMatch(/nobody will extend inv-1001's and inv-1003's leases now, so they stay in active until their deadlines pass/);
  });
});

describe('the heading and the second act of a story', () => {
  it('an author’s story is titled by its own name, not “One sweep, four jobs”, and has no late complete of w3’s', () => {
    const { hub } = open('limit3');
    expect(hubTitle(hub)).toBe('Five dead workers, a sweep with LIMIT 3');
    expect(hubTitle({ story: { ...hub.story!, title: 'LIMIT, explained' } })).toBe('LIMIT, explained');
    expect(hasOwnSecondAct(hub)).toBe(false);
    expect(hubTitle({ story: null })).toBe('One sweep, four jobs');
    expect(hasOwnSecondAct({ story: null })).toBe(true);
  });
});
