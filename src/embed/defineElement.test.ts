import { describe, expect, it } from 'vitest';

describe('defining the element (embed.js, and the npm package’s defineStalledRecoveryView)', () => {
  it('can be imported and called on a server, where there is no HTMLElement or customElements, and does nothing', async () => {
    expect(typeof HTMLElement).toBe('undefined');
    const { defineElement, ELEMENT_NAME } = await import('./element');
    expect(defineElement()).toBe(ELEMENT_NAME);
    expect(defineElement('course-view', 'https://example.org/course/')).toBe('course-view');
  });
});
