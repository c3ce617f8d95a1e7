import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { catalogCache } from '../catalog/catalog-cache.ts';
import type { CommerceConfig } from '../config/config.ts';
import { type ChangeEvents, listenPglite, listenPostgres } from './change-listener.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers share this type, so stores are written once for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call on every start. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** The catalogue cache follows the change notifications of its database. */
function cacheEvents(db: Database): ChangeEvents {
  const cache = catalogCache(db);
  return { connected: () => cache.enable(), changed: () => cache.invalidate(), lost: () => cache.disable() };
}

export async function openDatabase(target: CommerceConfig['database']): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    const listener = await listenPostgres(target.url, cacheEvents(db));
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: async () => {
        await listener.stop();
        await pool.end();
      },
    };
  }
  // `memory://` keeps a throwaway database for tests; anything else is a folder on disk.
  if (!target.dir.startsWith('memory://')) mkdirSync(target.dir, { recursive: true });
  const client = await PGlite.create(target.dir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  const listener = await listenPglite(client, cacheEvents(db));
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await listener.stop();
      await client.close();
    },
  };
}
