import { describe, expect, it } from 'vitest';
import { HUB } from '../../model/presets/hub';
import { bootHub } from '../hub/bootHub';
import { boot } from './boot';
import { DEFAULT_VIEW, VIEWS } from './views';

// The page's views, as the shell reads a link with them; the hub reads its own parameters when it mounts.
const PAGE = { views: VIEWS.filter((v) => v.component).map((v) => v.id), comingViews: VIEWS.filter((v) => !v.component).map((v) => v.id), defaultView: DEFAULT_VIEW };

describe('boot', () => {
  it('opens the hub at the step and job of a hub link', () => {
    const b = boot('?view=hub&step=14&job=JOB-b');
    expect(b.view).toBe('hub');
    expect(bootHub('?view=hub&step=14&job=JOB-b', PAGE).store.getState()).toMatchObject({ cursor: 14, selectedJobId: 'JOB-b' });
    expect(b.problems).toEqual([]);
  });

  it("leaves the hub at its start for a run view link: its step is the run's, and no notice names it", () => {
    for (const search of ['?view=run&step=3000', '?view=run&preset=crash-loop&seed=1&step=5', '?view=run&step=5&job=JOB-z']) {
      const b = boot(search);
      expect(b.view).toBe('run');
      expect(b.problems).toEqual([]);
      const hub = bootHub(search, PAGE);
      expect(hub.problems).toEqual([]);
      expect(hub.store.getState()).toMatchObject({ cursor: HUB.startCursor, selectedJobId: null });
    }
  });

  it("ignores a hub step in a dive's link", () => {
    const b = boot('?view=detect&now=20000&step=13');
    expect(b.view).toBe('detect');
    expect(b.problems).toEqual([]);
    expect(bootHub('?view=detect&now=20000&step=13', PAGE).store.getState().cursor).toBe(HUB.startCursor);
  });

  it('still names a bad hub step, and a bad view, falling back to the hub', () => {
    expect(bootHub('?view=hub&step=3000', PAGE).problems).toEqual([`step=3000 is not a step of this run (0 to 16), so it opens at step ${HUB.startCursor}.`]);
    const b = boot('?view=nope&step=3000');
    expect(b.view).toBe('hub');
    expect(b.problems).toEqual(['view=nope is not a view of this page, so the hub view is shown.']);
    expect(bootHub('?view=nope&step=3000', PAGE).problems).toHaveLength(2);
  });

  it('reads the view without building any view: the shell boots with none of the simulator', () => {
    expect(boot('?view=list&a=1&a=2')).toMatchObject({ view: 'list' });
    expect(boot('?view=list&a=1&a=2').problems).toHaveLength(1);
    expect(Object.keys(boot(''))).toEqual(['view', 'search', 'problems']);
  });
});
