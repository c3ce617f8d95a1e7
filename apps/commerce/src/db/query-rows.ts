import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from './database.ts';

/**
 * Runs hand-written SQL and parses its rows. Both drivers answer `{ rows }`; the schema checks
 * each row, so a changed query can never hand unchecked data to the API.
 */
export async function queryRows<T extends z.ZodType>(
  db: Database,
  query: SQL,
  row: T,
): Promise<z.infer<T>[]> {
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('The database driver returned no rows array');
  }
  return result.rows.map((value: unknown) => row.parse(value));
}
