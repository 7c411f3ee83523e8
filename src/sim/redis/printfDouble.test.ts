import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printfG } from './printfDouble';

describe('printfG, glibc\'s %.<p>g', () => {
  it('writes 17 significant digits that read back as the very same double (seeded)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(Number(printfG(x, 17))).toBe(x);
      }),
      { seed: 20261201, numRuns: 2000 },
    );
  });

  it('agrees with toPrecision where no exact tie can occur: doubles in [1, 2) (seeded)', () => {
    fc.assert(
      // An exact tie at 14 digits needs 5^14 to divide the double's 52-bit fraction: about one
      // double in 6·10^9, so a difference here is a rounding bug.
      fc.property(fc.double({ noNaN: true, min: 1, max: 2, maxExcluded: true }), (x) => {
        expect(Number(printfG(x, 14))).toBe(Number(x.toPrecision(14)));
      }),
      { seed: 20261202, numRuns: 2000 },
    );
  });

  it('chooses the exponent form as C does and trims trailing zeros', () => {
    expect(printfG(0.0001, 17)).toBe('0.0001');
    expect(printfG(410547194002805, 14)).toBe('4.105471940028e+14');
    expect(printfG(1e-5, 17)).toBe('1.0000000000000001e-05');
    expect(printfG(1e17, 17)).toBe('1e+17');
    expect(printfG(123456789012345680, 17)).toBe('1.2345678901234568e+17');
    expect(printfG(0.5, 14)).toBe('0.5');
    expect(printfG(-2.5e-300, 14)).toBe('-2.5e-300');
    expect(printfG(NaN, 17)).toBe('-nan');
  });
});
