import { describe, expect, it } from 'vitest';
import { clientAddress, clientBudget } from './client-budget.server.ts';

const from = (address?: string) =>
  new Request('http://shop.test/x', {
    method: 'POST',
    headers: address ? { 'x-storefront-client-address': address } : {},
  });

describe('a per-client budget', () => {
  it('lets a client through until its budget is spent, then refuses it', async () => {
    const withinBudget = clientBudget(2, 60);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await withinBudget(from('203.0.113.7')));
    expect(answers).toEqual([true, true, false]);
  });

  it('counts each client on its own, and requests without an address as one client', async () => {
    const withinBudget = clientBudget(1, 60);
    expect(await withinBudget(from('203.0.113.7'))).toBe(true);
    expect(await withinBudget(from('2001:db8::1'))).toBe(true);
    expect(await withinBudget(from())).toBe(true);
    expect(await withinBudget(from())).toBe(false);
    expect(await withinBudget(from('203.0.113.7'))).toBe(false);
  });

  it('reads the address our server set, and nothing when it set none', () => {
    expect(clientAddress(from('198.51.100.4'))).toBe('198.51.100.4');
    expect(clientAddress(from())).toBeUndefined();
  });
});
