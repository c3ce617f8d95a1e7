import { describe, expect, it } from 'vitest';
import { getQueryClient, retryDelay } from './query-client.ts';

describe('query client', () => {
  it('has the cache defaults of spec section 9', () => {
    const defaults = getQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(300_000);
    expect(defaults?.retry).toBe(3);
    expect(getQueryClient()).toBe(getQueryClient());
  });

  it('backs off exponentially and never waits longer than 30 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(30_000);
  });
});
