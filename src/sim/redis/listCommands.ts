import { ERR_SYNTAX, type CommandSpec } from './commandSpec';
import { parseLongArg } from './numbers';
import { clampRange } from './ranges';
import { optionWord } from './words';
import { RedisError } from './reply';

function push(left: boolean): CommandSpec {
  return {
    arity: -3,
    run(ks, argv) {
      const key = argv[1]!;
      let list = ks.get(key, 'list');
      if (!list) {
        list = [];
        ks.data.set(key, { type: 'list', value: list });
      }
      for (const el of argv.slice(2)) {
        if (left) list.unshift(el); else list.push(el);
      }
      return list.length;
    },
  };
}

function side(word: string): 'LEFT' | 'RIGHT' {
  const w = optionWord(word);
  if (w === 'LEFT' || w === 'RIGHT') return w;
  throw new RedisError(ERR_SYNTAX);
}

/** LPUSH, RPUSH, LMOVE, LREM, LRANGE, LLEN (Redis docs: list commands). */
export const LIST_COMMANDS: Record<string, CommandSpec> = {
  LPUSH: push(true),
  RPUSH: push(false),
  LMOVE: {
    arity: 5,
    run(ks, argv) {
      const [, src, dst, fromWord, toWord] = argv as [string, string, string, string, string];
      const from = side(fromWord);
      const to = side(toWord);
      const source = ks.get(src, 'list');
      if (!source) return null;
      // The destination's type is checked before anything moves: WRONGTYPE leaves the source as it was.
      let dest = ks.get(dst, 'list');
      const el = from === 'LEFT' ? source.shift()! : source.pop()!;
      if (!dest) {
        // Only a missing destination reaches here, and it cannot be the source, which exists.
        dest = [];
        ks.data.set(dst, { type: 'list', value: dest });
      }
      if (to === 'LEFT') dest.unshift(el); else dest.push(el);
      ks.dropIfEmpty(src);
      return el;
    },
  },
  LREM: {
    arity: 4,
    run(ks, argv) {
      const key = argv[1]!;
      const count = parseLongArg(argv[2]!);
      const el = argv[3]!;
      const list = ks.get(key, 'list');
      if (!list) return 0;
      let removed = 0;
      const limit = count === 0 ? Infinity : Math.abs(count);
      if (count >= 0) {
        for (let i = 0; i < list.length && removed < limit; ) {
          if (list[i] === el) { list.splice(i, 1); removed++; } else i++;
        }
      } else {
        for (let i = list.length - 1; i >= 0 && removed < limit; i--) {
          if (list[i] === el) { list.splice(i, 1); removed++; }
        }
      }
      ks.dropIfEmpty(key);
      return removed;
    },
  },
  LRANGE: {
    arity: 4,
    run(ks, argv) {
      const start = parseLongArg(argv[2]!);
      const stop = parseLongArg(argv[3]!);
      const list = ks.get(argv[1]!, 'list');
      if (!list) return [];
      const r = clampRange(start, stop, list.length);
      return r ? list.slice(r[0], r[1] + 1) : [];
    },
  },
  LLEN: {
    arity: 2,
    run: (ks, argv) => ks.get(argv[1]!, 'list')?.length ?? 0,
  },
};
