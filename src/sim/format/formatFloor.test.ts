import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The scenario and trace formats are what the emulation, the engine, the CLI and the real-Redis
// runner all agree on, so they sit below all of them and lean on nothing else.
describe('the format floor', () => {
  it('no file in src/sim/format imports from another simulator folder or a package', () => {
    const files = readdirSync(__dirname).filter((n) => /\.ts$/.test(n) && !/\.test\.ts$/.test(n));
    expect(files.length).toBeGreaterThanOrEqual(3);
    const offences = files.flatMap((name) => {
      const imports = [...readFileSync(join(__dirname, name), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
      return imports.filter((p) => !p.startsWith('./')).map((p) => `${name} imports ${p}`);
    });
    expect(offences).toEqual([]);
  });
});
