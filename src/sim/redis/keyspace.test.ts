import { describe, expect, it } from 'vitest';
import { Keyspace, WRONGTYPE } from './keyspace';

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

describe('names an object would take for its own (checked on redis-server 7.0.15)', () => {
  it('a key, hash field or member named __proto__, constructor, toString or hasOwnProperty is dumped like any other', () => {
    const { k, call } = ks();
    expect(call('HSET', 'emq:{q}:job:j1', '__proto__', 'x')).toBe(1);
    expect(call('ZADD', '__proto__', '1', 'a')).toBe(1);
    expect(call('HSET', 'constructor', 'toString', 'y', 'hasOwnProperty', 'z')).toBe(2);
    expect(call('HGET', 'constructor', 'constructor')).toBeNull();
    expect(JSON.stringify(k.dump())).toBe(
      '{"__proto__":{"type":"zset","value":[["a",1]]},' +
        '"constructor":{"type":"hash","value":{"hasOwnProperty":"z","toString":"y"}},' +
        '"emq:{q}:job:j1":{"type":"hash","value":{"__proto__":"x"}}}',
    );
  });

  it('keeps keys in byte order around __proto__ (only whole-number names go first, as JSON lists them)', () => {
    const { k, call } = ks();
    for (const key of ['a', 'constructor', '__proto__', 'B', '10', '9']) call('RPUSH', key, 'v');
    expect(Object.keys(k.dump())).toEqual(['9', '10', 'B', '__proto__', 'a', 'constructor']);
  });

  it('a dump holding __proto__ reads back into the same keyspace', () => {
    const { k, call } = ks();
    call('HSET', '__proto__', '__proto__', '1');
    const text = JSON.stringify(k.dump());
    expect(JSON.stringify(Keyspace.fromDump(JSON.parse(text)).dump())).toBe(text);
  });
});

