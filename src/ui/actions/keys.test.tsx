import { describe, expect, it } from 'vitest';
import { HUB_ACTIONS } from '../hub/hubActions';
import { RUN_ACTIONS } from '../run/runActions';
import { actionForKey, isTypingTarget } from './keys';
import { ariaKeys, keyName, type Action } from './types';

type Mods = Partial<Record<'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey', boolean>>;
const pressIn =
  <C,>(actions: readonly Action<C>[]) =>
  (key: string, target: EventTarget | null = document.body, mods: Mods = {}) =>
    actionForKey(actions, { key, target, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, ...mods })?.id ?? null;
const press = pressIn(HUB_ACTIONS);
const pressRun = pressIn(RUN_ACTIONS);

describe('actionForKey', () => {
  it('maps each letter to its action, in either case', () => {
    expect(press('s')).toBe('step-sweep');
    expect(press('S', document.body, { shiftKey: true })).toBe('step-sweep');
    expect(press('l')).toBe('late-complete');
    expect(press('?', document.body, { shiftKey: true })).toBe('help');
    expect(press('Escape')).toBe('deselect');
  });

  it('leaves modified presses to the browser', () => {
    expect(press('r', document.body, { ctrlKey: true })).toBeNull();
    expect(press('s', document.body, { metaKey: true })).toBeNull();
    expect(pressRun('ArrowRight', document.body, { altKey: true })).toBeNull();
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

  it('steps the hub story with ← and → outside the lanes, and walks the jobs with them on a job', () => {
    expect(press('ArrowRight')).toBe('next-step');
    expect(press('ArrowLeft')).toBe('previous-step');
    const lanes = document.createElement('div');
    lanes.dataset.keyscope = 'jobs';
    const chip = document.createElement('button');
    lanes.append(chip);
    document.body.append(lanes);
    expect(press('ArrowRight', chip)).toBe('next-job');
    expect(press('ArrowUp', chip)).toBe('previous-job');
    lanes.remove();
  });

  it('leaves a focused radio button its arrows, so a prediction can be changed from the keyboard', () => {
    const radio = document.createElement('input');
    radio.type = 'radio';
    document.body.append(radio);
    expect(press('ArrowRight', radio)).toBeNull();
    expect(press('s', radio)).toBe('step-sweep');
    radio.remove();
  });

  it('leaves a focused scroller its arrows, so the sequence diagram scrolls instead of stepping', () => {
    const scroller = document.createElement('div');
    scroller.dataset.ownsArrows = '';
    document.body.append(scroller);
    expect(press('ArrowRight', scroller)).toBeNull();
    expect(press('n', scroller)).toBe('next-step');
    scroller.remove();
  });

  it('tells Shift+arrow from the arrow alone where a binding asks', () => {
    expect(pressRun('ArrowRight')).toBe('step-forward');
    expect(pressRun('ArrowRight', document.body, { shiftKey: true })).toBe('next-sweep');
    expect(pressRun('ArrowLeft', document.body, { shiftKey: true })).toBe('previous-sweep');
    expect(pressRun(' ')).toBe('play');
    expect(pressRun('+', document.body, { shiftKey: true })).toBe('faster');
    expect(pressRun('=')).toBe('faster');
  });

  it('leaves a focused slider its arrows and Home/End, and a focused button its Space', () => {
    const slider = document.createElement('input');
    slider.type = 'range';
    expect(pressRun('ArrowRight', slider)).toBeNull();
    expect(pressRun('Home', slider)).toBeNull();
    expect(pressRun('-', slider)).toBe('slower');
    const button = document.createElement('button');
    expect(pressRun(' ', button)).toBeNull();
    expect(pressRun('End', button)).toBe('end');
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
    expect(pressRun(' ', input)).toBeNull();
    const check = document.createElement('input');
    check.type = 'checkbox';
    expect(isTypingTarget(check)).toBe(false);
  });
});

describe('key names', () => {
  it('spell keys for the help overlay and the buttons', () => {
    expect(keyName({ key: 'ArrowLeft', shift: true })).toBe('Shift+←');
    expect(keyName({ key: ' ' })).toBe('Space');
    expect(keyName({ key: 'Escape' })).toBe('Esc');
  });

  it('announce only the keys that work anywhere through aria-keyshortcuts', () => {
    const hub = (id: string) => HUB_ACTIONS.find((a) => a.id === id)!;
    const run = (id: string) => RUN_ACTIONS.find((a) => a.id === id)!;
    expect(ariaKeys(hub('next-job'))).toBe('j');
    expect(ariaKeys(hub('help'))).toBe('Shift+?');
    expect(ariaKeys(run('next-sweep'))).toBe('Shift+ArrowRight');
    expect(ariaKeys(run('play'))).toBe('Space');
    expect(ariaKeys({ ...hub('previous-step'), keys: [] })).toBeUndefined();
  });
});
