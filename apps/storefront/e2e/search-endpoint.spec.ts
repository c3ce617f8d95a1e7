import { expect } from '@playwright/test';
import { test } from './visitor.ts';

test.describe('predictive search endpoint', () => {
  test.skip(({ isMobile }) => isMobile, 'no browser involved: one run is enough');

  test('validates its query string and lets browsers and caches keep the answer', async ({ request }) => {
    expect((await request.get('/api/predictive-search?lang=de')).status()).toBe(400);
    expect((await request.get(`/api/predictive-search?q=${'x'.repeat(101)}&lang=de`)).status()).toBe(400);
    const response = await request.get('/api/predictive-search?q=espresso&lang=de');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/public, max-age=\d+/);
    const body = await response.json();
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    expect(body.collections.length).toBeLessThanOrEqual(5);
  });

  test('an unknown language falls back to German', async ({ request }) => {
    const unknown = await (await request.get('/api/search-featured?lang=xx')).json();
    const german = await (await request.get('/api/search-featured?lang=de')).json();
    expect(unknown).toEqual(german);
    expect(german.suggestions).toContain('Siebträger');
  });
});
