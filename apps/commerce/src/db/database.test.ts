import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postgresAvailable } from '../testing/test-databases.ts';
import { openDatabase } from './database.ts';
import { queryRows } from './query-rows.ts';

const answerRow = z.object({ answer: z.number() });
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('a PostgreSQL database whose server drops a connection', () => {
  it.skipIf(!postgresAvailable)('keeps serving: the next query gets a new connection', async () => {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
      try {
        await handle.db.execute(sql`SELECT 1`);
        // As a server restart or an administrator would: the idle pool connection is cut off.
        // Unheard, its error would be an unhandled 'error' event that ends the process.
        await admin((client) =>
          client.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE datname = $1 AND pid <> pg_backend_pid() AND query NOT LIKE 'LISTEN%'`,
            [name],
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await queryRows(handle.db, sql`SELECT 41 + 1 AS answer`, answerRow)).toEqual([{ answer: 42 }]);
      } finally {
        await handle.close();
      }
    } finally {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});

describe('instances of a cluster starting together on one PostgreSQL database', () => {
  it.skipIf(!postgresAvailable)('migrate and seed one after another, never at once', async () => {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handles = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString() })),
      );
      try {
        const spans: { start: number; end: number }[] = [];
        // Without the lock, the second migrator fails on tables the first is creating.
        await Promise.all(
          handles.map((handle) =>
            handle.exclusively(async () => {
              const start = performance.now();
              await handle.migrate();
              await new Promise((resolve) => setTimeout(resolve, 50));
              spans.push({ start, end: performance.now() });
            }),
          ),
        );
        spans.sort((a, b) => a.start - b.start);
        for (let i = 1; i < spans.length; i += 1) {
          expect(spans[i]?.start).toBeGreaterThanOrEqual(spans[i - 1]?.end ?? Number.POSITIVE_INFINITY);
        }
        const [first] = handles;
        if (!first) throw new Error('no database handle');
        const shops = await queryRows(first.db, sql`SELECT count(*)::int AS answer FROM shop`, answerRow);
        expect(shops).toEqual([{ answer: 0 }]);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    } finally {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});
