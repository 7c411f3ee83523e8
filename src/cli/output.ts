/**
 * Standard output written in chunks of about 64 KB, waiting for the pipe to drain, so a trace of
 * gigabytes streams in constant memory (one string of it would pass V8's string limit).
 */
export class ChunkedOutput {
  private pending = '';

  constructor(private readonly out: NodeJS.WritableStream = process.stdout) {}

  /** Adds `text`; flushes when 64 KB have gathered. */
  async write(text: string): Promise<void> {
    this.pending += text;
    if (this.pending.length >= 65_536) await this.flush();
  }

  /** Writes what has gathered and waits until the stream takes more. */
  async flush(): Promise<void> {
    if (!this.pending) return;
    const chunk = this.pending;
    this.pending = '';
    if (!this.out.write(chunk)) await new Promise<void>((resolve) => this.out.once('drain', () => resolve()));
  }
}

/**
 * A message for the CLI's one stderr line: control characters and line breaks as spaces, and at
 * most `max` characters (user text inside it is already cut shorter by the parser).
 */
export function oneLine(message: string, max = 300): string {
  const flat = message.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A file name as a message names it: on one line and at most 80 characters. */
export function shownFile(file: string): string {
  const flat = oneLine(file, 1_000);
  return flat.length > 80 ? `…${flat.slice(-79)}` : flat;
}
