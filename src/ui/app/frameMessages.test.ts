import { describe, expect, it } from 'vitest';
import { heightMessage, isHelloMessage, themeFromMessage } from './frameMessages';

describe('the messages a parent page posts to the frame', () => {
  it('takes a theme message with auto, light or dark', () => {
    expect(themeFromMessage({ type: 'stalled-recovery:theme', theme: 'dark' })).toBe('dark');
    expect(themeFromMessage({ type: 'stalled-recovery:theme', theme: 'light' })).toBe('light');
    expect(themeFromMessage({ type: 'stalled-recovery:theme', theme: 'auto' })).toBe('auto');
  });

  it('ignores a theme message whose theme is not one of the three, in any case or spacing', () => {
    for (const theme of ['Dark', ' dark', 'sepia', '', null, 1, ['dark'], { dark: true }]) {
      expect(themeFromMessage({ type: 'stalled-recovery:theme', theme })).toBeNull();
    }
  });

  it("ignores anything that is not a theme message: other types, strings, arrays, null, another widget's messages", () => {
    for (const data of [
      'stalled-recovery:theme',
      ['stalled-recovery:theme', 'dark'],
      null,
      undefined,
      42,
      { theme: 'dark' },
      { type: 'stalled-recovery:height', theme: 'dark' },
      { type: 'other-widget:theme', theme: 'dark' },
    ]) {
      expect(themeFromMessage(data)).toBeNull();
    }
  });

  it('does not read a theme from the prototype chain', () => {
    const data = Object.create({ type: 'stalled-recovery:theme', theme: 'dark' });
    expect(themeFromMessage(data)).toBeNull();
  });
});

describe('the height message the frame posts', () => {
  it('names its type and the height in whole CSS pixels, rounded up', () => {
    expect(heightMessage(812.2)).toEqual({ type: 'stalled-recovery:height', height: 813 });
    expect(heightMessage(-3)).toEqual({ type: 'stalled-recovery:height', height: 0 });
  });
});

describe('a hello from frames.js', () => {
  it('is told from every other message a host may post', () => {
    expect(isHelloMessage({ type: 'stalled-recovery:hello' })).toBe(true);
    expect(isHelloMessage({ type: 'stalled-recovery:theme', theme: 'dark' })).toBe(false);
    expect(isHelloMessage(Object.create({ type: 'stalled-recovery:hello' }))).toBe(false);
    expect(isHelloMessage('stalled-recovery:hello')).toBe(false);
    expect(isHelloMessage(null)).toBe(false);
  });
});
