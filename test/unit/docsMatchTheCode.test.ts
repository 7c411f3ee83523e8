import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERBS } from '../../src/sim/queue/invocation';
import { runScenario } from '../../src/sim/scenario/runScenario';
import { parseStory } from '../../src/sim/story/story';

const MODEL = readFileSync(new URL('../../docs/model.md', import.meta.url), 'utf8');
const FORMAT = readFileSync(new URL('../../docs/scenario-format.md', import.meta.url), 'utf8');

describe('docs/scenario-format.md', () => {
  it('gives a complete example that the simulator reads, story block included, and runs to the end', () => {
    const section = FORMAT.slice(FORMAT.indexOf('## A complete small example'));
    const json = /```json\n([\s\S]*?)\n```/.exec(section)![1]!;
    const { scenario, story } = parseStory(json);
    expect(scenario.steps.length).toBeGreaterThanOrEqual(4);
    expect(story.captions.size).toBeGreaterThan(0);
    expect(runScenario(scenario).steps).toHaveLength(scenario.steps.length);
  });
});

describe('docs/model.md', () => {
  for (const verb of VERBS) {
    it(`shows ${verb}.lua exactly as the page shows it and Redis runs it`, () => {
      const file = readFileSync(new URL(`../../src/sim/queue/scripts/${verb}.lua`, import.meta.url), 'utf8');
      expect(MODEL).toContain('```lua\n' + file.replace(/\n$/, '') + '\n```');
    });
  }

  it('has every section the code cites by name', () => {
    const headings = new Set(MODEL.split('\n').filter((l) => l.startsWith('#')).map((l) => l.replace(/^#+\s*/, '')));
    const cited = new Set<string>();
    const src = new URL('../../src', import.meta.url).pathname;
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, e.name);
        if (e.isDirectory()) walk(path);
        else if (/\.(ts|tsx|lua)$/.test(e.name)) for (const m of readFileSync(path, 'utf8').matchAll(/docs\/model\.md,? "([^"]+)"/g)) cited.add(m[1]!);
      }
    };
    walk(src);
    expect(cited.size).toBeGreaterThan(3);
    for (const h of cited) expect(headings, `a citation names "${h}"`).toContain(h);
  });
});
