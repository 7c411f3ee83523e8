import { describe, expect, it } from 'vitest';
import { BOUND, HUB, LIST, RUN } from './catalogue';

describe('a crash is worded one way in every view', () => {
  const core = "A crash writes nothing to Redis: nobody will extend JOB-1's lease now, so it stays in active until its deadline";

  it('the run view, the hub, the bound dive and the list dive say the same about what a crash leaves', () => {
    expect(RUN.crashed('w1', RUN.crashAfter(['JOB-1']))).toContain(core);
    expect(HUB.crashed('w1', 't = 12.0 s', ['JOB-1'])).toContain(core);
    expect(BOUND.crashed('w1', 'JOB-1', 't = 30.0 s', 'sweep')).toContain(`${core} (t = 30.0 s) passes and a sweep takes it back.`);
    expect(LIST.leaseCrashed('w1', 'JOB-1', 't = 30.0 s')).toContain(core);
  });

  it('names the reaper where the reaper takes the job back, and says nothing is left when no lease was held', () => {
    expect(BOUND.crashed('w1', 'JOB-1', 't = 30.0 s', 'reaper')).toMatch(/passes and the reaper takes it back\.$/);
    expect(HUB.crashed('w9', 't = 5.0 s', [])).toBe('w9 crashed at t = 5.0 s. A crash writes nothing to Redis, and it held no lease, so nothing is left behind.');
  });
});
