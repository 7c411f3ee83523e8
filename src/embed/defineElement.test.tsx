import { describe, expect, it } from 'vitest';
import { defineElement, StalledRecoveryViewElement } from './element';

describe('defining the element in a browser', () => {
  it('defines it once: a second call, under the same name, keeps the first definition', () => {
    expect(defineElement()).toBe('stalled-recovery-view');
    const first = customElements.get('stalled-recovery-view');
    expect(first).toBe(StalledRecoveryViewElement);
    expect(defineElement('stalled-recovery-view', 'https://example.org/course/')).toBe('stalled-recovery-view');
    expect(customElements.get('stalled-recovery-view')).toBe(first);
  });

  it('defines it under a second name as well, with the course page it was given', () => {
    defineElement();
    defineElement('course-view', 'https://example.org/course/');
    const alias = customElements.get('course-view') as (typeof StalledRecoveryViewElement & { page?: string }) | undefined;
    expect(alias && alias.prototype instanceof StalledRecoveryViewElement).toBe(true);
    expect(alias?.page).toBe('https://example.org/course/');
  });

  it('throws the registry’s SyntaxError for a name that is not a custom element name', () => {
    expect(() => defineElement('view')).toThrow(/not a valid custom element name|SyntaxError/i);
  });
});
