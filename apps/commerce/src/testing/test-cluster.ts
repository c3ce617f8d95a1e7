import { afterAll, beforeAll } from 'vitest';
import { CatalogCache, catalogCacheEvents } from '../catalog/catalog-cache.ts';
import { type Database, type DatabaseHandle, openDatabase } from '../db/database.ts';
import { createPostgresDatabase } from './test-databases.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** Creating, migrating and filling a database competes with other test files for the CPU. */
const setupTimeout = 240_000;

export type TestCluster = {
  /** Two instances of the service: each with its own pool, caches, rate-limit code and outbox. */
  instances: [TestServer, TestServer];
  /** The one database both share, for reading what they wrote. */
  db: Database;
};

/**
 * Two instances of the real HTTP service on one new PostgreSQL database, as `npm run start:cluster`
 * runs them: nothing is shared between them but the database. For one describe block.
 */
export function useTestCluster(
  skip: boolean,
  options: { prepare?: (db: Database) => Promise<unknown>; env?: NodeJS.ProcessEnv } = {},
): TestCluster {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  const handles: DatabaseHandle[] = [];
  const servers: TestServer[] = [];
  beforeAll(async () => {
    if (skip) return;
    created = await createPostgresDatabase();
    for (let i = 0; i < 2; i += 1) {
      const catalogCache = new CatalogCache();
      const handle = await openDatabase(
        { kind: 'postgres', url: created.url },
        { changes: catalogCacheEvents(catalogCache) },
      );
      handles.push(handle);
      if (i === 0) {
        await handle.migrate();
        await options.prepare?.(handle.db);
      }
      servers.push(await startTestServer({ db: handle.db, catalogCache }, options.env));
    }
  }, setupTimeout);
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const handle of handles) await handle.close();
    await created?.drop();
  });
  const running = (i: number): TestServer => {
    const server = servers[i];
    if (!server) throw new Error('The test cluster is not running');
    return server;
  };
  // Getters, so the describe block can hold the instances before beforeAll started them.
  const lazy = (i: number): TestServer => ({
    get url() {
      return running(i).url;
    },
    get config() {
      return running(i).config;
    },
    get services() {
      return running(i).services;
    },
    graphql: (query, variables) => running(i).graphql(query, variables),
    close: () => running(i).close(),
  });
  return {
    instances: [lazy(0), lazy(1)],
    get db() {
      const handle = handles[0];
      if (!handle) throw new Error('The test database is not open');
      return handle.db;
    },
  };
}
