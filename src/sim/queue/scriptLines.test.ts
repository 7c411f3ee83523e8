import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERBS } from './invocation';

// Each TypeScript verb writes `r.call(<line>, '<COMMAND>', …)`, a typed fast path named after its
// command (`r.zrem(<line>, …)` is ZREM, `r.zrangeByScore(<line>, …)` ZRANGEBYSCORE) or
// `r.now(<line>)`; the script's line <line> must be the `redis.call('<COMMAND>'` (or
// `redis.call('TIME')`) it mirrors, and every redis.call in the script must be mirrored. This is
// what keeps a verb and its .lua in step.
const FAST_PATHS = ['zrangeByScore', 'zrem', 'exists', 'hincrby', 'hdel', 'hget', 'zadd', 'hset'];
describe('each TypeScript verb is tied line by line to its Lua script', () => {
  for (const verb of VERBS) {
    it(`${verb}.ts names the ${verb}.lua line of every command it runs`, () => {
      const ts = readFileSync(join(__dirname, `${verb}.ts`), 'utf8');
      const lua = readFileSync(join(__dirname, 'scripts', `${verb}.lua`), 'utf8').split('\n');
      const refs = [...ts.matchAll(/r\.call\((\d+), '([A-Z]+)'/g)].map((m) => [Number(m[1]), m[2]!] as const);
      const times = [...ts.matchAll(/r\.now\((\d+)\)/g)].map((m) => [Number(m[1]), 'TIME'] as const);
      const fast = [...ts.matchAll(new RegExp(`r\\.(${FAST_PATHS.join('|')})\\((\\d+),`, 'g'))].map(
        (m) => [Number(m[2]), m[1]!.toUpperCase()] as const,
      );
      const all = [...refs, ...times, ...fast];
      // A command method this test does not know would run unchecked.
      const methods = [...ts.matchAll(/r\.(\w+)\(\d+/g)].map((m) => m[1]!);
      expect(methods.filter((m) => m !== 'call' && m !== 'now' && !FAST_PATHS.includes(m))).toEqual([]);
      expect(all.length).toBeGreaterThan(0);
      for (const [line, command] of all) {
        expect(lua[line - 1], `${verb}.lua:${line}`).toContain(`redis.call('${command}'`);
      }
      const scriptLines = lua.flatMap((text, i) => (text.includes('redis.call(') ? [i + 1] : []));
      expect([...new Set(all.map(([line]) => line))].sort((a, b) => a - b)).toEqual(scriptLines);
    });
  }
});
