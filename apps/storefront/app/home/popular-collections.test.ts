import { describe, expect, it } from 'vitest';
import { popularCollectionsOf } from './popular-collections.ts';

describe('popularCollectionsOf', () => {
  it('reads the collection ids and icon paths in their order', () => {
    const value = JSON.stringify([
      { collection: 'gid://shopify/Collection/3', icon: '/images/icons/machine.png' },
      { collection: 'gid://shopify/Collection/1', icon: '/images/icons/coffee-beans.png' },
    ]);
    expect(popularCollectionsOf(value)).toEqual([
      { collection: 'gid://shopify/Collection/3', icon: '/images/icons/machine.png' },
      { collection: 'gid://shopify/Collection/1', icon: '/images/icons/coffee-beans.png' },
    ]);
  });

  it('gives none for an absent, broken or wrongly shaped value instead of failing the home page', () => {
    expect(popularCollectionsOf(null)).toEqual([]);
    expect(popularCollectionsOf('')).toEqual([]);
    expect(popularCollectionsOf('[{"collection": "gid://shopify/Collection/1", "icon": ')).toEqual([]);
    expect(popularCollectionsOf('{"collection": "gid://shopify/Collection/1"}')).toEqual([]);
    expect(popularCollectionsOf('[{"collection": "gid://shopify/Collection/1", "icon": ""}]')).toEqual([]);
  });
});
