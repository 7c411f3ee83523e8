/**
 * The quiz section's id: the course page's "Jump to the quiz" link (and an address ending `#quiz`)
 * lands on it. Its own module, so the page's link does not pull the quiz's chunk in.
 */
export const QUIZ_ANCHOR = 'quiz';
