import type { CatalogReader } from '../catalog/catalog-cache.ts';
import type { Database } from '../db/database.ts';
import type { Catalog } from '../seed/catalog-types.ts';
import { generateCatalog } from '../seed/generate-catalog.ts';
import { seedDatabase } from '../setup/seed-database.ts';
import type { TestDatabaseKind } from './test-databases.ts';
import type { TestServer } from './test-server.ts';
import { useTestService } from './test-service.ts';

export type GraphQLBody = { data?: Record<string, unknown> | null; errors?: { message: string }[] };

export type CatalogFixture = {
  /** The catalogue the database was seeded with, to compare answers against. */
  catalog: Catalog;
  server: () => TestServer;
  /** The seeded database, for writing to it as an import or another instance would. */
  database: () => Database;
  /** The database with its catalogue cache, to start another server on it as another process would. */
  catalogReader: () => CatalogReader;
  /**
   * Runs an operation and returns `data` as the shape the test expects, failing on any GraphQL
   * error; the test's own assertions are what check that shape.
   */
  query: <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;
  /** Runs an operation and returns the whole body, errors included. */
  request: (query: string, variables?: Record<string, unknown>) => Promise<GraphQLBody>;
};

/**
 * A seeded database of the given kind behind the real HTTP service, for one describe block.
 * A small catalogue keeps the tests quick; it is generated again here for the expectations.
 */
export function useCatalogServer(kind: TestDatabaseKind, skip: boolean, products = 300): CatalogFixture {
  const catalog = generateCatalog({ products });
  const { server, database } = useTestService(kind, skip, {
    prepare: (db) => seedDatabase(db, { publicUrl: 'https://shop.example', products }),
  });
  const request = async (query: string, variables?: Record<string, unknown>): Promise<GraphQLBody> =>
    (await (await server.graphql(query, variables)).json()) as GraphQLBody;
  return {
    catalog,
    server: () => server,
    database: () => database.db,
    catalogReader: () => database,
    request,
    query: async <T>(query: string, variables?: Record<string, unknown>) => {
      const body = await request(query, variables);
      if (body.errors?.length || !body.data)
        throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
      return body.data as T;
    },
  };
}
