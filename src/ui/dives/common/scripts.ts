import clientClockSweep from '../../../sim/dives/detect/clientClockSweep.txt?raw';
import listReaper from '../../../sim/dives/list/listReaper.txt?raw';
import clientLoop from '../../../sim/dives/oneStep/clientLoop.txt?raw';
import type { ScriptId } from '../../../sim/dives/common';
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

/** The file name a panel shows for a script. */
export const SCRIPT_FILES: Record<ScriptId, string> = {
  'sweep.lua': 'src/sim/queue/scripts/sweep.lua',
  'reap.lua': 'src/sim/queue/scripts/reap.lua',
  'claim.lua': 'src/sim/queue/scripts/claim.lua',
  'extend.lua': 'src/sim/queue/scripts/extend.lua',
  'complete.lua': 'src/sim/queue/scripts/complete.lua',
  'enqueue.lua': 'src/sim/queue/scripts/enqueue.lua',
  clientLoop: 'clientLoop.txt (pseudocode)',
  clientClockSweep: 'clientClockSweep.txt (pseudocode)',
  listReaper: 'listReaper.txt (pseudocode)',
};
