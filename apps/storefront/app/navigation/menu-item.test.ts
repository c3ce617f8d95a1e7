import { describe, expect, it } from 'vitest';
import { menuHref, toMenuLinks } from './menu-item.ts';

describe('menuHref', () => {
  it('keeps storefront paths and drops the origin of absolute URLs', () => {
    expect(menuHref('/de/c/kaffee')).toBe('/de/c/kaffee');
    expect(menuHref('https://shop.example/de/c/kaffee?sort=new#top')).toBe('/de/c/kaffee?sort=new#top');
  });

  it('treats the placeholder # and empty URLs as headings without a page', () => {
    expect(menuHref('#')).toBeNull();
    expect(menuHref('')).toBeNull();
    expect(menuHref(null)).toBeNull();
  });
});

describe('toMenuLinks', () => {
  it('keeps three levels and their order', () => {
    const links = toMenuLinks([
      {
        id: '1',
        title: 'Kaffee',
        url: '/de/c/kaffee',
        items: [
          {
            id: '2',
            title: 'Nach Herkunft',
            url: '#',
            items: [{ id: '3', title: 'Afrika', url: '/de/c/afrika' }],
          },
        ],
      },
    ]);
    expect(links).toEqual([
      {
        id: '1',
        title: 'Kaffee',
        href: '/de/c/kaffee',
        items: [
          {
            id: '2',
            title: 'Nach Herkunft',
            href: null,
            items: [{ id: '3', title: 'Afrika', href: '/de/c/afrika', items: [] }],
          },
        ],
      },
    ]);
  });
});
