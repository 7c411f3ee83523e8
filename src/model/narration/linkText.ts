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
};
