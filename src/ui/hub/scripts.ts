import type { VerbName } from '../../sim/queue/invocation';
import claim from '../../sim/queue/scripts/claim.lua?raw';
import complete from '../../sim/queue/scripts/complete.lua?raw';
import enqueue from '../../sim/queue/scripts/enqueue.lua?raw';
import extend from '../../sim/queue/scripts/extend.lua?raw';
import reap from '../../sim/queue/scripts/reap.lua?raw';
import sweep from '../../sim/queue/scripts/sweep.lua?raw';

/** The very `.lua` files the verbs mirror (and the conformance tests run on redis-server). */
export const SCRIPTS: Record<VerbName, string> = { enqueue, claim, extend, complete, sweep, reap };
