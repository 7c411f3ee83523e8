/** How long one slice of building a long text may hold the main thread, in milliseconds (under a frame). */
export const JOIN_SLICE_MS = 12;

/**
 * Joins the lines a generator yields into one text, each line ending in a newline, a slice of at
 * most `sliceMs` milliseconds at a time with a turn for the browser (input, paint) between two, so
 * a long run's redis-cli text (megabytes) never blocks the page. The first slice runs at once: a
 * short text is done before the first await. Resolves with the text and its number of lines;
 * rejects with what the generator throws.
 */
export async function joinInSlices(
  lines: Iterator<string>,
  { sliceMs = JOIN_SLICE_MS, now = () => performance.now(), later = () => new Promise<void>((done) => setTimeout(done, 0)) }: { sliceMs?: number; now?: () => number; later?: () => Promise<void> } = {},
): Promise<{ text: string; lines: number }> {
  const parts: string[] = [];
  for (;;) {
    const start = now();
    do {
      const r = lines.next();
      if (r.done) return { text: parts.length ? `${parts.join('\n')}\n` : '', lines: parts.length };
      parts.push(r.value);
    } while (now() - start < sliceMs);
    await later();
  }
}
