// Part of the catalogue (catalogue.ts re-exports it): what the page's notice says about a link it
// could not use in full. Kept apart because the page shell reads the link in the first view,
// before the rest of the catalogue has loaded.

/** The notice's words about a link: a misspelt parameter, and a story file it names that cannot be fetched. */
export const LINK_TEXT = {
  /** A parameter no view reads whose name is close to one they do (`stp=14`). */
  unknownParam: (name: string, value: string, nearest: string) => `${name}=${value} is not a parameter of this page, so it is ignored; did you mean ${nearest}?`,
  /** Why a story file's address is not fetched: it names a user or password (`https://user:pass@host/…`). */
  storyCredentials: 'its address holds a user name or password (user:pass@), and the page never sends credentials written in an address; publish the file where it can be read without them',
  /** Why a story file did not arrive: its server sent nothing in time. */
  storyTimeout: (host: string, seconds: number) => `no answer from ${host} within ${seconds} seconds; check that the server is up and the address is right`,
  /** Two or more values of one parameter (`step=3&step=9`): the first is read. `first` is the value shown. */
  givenTimes: (name: string, times: number, first: string) => `${name} is given ${times} times, so only the first, ${name}=${first}, is used.`,
  /** A value longer than the page reads (`length` and `limit` already written with their digits grouped). */
  overLimit: (name: string, length: string, limit: string) => `${name}= is ${length} characters long, over the limit of ${limit}, so it is ignored.`,
  embedNotOne: (value: string) => `embed=${value} is not embed=1, so the whole page is shown.`,
  /** `compact=` in a link, or the element's `compact` attribute (an empty value also asks for the compact form there). */
  compactNotOne: (value: string, attribute: boolean) =>
    `${attribute ? `compact="${value}" is not compact or compact="1"` : `compact=${value} is not compact=1`}, so the whole view is shown.`,
  themeUnknown: (value: string, fallback: string) => `theme=${value} is not one of auto, light or dark, so the ${fallback} theme is used.`,
  viewNotBuilt: (value: string, fallback: string) => `view=${value} is not built yet, so the ${fallback} view is shown.`,
  viewUnknown: (value: string, fallback: string) => `view=${value} is not a view of this page, so the ${fallback} view is shown.`,
  /** The hub's `step=` outside its story. */
  stepNotInRun: (value: string, maxStep: number, fallback: number) => `step=${value} is not a step of this run (0 to ${maxStep}), so it opens at step ${fallback}.`,
  jobMissing: (value: string, step: number) => `job=${value} does not exist at step ${step}, so no job is selected.`,
  /** The hub's `then=` with more steps than a story may have. */
  thenTooLong: (steps: number, max: number) => `then= has ${steps} steps; only the first ${max} are used.`,
  thenBadWord: (word: string, maxTickMs: number) => `then: "${word}" is not a hub step (sweep, tick+MS with MS from 1 to ${maxTickMs}, or late), so it was skipped.`,
  /** A parameter's value as the notice names it, then why it was not used: `seed=abc is not a whole number…`. */
  rejected: (name: string, value: string, why: string) => `${name}=${value} ${why}`,
  /** Why a number was not used (`unit` follows the fallback: ` ms`, or nothing). */
  notWholeNumber: (lo: number, hi: number, fallback: number, unit: string) => `is not a whole number from ${lo} to ${hi}, so ${fallback}${unit} is used.`,
  notOneOf: (options: readonly string[], fallback: string) => `is not one of ${options.join(', ')}, so ${fallback} is used.`,
};
