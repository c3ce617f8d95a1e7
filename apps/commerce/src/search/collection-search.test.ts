import { describe, expect, it } from 'vitest';
import { matchCollections, searchableCollections } from './collection-search.ts';

const collections = searchableCollections([
  { id: 1, title: 'Kaffee & Espresso' },
  { id: 2, title: 'Espressomaschinen' },
  { id: 3, title: 'Espresso' },
  { id: 4, title: 'Handmühlen' },
  { id: 5, title: 'Zubehör' },
]);

describe('collection search', () => {
  it('puts titles beginning with the text first, then closer ones, then by id', () => {
    expect(matchCollections(collections, 'Espresso', 10)).toEqual([3, 2, 1]);
    expect(matchCollections(collections, 'espresso', 1)).toEqual([3]);
  });

  it('finds the text inside a title, and titles resembling a mistyped text', () => {
    expect(matchCollections(collections, 'mühle', 10)).toEqual([4]);
    expect(matchCollections(collections, 'Zubehor', 10)).toEqual([5]);
    expect(matchCollections(collections, 'Espreso', 10)).toContain(3);
    expect(matchCollections(collections, 'qqqxxzzv', 10)).toEqual([]);
    expect(matchCollections(collections, '  ', 10)).toEqual([]);
  });
});
