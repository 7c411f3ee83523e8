import { describe, expect, it } from 'vitest';
import { luaTokens } from './luaTokens';

describe('luaTokens', () => {
  it('keeps the whole line, token by token', () => {
    const line = "  local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now) -- scan";
    expect(luaTokens(line).map((t) => t.text).join('')).toBe(line);
  });

  it('marks keywords, redis.call, strings, numbers and comments', () => {
    const kinds = luaTokens("if st >= 1 then redis.call('ZADD') end -- x").filter((t) => t.kind !== 'plain');
    expect(kinds).toEqual([
      { text: 'if', kind: 'keyword' },
      { text: '1', kind: 'number' },
      { text: 'then', kind: 'keyword' },
      { text: 'redis.call', kind: 'call' },
      { text: "'ZADD'", kind: 'string' },
      { text: 'end', kind: 'keyword' },
      { text: '-- x', kind: 'comment' },
    ]);
  });

  it('does not read a number inside a name', () => {
    expect(luaTokens('KEYS1').every((t) => t.kind === 'plain')).toBe(true);
  });
});
