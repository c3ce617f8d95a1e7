import { decodeEncodedVariant, isOptionValueCombinationInEncodedVariant } from '@shopify/hydrogen';
import { describe, expect, it } from 'vitest';
import { encodeCombinations } from './variant-options.ts';

/** Every combination of the given option sizes, in order. */
function allCombinations(sizes: readonly number[]): number[][] {
  return sizes.reduce<number[][]>(
    (prefixes, size) => prefixes.flatMap((prefix) => Array.from({ length: size }, (_, i) => [...prefix, i])),
    [[]],
  );
}

/** A deterministic pseudo-random subset, so the test covers gaps, runs and emptied prefixes. */
function subset(combinations: number[][], seed: number): number[][] {
  let state = seed;
  return combinations.filter(() => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % 3 !== 0;
  });
}

const sorted = (list: readonly (readonly number[])[]) => list.map((c) => c.join(',')).sort();

describe('the v1 encoding of option value combinations', () => {
  it('writes runs as ranges, gaps as spaces and closes each prefix with a comma', () => {
    expect(encodeCombinations([[0], [1], [2]], 1)).toBe('v1_0-2');
    expect(encodeCombinations([[0], [2], [3], [5]], 1)).toBe('v1_0 2-3 5');
    expect(
      encodeCombinations(
        [
          [0, 0],
          [0, 1],
          [1, 1],
          [1, 2],
        ],
        2,
      ),
    ).toBe('v1_0:0-1,1:1-2,');
    expect(encodeCombinations([], 2)).toBe('v1_');
    expect(encodeCombinations([], 0)).toBeNull();
  });

  it.each([[[3]], [[2, 3]], [[4, 1, 3]], [[3, 3, 3]], [[2, 5, 1, 4]]])(
    'decodes with Hydrogen’s decoder to the same combinations, options %j',
    (sizes) => {
      const everything = allCombinations(sizes);
      for (const seed of [1, 7, 42, 1234]) {
        const some = subset(everything, seed);
        const encoded = encodeCombinations(some, sizes.length) ?? '';
        expect(sorted(decodeEncodedVariant(encoded))).toEqual(sorted(some));
        for (const combination of everything) {
          const present = some.some((c) => c.join() === combination.join());
          expect(isOptionValueCombinationInEncodedVariant(combination, encoded)).toBe(present);
        }
      }
      expect(sorted(decodeEncodedVariant(encodeCombinations(everything, sizes.length) ?? ''))).toEqual(
        sorted(everything),
      );
    },
  );
});
