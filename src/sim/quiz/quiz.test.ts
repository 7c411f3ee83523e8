import { describe, expect, it } from 'vitest';
import { runScenario } from '../scenario/runScenario';
import { Keyspace } from '../redis/keyspace';
import { holds, QUIZ_IDEAS } from './questions';
import { feedbackOf, questionsOf, QUIZ_START, reduceQuiz, type QuizState } from './quizModel';

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
});
