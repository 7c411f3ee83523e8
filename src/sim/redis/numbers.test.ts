import { describe, expect, it } from 'vitest';
import { formatScore, luaIntegerReply, luaNumberToArg, luaNumberToString, parseInt64, parseScore, parseScoreBound, strtod } from './numbers';

describe('strtod', () => {
  it('reads decimals, exponents, hex and infinities the way C does', () => {
    expect(strtod('1e3')).toEqual({ value: 1000, used: 3, erange: false });
    expect(strtod('0x10')).toEqual({ value: 16, used: 4, erange: false });
    expect(strtod('-Infinity')).toEqual({ value: -Infinity, used: 9, erange: false });
    expect(strtod('  42abc')).toEqual({ value: 42, used: 4, erange: false });
    expect(strtod('abc')).toEqual({ value: 0, used: 0, erange: false });
    expect(strtod('0x')).toEqual({ value: 0, used: 1, erange: false });
    expect(strtod('.5')).toEqual({ value: 0.5, used: 2, erange: false });
  });
});

describe('score range bounds', () => {
  it('an empty bound reads as 0 and "(" alone as exclusive 0', () => {
    expect(parseScoreBound('')).toEqual({ value: 0, exclusive: false });
    expect(parseScoreBound('(')).toEqual({ value: 0, exclusive: true });
  });

  it('rejects "[", trailing spaces and words with Redis\'s message', () => {
    for (const bad of ['[1000', 'inf ', 'abc', 'nan']) {
      expect(() => parseScoreBound(bad)).toThrow('ERR min or max is not a float');
    }
  });
});

describe('scores', () => {
  it('rejects nan, leading spaces, empty strings and overflow', () => {
    for (const bad of ['nan', ' 5', '', '1e400', '1e-400', '5x']) {
      expect(() => parseScore(bad), bad).toThrow('ERR value is not a valid float');
    }
    expect(parseScore('inf')).toBe(Infinity);
    expect(parseScore('-1.5e2')).toBe(-150);
  });

  it('replies scores with %.17g as Redis 7.0 does', () => {
    expect(formatScore(1000)).toBe('1000');
    expect(formatScore(0.1)).toBe('0.10000000000000001');
    expect(formatScore(1767225630000)).toBe('1767225630000');
    expect(formatScore(1e21)).toBe('1e+21');
    expect(formatScore(0.00001)).toBe('1.0000000000000001e-05');
    expect(formatScore(-Infinity)).toBe('-inf');
  });

  it("writes Lua numbers with %.14g where Lua's tostring and .. do, losing digits past 14", () => {
    expect(luaNumberToString(1767225630000)).toBe('1767225630000');
    expect(luaNumberToString(1700000000123456)).toBe('1.7000000001235e+15');
    expect(luaNumberToString(2.5)).toBe('2.5');
  });
});

describe('integers', () => {
  it('accepts only what string2ll accepts', () => {
    expect(parseInt64('-12')).toBe(-12n);
    for (const bad of ['+1', ' 1', '01', '1.0', '', '9223372036854775808', '-0']) expect(parseInt64(bad), bad).toBeNull();
    expect(parseInt64('9223372036854775807')).toBe(9223372036854775807n);
  });
});

describe('numbers as glibc and Redis 7.0 print them (checked on redis-server 7.0.15)', () => {
  it('a score above 2^53 keeps all 17 digits and an exact tie rounds to even', () => {
    expect(formatScore(72057594037927952)).toBe('72057594037927952');
    expect(formatScore(86914823972620.0625)).toBe('86914823972620.062');
    expect(formatScore(5e-324)).toBe('4.9406564584124654e-324');
    expect(formatScore(2 ** 63)).toBe('9.2233720368547758e+18');
    expect(formatScore(-0)).toBe('-0');
  });

  it('a number passed to redis.call keeps 17 digits, while Lua\'s own .. keeps 14', () => {
    expect(luaNumberToArg(100000000000004)).toBe('100000000000004');
    expect(luaNumberToArg(1e14)).toBe('100000000000000');
    expect(luaNumberToArg(0.1)).toBe('0.10000000000000001');
    expect(luaNumberToArg(-0)).toBe('-0');
    expect(luaNumberToString(1e14)).toBe('1e+14');
    expect(luaNumberToString(100000000000004)).toBe('1e+14');
  });

  it('a Lua number returned as an integer reply truncates, and past int64 wraps to -2^63', () => {
    expect(luaIntegerReply(2.7)).toBe(2);
    expect(luaIntegerReply(-2.7)).toBe(-2);
    expect(luaIntegerReply(9223372036854775806 + 1)).toBe(-9223372036854775808);
    expect(luaIntegerReply(-1e19)).toBe(-9223372036854775808);
    expect(luaIntegerReply(NaN)).toBe(-9223372036854775808);
  });

  it('reads hexadecimal floats as strtod does: rounded once, ties to even, subnormals kept', () => {
    expect(parseScore('0x1.000000000000081p0')).toBe(1 + 2 ** -52);
    expect(parseScore('0x1.00000000000008p0')).toBe(1);
    expect(parseScore('0x1.00000000000018p0')).toBe(1 + 2 ** -51);
    expect(parseScore('0x3p-1076')).toBe(5e-324);
    expect(parseScore('0x0.001p1030')).toBe(2 ** 1018);
    expect(parseScore('0X1P3')).toBe(8);
    expect(parseScore('0x.8')).toBe(0.5);
    for (const bad of ['0x1p-1075', '0x1p1024', '0x1.fffffffffffff8p1023', '0x1p-1080']) {
      expect(() => parseScore(bad), bad).toThrow('ERR value is not a valid float');
    }
    expect(parseScore('0x0p99999')).toBe(0);
  });

  it('counts every hex digit before weighing the exponent, however many digits there are', () => {
    const zeros = '0'.repeat(25_000);
    expect(parseScore(`0x1${zeros}p-100004`)).toBe(0.0625);
    expect(parseScore(`0x0.${zeros}1p100004`)).toBe(1);
    expect(parseScore(`0x${zeros}1p-4`)).toBe(0.0625);
    expect(parseScore(`0x1${'8'.repeat(30_000)}p-120000`)).toBe(1.5333333333333334);
    expect(() => parseScore(`0x1${zeros}p-101100`)).toThrow('ERR value is not a valid float');
    expect(() => parseScore('0x1p99999999999999999999')).toThrow('ERR value is not a valid float');
    expect(parseScoreBound(`(0x1${zeros}p-100004`)).toEqual({ value: 0.0625, exclusive: true });
    expect(parseScoreBound(`0x1${zeros}p-99999999999999999999999`)).toEqual({ value: 0, exclusive: false });
    expect(parseScoreBound(`0x${zeros}${zeros}1p99999999999999999999999`)).toEqual({ value: Infinity, exclusive: false });
  });

  it('a score bound is read up to a NUL byte, but only a number may come before it', () => {
    expect(parseScoreBound('2\0abc')).toEqual({ value: 2, exclusive: false });
    expect(parseScoreBound('\0')).toEqual({ value: 0, exclusive: false });
    expect(parseScoreBound('(\u00001')).toEqual({ value: 0, exclusive: true });
    expect(parseScoreBound('0x1p1030')).toEqual({ value: Infinity, exclusive: false });
    expect(() => parseScoreBound('2x\0')).toThrow('ERR min or max is not a float');
    expect(() => parseScore('5\0')).toThrow('ERR value is not a valid float');
  });
});
