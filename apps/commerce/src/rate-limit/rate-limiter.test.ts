import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-databases.ts';
import { consume } from './rate-limiter.ts';

const perMinute = { limit: 10, windowSeconds: 60 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, 0) + seconds * 1000);

describe.each(databaseKinds)('token buckets in the database on $kind', ({ kind, skip }) => {
  // One database for the block; each test counts under its own key.
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    if (!skip) database = await createTestDatabase(kind);
  }, 240_000);
  afterAll(() => database?.dispose());
  const db = () => {
    if (!database) throw new Error('no test database');
    return database.db;
  };

  async function allowedOf(key: string, tries: number, when: Date): Promise<number> {
    let allowed = 0;
    for (let i = 0; i < tries; i += 1)
      if ((await consume(db(), key, 1, perMinute, when)).allowed) allowed += 1;
    return allowed;
  }

  it.skipIf(skip)('lets no more than the budget through around the end of a minute', async () => {
    // The pattern that passed 20 through a fixed one-minute window: 10 at its end, 10 after.
    expect(await allowedOf('edge', 10, at(59.5))).toBe(10);
    expect(await allowedOf('edge', 10, at(60.5))).toBe(0);
    // The budget refills evenly: one attempt every six seconds, none before.
    expect(await allowedOf('edge', 2, at(65))).toBe(0);
    expect(await allowedOf('edge', 2, at(65.6))).toBe(1);
    expect(await allowedOf('edge', 10, at(59.5 + 120))).toBe(10);
  });

  it.skipIf(skip)(
    'takes a call of several codes as several attempts, and a refused call takes nothing',
    async () => {
      expect((await consume(db(), 'several', 8, perMinute, at(0))).allowed).toBe(true);
      expect((await consume(db(), 'several', 3, perMinute, at(0))).allowed).toBe(false);
      expect((await consume(db(), 'several', 2, perMinute, at(0))).allowed).toBe(true);
      expect((await consume(db(), 'several', 11, perMinute, at(600))).allowed).toBe(false);
    },
  );

  it.skipIf(skip)('lets exactly the budget through when many attempts arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () => consume(db(), 'at-once', 1, perMinute, at(0))),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});
