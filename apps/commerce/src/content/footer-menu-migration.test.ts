import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../db/schema.ts';
import { seedDatabase } from '../setup/seed-database.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-databases.ts';

const migration = readFileSync(
  path.resolve(import.meta.dirname, '../../drizzle/0012_footer_menu.sql'),
  'utf8',
);

/*
 * Migration 0012 adds the `footer` menu to shops seeded before it existed. Replayed on a seeded
 * shop whose footer is gone, it must write the very menu the seed writes for a new shop.
 */
describe.each(databaseKinds)('the footer menu migration on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, { publicUrl: 'https://shop.example', products: 30 });
  });
  afterAll(async () => database?.dispose());

  it.skipIf(skip)('writes the seed’s footer menu for a shop that lacks it, and nothing twice', async () => {
    const footer = () =>
      database.db.select().from(menus).where(eq(menus.handle, 'footer')).orderBy(asc(menus.language));
    const seeded = await footer();
    expect(seeded.map((m) => m.language)).toEqual(['da', 'de', 'en']);
    expect(seeded.every((m) => m.items.length === 14)).toBe(true);

    await database.db.delete(menus).where(eq(menus.handle, 'footer'));
    await database.db.execute(sql.raw(migration));
    expect(await footer()).toEqual(seeded);
    // Run again (or on a shop seeded with it), it leaves the menu as it is.
    await database.db.execute(sql.raw(migration));
    expect(await footer()).toEqual(seeded);
  });
});
