import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from './cpu-slowdown.ts';

describe('calibratedSlowdown', () => {
  it('gives Lighthouse its default 4× on the host that default assumes', () => {
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 2);
  });

  it('slows a weaker host less and a faster one more, so both emulate the same phone', () => {
    expect(calibratedSlowdown(1363)).toBeCloseTo(3.27, 2);
    expect(calibratedSlowdown(1050)).toBeCloseTo(2.5, 2);
    expect(calibratedSlowdown(2768)).toBeCloseTo(9.29, 2);
    expect(calibratedSlowdown(475)).toBeCloseTo(1.5, 2);
  });

  it('never speeds a host up', () => {
    expect(calibratedSlowdown(100)).toBe(1);
  });

  it('refuses a benchmark index that is not one', () => {
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(/positive number/);
    expect(() => calibratedSlowdown(0)).toThrow(/positive number/);
  });
});
