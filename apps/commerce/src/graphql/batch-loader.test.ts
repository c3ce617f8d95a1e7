import { describe, expect, it } from 'vitest';
import { BatchLoader } from './batch-loader.ts';

/** A loader that doubles numbers and records every batch it was asked for. */
function doublingLoader() {
  const batches: number[][] = [];
  const loader = new BatchLoader<number, number>(async (keys) => {
    batches.push(keys);
    return new Map(keys.filter((k) => k >= 0).map((k) => [k, k * 2]));
  });
  return { loader, batches };
}

describe('BatchLoader', () => {
  it('fetches the keys of sibling resolvers in one call, even those asked after awaiting', async () => {
    const { loader, batches } = doublingLoader();
    const resolver = async (key: number) => {
      // Resolvers often await something already settled before they load.
      await Promise.resolve();
      await null;
      return loader.load(key);
    };
    const values = await Promise.all([1, 2, 3, 2].map(resolver));
    expect(values).toEqual([2, 4, 6, 4]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('answers a key it has fetched from memory and an unknown key with undefined', async () => {
    const { loader, batches } = doublingLoader();
    expect(await loader.loadMany([4, -1])).toEqual([8, undefined]);
    expect(await loader.load(4)).toBe(8);
    expect(batches).toEqual([[4, -1]]);
  });

  it('fetches the next level of nested fields as its own batch, without keys already held', async () => {
    const { loader, batches } = doublingLoader();
    const parents = await loader.loadMany([1, 2]);
    expect(await loader.loadMany(parents.map((p) => p ?? 0))).toEqual([4, 8]);
    expect(batches).toEqual([[1, 2], [4]]);
  });

  it('does not wait for a turn of the event loop behind other work', async () => {
    const { loader } = doublingLoader();
    let timerRan = false;
    setImmediate(() => {
      timerRan = true;
    });
    await loader.load(5);
    expect(timerRan).toBe(false);
  });

  it('fetches a batch in hand at once, each key once', async () => {
    const { loader, batches } = doublingLoader();
    expect(await loader.loadBatch([3, 1, 3])).toEqual(
      new Map([
        [3, 6],
        [1, 2],
      ]),
    );
    expect(batches).toEqual([[3, 1]]);
  });
});