describe('lex ranges: ZRANGE … BYLEX, ZRANGEBYLEX, ZLEXCOUNT (replies of redis-server 7.0.15)', () => {
  const abcde = () => {
    const s = ks();
    s.call('ZADD', 'z', '0', 'a', '0', 'b', '0', 'c', '0', 'd', '0', 'e');
    return s;
  };

  it('reads "-", "+", "[x" and "(x", and refuses anything else with its own message', () => {
    const { call } = abcde();
    expect(call('ZRANGE', 'z', '-', '+', 'BYLEX')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(call('ZRANGE', 'z', '[a', '(c', 'BYLEX')).toEqual(['a', 'b']);
    expect(call('ZRANGE', 'z', '(', '+', 'BYLEX')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(call('ZRANGE', 'z', '-\0x', '+\0', 'BYLEX')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(call('ZRANGE', 'z', '[b', '[b', 'BYLEX')).toEqual(['b']);
    for (const [min, max] of [['(b', '[b'], ['+', '+'], ['-', '-'], ['[', '('], ['+\0x', '-']]) {
      expect(call('ZRANGE', 'z', min!, max!, 'BYLEX'), `${min} ${max}`).toEqual([]);
    }
    for (const [min, max] of [['a', 'c'], ['', '+'], ['-+', '+']]) {
      expect(call('ZRANGE', 'z', min!, max!, 'BYLEX')).toEqual({ error: 'ERR min or max not valid string range item' });
    }
  });

  it('takes REV with max first, and LIMIT with a negative offset as nothing and a negative count as all', () => {
    const { call } = abcde();
    expect(call('ZRANGE', 'z', '[c', '[a', 'BYLEX', 'REV')).toEqual(['c', 'b', 'a']);
    expect(call('ZRANGE', 'z', '+', '-', 'BYLEX', 'REV', 'LIMIT', '1', '2')).toEqual(['d', 'c']);
    expect(call('ZRANGE', 'z', '-', '+', 'BYLEX', 'LIMIT', '-1', '2')).toEqual([]);
    expect(call('ZRANGE', 'z', '-', '+', 'BYLEX', 'LIMIT', '1', '-5')).toEqual(['b', 'c', 'd', 'e']);
    expect(call('ZRANGE', 'z', '-', '+', 'BYLEX', 'LIMIT', '1', '0')).toEqual([]);
    expect(call('ZRANGE', 'z', '[a', '[c', 'BYLEX', 'LIMIT', '0', '1', 'LIMIT', '1', '5')).toEqual(['b', 'c']);
    expect(call('ZRANGE', 'z', '[a', '[c', 'LIMIT', '0', '1', 'BYLEX')).toEqual(['a']);
  });

  it('parses the options first, then LIMIT and WITHSCORES conflicts, then the range, then the key', () => {
    const { call } = abcde();
    call('HSET', 'h', 'f', 'v');
    expect(call('ZRANGE', 'z', '[a', '[c', 'BYLEX', 'LIMIT', 'x', '1')).toEqual({ error: 'ERR value is not an integer or out of range' });
    expect(call('ZRANGE', 'z', '-', '+', 'BYLEX', 'WITHSCORES')).toEqual({ error: 'ERR syntax error, WITHSCORES not supported in combination with BYLEX' });
    expect(call('ZRANGE', 'z', '-', '+', 'BYLEX', 'WITHSCORES', 'LIMIT', '0', '1')).toEqual({
      error: 'ERR syntax error, WITHSCORES not supported in combination with BYLEX',
    });
    for (const extra of [['BYSCORE'], ['BYLEX'], ['REV', 'REV'], ['LIMIT', '0']]) {
      expect(call('ZRANGE', 'z', '-', '+', 'BYLEX', ...extra)).toEqual({ error: 'ERR syntax error' });
    }
    expect(call('ZRANGE', 'z', '-', '+', 'BYSCORE', 'BYLEX')).toEqual({ error: 'ERR syntax error' });
    expect(call('ZRANGE', 'h', 'a', '+', 'BYLEX')).toEqual({ error: 'ERR min or max not valid string range item' });
    expect(call('ZRANGE', 'h', '-', '+', 'BYLEX')).toEqual({ error: WRONGTYPE });
    expect(call('ZRANGE', 'nokey', '-', '+', 'BYLEX')).toEqual([]);
  });

  it('ZRANGEBYLEX takes LIMIT only, and ZLEXCOUNT counts, each with the same range rules', () => {
    const { call } = abcde();
    call('HSET', 'h', 'f', 'v');
    expect(call('ZRANGEBYLEX', 'z', '-', '+', 'LIMIT', '1', '2')).toEqual(['b', 'c']);
    expect(call('ZRANGEBYLEX', 'z', '-', '+', 'WITHSCORES')).toEqual({ error: 'ERR syntax error, WITHSCORES not supported in combination with BYLEX' });
    for (const extra of [['REV'], ['BYLEX'], ['LIMIT', '0']]) expect(call('ZRANGEBYLEX', 'z', 'a', '+', ...extra)).toEqual({ error: 'ERR syntax error' });
    expect(call('ZRANGEBYLEX', 'z', '[a', '[c', 'LIMIT', '0', '1', 'WITHSCORES', 'LIMIT', 'x', '1')).toEqual({
      error: 'ERR value is not an integer or out of range',
    });
    expect(call('ZRANGEBYLEX', 'z', '-')).toEqual({ error: "ERR wrong number of arguments for 'zrangebylex' command" });
    expect(call('ZRANGEBYLEX', 'h', '-', 'x')).toEqual({ error: 'ERR min or max not valid string range item' });
    expect(call('ZLEXCOUNT', 'z', '-', '+')).toBe(5);
    expect(call('ZLEXCOUNT', 'z', '[b', '(d')).toBe(2);
    expect(call('ZLEXCOUNT', 'z', 'b', '(d')).toEqual({ error: 'ERR min or max not valid string range item' });
    expect(call('ZLEXCOUNT', 'h', '-', '+')).toEqual({ error: WRONGTYPE });
    expect(call('ZLEXCOUNT', 'h', 'x', '+')).toEqual({ error: 'ERR min or max not valid string range item' });
    expect(call('ZLEXCOUNT', 'nokey', '-', '+')).toBe(0);
    expect(call('ZLEXCOUNT', 'z', '-', '+', 'x')).toEqual({ error: "ERR wrong number of arguments for 'zlexcount' command" });
  });

  it('with mixed scores walks the order by score as a listpack does: nothing when the last member is below min or the first above max', () => {
    const { call } = ks();
    call('ZADD', 'm', '3', 'a', '1', 'b', '2', 'c', '0', 'd'); // order d b c a
    expect(call('ZRANGE', 'm', '[b', '+', 'BYLEX')).toEqual([]);
    expect(call('ZRANGE', 'm', '-', '[b', 'BYLEX')).toEqual([]);
    expect(call('ZRANGE', 'm', '[c', '-', 'BYLEX', 'REV')).toEqual([]);
    expect(call('ZLEXCOUNT', 'm', '[b', '+')).toBe(0);
    call('ZADD', 'n', '0', 'b', '1', 'a', '2', 'c'); // order b a c
    expect(call('ZRANGE', 'n', '-', '+', 'BYLEX')).toEqual(['b', 'a', 'c']);
    expect(call('ZRANGE', 'n', '[b', '+', 'BYLEX')).toEqual(['b', 'a', 'c']);
    expect(call('ZRANGE', 'n', '-', '[b', 'BYLEX')).toEqual(['b', 'a']);
    expect(call('ZRANGE', 'n', '[c', '[b', 'BYLEX', 'REV')).toEqual(['c']);
    expect(call('ZRANGE', 'n', '+', '[b', 'BYLEX', 'REV')).toEqual(['c']);
    expect(call('ZLEXCOUNT', 'n', '(a', '[b')).toBe(2);
    expect(call('ZLEXCOUNT', 'n', '-', '[b')).toBe(2);
  });

  it('compares members by their bytes, a skiplist-encoded set as a listpack one', () => {
    const { call } = ks();
    const long = 'm'.repeat(65);
    call('ZADD', 'z', '0', 'job:2', '0', 'job:10', '0', 'Job:3', '0', 'jöb', '0', long, '0', '\ud800');
    expect(call('ZRANGE', 'z', '-', '+', 'BYLEX')).toEqual(['Job:3', 'job:10', 'job:2', 'jöb', long, '\ufffd']);
    expect(call('ZRANGE', 'z', '(job:1', '[m', 'BYLEX')).toEqual(['job:10', 'job:2', 'jöb']);
    expect(call('ZRANGE', 'z', '[\ufffd', '(job:2', 'BYLEX', 'REV')).toEqual(['\ufffd', long, 'jöb']);
    expect(call('ZLEXCOUNT', 'z', '[job', '+')).toBe(5);
  });
});
