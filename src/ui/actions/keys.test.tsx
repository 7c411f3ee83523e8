import { describe, expect, it } from 'vitest';
import { actionForKey, isTypingTarget } from './keys';
import { HUB_ACTIONS } from './hubActions';

const press = (key: string, target: EventTarget | null = document.body, mods: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) =>
  actionForKey(HUB_ACTIONS, { key, target, ctrlKey: false, altKey: false, metaKey: false, ...mods })?.id ?? null;

describe('actionForKey', () => {
  it('maps each letter to its action, in either case', () => {
    expect(press('s')).toBe('step-sweep');
    expect(press('S')).toBe('step-sweep');
    expect(press('c')).toBe('late-complete');
    expect(press('?')).toBe('help');
    expect(press('Escape')).toBe('deselect');
  });

  it('leaves modified presses to the browser', () => {
    expect(press('r', document.body, { ctrlKey: true })).toBeNull();
    expect(press('s', document.body, { metaKey: true })).toBeNull();
  });

  it('takes arrow keys only while focus is in the lanes, so they still scroll the page elsewhere', () => {
    expect(press('ArrowDown')).toBeNull();
    const lanes = document.createElement('div');
    lanes.dataset.keyscope = 'jobs';
    const chip = document.createElement('button');
    lanes.append(chip);
    document.body.append(lanes);
    expect(press('ArrowDown', chip)).toBe('next-job');
    expect(press('ArrowLeft', chip)).toBe('previous-job');
    lanes.remove();
  });

  it('ignores keys typed into fields and inside .nokey regions', () => {
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const box = document.createElement('div');
    box.className = 'nokey';
    const inner = document.createElement('button');
    box.append(inner);
    expect(press('s', input)).toBeNull();
    expect(press('s', area)).toBeNull();
    expect(press('s', inner)).toBeNull();
    const check = document.createElement('input');
    check.type = 'checkbox';
    expect(isTypingTarget(check)).toBe(false);
  });
});
