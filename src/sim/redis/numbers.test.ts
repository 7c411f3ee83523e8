import { describe, expect, it } from 'vitest';
import { formatScore, luaNumberToString, parseInt64, parseScore, parseScoreBound, strtod } from './numbers';

describe('strtod', () => {
  it('reads decimals, exponents, hex and infinities the way C does', () => {
    expect(strtod('1e3')).toEqual({ value: 1000, used: 3 });
    expect(strtod('0x10')).toEqual({ value: 16, used: 4 });
    expect(strtod('-Infinity')).toEqual({ value: -Infinity, used: 9 });
    expect(strtod('  42abc')).toEqual({ value: 42, used: 4 });
    expect(strtod('abc')).toEqual({ value: 0, used: 0 });
    expect(strtod('0x')).toEqual({ value: 0, used: 1 });
    expect(strtod('.5')).toEqual({ value: 0.5, used: 2 });
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

  it('turns Lua numbers into arguments with %.14g, losing digits past 14', () => {
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
