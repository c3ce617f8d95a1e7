import { describe, expect, it } from 'vitest';
import { referencesOf } from './references.ts';

describe('referencesOf', () => {
  it('keeps the entries of one type, in their order, from a mixed list', () => {
    const nodes = [
      { __typename: 'Product' as const, id: 'p1' },
      { __typename: 'Collection' as const, id: 'c1' },
      { __typename: 'Product' as const, id: 'p2' },
    ];
    expect(referencesOf(nodes, 'Product').map((n) => n.id)).toEqual(['p1', 'p2']);
    expect(referencesOf(null, 'Product')).toEqual([]);
  });
});
