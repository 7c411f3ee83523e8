import { describe, expect, it } from 'vitest';
import { Keyspace } from './keyspace';

function ks() {
  const k = new Keyspace();
  return { k, call: (...argv: string[]) => k.tryCall(argv, 1_767_225_600_123) };
}

describe('ZADD flags', () => {
  it('XX GT CH reports a raised score and ignores a lowered one', () => {
    const { call } = ks();
    call('ZADD', 'z', '10', 'a');
    expect(call('ZADD', 'z', 'XX', 'GT', 'CH', '20', 'a')).toBe(1);
    expect(call('ZADD', 'z', 'XX', 'GT', 'CH', '5', 'a')).toBe(0);
    expect(call('ZSCORE', 'z', 'a')).toBe('20');
  });

  it('INCR replies the new score, or nil when a flag stops it', () => {
    const { call } = ks();
    expect(call('ZADD', 'z', 'INCR', '2.5', 'a')).toBe('2.5');
    expect(call('ZADD', 'z', 'NX', 'INCR', '1', 'a')).toBeNull();
    expect(call('ZADD', 'z', 'INCR', '1', 'a', '2', 'b')).toEqual({ error: 'ERR INCR option supports a single increment-element pair' });
    expect(call('ZADD', 'z', 'INCR', '-inf', 'a')).toBe('-inf');
    expect(call('ZADD', 'z', 'INCR', '+inf', 'a')).toEqual({ error: 'ERR resulting score is not a number (NaN)' });
  });

  it('XX on a missing key creates nothing', () => {
    const { k, call } = ks();
    expect(call('ZADD', 'missing', 'XX', '1', 'a')).toBe(0);
    expect(k.dump()).toEqual({});
  });

  it('parses every score before writing any', () => {
    const { k, call } = ks();
    expect(call('ZADD', 'z', '1', 'a', 'x', 'b')).toEqual({ error: 'ERR value is not a valid float' });
    expect(k.dump()).toEqual({});
  });
});

describe('ranges', () => {
  it('ZRANGE REV BYSCORE takes max first and LIMIT only with BYSCORE', () => {
    const { call } = ks();
    call('ZADD', 'z', '1', 'a', '2', 'b', '3', 'c');
    expect(call('ZRANGE', 'z', '(3', '1', 'BYSCORE', 'REV', 'WITHSCORES')).toEqual(['b', '2', 'a', '1']);
    expect(call('ZRANGE', 'z', '0', '-1', 'LIMIT', '0', '1')).toEqual({
      error: 'ERR syntax error, LIMIT is only supported in combination with either BYSCORE or BYLEX',
    });
    expect(call('ZRANGE', 'z', '-2', '100')).toEqual(['b', 'c']);
  });

  it('ZPOPMIN pops the lowest and deletes the emptied key', () => {
    const { k, call } = ks();
    call('ZADD', 'z', '2', 'b', '1', 'a');
    expect(call('ZPOPMIN', 'z', '5')).toEqual(['a', '1', 'b', '2']);
    expect(k.dump()).toEqual({});
    expect(call('ZPOPMIN', 'z', '-1')).toEqual({ error: 'ERR value is out of range, must be positive' });
  });
});

describe('types and lists', () => {
  it('answers WRONGTYPE across types and TYPE names each', () => {
    const { call } = ks();
    call('RPUSH', 'l', 'x');
    expect(call('ZADD', 'l', '1', 'a')).toEqual({ error: 'WRONGTYPE Operation against a key holding the wrong kind of value' });
    expect(call('TYPE', 'l')).toBe('list');
    expect(call('TYPE', 'nope')).toBe('none');
  });

  it('LMOVE to a key of the wrong type leaves the source as it was', () => {
    const { k, call } = ks();
    call('RPUSH', 'src', 'a', 'b');
    call('HSET', 'h', 'f', 'v');
    expect(call('LMOVE', 'src', 'h', 'LEFT', 'RIGHT')).toEqual({ error: 'WRONGTYPE Operation against a key holding the wrong kind of value' });
    expect(k.dump().src).toEqual({ type: 'list', value: ['a', 'b'] });
    expect(call('LMOVE', 'src', 'src', 'LEFT', 'RIGHT')).toBe('a');
    expect(call('LRANGE', 'src', '0', '-1')).toEqual(['b', 'a']);
    expect(call('LMOVE', 'src', 'dst', 'UP', 'LEFT')).toEqual({ error: 'ERR syntax error' });
  });

  it('LREM removes from the tail with a negative count', () => {
    const { call } = ks();
    call('RPUSH', 'l', 'a', 'b', 'a', 'a');
    expect(call('LREM', 'l', '-2', 'a')).toBe(2);
    expect(call('LRANGE', 'l', '0', '-1')).toEqual(['a', 'b']);
  });
});

describe('command table', () => {
  it('names unknown commands and wrong arity the way Redis 7.0 does', () => {
    const { call } = ks();
    expect(call('FLY', 'a', 'b')).toEqual({ error: "ERR unknown command 'FLY', with args beginning with: 'a' 'b' " });
    expect(call('ZSCORE', 'z')).toEqual({ error: "ERR wrong number of arguments for 'zscore' command" });
    expect(call('HSET', 'h', 'f', 'v', 'g')).toEqual({ error: "ERR wrong number of arguments for 'hset' command" });
  });

  it('TIME reads the simulated server clock, never the wall clock', () => {
    expect(ks().call('TIME')).toEqual(['1767225600', '123000']);
  });

  it('HINCRBY creates a hash and refuses to overflow', () => {
    const { call } = ks();
    expect(call('HINCRBY', 'h', 'n', '9223372036854775807')).toBe(9223372036854775807);
    expect(call('HINCRBY', 'h', 'n', '1')).toEqual({ error: 'ERR increment or decrement would overflow' });
  });
});

