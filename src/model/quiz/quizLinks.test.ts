import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyInput } from '../../sim/engine/applyInput';
import { initialState } from '../../sim/engine/simState';
import { headerOf } from '../../sim/engine/input';
import { factOf } from '../../sim/events/facts';
import { queueKeys } from '../../sim/queue/keys';
import { queryLink } from '../dives/linkSource';
import { fromLink as detectFromLink } from '../dives/detect/detectLink';
import { readOf } from '../dives/detect/detectModel';
import { fromLink as boundFromLink } from '../dives/bound/boundLink';
import { currentStep } from '../dives/bound/boundModel';
import { fromLink as oneStepFromLink } from '../dives/oneStep/oneStepLink';
import { sessionOf } from '../dives/oneStep/oneStepModel';
import { readStoryLink, storyLinkOf } from '../../sim/story/storyLink';
import { seeTargetOf } from '../course/seeTarget';
import { QUIZ_IDEAS, type QuizIdea, type QuizQuestion } from './questions';
import { questionsOf, QUIZ_START, reduceQuiz } from './quizModel';

const K = queueKeys('q');
const SWEEP_LUA = readFileSync(new URL('../../sim/queue/scripts/sweep.lua', import.meta.url), 'utf8').split('\n');

/** Every question of `n` rounds on `idea`. */
function questions(idea: QuizIdea, n = 40): QuizQuestion[] {
  const out: QuizQuestion[] = [];
  for (let s = QUIZ_START, i = 0; i < n; i++, s = reduceQuiz(s, { type: 'more' })) out.push(questionsOf(s).find((q) => q.idea === idea)!);
  return out;
}

/** A dive link's parameters read as the dive reads them; none may fall back (that would open another moment). */
function read<T>(q: QuizQuestion, fromLink: (l: ReturnType<typeof queryLink>) => T): T {
  const link = queryLink(q.link.params);
  const s = fromLink(link);
  expect(link.problems, q.prompt).toEqual([]);
  expect(seeTargetOf(q.link.hash), 'the dive brings its moment into view').toEqual({ kind: 'moment' });
  return s;
}

/** The job a question is about, from its first option's outcome (`j3`, or `emq:{q}:job:j3`'s id). */
const jobOf = (q: QuizQuestion) => {
  const o = q.options[0]!.outcome;
  return o.kind === 'member' ? o.member : o.key.slice(K.job('').length);
};

/**
 * The hub link's own run: the story in its hash, run to the step it opens after, and the event of
 * that step (the moment the link names), with the keyspace then.
 */
function openedHub(q: QuizQuestion) {
  expect(q.link.view).toBe('hub');
  expect(seeTargetOf(q.link.hash)).toEqual({ kind: 'hub' });
  const { scenario, story } = readStoryLink(storyLinkOf(q.link.hash)!);
  expect(scenario.steps).toEqual(q.scenario.steps);
  const state = initialState(headerOf(scenario));
  const events = scenario.steps.slice(0, story.openAt! + 1).map((s, i) => applyInput(state, s, i));
  expect(story.select).toBe('j1');
  expect(q.link.label).toContain(`step ${story.openAt! + 1}:`);
  return { event: events.at(-1)!, ks: state.keyspace };
}

describe('each quiz question’s “See it” opens the moment that shows its answer', () => {
  it('expired: the detect dive at the question’s now, where the read returns the job exactly when the answer is “back in pending”', () => {
    for (const q of questions('expired')) {
      const s = read(q, detectFromLink);
      expect(readOf(s).ids.includes(jobOf(q)), q.prompt).toBe(q.answer === 'pending');
    }
  });

  it('server clock: the detect dive with the sweeper’s skewed clock, where the read takes the job exactly when the answer says so', () => {
    for (const q of questions('serverClock')) {
      const s = read(q, detectFromLink);
      expect(s.clock).toBe('sweeper');
      expect(readOf(s).ids.includes(jobOf(q)), q.prompt).toBe(q.answer === 'taken');
    }
  });

  it('the M-th stall and the reaper: the bound dive after the question’s crashes, with the job in the answer’s lane', () => {
    for (const q of [...questions('mthStall'), ...questions('reaper')]) {
      const s = read(q, boundFromLink);
      expect(currentStep(s).lane, q.prompt).toBe(q.answer);
    }
  });

  it('the client loop: the one-step dive at the end of the question’s order, with the answer’s stall count', () => {
    for (const q of questions('clientLoop')) {
      const s = read(q, oneStepFromLink);
      expect(s.cursor).toBe(s.schedule.length);
      expect(sessionOf(s).ks.hget(K.job('j1'), 'stalled'), q.prompt).toBe(q.answer);
    }
  });

  it('the slow worker: the hub on the question’s own run, at w1’s accepted complete (once) or at w2’s claim, the second start (twice)', () => {
    const qs = questions('slowWorker');
    expect(new Set(qs.map((q) => q.answer))).toEqual(new Set(['once', 'twice']));
    for (const q of qs) {
      const { event, ks } = openedHub(q);
      if (q.answer === 'once') {
        expect(factOf(event.facts, 'job/completed'), q.prompt).toBeDefined();
        expect(ks.hget(K.job('j1'), 'attempts')).toBe('1');
      } else {
        expect(factOf(event.facts, 'job/claimed')?.worker, q.prompt).toBe('w2');
        expect(ks.hget(K.job('j1'), 'attempts')).toBe('2');
      }
    }
  });

  it('fencing: the hub on the question’s own run, at w1’s own complete or extend, accepted or refused as the answer says', () => {
    const qs = questions('fencing');
    expect(new Set(qs.map((q) => q.answer))).toEqual(new Set(['accepted', 'refused']));
    for (const q of qs) {
      const { event } = openedHub(q);
      expect(event.input.op === 'complete' || event.input.op === 'extend', q.prompt).toBe(true);
      expect((event.input as { token: string }).token).toBe('w1:1');
      const refused = factOf(event.facts, 'complete/rejected') !== undefined || factOf(event.facts, 'lease/lost') !== undefined;
      expect(refused, q.prompt).toBe(q.answer === 'refused');
    }
  });

  it('the group lane: the course page’s sweep.lua at the lines that put the job where the answer says (its group’s lane, or the dead set)', () => {
    const qs = questions('groupLane');
    expect(new Set(qs.map((q) => q.answer))).toEqual(new Set(['lane', 'dead']));
    for (const q of qs) {
      expect(q.link.view).toBe('hub');
      const target = seeTargetOf(q.link.hash);
      expect(target?.kind).toBe('sweepLines');
      if (target?.kind !== 'sweepLines') continue;
      expect(q.link.label).toBe(`the course page (sweep.lua, lines ${target.from} to ${target.to})`);
      const lines = SWEEP_LUA.slice(target.from - 1, target.to).join('\n');
      if (q.answer === 'lane') {
        expect(lines).toContain("'g:' .. group .. ':pending'");
        expect(lines).toContain("redis.call('ZADD', lane, 0, id)");
        expect(lines).not.toContain('KEYS[3]');
      } else {
        expect(lines).toContain("redis.call('ZADD', KEYS[3], 0, id)");
        expect(lines).not.toContain("'g:'");
      }
    }
  });

  it('covers every idea the quiz asks about', () => {
    expect(QUIZ_IDEAS).toEqual(['expired', 'mthStall', 'slowWorker', 'clientLoop', 'serverClock', 'reaper', 'groupLane', 'fencing']);
  });
});
