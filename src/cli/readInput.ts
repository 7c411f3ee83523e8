import { closeSync, openSync, readSync } from 'node:fs';

/**
 * The first `maxBytes + 1` bytes of a file (`-`: standard input) as UTF-8 text, so a file over the
 * limit is known to be over it without reading it all (`/dev/zero` ends at once). Throws the
 * file system's error (its `code`: ENOENT, EISDIR, EACCES…).
 */
export function readAtMost(file: string, maxBytes: number): string {
  const fd = file === '-' ? 0 : openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      let n: number;
      try {
        n = readSync(fd, buffer, length, buffer.length - length, null);
      } catch (e) {
        // standard input in non-blocking mode has nothing yet: try again
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue;
        throw e;
      }
      if (n === 0) break;
      length += n;
    }
    return buffer.toString('utf8', 0, length);
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}
