import { describe, expect, it } from 'vitest';
import { firstScreenOf, hydratesAs } from './firstScreen';

const VIEWS = ['hub', 'run', 'detect', 'bound', 'onestep', 'list'];
const THEMES = ['auto', 'light', 'dark'];
const pick = (search: string, hash = '') => firstScreenOf(search, hash, VIEWS, THEMES);
const hydrates = (placed: string | null, search: string, hash = '') => hydratesAs(placed, search, hash, VIEWS, THEMES);

describe('which links hydrate the prerendered first screen', () => {
  it('hydrates the bare page and its own reload (?view=hub)', () => {
    expect(hydrates('hub', '')).toBe('hub');
    expect(hydrates('hub', '?view=hub')).toBe('hub');
  });
  it("renders fresh over the hub's markup for any link that opens somewhere else", () => {
    for (const s of ['?view=run', '?view=hub&step=3', '?job=JOB-a', '?view=hub&embed=1', '?view=hub&view=run', '?view=nope'])
      expect(hydrates('hub', s)).toBe(null);
  });
  it("hydrates another view's screen once the screen script has placed it, loading that view", () => {
    expect(hydrates('run', '?view=run')).toBe('run');
    expect(hydrates('onestep-embed', '?view=onestep&embed=1')).toBe('onestep');
    expect(hydrates('hub-embed', '?embed=1')).toBe('hub');
    expect(hydrates('list', '?theme=dark&view=list')).toBe('list');
  });
  it('renders fresh when the root holds another screen than the link draws, or nothing', () => {
    expect(hydrates('run', '?view=run&embed=1')).toBe(null);
    expect(hydrates('run-embed', '?view=run')).toBe(null);
    expect(hydrates(null, '?view=run')).toBe(null);
    expect(hydrates(null, '')).toBe(null);
  });
});

describe('which first screen a link paints', () => {
  it('paints each view at its default link exactly, full page and embedded', () => {
    for (const v of VIEWS) {
      expect(pick(`?view=${v}`)).toEqual({ screen: v, view: v, exact: true });
      expect(pick(`?view=${v}&embed=1`)).toEqual({ screen: `${v}-embed`, view: v, exact: true });
    }
    expect(pick('')).toEqual({ screen: 'hub', view: 'hub', exact: true });
    expect(pick('embed=1')).toEqual({ screen: 'hub-embed', view: 'hub', exact: true });
  });
  it('keeps a valid theme exact: the theme is painted by the html element, not by the markup', () => {
    for (const t of THEMES) expect(pick(`?view=bound&theme=${t}`)?.exact).toBe(true);
  });
  it("paints the named view's screen, not exactly, for a link with the view's own parameters or a story", () => {
    expect(pick('?view=run&seed=7')).toEqual({ screen: 'run', view: 'run', exact: false });
    expect(pick('?view=hub&step=3&job=JOB-a')).toEqual({ screen: 'hub', view: 'hub', exact: false });
    expect(pick('?view=onestep&embed=1&sweepers=2')).toEqual({ screen: 'onestep-embed', view: 'onestep', exact: false });
    expect(pick('?view=hub', '#scenario=1.abc')?.exact).toBe(false);
  });
  it('is not exact for what the page names in its notice: a repeated parameter, a bad theme, an embed other than 1', () => {
    expect(pick('?view=run&view=run')?.exact).toBe(false);
    expect(pick('?view=run&theme=sepia')?.exact).toBe(false);
    expect(pick('?view=run&embed=yes')).toEqual({ screen: 'run', view: 'run', exact: false });
  });
  it('paints no screen of its own for a view the page does not have (the hub stays, the app renders fresh)', () => {
    expect(pick('?view=nope')).toBe(null);
    expect(pick('?view=')).toBe(null);
  });
});
