import { describe, expect, it } from 'vitest';
import { formatArgv, formatReply } from './formatCommand';

describe('formatArgv', () => {
  it('joins plain words with spaces, braces and colons untouched', () => {
    expect(formatArgv(['ZRANGEBYSCORE', 'emq:{cm.bot.commands}:active', '-inf', '1767225635000'])).toBe(
      'ZRANGEBYSCORE emq:{cm.bot.commands}:active -inf 1767225635000',
    );
  });

  it('quotes an empty word and a word with a space', () => {
    expect(formatArgv(['HSET', 'k', 'data', ''])).toBe('HSET k data ""');
    expect(formatArgv(['HSET', 'k', 'data', 'a b'])).toBe('HSET k data "a b"');
  });
});

describe('formatReply', () => {
  it('shows an integer as is and nil as nil', () => {
    expect(formatReply(1)).toBe('1');
    expect(formatReply(-1)).toBe('-1');
    expect(formatReply(null)).toBe('nil');
  });

  it('shows an array as JSON, the way the command log lists ZRANGEBYSCORE', () => {
    expect(formatReply(['JOB-b', 'JOB-c', 'JOB-d'])).toBe('["JOB-b","JOB-c","JOB-d"]');
    expect(formatReply([['JOB-b', 'recovered', 1]])).toBe('[["JOB-b","recovered",1]]');
  });

  it('quotes a string and prefixes an error with (error)', () => {
    expect(formatReply('w3:1')).toBe('"w3:1"');
    expect(formatReply({ error: 'WRONGTYPE Operation against a key holding the wrong kind of value' })).toBe(
      '(error) WRONGTYPE Operation against a key holding the wrong kind of value',
    );
  });
});
