import clientClockSweep from '../../../model/dives/detect/clientClockSweep.txt?raw';
import listReaper from '../../../model/dives/list/listReaper.txt?raw';
import clientLoop from '../../../model/dives/oneStep/clientLoop.txt?raw';
import type { ScriptId } from '../../../model/dives/common';
import { DIVE_VIEW } from '../../../model/narration/diveText';
import { SCRIPTS } from '../../hub/scripts';

/** The text of every script a dive can show: the product's `.lua` files and the dives' pseudocode files. */
export const DIVE_SCRIPTS: Record<ScriptId, string> = {
  'sweep.lua': SCRIPTS.sweep,
  'reap.lua': SCRIPTS.reap,
  'claim.lua': SCRIPTS.claim,
  'extend.lua': SCRIPTS.extend,
  'complete.lua': SCRIPTS.complete,
  'enqueue.lua': SCRIPTS.enqueue,
  clientLoop,
  clientClockSweep,
  listReaper,
};

/** The name a panel shows for a script: the product's script file, or what a pseudocode is. */
export const SCRIPT_FILES: Record<ScriptId, string> = {
  'sweep.lua': 'sweep.lua',
  'reap.lua': 'reap.lua',
  'claim.lua': 'claim.lua',
  'extend.lua': 'extend.lua',
  'complete.lua': 'complete.lua',
  'enqueue.lua': 'enqueue.lua',
  ...DIVE_VIEW.scriptNames,
};
