import { describe, expect, it } from 'vitest';
import { DEFAULT_SETUP } from '../../model/dives/oneStep/oneStep';
import { BOUND_ACTIONS } from '../dives/bound/boundActions';
import { DETECT_ACTIONS } from '../dives/detect/detectActions';
import { LIST_ACTIONS } from '../dives/list/listActions';
import { oneStepActions } from '../dives/oneStep/oneStepActions';
import { HUB_ACTIONS } from '../hub/hubActions';
import { RUN_ACTIONS } from '../run/runActions';
import { HELP_LABEL, KEYS } from './keyMap';
import { keyName, type Action, type KeyBinding } from './types';

type AnyAction = Action<never>;
const VIEWS: Record<string, readonly AnyAction[]> = {
  hub: HUB_ACTIONS as unknown as AnyAction[],
  run: RUN_ACTIONS as unknown as AnyAction[],
  detect: DETECT_ACTIONS as unknown as AnyAction[],
  bound: BOUND_ACTIONS as unknown as AnyAction[],
  list: LIST_ACTIONS as unknown as AnyAction[],
  'one step (client loops)': oneStepActions({ setup: { ...DEFAULT_SETUP, mode: 'client', sweepers: 3, claims: 2 } }) as unknown as AnyAction[],
  'one step (atomic)': oneStepActions({ setup: { ...DEFAULT_SETUP, mode: 'atomic', sweepers: 3, claims: 2 } }) as unknown as AnyAction[],
};

/** The shared idea a binding belongs to, or null for a view's own key. */
function ideaOf(k: KeyBinding): string | null {
  for (const [idea, list] of Object.entries(KEYS)) if ((list as readonly KeyBinding[]).includes(k)) return idea;
  return null;
}
const spell = (k: KeyBinding) => `${k.within ? `${k.within}:` : ''}${keyName(k)}`;

describe('keyboard shortcuts across views', () => {
  it('give one key one idea: a key bound in two views comes from the same shared entry, or is used by one view only', () => {
    const uses = new Map<string, { view: string; action: string; idea: string | null }[]>();
    for (const [view, actions] of Object.entries(VIEWS)) {
      for (const a of actions) for (const k of a.keys) {
        const key = spell(k);
        uses.set(key, [...(uses.get(key) ?? []), { view, action: a.id, idea: ideaOf(k) }]);
      }
    }
    const clashes: string[] = [];
    for (const [key, list] of uses) {
      const views = new Set(list.map((u) => u.view.replace(/ \(.*\)$/, '')));
      if (views.size < 2) continue;
      const ideas = new Set(list.map((u) => u.idea));
      if (ideas.size !== 1 || ideas.has(null)) clashes.push(`${key}: ${list.map((u) => `${u.view}/${u.action}`).join(', ')}`);
    }
    expect(clashes).toEqual([]);
  });

  it('never binds one key to two actions of the same view', () => {
    for (const [view, actions] of Object.entries(VIEWS)) {
      const keys = actions.flatMap((a) => a.keys.map(spell));
      expect(keys.filter((k, i) => keys.indexOf(k) !== i), view).toEqual([]);
    }
  });

  it('use Space for play, the arrows for a step, r for reset and ? for help wherever a view has them', () => {
    for (const [view, actions] of Object.entries(VIEWS)) {
      const help = actions.find((a) => a.id === 'help');
      expect(help?.label, view).toBe(HELP_LABEL);
      expect(help?.keys, view).toBe(KEYS.help);
      const reset = actions.find((a) => a.id === 'reset');
      if (reset) expect(reset.keys, view).toBe(KEYS.reset);
      const play = actions.find((a) => a.id === 'play');
      if (play) expect(play.keys, view).toBe(KEYS.playPause);
    }
    const stepForward = (view: string) => VIEWS[view]!.find((a) => a.keys === KEYS.forward)?.id;
    expect(['hub', 'run', 'detect', 'bound', 'list', 'one step (client loops)'].map(stepForward)).toEqual(['next-step', 'step-forward', 'next-deadline', 'step', 'next', 'forward']);
  });
});
