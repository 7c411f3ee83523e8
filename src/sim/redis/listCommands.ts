import { ERR_SYNTAX, type CommandSpec } from './commandSpec';
import { ListValue } from './listValue';
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
        list = new ListValue();
        ks.data.set(key, { type: 'list', value: list });
      }
      for (let i = 2; i < argv.length; i++) {
        if (left) list.pushLeft(argv[i]!); else list.pushRight(argv[i]!);
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
      const el = from === 'LEFT' ? source.popLeft()! : source.popRight()!;
      if (!dest) {
        // Only a missing destination reaches here, and it cannot be the source, which exists.
        dest = new ListValue();
        ks.data.set(dst, { type: 'list', value: dest });
      }
      if (to === 'LEFT') dest.pushLeft(el); else dest.pushRight(el);
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
          if (list.at(i) === el) { list.removeAt(i); removed++; } else i++;
        }
      } else {
        for (let i = list.length - 1; i >= 0 && removed < limit; i--) {
          if (list.at(i) === el) { list.removeAt(i); removed++; }
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
      return r ? list.range(r[0], r[1]) : [];
    },
  },
  LLEN: {
    arity: 2,
    run: (ks, argv) => ks.get(argv[1]!, 'list')?.length ?? 0,
  },
};
