import { describe, expect, it } from 'vitest';
import type { VerbName } from '../queue/invocation';
import { parseScenario } from './parseScenario';
import { isRedisCliDirective, redisCliLine, redisCliQuote, redisCliScript, respCommand, respCommands } from './redisCliScript';
import { utf8Length } from '../redis/bytes';
import type { Scenario } from '../format/scenario';

const SCRIPTS: Record<VerbName, string> = {
  enqueue: "return redis.call('HSET', KEYS[1], 'state', 'pending')",
  claim: "local t = redis.call('TIME')\nreturn t[1]",
  extend: 'return 1',
  complete: 'return 1',
  sweep: "local now = redis.call('TIME') -- read once\nreturn now",
  reap: 'return 0',
};

const scenario = (steps: unknown[]) =>
  parseScenario({ format: 'emq-scenario/1', name: 'n', queue: 'q', clockStartMs: 1_700_000_000_123, maxStalled: 3, leaseMs: 1000, steps });

describe('the run as redis-cli input', () => {
  it('quotes each argument as redis-cli reads it: quotes and backslashes escaped, line breaks as \\n, other bytes as \\xHH of their UTF-8', () => {
    expect(redisCliQuote('plain')).toBe('"plain"');
    expect(redisCliQuote('say "hi" C:\\x')).toBe('"say \\"hi\\" C:\\\\x"');
    expect(redisCliQuote('a\nb\r\tc\u0000')).toBe('"a\\nb\\r\\tc\\x00"');
    expect(redisCliQuote('é☕')).toBe('"\\xc3\\xa9\\xe2\\x98\\x95"');
    expect(redisCliQuote('\ud800')).toBe('"\\xef\\xbf\\xbd"');
    expect(redisCliQuote('')).toBe('""');
    expect(redisCliLine(['ZADD', 'k', '1', 'm'])).toBe('"ZADD" "k" "1" "m"');
  });

  it("writes each verb as EVAL of its script with the step's server time in place of TIME, one command a line", () => {
    const text = redisCliScript(
      scenario([
        { at: 0, op: 'enqueue', job: 'j1' },
        { at: 877, op: 'claim', worker: 'w1' },
        { at: 1000, op: 'crash', worker: 'w1' },
        { at: 2000, op: 'sweep' },
      ]),
      SCRIPTS,
    );
    const lines = text.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]).toBe(`"EVAL" "return redis.call('HSET', KEYS[1], 'state', 'pending')" "2" "emq:{q}:job:j1" "emq:{q}:pending" "j1" "" "0" ""`);
    // 1_700_000_000_123 + 877 ms = 1_700_000_001_000 ms: 1700000001 s and 0 µs
    expect(lines[1]).toBe(`"EVAL" "local t = {'1700000001', '0'}\\nreturn t[1]" "2" "emq:{q}:pending" "emq:{q}:active" "w1" "1000" "emq:{q}:job:"`);
    expect(lines[2]).toMatch(/^"EVAL" "local now = \{'1700000002', '123000'\} -- read once\\nreturn now" "3" /);
  });

  it('sends raw commands as they are, but leaves out lines redis-cli would act on itself instead of sending', () => {
    const text = redisCliScript(
      scenario([
        { at: 0, op: 'redis', command: ['set', 'k', 'v'] },
        { at: 0, op: 'redis', command: ['3', 'INCR', 'n'] },
        { at: 0, op: 'redis', command: ['QUIT'] },
        { at: 0, op: 'redis', command: ['help', 'set'] },
        { at: 0, op: 'redis', command: ['7'] },
      ]),
      SCRIPTS,
    );
    expect(text).toBe('"set" "k" "v"\n"7"\n');
    expect(isRedisCliDirective(['connect', 'h', '1'])).toBe(true);
    expect(isRedisCliDirective(['connect'])).toBe(false);
    expect(isRedisCliDirective([':set', 'hints'])).toBe(true);
  });

  it('leaves out a line whose command name holds a NUL, which redis-cli reads only up to the NUL (3\\0 as a repeat count, quit\\0 as quit)', () => {
    expect(isRedisCliDirective(['3\u0000', 'RPUSH', 'l', 'x'])).toBe(true);
    expect(isRedisCliDirective(['quit\u0000'])).toBe(true);
    expect(isRedisCliDirective(['ZADD', 'z\u0000', '1', 'a'])).toBe(false);
  });

  it('refuses a script that reads the clock in a way the replay cannot pin', () => {
    expect(() => redisCliScript(scenario([{ at: 0, op: 'reap' }]), { ...SCRIPTS, reap: 'return redis.call("TIME")' })).toThrow(/reap\.lua reads TIME/);
  });
});

describe('the run as Redis protocol for redis-cli --pipe', () => {
  it('counts the UTF-8 bytes a client sends: 1 to 4 a character, a lone surrogate as the 3 bytes of U+FFFD', () => {
    for (const text of ['', 'plain', 'é☕', '𝄞', 'lone \ud800 half', '\udc00\ud800', 'end \ud834', 'nul\u0000\r\n']) {
      expect(utf8Length(text), JSON.stringify(text)).toBe(Buffer.byteLength(text, 'utf8'));
    }
  });

  it('writes a command as an array of bulk strings, each prefixed by its length in bytes, whatever bytes it holds', () => {
    expect(respCommand(['ZADD', 'z', '1', 'a'])).toBe('*4\r\n$4\r\nZADD\r\n$1\r\nz\r\n$1\r\n1\r\n$1\r\na\r\n');
    expect(respCommand(['SET', '', '\r\n*1\r\n$4\r\nQUIT\r\n'])).toBe('*3\r\n$3\r\nSET\r\n$0\r\n\r\n$16\r\n\r\n*1\r\n$4\r\nQUIT\r\n\r\n');
    expect(Buffer.from(respCommand(['3\u0000', 'é'])).toString('latin1')).toBe('*2\r\n$2\r\n3\u0000\r\n$2\r\n\u00c3\u00a9\r\n');
  });

  it('sends every step that is not a crash, directives included, verbs as EVAL with the clock pinned', () => {
    // built in code: parseScenario refuses a command name with a NUL, so no file can hold the first step
    const run: Scenario = {
      ...scenario([{ at: 877, op: 'claim', worker: 'w1' }]),
      steps: [
        { at: 0, op: 'redis', command: ['3\u0000', 'RPUSH', 'l', 'x'] },
        { at: 0, op: 'redis', command: ['quit'] },
        { at: 0, op: 'crash', worker: 'w1' },
        { at: 877, op: 'claim', worker: 'w1' },
      ],
    };
    expect([...respCommands(run, SCRIPTS)]).toEqual([
      '*4\r\n$2\r\n3\u0000\r\n$5\r\nRPUSH\r\n$1\r\nl\r\n$1\r\nx\r\n',
      '*1\r\n$4\r\nquit\r\n',
      respCommand(['EVAL', "local t = {'1700000001', '0'}\nreturn t[1]", '2', 'emq:{q}:pending', 'emq:{q}:active', 'w1', '1000', 'emq:{q}:job:']),
    ]);
  });
});
