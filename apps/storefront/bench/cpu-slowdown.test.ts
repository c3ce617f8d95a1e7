import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, emulatedPhoneIndex } from './cpu-slowdown.ts';

describe('calibratedSlowdown', () => {
  it("gives Lighthouse's default 4× on the host its calculator gives 4× for", () => {
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 5);
  });

  it('emulates the same phone on a slower and on a faster host', () => {
    for (const host of [900, 1237, 1850, 2768]) {
      expect(host / calibratedSlowdown(host)).toBeCloseTo(emulatedPhoneIndex, 5);
    }
    expect(calibratedSlowdown(1237)).toBeCloseTo(3.23, 2);
    expect(calibratedSlowdown(2768)).toBeCloseTo(7.22, 2);
  });

  it('never speeds a host up', () => {
    expect(calibratedSlowdown(200)).toBe(1);
  });

  it('refuses a benchmark index that is not one', () => {
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(/positive number/);
    expect(() => calibratedSlowdown(0)).toThrow(/positive number/);
  });
});
