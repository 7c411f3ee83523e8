import { describe, expect, it } from 'vitest';
import { runScenario } from '../../sim/scenario/runScenario';
import { Keyspace } from '../../sim/redis/keyspace';
import { holds, QUIZ_IDEAS } from './questions';
import { feedbackOf, questionsOf, QUIZ_START, reduceQuiz, scoreOf, type QuizState } from './quizModel';

/** The keyspace real runs of the scenario end with, through the scenario runner (the trace path). */
function finalKeyspace(scenario: Parameters<typeof runScenario>[0]): Keyspace {
  const trace = runScenario(scenario);
  return Keyspace.fromDump(trace.steps[trace.steps.length - 1]!.keyspace);
}

function rounds(n: number): QuizState[] {
  const out: QuizState[] = [];
  let s = QUIZ_START;
  for (let i = 0; i < n; i++) {
    out.push(s);
    s = reduceQuiz(s, { type: 'more' });
  }
  return out;
}

describe('Check your understanding: the generated questions', () => {
  it('asks one question on each of the eight ideas per round, each with at least two options', () => {
    const qs = questionsOf(QUIZ_START);
    expect(qs.map((q) => q.idea)).toEqual(QUIZ_IDEAS);
    for (const q of qs) expect(q.options.length).toBeGreaterThanOrEqual(2);
  });

  it('gives, across 60 rounds, answers that equal what the simulator does with each question’s scenario', () => {
    for (const s of rounds(60)) {
      for (const q of questionsOf(s)) {
        const ks = finalKeyspace(q.scenario);
        const right = q.options.filter((o) => holds(ks, o.outcome)).map((o) => o.id);
        expect(right, `${q.id}: ${q.prompt}`).toEqual([q.answer]);
      }
    }
  });

  it('draws new numbers on "More questions", so the answers vary from round to round', () => {
    const all = rounds(60).flatMap((s) => questionsOf(s));
    for (const idea of QUIZ_IDEAS) {
      const answers = new Set(all.filter((q) => q.idea === idea).map((q) => q.answer));
      expect(answers.size, idea).toBeGreaterThanOrEqual(2);
    }
    const [a, b] = rounds(2).map((s) => questionsOf(s).map((q) => q.prompt).join('|'));
    expect(a).not.toBe(b);
  });

  it('counts a lease whose deadline equals now as expired', () => {
    const q = rounds(200).flatMap((s) => questionsOf(s)).find((q) => q.idea === 'expired' && / (t = [\d.]+ s) on the server clock\. A sweep runs at \1\./.test(q.prompt));
    expect(q).toBeDefined();
    expect(q!.answer).toBe('pending');
  });

  it('says right or wrong, with the reason and the answer, only after Check', () => {
    const q = questionsOf(QUIZ_START)[0]!;
    const wrong = q.options.find((o) => o.id !== q.answer)!;
    let s = reduceQuiz(QUIZ_START, { type: 'check', question: q.id });
    expect(feedbackOf(s, q)).toBeNull();
    s = reduceQuiz(s, { type: 'pick', question: q.id, option: wrong.id });
    expect(feedbackOf(s, q)).toBeNull();
    s = reduceQuiz(s, { type: 'check', question: q.id });
    expect(feedbackOf(s, q)!.right).toBe(false);
    expect(feedbackOf(s, q)!.text).toContain(q.options.find((o) => o.id === q.answer)!.text);
    expect(feedbackOf(s, q)!.text).toContain(q.why);
    s = reduceQuiz(s, { type: 'pick', question: q.id, option: q.answer });
    expect(feedbackOf(s, q)).toBeNull();
    s = reduceQuiz(s, { type: 'check', question: q.id });
    expect(feedbackOf(s, q)).toMatchObject({ right: true });
  });

  it('keeps a running score of the round: checks standing and how many were right; a new pick takes its check back, a new round starts at 0', () => {
    const [a, b, c] = questionsOf(QUIZ_START);
    const wrong = (q: typeof a) => q!.options.find((o) => o.id !== q!.answer)!.id;
    expect(scoreOf(QUIZ_START)).toEqual({ answered: 0, right: 0, total: 8 });
    let s = QUIZ_START;
    for (const [q, option] of [[a!, a!.answer], [b!, wrong(b)], [c!, c!.answer]] as const) {
      s = reduceQuiz(reduceQuiz(s, { type: 'pick', question: q.id, option }), { type: 'check', question: q.id });
    }
    expect(scoreOf(s)).toEqual({ answered: 3, right: 2, total: 8 });
    s = reduceQuiz(s, { type: 'pick', question: a!.id, option: wrong(a) });
    expect(scoreOf(s)).toEqual({ answered: 2, right: 1, total: 8 });
    expect(scoreOf(reduceQuiz(s, { type: 'more' }))).toEqual({ answered: 0, right: 0, total: 8 });
  });

  it('names, in each dive link’s “See it”, the moment it opens (the now, the crashes, the order), not only the dive', () => {
    for (const s of rounds(20))
      for (const q of questionsOf(s)) {
        if (q.link.view === 'hub') continue;
        expect(q.link.label, q.prompt).toMatch(/^Dive: (detect|bound|one step) \(.+\)$/);
        if (q.link.view === 'detect') expect(q.link.label).toMatch(/ t = \d/);
        if (q.link.view === 'bound') expect(q.link.label).toContain(`maxStalled ${q.link.params.m}`);
      }
  });
});
