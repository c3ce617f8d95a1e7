import { describe, expect, it } from 'vitest';
import { anyRouteNoindex } from './route-seo.ts';

describe('anyRouteNoindex (robots meta of the page)', () => {
  it('is true when a loader or a static handle asks for noindex', () => {
    expect(
      anyRouteNoindex([
        { loaderData: { shell: {} }, handle: undefined },
        { loaderData: { noindex: true }, handle: null },
      ]),
    ).toBe(true);
    expect(anyRouteNoindex([{ loaderData: undefined, handle: { noindex: true } }])).toBe(true);
  });

  it('is false otherwise, and a truthy non-boolean does not count', () => {
    expect(anyRouteNoindex([{ loaderData: { noindex: false }, handle: { noindex: 'yes' } }])).toBe(false);
    expect(anyRouteNoindex([])).toBe(false);
  });
});
