import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';

/** Rows per statement: large enough to amortise the round trip, small enough for PGlite's memory. */
const chunkSize = Number(process.env.SEED_CHUNK ?? 5000);

/**
 * Inserts many rows with one JSON parameter per chunk (`jsonb_to_recordset`), which is several
 * times faster than one bind parameter per value, on PGlite most of all. Generated and identity
 * columns are left to the database.
 */
export async function bulkInsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([, column]) => !column.generated && !column.generatedIdentity,
  );
  const names = columns.map(([, column]) => sql.identifier(column.name));
  const definitions = columns.map(([, column]) => sql.raw(`"${column.name}" ${column.getSQLType()}`));
  const started = performance.now();
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize).map((row) => {
      const record: Record<string, unknown> = {};
      const values: Record<string, unknown> = row;
      for (const [key, column] of columns) record[column.name] = values[key] ?? null;
      return record;
    });
    await db.execute(
      sql`INSERT INTO ${table} (${sql.join(names, sql`, `)}) SELECT ${sql.join(names, sql`, `)} FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS x(${sql.join(definitions, sql`, `)})`,
    );
  }
  if (process.env.SEED_PROFILE)
    console.log(getTableName(table), rows.length, Math.round(performance.now() - started));
}
