/**
 * Words with their inline marks, as the catalogue hands a paragraph to a component that shows
 * code, emphasis or a link inside a sentence: a list of parts, each plain text or one mark. The
 * component renders the parts in order (src/ui/text/RichText.tsx) and adds no words of its own.
 */
export type Part =
  | string
  | { code: string; className?: string }
  | { strong: string }
  | { em: string }
  | { link: string; href: string };

/** A run of parts: a sentence or a paragraph. */
export type Rich = readonly Part[];

/** The words of a run without its marks (an accessible name, a test's expectation). */
export function plainText(parts: Rich): string {
  return parts.map((p) => (typeof p === 'string' ? p : 'code' in p ? p.code : 'strong' in p ? p.strong : 'em' in p ? p.em : p.link)).join('');
}
