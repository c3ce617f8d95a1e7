import pg from 'pg';
import { type LoadResult, runLoad } from './load-runner.ts';

/**
 * The floor: the same data read (or the same row written) by plain SQL over a pool, with the
 * same concurrency. The API cannot be faster than this; the gap is the API's own cost.
 */
export async function postgresFloor(url: string, clients: number, seconds: number, terms: string[]) {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  try {
    const collectionIds = (
      await pool.query<{ id: number }>('select id from collections order by id limit 40')
    ).rows.map((r) => r.id);
    const variantIds = (
      await pool.query<{ id: number }>(
        'select id from product_variants where stock > 1000 or currently_not_in_stock limit 200',
      )
    ).rows.map((r) => r.id);
    // One cart per client, as in the API run, so clients do not queue on one row lock.
    const tokens = Array.from({ length: clients }, (_, c) => `bench-floor-${Date.now()}-${c}`);
    for (const token of tokens)
      await pool.query(`insert into carts (token, key_hash) values ($1, 'x')`, [token]);
    const results: Record<string, LoadResult> = {};
    results.predictive = await runLoad(clients, seconds, async (c, i) => {
      const term = terms[Math.abs(c * 7 + i) % terms.length] ?? 'kaf';
      await pool.query(
        `select p.id, t.title, p.vendor from product_translations t join products p on p.id = t.product_id
         where t.language = 'de' and t.search_text ilike $1 order by p.best_selling_rank limit 5`,
        [`%${term}%`],
      );
    });
    results.collection = await runLoad(clients, seconds, async (c, i) => {
      const id = collectionIds[Math.abs(c * 5 + i) % collectionIds.length] ?? 1;
      await pool.query(
        `select p.id, p.handle, p.title, p.vendor from collection_products cp join products p on p.id = cp.product_id
         where cp.collection_id = $1 and p.available_for_sale order by cp.position limit 250`,
        [id],
      );
    });
    results.cartLinesAdd = await runLoad(clients, seconds, async (c, i) => {
      const variant = variantIds[Math.abs(c * 10 + (i % 10)) % variantIds.length] ?? 1;
      const client = await pool.connect();
      try {
        await client.query('begin');
        const token = tokens[c] ?? '';
        await client.query('select token from carts where token = $1 for update', [token]);
        await client.query(
          `insert into cart_lines (cart_token, variant_id, quantity) values ($1, $2, 1)
           on conflict (cart_token, variant_id) do update set quantity = cart_lines.quantity + 1`,
          [token, variant],
        );
        await client.query('commit');
      } finally {
        client.release();
      }
    });
    return results;
  } finally {
    await pool.end();
  }
}
