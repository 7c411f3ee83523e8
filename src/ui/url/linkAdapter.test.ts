import { describe, expect, it } from 'vitest';
import { addressBarLink, memoryLink, replacingLink } from './linkAdapter';

describe('a memory link', () => {
  it('starts at its search and replaces its own parameters, keeping the others', () => {
    const link = memoryLink('?view=hub&host=1');
    link.write({ step: '14', job: 'JOB-b' });
    expect(link.search()).toBe('?view=hub&host=1&step=14&job=JOB-b');
    link.write({ job: null });
    expect(link.search()).toBe('?view=hub&host=1&step=14');
    expect(link.href({ embed: '1' })).toBe('?view=hub&host=1&step=14&embed=1');
  });

  it('goes Back and Forward over the entries a push made, telling its subscribers', () => {
    const link = memoryLink('?view=hub');
    const seen: string[] = [];
    const stop = link.subscribe((s) => seen.push(s));
    link.write({ view: 'run' }, 'push');
    expect(link.search()).toBe('?view=run');
    expect(link.back()).toBe(true);
    expect(link.search()).toBe('?view=hub');
    expect(link.back()).toBe(false);
    expect(link.forward()).toBe(true);
    stop();
    link.back();
    expect(seen).toEqual(['?view=hub', '?view=run']);
  });

  it('keeps its hash as the address bar does: stepping keeps it, a view switch leaves it behind, Back brings it again', () => {
    const link = memoryLink('?view=hub', '#scenario=1.abc');
    expect(link.hash()).toBe('#scenario=1.abc');
    link.write({ step: '3' });
    expect(link.hash()).toBe('#scenario=1.abc');
    expect(link.href({ job: 'a' })).toBe('?view=hub&step=3&job=a#scenario=1.abc');
    expect(link.href({ view: 'run' }, '#scenario=1.xyz')).toBe('?view=run&step=3#scenario=1.xyz');
    expect(link.href({}, '')).toBe('?view=hub&step=3');
    link.write({ view: 'run' }, 'push');
    expect(link.hash()).toBe('');
    link.back();
    expect(link.hash()).toBe('#scenario=1.abc');
    expect(memoryLink('', 'scenario=1.q').hash()).toBe('#scenario=1.q');
  });

  it('shares nothing with another memory link', () => {
    const a = memoryLink('?step=1');
    const b = memoryLink('?step=1');
    a.write({ step: '2' });
    expect(b.search()).toBe('?step=1');
  });
});

describe('the address bar link outside a browser', () => {
  it('reads an empty search and hash and writes nothing', () => {
    expect(addressBarLink().hash()).toBe('');
    const link = addressBarLink();
    expect(link.search()).toBe('');
    link.write({ step: '3' });
    expect(link.search()).toBe('');
    expect(link.href({ step: '3' })).toBe('?step=3');
  });
});

describe('a link inside an iframe (embed=1)', () => {
  it('turns a push into a replace, so the host page gains no history entry', () => {
    const inner = memoryLink('?view=hub&embed=1');
    const link = replacingLink(inner);
    link.write({ view: 'run' }, 'push');
    expect(link.search()).toBe('?view=run&embed=1');
    // No entry was added: there is nothing to go Back to.
    expect(inner.back()).toBe(false);
    expect(link.href({ embed: null })).toBe('?view=run');
  });
});
