import { describe, expect, it } from 'vitest';
import { buyerAddress, clientKey } from './buyer-address.ts';

describe('the key a client is counted under', () => {
  it('is one for IPv4 and IPv4-mapped IPv6', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('is the /64 block for IPv6', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64');
    expect(clientKey('2001:0DB8:1:2:abcd:ef01:2345:6789')).toBe('2001:0db8:0001:0002::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(clientKey('::1')).toBe('0000:0000:0000:0000::/64');
  });

  it('is "unknown" for anything that is no address', () => {
    expect(clientKey('')).toBe('unknown');
    expect(clientKey('buyer')).toBe('unknown');
  });
});

describe('the buyer a request is counted against', () => {
  const token = 'private-token-1234';
  it('is the storefront-passed address only with the private token', () => {
    const passed = { 'shopify-storefront-buyer-ip': '198.51.100.7' };
    expect(buyerAddress({ ...passed, 'shopify-storefront-private-token': token }, '10.0.0.2', token)).toBe(
      '198.51.100.7',
    );
    expect(buyerAddress({ ...passed, 'x-shopify-storefront-access-token': token }, '10.0.0.2', token)).toBe(
      '10.0.0.2',
    );
    expect(buyerAddress({ ...passed, 'shopify-storefront-private-token': 'wrong' }, '10.0.0.2', token)).toBe(
      '10.0.0.2',
    );
    expect(
      buyerAddress(
        { 'shopify-storefront-buyer-ip': 'not an address', 'shopify-storefront-private-token': token },
        '::ffff:10.0.0.2',
        token,
      ),
    ).toBe('10.0.0.2');
  });
});