describe('what real Redis 7.0.15 answered where the simulator once differed', () => {
  const long = 'm'.repeat(65);

  it('a skiplist-encoded sorted set keeps a score of -0, a listpack-encoded one reads it as 0', () => {
    const { k, call } = ks();
    call('ZADD', 'small', '-0', 'a');
    expect(call('ZSCORE', 'small', 'a')).toBe('0');
    expect(call('ZADD', 'small', 'INCR', '-0', 'b')).toBe('-0');
    expect(call('ZPOPMIN', 'small', '2')).toEqual(['a', '0', 'b', '0']);
    call('ZADD', 'big', '1', long);
    call('ZADD', 'big', '-0', 'a');
    expect(call('ZSCORE', 'big', 'a')).toBe('-0');
    expect(call('ZADD', 'big', 'INCR', '-0', 'c')).toBe('-0');
    expect(call('ZPOPMIN', 'big')).toEqual(['a', '-0']);
    call('ZREM', 'big', long);
    call('ZADD', 'big', '-0', 'd');
    expect(call('ZSCORE', 'big', 'd')).toBe('-0');
    for (let i = 0; i < 128; i++) call('ZADD', 'many', String(i), `m${i}`);
    expect(k.data.get('many')?.value).toHaveProperty('encoding', 'listpack');
    call('ZADD', 'many', '-0', 'x');
    expect(call('ZSCORE', 'many', 'x')).toBe('-0');
  });

  it('names NX/XX and GT/LT/NX conflicts before the INCR pair count', () => {
    const { call } = ks();
    expect(call('ZADD', 'z', 'NX', 'XX', 'INCR', '1', 'a', '2', 'b')).toEqual({ error: 'ERR XX and NX options at the same time are not compatible' });
    expect(call('ZADD', 'z', 'LT', 'NX', 'INCR', '1', 'a', '2', 'b')).toEqual({ error: 'ERR GT, LT, and/or NX options at the same time are not compatible' });
    expect(call('ZADD', 'z', 'GT', 'INCR', '1', 'a', '2', 'b')).toEqual({ error: 'ERR INCR option supports a single increment-element pair' });
  });

  it('ZRANGE by rank ignores LIMIT with a count of -1, and ZPOPMIN calls any bad count out of range', () => {
    const { call } = ks();
    call('ZADD', 'z', '1', 'a', '2', 'b', '3', 'c');
    expect(call('ZRANGE', 'z', '0', '-1', 'LIMIT', '1', '-1')).toEqual(['a', 'b', 'c']);
    expect(call('ZRANGE', 'z', '0', '-1', 'LIMIT', '1', '-2')).toEqual({
      error: 'ERR syntax error, LIMIT is only supported in combination with either BYSCORE or BYLEX',
    });
    expect(call('ZPOPMIN', 'z', 'x')).toEqual({ error: 'ERR value is out of range, must be positive' });
    expect(call('ZPOPMIN', 'nokey', '1.5')).toEqual({ error: 'ERR value is out of range, must be positive' });
  });

  it('folds only ASCII letters in command names and options, and reads an option up to a NUL', () => {
    const { call } = ks();
    expect(call('HEXıſTS', 'h', 'f')).toEqual({ error: "ERR unknown command 'HEXıſTS', with args beginning with: 'h' 'f' " });
    expect(call('ZaDd', 'z', 'nX', '9', 'new')).toBe(1);
    expect(call('ZADD', 'z', 'ıncr', '1', 'a')).toEqual({ error: 'ERR syntax error' });
    expect(call('ZADD', 'z', 'nx\0zz', '1', 'new')).toBe(0);
    expect(call('ZRANGE', 'z', '0', '0', 'WITHSCORES\0x')).toEqual(['new', '9']);
  });

  it('cuts the unknown-command message as Redis does: 128 bytes, a NUL ends a word, CR and LF become spaces', () => {
    const { call } = ks();
    const error = (argv: string[]) => (call(...argv) as { error: string }).error;
    expect(error(['fly', 'a'.repeat(100), 'b'.repeat(100), 'c'])).toBe(
      `ERR unknown command 'fly', with args beginning with: '${'a'.repeat(100)}' '${'b'.repeat(25)}' `,
    );
    expect(error(['n'.repeat(140), 'x'])).toBe(`ERR unknown command '${'n'.repeat(128)}', with args beginning with: 'x' `);
    expect(error(['FLY', 'x\0y', 'p\r\nq', 'z'])).toBe("ERR unknown command 'FLY', with args beginning with: 'x' 'p  q' 'z' ");
    expect(error(['F\0LY', 'a'])).toBe("ERR unknown command 'F', with args beginning with: 'a' ");
    expect(error(['FLY', 'ab', 'é'.repeat(80)])).toBe(`ERR unknown command 'FLY', with args beginning with: 'ab' '${'é'.repeat(61)}\ufffd' `);
  });

  it('a lone surrogate reaches Redis as U+FFFD, so "\\ud800" and "\\ufffd" name one member', () => {
    const { k, call } = ks();
    call('ZADD', 'z', '1', '\ud800');
    expect(call('ZSCORE', 'z', '\ufffd')).toBe('1');
    expect(Object.keys(k.dump())).toEqual(['z']);
    expect(k.dump().z).toEqual({ type: 'zset', value: [['\ufffd', 1]] });
  });
});
