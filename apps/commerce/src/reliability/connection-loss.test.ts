import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/query-rows.ts';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../testing/test-databases.ts';

const pidRow = z.object({ pid: z.number() });

describe('a PostgreSQL connection cut while checked out', () => {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    if (postgresAvailable) database = await createTestDatabase('postgres');
  });
  afterAll(() => database?.dispose());

  it.skipIf(!postgresAvailable)(
    'fails only the transaction using it; the process lives on and the next query works',
    async () => {
      const db = database?.db;
      if (!db) throw new Error('no database');
      // Ended by the server between two statements, as an outage or failover does: the connection's
      // error event comes with no statement running (it ended the process before the fix).
      const transaction = db.transaction(async (tx) => {
        const [own] = await queryRows(tx, sql`SELECT pg_backend_pid() AS pid`, pidRow);
        await db.execute(sql`SELECT pg_terminate_backend(${own?.pid ?? 0})`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`SELECT 1`);
      });
      await expect(transaction).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const rows = await queryRows(db, sql`SELECT 1 AS pid`, pidRow);
      expect(rows).toEqual([{ pid: 1 }]);
    },
  );
});
