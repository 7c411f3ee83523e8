import { describe, expect, it } from 'vitest';
import { queryLink } from '../../model/dives/linkSource';
import { fromLink as detectFromLink } from '../../model/dives/detect/detectLink';
import { LINK_PARAMS, nearestParam } from './linkShape';
import { linkShapeProblems } from './query';

describe('a link parameter the page does not know', () => {
  it('names a misspelt parameter with the nearest one it knows', () => {
    expect(linkShapeProblems('?view=hub&stp=14')).toEqual(['stp=14 is not a parameter of this page, so it is ignored; did you mean step?']);
    expect(linkShapeProblems('?view=hub&Step=3')).toEqual(['Step=3 is not a parameter of this page, so it is ignored; did you mean step?']);
    expect(linkShapeProblems('?view=detect&wokers=100')).toEqual(['wokers=100 is not a parameter of this page, so it is ignored; did you mean workers?']);
    expect(linkShapeProblems('?view=run&preset=busy-hour&sede=4')).toEqual(['sede=4 is not a parameter of this page, so it is ignored; did you mean seed?']);
    expect(linkShapeProblems('?vew=run')).toEqual(['vew=run is not a parameter of this page, so it is ignored; did you mean view?']);
  });

  it('leaves alone a parameter close to none, such as a host page’s own', () => {
    for (const search of ['?utm_source=mail', '?q=redis', '?id=7', '?ref=docs', '?fbclid=abc', '?view=hub&step=3&job=JOB-a&then=sweep']) {
      expect(linkShapeProblems(search)).toEqual([]);
    }
    expect(nearestParam('step')).toBeNull();
  });

  it('knows every parameter the views table declares', async () => {
    const { VIEWS } = await import('../app/views');
    for (const v of VIEWS) for (const p of v.params) expect(LINK_PARAMS).toContain(p);
  });
});

describe('a number written another way', () => {
  it('names workers=1e2 with its field and what is accepted, instead of reading it as 100', () => {
    for (const v of ['1e2', '0x64', ' 100', '100.0', '']) {
      const link = queryLink(`?workers=${encodeURIComponent(v)}`);
      expect(detectFromLink(link).workersIndex).toBe(0);
      expect(link.problems).toEqual([`workers=${v} is not one of 6, 100, 1000, 10000, 100000, so 6 is used.`]);
    }
    const ok = queryLink('?workers=100');
    expect(detectFromLink(ok).workersIndex).toBe(1);
    expect(ok.problems).toEqual([]);
  });
});
