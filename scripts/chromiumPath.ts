import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The names a Chromium (or Chrome) executable goes by on Debian, Ubuntu, Fedora, Arch and macOS's Homebrew. */
const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

/**
 * The Chromium the browser tests and scripts drive: `CHROMIUM_PATH` when it is set, else the first
 * of the usual executable names found on `PATH`. Playwright never downloads a browser here (no such
 * download reaches every machine), so a system Chromium is required: `scripts/setup-system.sh`
 * installs Debian's and names what to install elsewhere. Throws an Error naming `CHROMIUM_PATH`
 * when none is found.
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of NAMES) {
      const file = join(dir, name);
      try {
        accessSync(file, constants.X_OK);
        return file;
      } catch {
        // not here; try the next name
      }
    }
  }
  throw new Error(`no Chromium found on PATH (looked for ${NAMES.join(', ')}): install one, or set CHROMIUM_PATH to its executable`);
}
