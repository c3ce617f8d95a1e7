import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CatalogCache, type CatalogReader, catalogCacheEvents } from '../catalog/catalog-cache.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';

/** The PostgreSQL server the database tests also run against; set to `off` to skip them. */
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  if (adminUrl === 'off') return false;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Whether PostgreSQL answers; tests against it are skipped (not passed) when it does not. */
export const postgresAvailable = await postgresReachable();

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Both engines, for `describe.each`; the PostgreSQL case carries a skip flag. */
export const databaseKinds: { kind: TestDatabaseKind; skip: boolean }[] = [
  { kind: 'pglite', skip: false },
  { kind: 'postgres', skip: !postgresAvailable },
];

/** Runs one statement on the PostgreSQL server's admin connection (create, drop, alter a database). */
export async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the PostgreSQL server, and how to drop it again. */
export async function createPostgresDatabase(prefix = 'shop_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A database with the catalogue cache that its change listener keeps, as main.ts opens one. */
export type TestDatabase = DatabaseHandle & CatalogReader & { dispose: () => Promise<void> };

/**
 * A fresh, migrated database of the given kind: an in-memory PGlite, or a new database on the
 * PostgreSQL server that is dropped again on dispose, so test files never see each other's data.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  onStatement?: (text: string) => void,
): Promise<TestDatabase> {
  const catalogCache = new CatalogCache();
  const options = { changes: catalogCacheEvents(catalogCache), onStatement };
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dir: 'memory://' }, options);
    await handle.migrate();
    return { ...handle, catalogCache, dispose: handle.close };
  }
  const created = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: created.url }, options);
  await handle.migrate();
  return {
    ...handle,
    catalogCache,
    dispose: async () => {
      await handle.close();
      await created.drop();
    },
  };
}
