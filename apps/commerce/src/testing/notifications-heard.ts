import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { CatalogReader } from '../catalog/catalog-cache.ts';

/**
 * Waits until the catalogue cache has heard every change notification sent so far (PostgreSQL
 * delivers a seeding's notifications some time after its commit), so that later ones, which empty
 * the cache, come from the test alone.
 */
export async function notificationsHeard({ db, catalogCache: cache }: CatalogReader): Promise<void> {
  const sentinel = () => cache.memo('notificationsHeard', 'sentinel', async () => ({}));
  const before = await sentinel();
  await db.execute(sql`SELECT pg_notify('catalog_changed', '')`);
  await vi.waitFor(async () => expect(await sentinel()).not.toBe(before));
  // The change seen may have been an earlier one: wait until none came for a while.
  for (let quiet = await sentinel(); ; ) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await sentinel();
    if (now === quiet) return;
    quiet = now;
  }
}
