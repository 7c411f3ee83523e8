import { describe, expect, it } from 'vitest';
import { ELEMENT_ATTRIBUTES, readElementAttributes } from './elementAttributes';

const attrs = (given: Record<string, string>) => (name: string) => (Object.hasOwn(given, name) ? given[name]! : null);

describe("an element's attributes", () => {
  it('open the view they name with its own parameters, in the auto theme by default', () => {
    expect(readElementAttributes(attrs({ view: 'bound', m: '2', run: 'bb' }))).toEqual({
      view: 'bound',
      theme: 'auto',
      search: '?m=2&run=bb',
      scenario: null,
      inline: null,
      compact: false,
      problems: [],
    });
  });

  it('ask for the compact form with a bare compact or compact="1", and name any other value', () => {
    expect(readElementAttributes(attrs({ view: 'run', compact: '' }), ['view', 'compact'])).toMatchObject({ view: 'run', compact: true, search: '', problems: [] });
    expect(readElementAttributes(attrs({ compact: '1' }), ['compact']).compact).toBe(true);
    const bad = readElementAttributes(attrs({ view: 'list', compact: 'yes' }), ['view', 'compact']);
    expect(bad.compact).toBe(false);
    expect(bad.problems).toEqual(['compact="yes" is not compact or compact="1", so the whole view is shown.']);
    expect(ELEMENT_ATTRIBUTES).toContain('compact');
  });

  it('open the hub when no view is given, and take a theme and a scenario URL as given', () => {
    const read = readElementAttributes(attrs({ theme: 'dark', step: '14', job: 'JOB-d', scenario: 'https://docs.example/story.json' }));
    expect(read).toMatchObject({ view: 'hub', theme: 'dark', search: '?step=14&job=JOB-d', scenario: 'https://docs.example/story.json', problems: [] });
  });

  it('fall back from a bad view and a bad theme, naming each', () => {
    const read = readElementAttributes(attrs({ view: 'Hub', theme: 'sepia' }));
    expect(read.view).toBe('hub');
    expect(read.theme).toBe('auto');
    expect(read.problems).toEqual([
      'view="Hub" is not one of hub, run, detect, bound, onestep, list, so the hub is shown.',
      'theme=sepia is not one of auto, light or dark, so the auto theme is used.',
    ]);
  });

  it("leave out another view's parameter, naming it", () => {
    const read = readElementAttributes(attrs({ view: 'hub', preset: 'command-worker', step: '3' }));
    expect(read.search).toBe('?step=3');
    expect(read.problems).toEqual(['preset is not a setting of the hub view, so it is ignored.']);
  });

  it('name an attribute they do not know, with the one it looks like, and ignore HTML’s own', () => {
    const given = { view: 'hub', stp: '14', colour: 'red', class: 'wide', id: 'demo', 'data-x': '1', 'aria-describedby': 'n', style: '' };
    const read = readElementAttributes(attrs(given), Object.keys(given));
    expect(read.search).toBe('');
    expect(read.problems).toEqual([
      'stp is not an attribute of <stalled-recovery-view> (did you mean step?), so it is ignored.',
      'colour is not an attribute of <stalled-recovery-view>, so it is ignored.',
    ]);
  });

  it('name a story given to a view other than the hub, which reads none', () => {
    const read = readElementAttributes(attrs({ view: 'run', scenario: 'stories/invoices.story.json' }), ['view', 'scenario'], '{}');
    expect(read.scenario).toBeNull();
    expect(read.inline).toBeNull();
    expect(read.problems).toEqual([
      'scenario is read only by the hub view, so the run view ignores it.',
      'The story inside the element (its <script type="application/json">) is read only by the hub view, so the run view ignores it.',
    ]);
  });

  it('keep the hub’s inline story as given', () => {
    expect(readElementAttributes(attrs({}), [], '{"format":"emq-scenario/1"}')).toMatchObject({ view: 'hub', inline: '{"format":"emq-scenario/1"}', problems: [] });
  });

  it("are observed for every view's parameters", () => {
    for (const name of ['view', 'theme', 'scenario', 'step', 'job', 'then', 'preset', 'seed', 'jobs', 'now', 'm', 'mode', 'sched', 'at']) {
      expect(ELEMENT_ATTRIBUTES).toContain(name);
    }
  });
});
