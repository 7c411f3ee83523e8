import type { CommandSpec } from './commandSpec';

/** DEL, EXISTS, TYPE and TIME (Redis docs: generic and server commands). */
export const KEY_COMMANDS: Record<string, CommandSpec> = {
  DEL: {
    arity: -2,
    run(ks, argv) {
      let removed = 0;
      for (let i = 1; i < argv.length; i++) if (ks.data.delete(argv[i]!)) removed++;
      return removed;
    },
  },
  EXISTS: {
    arity: -2,
    // A key named twice counts twice (Redis docs: EXISTS).
    run(ks, argv) {
      let found = 0;
      for (let i = 1; i < argv.length; i++) if (ks.data.has(argv[i]!)) found++;
      return found;
    },
  },
  TYPE: {
    arity: 2,
    run: (ks, argv) => ks.data.get(argv[1]!)?.type ?? 'none',
  },
  TIME: {
    arity: 1,
    // [unix seconds, microseconds] as two strings; the simulated server clock has millisecond grain.
    run: (_ks, _argv, nowMs) => [String(Math.floor(nowMs / 1000)), String((((nowMs % 1000) + 1000) % 1000) * 1000)],
  },
};
