import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUIZ_IDEAS } from '../../model/quiz/questions';
import { questionsOf, QUIZ_START, reduceQuiz } from '../../model/quiz/quizModel';
import { decodeStoryLink, storyLinkOf } from '../story/storyLink';
import { checkStoryFile, findingLines } from './checkStory';

const STORIES = new URL('../../../public/stories/', import.meta.url);

/** The story files the page links to (each quiz question's hub link carries one in its hash), over `rounds` rounds. */
function quizStories(rounds = 20): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (let s = QUIZ_START, i = 0; i < rounds; i++, s = reduceQuiz(s, { type: 'more' })) {
    for (const q of questionsOf(s)) {
      const inHash = storyLinkOf(q.link.hash);
      if (inHash !== null) out.push({ where: `${q.idea} (round ${i + 1})`, text: decodeStoryLink(inHash) });
    }
  }
  return out;
}

describe('every story the course ships passes `sim --check` with no finding', () => {
  it('the stories in public/stories have no error and no warning', () => {
    const files = readdirSync(STORIES).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(findingLines(checkStoryFile(readFileSync(new URL(f, STORIES), 'utf8'))), f).toEqual([]);
  });

  it('the quiz’s own runs, opened in the hub as stories, have no error and no warning', () => {
    const stories = quizStories();
    // The slow worker and fencing ask about the hub on their own run.
    expect(new Set(stories.map((s) => s.where.split(' ')[0]))).toEqual(new Set(QUIZ_IDEAS.filter((i) => i === 'slowWorker' || i === 'fencing')));
    for (const { where, text } of stories) expect(findingLines(checkStoryFile(text)), where).toEqual([]);
  });
});
