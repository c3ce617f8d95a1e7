import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  /**
   * Runs start-up work (migrations, first seed) while no other instance on the same database does:
   * instances of a cluster start together, and two of them migrating or seeding at once would
   * collide. PGlite has one process by nature, so there it simply runs.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** Connections of the PostgreSQL pool (for metrics); undefined with PGlite, which has none. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Ends the pool and waits until every connection has closed: `pool.end()` resolves as soon as it
 * has asked them to, so whatever comes next (a database drop, the process exit) could cut them off.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    // A connection that never reports its end must not hold the shutdown.
    setTimeout(resolve, 5000).unref();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

/** Any fixed number: the key every instance of this service agrees on for its start-up work. */
const startUpLockKey = 7_341_907;

/**
 * Holds a session-level advisory lock on one connection of the pool while `work` runs on others;
 * the lock ends with the session too, so an instance that dies mid-way does not block the next.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [startUpLockKey]);
    try {
      return await work();
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [startUpLockKey]);
    }
  } finally {
    holder.release();
  }
}

function statementLogger(onStatement: DatabaseOptions['onStatement']): Logger | undefined {
  return onStatement ? { logQuery: (text) => onStatement(text) } : undefined;
}

const noListener = { stop: async () => undefined };

export type DatabaseOptions = {
  /** Told of the catalogue's change notifications (the service's catalogue cache); seeding needs none. */
  changes?: ChangeEvents;
  /** Told the text of every statement the service sends, e.g. to count what a request costs. */
  onStatement?: (text: string) => void;
};

export async function openDatabase(
  target: CommerceConfig['database'],
  { changes, onStatement }: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection that the server drops (restart, admin command) is replaced on next use;
    // without a listener its error would end the process.
    pool.on('error', (error) => console.error(`commerce: idle database connection lost: ${error.message}`));
    // One lost while checked out (between the statements of a transaction) fails its statement; its
    // error event must not end the process as well (issue 20: a database outage did). The pool drops
    // the connection when it comes back.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg({ client: pool, schema, logger: statementLogger(onStatement) });
    const listener = changes ? await listenPostgres(target.url, changes) : noListener;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      exclusively: (work) => withAdvisoryLock(pool, work),
      close: async () => {
        await listener.stop();
        await endPool(pool);
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  // `memory://` keeps a throwaway database for tests; anything else is a folder on disk.
  if (!target.dir.startsWith('memory://')) mkdirSync(target.dir, { recursive: true });
  const client = await PGlite.create(target.dir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, logger: statementLogger(onStatement) });
  const listener = changes ? await listenPglite(client, changes) : noListener;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    close: async () => {
      await listener.stop();
      await client.close();
    },
  };
}
