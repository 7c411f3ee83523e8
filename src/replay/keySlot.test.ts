import { describe, expect, it } from 'vitest';
import { queueKeys } from '../sim/queue/keys';
import { hashTag, keySlot } from './keySlot';

describe('the cluster slot of a key', () => {
  it("gives the cluster specification's CRC16 check value and spreads plain keys over the 16,384 slots", () => {
    // the spec's reference: CRC16 of "123456789" is 0x31C3
    expect(keySlot('123456789')).toBe(0x31c3);
    expect(keySlot('work')).not.toBe(keySlot('processing'));
    expect(Math.max(...['a', 'b', 'c', 'foo', 'bar'].map(keySlot))).toBeLessThan(16384);
  });

  it("hashes only the hash tag, the spec's examples included", () => {
    expect(keySlot('{user1000}.following')).toBe(keySlot('{user1000}.followers'));
    expect(keySlot('{user1000}.following')).toBe(keySlot('user1000'));
    expect(hashTag('foo{}{bar}')).toBeNull();
    expect(keySlot('foo{}{bar}')).not.toBe(keySlot('bar'));
    expect(hashTag('foo{{bar}}zap')).toBe('{bar');
    expect(hashTag('foo{bar}{zap}')).toBe('bar');
    expect(keySlot('emq:{q}:active')).toBe(keySlot('emq:{q}:job:j1'));
    expect(keySlot('emq:{a}b}:active')).toBe(keySlot('a'));
  });

  it('puts every key of a queue in one slot, as the course and the Terms say of the braces', () => {
    for (const queue of ['q', 'cm.bot.commands', 'a}b', 'x{y']) {
      const k = queueKeys(queue);
      const slots = new Set([k.pending, k.active, k.dead, k.job('j1'), k.job('{other}'), k.groupPending('eu'), k.prefix].map(keySlot));
      expect(slots.size, queue).toBe(1);
    }
  });
});
