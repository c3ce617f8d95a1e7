import { afterAll, beforeAll } from 'vitest';
import type { CatalogReader } from '../catalog/catalog-cache.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './test-databases.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** Creating, migrating and filling a database competes with other test files for the CPU. */
const setupTimeout = 240_000;

export type TestService = {
  /** The running service, from the describe block's setup on. */
  server: TestServer;
  /** Its database and catalogue cache, for reading or writing as an import or another instance would. */
  database: CatalogReader;
};

/**
 * A database of the given kind, filled by `prepare`, behind the real HTTP service, for one
 * describe block: made before its tests and closed after them.
 */
export function useTestService(
  kind: TestDatabaseKind,
  skip: boolean,
  options: {
    prepare?: (db: Database) => Promise<unknown>;
    env?: NodeJS.ProcessEnv;
    /** Told the text of every statement sent to the database, from the preparation on. */
    onStatement?: (text: string) => void;
  } = {},
): TestService {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind, options.onStatement);
    await options.prepare?.(database.db);
    server = await startTestServer(database, options.env);
  }, setupTimeout);
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  const running = () => {
    if (!server) throw new Error('The test server is not running');
    return server;
  };
  return {
    server: {
      get url() {
        return running().url;
      },
      get config() {
        return running().config;
      },
      get services() {
        return running().services;
      },
      graphql: (query, variables) => running().graphql(query, variables),
      close: () => running().close(),
    },
    database: {
      get db() {
        if (!database) throw new Error('The test database is not open');
        return database.db;
      },
      get catalogCache() {
        if (!database) throw new Error('The test database is not open');
        return database.catalogCache;
      },
    },
  };
}
