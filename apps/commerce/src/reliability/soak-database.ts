import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CommerceConfig } from '../config/config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { toGlobalId } from '../node/global-id.ts';
import { seedDatabase } from '../setup/seed-database.ts';
import { createPostgresDatabase, type TestDatabaseKind } from '../testing/test-databases.ts';

export type SoakDatabase = {
  target: CommerceConfig['database'];
  /** The PostgreSQL database's name (for an outage of it alone); empty for PGlite. */
  name: string;
  /** A variant with stock for every add of the run, so no add is cut down to the stock. */
  variantGid: string;
  /** Quantity per cart token, read from the database itself after the service has stopped. */
  quantities: () => Promise<Map<string, number>>;
  /** Opens the database for `query` alone (PGlite allows one process: the service must have stopped). */
  read: <T>(query: (db: Database) => Promise<T>) => Promise<T>;
  dispose: () => Promise<void>;
};

const variantRow = z.object({ id: z.number() });
const quantityRow = z.object({ token: z.string(), quantity: z.number() });

/**
 * A database on disk (PGlite folder or a PostgreSQL database of its own), migrated and seeded as
 * the service would on its first start, with one variant given stock for any number of adds.
 */
export async function createSoakDatabase(kind: TestDatabaseKind): Promise<SoakDatabase> {
  let target: CommerceConfig['database'];
  let name = '';
  let folder = '';
  let drop = async () => {};
  if (kind === 'postgres') {
    const created = await createPostgresDatabase('shop_soak');
    name = created.name;
    drop = created.drop;
    target = { kind: 'postgres', url: created.url };
  } else {
    folder = mkdtempSync(path.join(tmpdir(), 'shop-soak-'));
    target = { kind: 'pglite', dir: folder };
  }
  const handle = await openDatabase(target);
  let variantId = 0;
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { publicUrl: 'http://127.0.0.1', products: 40 });
    const [row] = await queryRows(
      handle.db,
      sql`SELECT v.id FROM product_variants v WHERE v.available_for_sale ORDER BY v.id LIMIT 1`,
      variantRow,
    );
    if (!row) throw new Error('The seeded catalogue has no variant for sale');
    variantId = row.id;
    await handle.db.execute(sql`UPDATE product_variants SET stock = 100000000 WHERE id = ${variantId}`);
  } finally {
    await handle.close();
  }
  return {
    target,
    name,
    variantGid: toGlobalId('ProductVariant', variantId),
    quantities: () =>
      read(target, async (db) => {
        const rows = await queryRows(
          db,
          sql`SELECT cart_token AS token, sum(quantity)::int AS quantity FROM cart_lines GROUP BY cart_token`,
          quantityRow,
        );
        return new Map(rows.map((row) => [row.token, row.quantity]));
      }),
    read: (query) => read(target, query),
    dispose: async () => {
      if (folder) rmSync(folder, { recursive: true, force: true });
      await drop();
    },
  };
}

async function read<T>(target: CommerceConfig['database'], query: (db: Database) => Promise<T>): Promise<T> {
  const reader = await openDatabase(target);
  try {
    return await query(reader.db);
  } finally {
    await reader.close();
  }
}
