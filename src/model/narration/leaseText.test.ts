import { describe, expect, it } from 'vitest';
import { JOB } from './catalogue';
import { HUB_CHIP } from './hubText';
import { RUN_VIEW } from './runText';

describe('a lease’s time left is worded the same in every view', () => {
  it('a deadline equal to now reads "expired just now" on the hub’s chip, in its readout and on the run view’s worker', () => {
    expect(HUB_CHIP.deadline(0)).toBe('expired just now');
    expect(JOB.expiresNow.startsWith('expired just now')).toBe(true);
    expect(RUN_VIEW.leaseEnds(0)).toBe('lease expired just now: the next sweep takes it');
  });

  it('a live lease "expires in" and an expired one was "expired … ago" in the readout and on the run view’s worker', () => {
    expect(JOB.expiresIn(5000)).toBe('expires in 5.0 s');
    expect(RUN_VIEW.leaseEnds(5000)).toBe('lease expires in 5.0 s');
    expect(JOB.expiredAgo(2000)).toBe('expired 2.0 s ago');
    expect(HUB_CHIP.deadline(-2000)).toBe('expired 2.0 s ago');
    expect(RUN_VIEW.leaseEnds(-2000)).toBe('lease expired 2.0 s ago: the next sweep takes it');
  });
});
